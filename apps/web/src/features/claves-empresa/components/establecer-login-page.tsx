import { PortalCodes } from '@puente/contract/errors/codes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { isApiError } from '@/lib/api-error';
import { useBrand } from '@/lib/brand';
import { useTokenDelEnlace } from '@/lib/use-token-del-enlace';
import { useEstablecerPassword } from '../api/establecer-password';
import { LOGIN_EMPRESAS, linkClass, RESTABLECER_LOGIN } from './enlaces';
import { NuevaClaveForm, type NuevaClaveValores } from './nueva-clave-form';

type Situacion = 'yaTienes' | 'caducado' | 'sinEnlace';

/**
 * Why the form is not there and where to go instead; its heading takes the
 * focus the vanished form had. An expired link cannot be renewed by the
 * reminder (it mails only contacts with a password), so a contact who never
 * set one is told whom to ask.
 */
function Explicacion({ situacion, enfocar }: { situacion: Situacion; enfocar: boolean }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const titulo = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (enfocar) titulo.current?.focus();
  }, [enfocar]);
  const email = brand.contacto.email;
  return (
    <div className="flex flex-col gap-4">
      <h2 ref={titulo} tabIndex={-1} className="font-semibold text-fg text-lg outline-none">
        {t(`clavesEmpresa.establecer.${situacion}.titulo`)}
      </h2>
      <p className="text-sm text-muted">{t(`clavesEmpresa.establecer.${situacion}.texto`)}</p>
      <div className="flex flex-col gap-3">
        <Button asChild size="lg" className="w-full">
          <Link to={LOGIN_EMPRESAS}>{t('clavesEmpresa.establecer.entrar')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline" className="w-full">
          <Link to={RESTABLECER_LOGIN}>{t('clavesEmpresa.establecer.olvido')}</Link>
        </Button>
        {situacion === 'caducado' ? (
          <a className={`${linkClass} self-center break-all text-center text-sm`} href={`mailto:${email}`}>
            {t('clavesEmpresa.establecer.escribir', { email })}
          </a>
        ) : null}
      </div>
    </div>
  );
}

function ConEnlace({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const establecer = useEstablecerPassword();
  const [situacion, setSituacion] = useState<Situacion | null>(null);

  const enviar = async (valores: NuevaClaveValores) => {
    try {
      await establecer.mutateAsync(valores);
    } catch (error) {
      // 43 and 42 are in the banner; the card says what to do next.
      if (isApiError(error) && error.status === PortalCodes.PASSWORD_YA_ESTABLECIDA) return setSituacion('yaTienes');
      if (isApiError(error) && error.status === PortalCodes.ENLACE_CADUCADO) return setSituacion('caducado');
      throw error;
    }
    void navigate(LOGIN_EMPRESAS, { state: { aviso: PortalCodes.PASSWORD_ESTABLECIDA } });
  };

  if (situacion) return <Explicacion situacion={situacion} enfocar />;
  return (
    <NuevaClaveForm
      token={token}
      intro={t('clavesEmpresa.clave.establecerIntro')}
      accion={t('clavesEmpresa.clave.establecer')}
      onEnviar={enviar}
      ocupado={establecer.isPending}
    />
  );
}

/**
 * /establecer-login?token=, a new company contact's first password (issue
 * 12): 514 on /login/empresas; 43 already has one; 42 expired. The token
 * leaves the address as soon as it is read; without one, what the page is for.
 */
export function EstablecerLoginPage() {
  const token = useTokenDelEnlace();
  return (
    <Card className="mx-auto w-full max-w-md">
      {token ? <ConEnlace key={token} token={token} /> : <Explicacion situacion="sinEnlace" enfocar={false} />}
    </Card>
  );
}
