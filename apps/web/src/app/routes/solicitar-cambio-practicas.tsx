import { SolicitarCambioPage } from '@/features/practicas-empresa/components/solicitar-cambio-page';

export default function SolicitarCambioPracticasRoute() {
  return <SolicitarCambioPage />;
}
