import { EntradaEncuesta } from '@/features/encuestas/components/entrada-encuesta';

export default function EncuestaEntradaRoute() {
  return <EntradaEncuesta />;
}
