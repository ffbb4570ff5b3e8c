import type { EncuestaUsuario } from '@puente/contract/encuestas';
import { portalUserType, useSession } from '@/lib/session';
import { useEncuestasUsuario } from '../api/encuestas-usuario';

/** The survey pages, where the popup never shows (spec §4). */
export const esPaginaDeEncuesta = (pathname: string) => pathname === '/encuesta' || pathname.startsWith('/encuestas/');

export interface EncuestaObligatoria {
  /** The mandatory survey not yet answered whose popup holds the reader here; never on the survey pages. */
  pendiente: EncuestaUsuario | undefined;
  /**
   * Whether the shell's other popups (missing data, spec §4) must wait: on a survey page (the survey is open),
   * while the popup holds, and until the reader's surveys are known. Nothing may cover the survey or its popup.
   */
  retiene: boolean;
}

/**
 * The mandatory survey not yet answered that holds the reader, if any: a
 * student or company, not in god mode (§6). The popup shows everywhere but on
 * the survey pages; the shell asks once, and the other popups of §4 wait while
 * the survey or its popup is open.
 */
export function useEncuestaObligatoriaPendiente(pathname: string): EncuestaObligatoria {
  const session = useSession();
  const tipo = portalUserType(session);
  const activo = tipo !== null && !session.godMode && pathname !== '/logout';
  const { data, isPending } = useEncuestasUsuario(tipo, activo, true);
  const obligatoria = activo ? (data ?? []).find((e) => e.respuestaObligatoria && !e.contestada) : undefined;
  const enEncuesta = esPaginaDeEncuesta(pathname);
  return {
    pendiente: enEncuesta ? undefined : obligatoria,
    retiene: enEncuesta || obligatoria !== undefined || (activo && isPending),
  };
}
