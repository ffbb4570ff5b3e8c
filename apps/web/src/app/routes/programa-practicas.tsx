import { ProgramaDetallePage } from '@/features/programas/components/programa-detalle-page';

export default function ProgramaPracticasRoute() {
  return <ProgramaDetallePage />;
}
