import { ProgramasPage } from '@/features/programas/components/programas-page';

export default function ProgramasPracticasActivosRoute() {
  return <ProgramasPage />;
}
