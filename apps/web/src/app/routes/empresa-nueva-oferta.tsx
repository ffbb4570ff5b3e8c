import { useNavigate, useParams } from 'react-router';
import { NuevaOfertaPage } from '@/features/ofertas-empresa/components/nueva-oferta-page';
import { conAviso } from './use-aviso-al-llegar';

/** /nueva-oferta and /nueva-oferta/{tipo}; once created, "Mis ofertas" shows 506 (its banner's destination). */
export default function NuevaOfertaRoute() {
  const { tipo } = useParams();
  const navigate = useNavigate();
  return <NuevaOfertaPage key={tipo ?? ''} tipo={tipo} onCreada={() => void navigate('/mis-ofertas', conAviso(506))} />;
}
