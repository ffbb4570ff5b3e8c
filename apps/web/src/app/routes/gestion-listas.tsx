import { ListasGestionPage } from '@/features/listas-gestion/components/listas-gestion-page';

/** /gestion/listas: the reference lists the forms offer (features/listas-gestion). */
export default function GestionListasRoute() {
  return <ListasGestionPage />;
}
