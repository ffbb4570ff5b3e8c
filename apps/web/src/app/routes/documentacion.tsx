import { DocumentacionPage } from '@/features/practicas-empresa/components/documentacion-page';

export default function DocumentacionRoute() {
  return <DocumentacionPage />;
}
