import { PortalCodes } from '@puente/contract/errors/codes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { isApiError } from '@/lib/api-error';
import { useTokenDelEnlace } from '@/lib/use-token-del-enlace';
import { useRestablecerPasswordEmpresa } from '../api/restablecer-password-empresa';
import { LOGIN_EMPRESAS, linkClass } from './enlaces';
import { NuevaClaveForm, type NuevaClaveValores } from './nueva-clave-form';
import { PedirEnlaceForm } from './pedir-enlace-form';

/** With the link's token: the new password → 508 on /login/empresas; 42 → the reminder again. */
function ConEnlace({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const restablecer = useRestablecerPasswordEmpresa();
  const [fase, setFase] = useState<'clave' | 'pedir' | 'caducado'>('clave');

  const enviar = async (valores: NuevaClaveValores) => {
    try {
      await restablecer.mutateAsync(valores);
    } catch (error) {
      // Expired or used: the banner says so, and the card asks for another link at once.
      if (isApiError(error) && error.status === PortalCodes.ENLACE_CADUCADO) {
        setFase('caducado');
        return;
      }
      throw error;
    }
    void navigate(LOGIN_EMPRESAS, { state: { aviso: PortalCodes.PASSWORD_RESTABLECIDA } });
  };

  if (fase !== 'clave') return <PedirEnlaceForm caducado={fase === 'caducado'} />;
  return (
    <NuevaClaveForm
      token={token}
      intro={t('clavesEmpresa.clave.restablecerIntro')}
      accion={t('clavesEmpresa.clave.guardar')}
      onEnviar={enviar}
      ocupado={restablecer.isPending}
    >
      <Button type="button" variant="link" className="self-center" onClick={() => setFase('pedir')}>
        {t('clavesEmpresa.clave.pedirOtro')}
      </Button>
    </NuevaClaveForm>
  );
}

/**
 * /restablecer-login, the company password reminder (spec §2, issue 12):
 * CIF or username → 505; with `?token=` from the mail, the new password.
 * The token leaves the address as soon as it is read.
 */
export function RestablecerLoginPage() {
  const { t } = useTranslation();
  const token = useTokenDelEnlace();
  return (
    <Card className="mx-auto w-full max-w-md">
      {token ? <ConEnlace key={token} token={token} /> : <PedirEnlaceForm />}
      <div className="mt-4 flex justify-center text-center text-sm">
        <Link className={linkClass} to={LOGIN_EMPRESAS}>
          {t('clavesEmpresa.volver')}
        </Link>
      </div>
    </Card>
  );
}
