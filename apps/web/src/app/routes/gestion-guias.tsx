import { GuiasGestionPage } from '@/features/guias-gestion/components/guias-gestion-page';

/** /gestion/guias: the students' orientation guides and their PDFs (features/guias-gestion). */
export default function GestionGuiasRoute() {
  return <GuiasGestionPage />;
}
