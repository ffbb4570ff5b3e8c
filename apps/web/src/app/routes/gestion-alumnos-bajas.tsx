import { BajasPage } from '@/features/alumnos-gestion/components/bajas-page';

export default function GestionAlumnosBajasRoute() {
  return <BajasPage />;
}
