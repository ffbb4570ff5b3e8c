import { rutaInterna } from '@puente/contract/validation/ruta-interna';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Card } from '@/components/ui/card';
import { useBrand } from '@/lib/brand';
import { getStoredValue, rememberReturnUrl, storageKeys } from '@/lib/session';
import { samlInicio } from '../api/saml';
import { useLoginFlow } from '../hooks/use-login-flow';
import { RgpdDialog } from './rgpd-dialog';

/**
 * /acceso, the university single sign-on (decision 016). Without a fragment
 * it asks the API for the IdP's URL (the stored pre-login path as RelayState)
 * and goes there. The IdP posts back to the API's ACS, which returns here
 * with `#respuesta=…&ruta=…`: the fragment is dropped from the address at
 * once and the response is sent to `validaRespuestaLoginIntegrado`, then the
 * login ends as the password one does (RGPD dialog, stored path).
 */
export function AccesoPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const flow = useLoginFlow();
  const started = useRef(false);
  const [fallo, setFallo] = useState(false);
  const [fase, setFase] = useState<'conectando' | 'completando'>('conectando');

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fragmento = new URLSearchParams(window.location.hash.slice(1));
    const respuesta = fragmento.get('respuesta');
    if (respuesta) {
      window.history.replaceState(window.history.state, '', window.location.pathname);
      const ruta = rutaInterna(fragmento.get('ruta'));
      if (ruta && !getStoredValue(storageKeys.returnUrl)) rememberReturnUrl(ruta);
      setFase('completando');
      void flow.submitSaml(respuesta).then((ok) => {
        if (!ok) setFallo(true);
      });
      return;
    }
    if (!brand.sso) {
      navigate('/login', { replace: true });
      return;
    }
    const ruta = rutaInterna(getStoredValue(storageKeys.returnUrl));
    samlInicio(ruta ?? undefined).then(
      ({ url }) => window.location.assign(url),
      () => setFallo(true),
    );
  }, [brand.sso, flow, navigate]);

  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 py-10">
      <Card>
        <div role="status" aria-live="polite" className="flex flex-col gap-4 text-center">
          <h1 className="font-semibold text-lg">{t('routes.acceso')}</h1>
          <p className="text-muted">{fallo ? t('auth.acceso.fallo') : t(`auth.acceso.${fase}`)}</p>
          {fallo ? (
            <Link className="font-medium text-primary underline-offset-4 hover:underline" to="/login">
              {t('auth.acceso.volver')}
            </Link>
          ) : null}
        </div>
      </Card>
      {flow.rgpd ? (
        <RgpdDialog
          texto={flow.rgpd.texto}
          enlace={flow.rgpd.enlace}
          busy={flow.rgpdBusy}
          onAccept={() => void flow.acceptRgpd()}
          onDecline={() => {
            flow.declineRgpd();
            navigate('/login', { replace: true });
          }}
        />
      ) : null}
    </div>
  );
}
