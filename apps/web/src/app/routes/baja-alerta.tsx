import { useParams } from 'react-router';
import { BajaAlertaPage } from '@/features/busquedas-guardadas/components/baja-alerta-page';
import { pathOf } from '../route-links';

/** /alertas/baja/{token}: an alert mail's unsubscribe link, without signing in. */
export default function BajaAlertaRoute() {
  const { token = '' } = useParams();
  return <BajaAlertaPage key={token} token={token} pathInicio={pathOf('home')} />;
}
