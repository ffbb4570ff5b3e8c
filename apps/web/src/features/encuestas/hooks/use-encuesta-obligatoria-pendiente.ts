import type { EncuestaUsuario } from '@puente/contract/encuestas';
import { portalUserType, useSession } from '@/lib/session';
import { useEncuestasUsuario } from '../api/encuestas-usuario';

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
