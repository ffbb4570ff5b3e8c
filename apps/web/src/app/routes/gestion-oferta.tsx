import { useParams } from 'react-router';
import { RevisionOfertaPage } from '@/features/ofertas-gestion/components/revision-oferta-page';
import { PageHeading } from '../layout/page-heading';
import { useCurrentRoute } from '../layout/use-current-route';
import { idParam } from './id-param';

/** /gestion/ofertas/{id}: a pending offer's review, headed by its title. */
export default function GestionOfertaRoute() {
  const def = useCurrentRoute();
  const id = idParam(useParams().id) ?? 0;
  return (
    <RevisionOfertaPage key={id} idOferta={id} heading={(titulo) => (def ? <PageHeading def={def} title={titulo} /> : null)} />
  );
}
