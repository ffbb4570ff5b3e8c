import type { EncuestaUsuario } from '@puente/contract/encuestas';
import { ArrowRight, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { enlaceEncuesta } from '../api/encuestas-usuario';

/**
 * Spec §4 "Mandatory surveys": a student or company with a mandatory survey
 * not yet answered is held by this popup on every page but the survey's own,
 * until they answer it. It has no close: one button starts the survey, the
 * other logs out (/logout, as the user menu does) for whoever cannot answer now.
 * Never in god mode (§6). Texts from the shell catalogue (mounted everywhere).
 */
export function AvisoEncuestaObligatoria({ pendiente }: { pendiente: EncuestaUsuario | undefined }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={Boolean(pendiente)}
      dismissible={false}
      role="alertdialog"
      size="sm"
      title={t('avisoEncuesta.titulo')}
      description={t('avisoEncuesta.texto', { titulo: pendiente?.titulo ?? '' })}
      footer={
        pendiente ? (
          <>
            <Button asChild variant="outline">
              <Link to="/logout">
                <LogOut aria-hidden="true" />
                {t('avisoEncuesta.cerrarSesion')}
              </Link>
            </Button>
            <Button asChild>
              <Link to={enlaceEncuesta(pendiente.urlAcceso, pendiente.querystringValue)}>
                {t('avisoEncuesta.empezar')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </>
        ) : null
      }
    />
  );
}
