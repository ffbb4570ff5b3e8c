import { PracticasGestionPage } from '@/features/practicas-gestion/components/practicas-gestion-page';

/** /gestion/practicas: every internship, with the reminders of the company tutors' reports (features/practicas-gestion). */
export default function PracticasGestionRoute() {
  return <PracticasGestionPage />;
}
