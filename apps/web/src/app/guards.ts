import type { PublicBrand } from '@puente/contract/brand';
import { isExpired, type TokenClaims } from '@/lib/jwt';
import { inicioDe, loginDe, type SessionUserType } from '@/lib/session';
import { type Access, mantenimientoExempt, type RouteDef } from './route-table';

export interface GuardSession {
  token: string | null;
  userType: SessionUserType | null;
  claims: TokenClaims | null;
  godMode: boolean;
}

export interface GuardInput {
  def: Pick<RouteDef, 'access' | 'flag'>;
  /** pathname + search of the requested location. */
  path: string;
  session: GuardSession;
  brand: PublicBrand;
  now?: number;
}

export type GuardDecision =
  | { kind: 'allow'; expire?: boolean }
  | {
      kind: 'redirect';
      to: string;
      /** Store this path so login returns to it (spec §4). */
      remember?: string;
      /** Token expired: clear token and user type, show error 2. */
      expire?: boolean;
      /** Maintenance: full logout of a normal user. */
      logout?: boolean;
    };

const needsSession = (access: Access) => access !== 'publico' && access !== 'invitado';

/**
 * The navigation rules of spec §4 and §6 as one pure function, so they can be
 * tested without a browser. Order matters: maintenance beats everything, then
 * an expired token, then login state, role and brand flags.
 */
export function decideNavigation({ def, path, session, brand, now = Date.now() }: GuardInput): GuardDecision {
  const pathname = path.split(/[?#]/)[0] ?? path;
  const hasToken = Boolean(session.token);
  const loggedIn = hasToken && session.userType !== null;
  const staff = hasToken && session.userType === 'Gestor';
  // A staff route's login is the staff one, whoever asks; otherwise the session's own.
  const login = loginDe(def.access === 'gestor' ? 'Gestor' : session.userType);
  const home = inicioDe(session.userType);

  // Staff keep working during maintenance (the API lets them through): they switch it off.
  if (brand.mantenimiento && !session.godMode && !staff && !mantenimientoExempt.includes(pathname)) {
    return { kind: 'redirect', to: '/mantenimiento', logout: hasToken };
  }

  if (hasToken && isExpired(session.claims, now)) {
    if (def.access === 'invitado') return { kind: 'allow', expire: true };
    return { kind: 'redirect', to: login, expire: true, remember: needsSession(def.access) ? path : undefined };
  }

  if (def.access === 'invitado' && loggedIn) return { kind: 'redirect', to: home };

  if (needsSession(def.access) && !loggedIn) return { kind: 'redirect', to: login, remember: path };

  if (def.access === 'alumno' && session.userType !== 'Alumno') return { kind: 'redirect', to: home };
  if (def.access === 'empresa' && session.userType !== 'Empresa') return { kind: 'redirect', to: home };
  if (def.access === 'gestor' && session.userType !== 'Gestor') return { kind: 'redirect', to: '/' };
  // The portal's home has nothing for staff: theirs is /gestion.
  if (staff && pathname === '/') return { kind: 'redirect', to: home };

  if (def.flag && !def.flag(brand)) return { kind: 'redirect', to: home };

  return { kind: 'allow' };
}
