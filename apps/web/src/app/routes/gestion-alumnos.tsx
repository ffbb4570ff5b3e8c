import { AlumnosGestionPage } from '@/features/alumnos-gestion/components/alumnos-gestion-page';

export default function GestionAlumnosRoute() {
  return <AlumnosGestionPage />;
}
