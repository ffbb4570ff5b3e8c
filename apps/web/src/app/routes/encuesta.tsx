import { ResponderEncuesta } from '@/features/encuestas/components/responder-encuesta';
import { pathOf } from '../route-links';

export default function EncuestaRoute() {
  return <ResponderEncuesta inicio={pathOf('home')} />;
}
