import { ComunicacionesGestionPage } from '@/features/comunicaciones-gestion/components/comunicaciones-gestion-page';

/** /gestion/comunicaciones: the notices on the students' and companies' homes (features/comunicaciones-gestion). */
export default function GestionComunicacionesRoute() {
  return <ComunicacionesGestionPage />;
}
