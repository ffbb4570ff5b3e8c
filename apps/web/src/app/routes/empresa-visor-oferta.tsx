import { useParams } from 'react-router';
import { EligeOferta } from '@/features/procesos/components/elige-oferta';
import { VisorOfertaPage } from '@/features/procesos/components/visor-oferta-page';
import { idParam } from './id-param';

/** /visor-oferta/{id}: the offer as students see it. */
export default function VisorOfertaRoute() {
  const id = idParam(useParams().id);
  if (id === null) return <EligeOferta />;
  return <VisorOfertaPage key={id} idOferta={id} />;
}
