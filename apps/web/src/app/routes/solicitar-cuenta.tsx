import { useNavigate } from 'react-router';
import { SolicitarCuentaPage } from '@/features/cuenta-empresa/components/solicitar-cuenta-page';
import { conAviso } from './use-aviso-al-llegar';

/** /solicitar-cuenta; once sent, the company login shows 503 (the company waits for the university's validation). */
export default function SolicitarCuentaRoute() {
  const navigate = useNavigate();
  return <SolicitarCuentaPage onEnviada={() => void navigate('/login/empresas', conAviso(503))} />;
}
