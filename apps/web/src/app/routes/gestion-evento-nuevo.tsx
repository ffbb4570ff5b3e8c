import { NuevoEventoPage } from '@/features/eventos-gestion/components/paginas-formulario';

/** /gestion/eventos/nuevo: a new event's form, with its image and the students' preview. */
export default function GestionEventoNuevoRoute() {
  return <NuevoEventoPage />;
}
