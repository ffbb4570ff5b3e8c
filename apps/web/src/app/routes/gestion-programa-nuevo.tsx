import { NuevoProgramaPage } from '@/features/programas-gestion/components/paginas-formulario';

/** /gestion/programas/nuevo: a new programme's form, every condition the API knows. */
export default function GestionProgramaNuevoRoute() {
  return <NuevoProgramaPage />;
}
