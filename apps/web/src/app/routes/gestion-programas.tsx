import { ProgramasGestionPage } from '@/features/programas-gestion/components/programas-gestion-page';

/** /gestion/programas: the internship programmes, their state and the adhesions to decide (features/programas-gestion). */
export default function GestionProgramasRoute() {
  return <ProgramasGestionPage />;
}
