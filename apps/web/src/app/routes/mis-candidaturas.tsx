import { MisCandidaturasPage } from '@/features/candidaturas/components/mis-candidaturas-page';
import { pathOf } from '../route-links';

export default function MisCandidaturasRoute() {
  return (
    <MisCandidaturasPage
      hrefCandidatura={(urlAcceso) => `${pathOf('misCandidaturas')}/${urlAcceso}`}
      pathsOfertas={{ practicas: pathOf('ofertasPracticas'), empleo: pathOf('ofertasEmpleo') }}
    />
  );
}
