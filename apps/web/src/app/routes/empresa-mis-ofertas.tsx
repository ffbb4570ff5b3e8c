import { useNavigate } from 'react-router';
import { MisOfertasPage } from '@/features/procesos/components/mis-ofertas-page';
import { useAvisoAlLlegar } from './use-aviso-al-llegar';

/** /mis-ofertas: a copy to the other profile goes straight to its edit form to be completed. */
export default function MisOfertasRoute() {
  const navigate = useNavigate();
  useAvisoAlLlegar();
  return <MisOfertasPage onCopiadaContrario={(id) => void navigate(`/editar-oferta/${id}`)} />;
}
