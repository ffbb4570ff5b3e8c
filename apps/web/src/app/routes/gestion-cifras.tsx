import { PanelCifrasPage } from '@/features/cifras-gestion/components/panel-cifras-page';

/** /gestion/cifras: the office's numbers at a glance (features/cifras-gestion); the shell writes the heading. */
export default function GestionCifrasRoute() {
  return <PanelCifrasPage heading={null} />;
}
