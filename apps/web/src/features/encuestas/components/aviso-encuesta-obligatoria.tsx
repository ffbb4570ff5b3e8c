import type { EncuestaUsuario } from '@puente/contract/encuestas';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { portalUserType, useSession } from '@/lib/session';
import { enlaceEncuesta, useEncuestasUsuario } from '../api/encuestas-usuario';

/** The survey pages, where the popup never shows (spec §4). */
export const esPaginaDeEncuesta = (pathname: string) => pathname === '/encuesta' || pathname.startsWith('/encuestas/');

/**
 * The mandatory survey not yet answered that holds the reader, if any: a
 * student or company, not in god mode (§6), not on the survey pages. The
 * shell asks it once, so the other popups of §4 wait while it holds.
 */
export function useEncuestaObligatoriaPendiente(pathname: string): EncuestaUsuario | undefined {
  const session = useSession();
  const tipo = portalUserType(session);
  const activo = tipo !== null && !session.godMode && !esPaginaDeEncuesta(pathname) && pathname !== '/logout';
  const { data } = useEncuestasUsuario(tipo, activo, true);
  return activo ? (data ?? []).find((e) => e.respuestaObligatoria && !e.contestada) : undefined;
}

/**
 * Spec §4 "Mandatory surveys": a student or company with a mandatory survey
 * not yet answered is held by this popup on every page but the survey's own,
 * until they answer it. It has no close: its one button starts the survey.
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
          <Button asChild>
            <Link to={enlaceEncuesta(pendiente.urlAcceso, pendiente.querystringValue)}>
              {t('avisoEncuesta.empezar')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : null
      }
    />
  );
}
