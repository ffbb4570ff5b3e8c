import type { PublicBrand } from '@puente/contract/brand';
import type { FaltanDatos } from '@puente/contract/empresa-cuenta';
import { portalUserType, type Session } from '@/lib/session';

/** sessionStorage: the contact said "not now"; both popups stay closed until the browser session ends or someone else logs in. */
export const CLAVE_AVISO_EMPRESA_DESCARTADO = 'avisoDatosEmpresaDescartado';

/** The contact in the company it acts for: a contact of two companies is asked again in the other one. */
const quien = (session: Session) => `${session.claims?.sub ?? session.token ?? ''}@${session.claims?.idEmpresa ?? ''}`;

export const avisoEmpresaDescartado = (session: Session) =>
  window.sessionStorage.getItem(CLAVE_AVISO_EMPRESA_DESCARTADO) === quien(session);

export const descartarAvisoEmpresa = (session: Session) =>
  window.sessionStorage.setItem(CLAVE_AVISO_EMPRESA_DESCARTADO, quien(session));

export interface CondicionesAvisoEmpresa {
  session: Session;
  brand: PublicBrand;
  pathname: string;
  /**
   * Where it never shows, each with the paths under it: /mi-empresa and
   * /mi-perfil (the contact is already where the popups would send them) and
   * /login (a login goes home, where it shows; it would flash over the form).
   */
  rutasSinAviso: readonly string[];
  descartado: boolean;
}

/**
 * Whether the shell asks `faltanDatosAlaEmpresa` / `faltanDatosAlContactoEmpresa`
 * at all (spec §4): company contacts only, when the brand has
 * `checkDatosCompletosEmpresa`, never on the pages that edit those data (nor
 * on the login pages), never in god mode (§6: it suppresses mandatory popups),
 * and not once dismissed.
 */
export function debePreguntarDatosEmpresa({
  session,
  brand,
  pathname,
  rutasSinAviso,
  descartado,
}: CondicionesAvisoEmpresa): boolean {
  if (portalUserType(session) !== 'Empresa') return false;
  if (!brand.flags.checkDatosCompletosEmpresa || session.godMode || descartado) return false;
  return !rutasSinAviso.some((ruta) => pathname === ruta || pathname.startsWith(`${ruta}/`));
}

export type AvisoEmpresa = 'empresa' | 'contacto';

/** An answer that names missing fields (the popup has nothing to say without them). */
export const faltanCampos = (respuesta: FaltanDatos | undefined) => Boolean(respuesta?.faltan && respuesta.campos.length > 0);

/**
 * Which popup shows: the company's first; the contact's only once the
 * company's data are known to be complete, so the two never stack.
 */
export function avisoQueToca(empresa: FaltanDatos | undefined, contacto: FaltanDatos | undefined): AvisoEmpresa | null {
  if (!empresa) return null;
  if (faltanCampos(empresa)) return 'empresa';
  return faltanCampos(contacto) ? 'contacto' : null;
}
