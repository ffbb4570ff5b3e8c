import { useParams } from 'react-router';
import { EligeOferta } from '@/features/procesos/components/elige-oferta';
import { VisorOfertaPage } from '@/features/procesos/components/visor-oferta-page';
import { PageHeading } from '../layout/page-heading';
import { useCurrentRoute } from '../layout/use-current-route';
import { idParam } from './id-param';

/** /visor-oferta/{id}: the offer as students see it, headed by its title as on their page. */
export default function VisorOfertaRoute() {
  const def = useCurrentRoute();
  const id = idParam(useParams().id);
  if (id === null) return <EligeOferta />;
  return <VisorOfertaPage key={id} idOferta={id} heading={(titulo) => (def ? <PageHeading def={def} title={titulo} /> : null)} />;
}
