import { useParams } from 'react-router';
import { VerCvPage } from '@/features/candidatos/components/ver-cv-page';
import { EligeOferta } from '@/features/procesos/components/elige-oferta';
import { idParam } from './id-param';

/** /ver-cv/{id}: {id} is the candidacy's id (docs/procesos.md), so a company only reaches its own candidates. */
export default function VerCvRoute() {
  const id = idParam(useParams().id);
  if (id === null) return <EligeOferta />;
  return <VerCvPage key={id} idCandidatura={id} />;
}
