import { GuiasPage } from '@/features/guias/components/guias-page';

export default function GuiasOrientacionRoute() {
  return <GuiasPage />;
}
