import type { PublicBrand } from '@puente/contract/brand';
import { portalUserType, type Session } from '@/lib/session';

/** sessionStorage: the student closed the popup; it stays closed until the browser session ends or another user logs in. */
export const CLAVE_AVISO_DESCARTADO = 'avisoDatosDescartado';

const quien = (session: Session) => session.claims?.sub ?? session.token ?? '';

export const avisoDescartado = (session: Session) => window.sessionStorage.getItem(CLAVE_AVISO_DESCARTADO) === quien(session);

export const descartarAviso = (session: Session) => window.sessionStorage.setItem(CLAVE_AVISO_DESCARTADO, quien(session));

export interface CondicionesAviso {
  session: Session;
  brand: PublicBrand;
  pathname: string;
  /** The popup's own path, /cv: the student is already where the popup would send them. */
  rutaCv: string;
  descartado: boolean;
}

/**
 * Whether the shell asks `faltanDatosPersonalesObligatorios` at all (spec §4):
 * students only, when the brand turns the popup on, never on the CV page, never
 * in god mode (§6: god mode suppresses mandatory popups), and not once dismissed.
 */
export function debePreguntarDatos({ session, brand, pathname, rutaCv, descartado }: CondicionesAviso): boolean {
  if (portalUserType(session) !== 'Alumno') return false;
  if (!brand.flags.popupDatosObligatorios || session.godMode || descartado) return false;
  const enCv = pathname === rutaCv || pathname.startsWith(`${rutaCv}/`);
  // On /logout the session is being cleared: a question asked then goes without a token and answers code 2.
  return !enCv && pathname !== '/logout';
}
