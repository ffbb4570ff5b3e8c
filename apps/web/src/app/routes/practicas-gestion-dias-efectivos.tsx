import { DiasEfectivosPage } from '@/features/practicas-gestion/components/dias-efectivos-page';

/** /gestion/practicas/dias-efectivos: the closed months' effective days per account code, each as a CSV. */
export default function PracticasGestionDiasEfectivosRoute() {
  return <DiasEfectivosPage />;
}
