import { MisCandidaturasPage } from '@/features/candidaturas/components/mis-candidaturas-page';
import { pathOf } from '../route-table';

export default function MisCandidaturasRoute() {
  return (
    <MisCandidaturasPage
      hrefCandidatura={(urlAcceso) => `${pathOf('misCandidaturas')}/${urlAcceso}`}
      pathsOfertas={{ practicas: pathOf('ofertasPracticas'), empleo: pathOf('ofertasEmpleo') }}
    />
  );
}
