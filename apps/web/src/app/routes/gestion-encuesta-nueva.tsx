import { NuevaEncuestaPage } from '@/features/encuestas-gestion/components/paginas-constructor';

/** /gestion/encuestas/nueva: the survey builder, empty, with its preview. */
export default function GestionEncuestaNuevaRoute() {
  return <NuevaEncuestaPage />;
}
