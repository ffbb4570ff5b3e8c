import { useNavigate, useParams } from 'react-router';
import { EditarOfertaPage } from '@/features/ofertas-empresa/components/editar-oferta-page';
import { EligeOferta } from '@/features/procesos/components/elige-oferta';
import { idParam } from './id-param';
import { conAviso } from './use-aviso-al-llegar';

/** /editar-oferta/{idOferta}: saved, the offer's page shows 512. */
export default function EditarOfertaRoute() {
  const id = idParam(useParams().idOferta);
  const navigate = useNavigate();
  if (id === null) return <EligeOferta />;
  return <EditarOfertaPage key={id} idOferta={id} onGuardada={() => void navigate(`/oferta/${id}`, conAviso(512))} />;
}
