import { useParams } from 'react-router';
import { ExpedientePracticaPage } from '@/features/expediente-practica/components/expediente-practica-page';
import { idParam } from './id-param';

/** /documentacion/practicas/:id: the record of one of the company's internships (features/expediente-practica). */
export default function ExpedientePracticaRoute() {
  const { id } = useParams();
  const idPractica = idParam(id);
  return <ExpedientePracticaPage key={idPractica ?? 0} idPractica={idPractica} />;
}
