import { useSyncExternalStore } from 'react';
import { isExpired, type Role, readClaims, type TokenClaims } from './jwt';

/** Browser storage keys of spec §3. Plain names so support staff can read them in devtools. */
export const storageKeys = {
  token: 'token',
  userType: 'userType',
  hasPracticas: 'hasPracticas',
  hasEmpleo: 'hasEmpleo',
  primerAcceso: 'primerAcceso',
  remember: 'remember',
  godMode: 'godMode',
  loggedby: 'loggedby',
  language: 'language',
  darkMode: 'darkMode',
  returnUrl: 'returnUrl',
  cookiesAccepted: 'cookiesAccepted',
  /** The name the student saved in Mi CV (spec §3 Session): it wins over the token's until the next login. */
  nombreUsuario: 'nombreUsuario',
} as const;

/** Set in sessionStorage while the tab lives: tells a reopened browser from a reload. */
const liveMarker = 'sesionViva';

/** The two users of the portal (spec §3's `userType`): students and company contacts. */
export type UserType = 'Alumno' | 'Empresa';

/**
 * Who a stored session belongs to: a portal user or university staff
 * ('Gestor', the /gestion area). Screens of the portal take a UserType; the
 * staff screens read the member's permissions from miCuentaGestor, never from the token.
 */
export type SessionUserType = UserType | 'Gestor';

const sessionUserTypes: readonly SessionUserType[] = ['Alumno', 'Empresa', 'Gestor'];
const isSessionUserType = (value: string | null): value is SessionUserType =>
  (sessionUserTypes as readonly (string | null)[]).includes(value);

/** The token role of each stored user type. */
export const roleOf: Record<SessionUserType, Role> = { Alumno: 'alumno', Empresa: 'empresa', Gestor: 'gestor' };

/** The name as `editDatosPersonales` answers it (`usuario`). */
export interface NombreUsuario {
  nombre: string;
  apellido1: string;
  apellido2?: string | null;
}

export interface Session {
  token: string | null;
  userType: SessionUserType | null;
  claims: TokenClaims | null;
  /** The name stored after editing it, or null: then the token's claims name the user. */
  nombreEditado: NombreUsuario | null;
  hasPracticas: boolean;
  hasEmpleo: boolean;
  primerAcceso: boolean;
  godMode: boolean;
}

export interface LoginData {
  token: string;
  conPracticas: boolean;
  conEmpleo: boolean;
  primerAcceso: boolean;
}

const listeners = new Set<() => void>();
let snapshot: Session | null = null;

const read = (key: string) => window.localStorage.getItem(key);

function readNombre(): NombreUsuario | null {
  const raw = read(storageKeys.nombreUsuario);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const { nombre, apellido1, apellido2 } = value as Record<string, unknown>;
    if (typeof nombre !== 'string' || typeof apellido1 !== 'string' || nombre.trim() === '') return null;
    return { nombre, apellido1, apellido2: typeof apellido2 === 'string' ? apellido2 : null };
  } catch {
    return null;
  }
}

function buildSnapshot(): Session {
  const token = read(storageKeys.token);
  const rawType = read(storageKeys.userType);
  return {
    token,
    userType: isSessionUserType(rawType) ? rawType : null,
    claims: readClaims(token),
    nombreEditado: readNombre(),
    hasPracticas: read(storageKeys.hasPracticas) === 'true',
    hasEmpleo: read(storageKeys.hasEmpleo) === 'true',
    primerAcceso: read(storageKeys.primerAcceso) === 'true',
    godMode: read(storageKeys.godMode) === 'true',
  };
}

function emit() {
  snapshot = buildSnapshot();
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  snapshot ??= buildSnapshot();
  return snapshot;
}

export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useSession = () => useSyncExternalStore(subscribeSession, getSession, getSession);

export const isLoggedIn = (s: Session = getSession()) => Boolean(s.token && s.userType);

/** The portal user of the session (student or company), or null: without a session, or for staff. */
export const portalUserType = (s: Session = getSession()): UserType | null =>
  isLoggedIn(s) && (s.userType === 'Alumno' || s.userType === 'Empresa') ? s.userType : null;

export const isSessionExpired = (s: Session = getSession()) => Boolean(s.token) && isExpired(s.claims);

/** Student type of spec §3: UTP with internships, UTE otherwise. */
export const studentType = (s: Session) => (s.hasPracticas ? 'UTP' : 'UTE');

/** The user's full name (spec §3 Session): the one stored after editing, else the token's claims. */
export function displayName(s: Session): string {
  const n = s.nombreEditado;
  const parts = n ? [n.nombre, n.apellido1, n.apellido2] : [s.claims?.unique_name, s.claims?.family_name];
  return parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');
}

/** The first name the greetings use, from the same source as displayName. */
export function firstName(s: Session): string | undefined {
  return s.nombreEditado?.nombre.trim() || s.claims?.unique_name;
}

/**
 * Stores the name the student just saved (the `usuario` of `editDatosPersonales`'
 * answer) so the header greets them by it at once; the token keeps its old
 * claims until the next login, which forgets this copy.
 */
export function guardarNombreUsuario(usuario: NombreUsuario) {
  const { nombre, apellido1, apellido2 } = usuario;
  window.localStorage.setItem(storageKeys.nombreUsuario, JSON.stringify({ nombre, apellido1, apellido2: apellido2 ?? null }));
  emit();
}

export function saveLogin(
  data: LoginData,
  userType: SessionUserType,
  options: { remember: boolean; godMode?: boolean; loggedby?: 'server' | 'saml' },
) {
  const storage = window.localStorage;
  storage.setItem(storageKeys.token, data.token);
  storage.setItem(storageKeys.userType, userType);
  storage.setItem(storageKeys.hasPracticas, String(data.conPracticas));
  storage.setItem(storageKeys.hasEmpleo, String(data.conEmpleo));
  storage.setItem(storageKeys.primerAcceso, String(data.primerAcceso));
  storage.setItem(storageKeys.remember, String(options.remember));
  storage.setItem(storageKeys.loggedby, options.loggedby ?? 'server');
  if (options.godMode) storage.setItem(storageKeys.godMode, 'true');
  else storage.removeItem(storageKeys.godMode);
  // A new token names its user as they are now.
  storage.removeItem(storageKeys.nombreUsuario);
  window.sessionStorage.setItem(liveMarker, 'true');
  emit();
}

/** Session expiry (spec §4): only the token and the user type go. */
export function expireSession() {
  window.localStorage.removeItem(storageKeys.token);
  window.localStorage.removeItem(storageKeys.userType);
  emit();
}

/** Logout (spec §4): everything goes except the cookie decision. */
export function clearSession() {
  const cookies = read(storageKeys.cookiesAccepted);
  window.localStorage.clear();
  window.sessionStorage.removeItem(liveMarker);
  if (cookies !== null) window.localStorage.setItem(storageKeys.cookiesAccepted, cookies);
  emit();
}

/**
 * Called once at boot. Everything lives in localStorage (so tabs share the
 * session); a session the user did not ask to remember ends when the browser
 * closes, which is detected by the missing sessionStorage marker.
 */
export function restoreSession() {
  const remembered = read(storageKeys.remember) !== 'false';
  if (read(storageKeys.token) && !remembered && !window.sessionStorage.getItem(liveMarker)) clearSession();
  else if (read(storageKeys.token)) window.sessionStorage.setItem(liveMarker, 'true');
  emit();
}

export function getStoredValue(key: (typeof storageKeys)[keyof typeof storageKeys]) {
  return read(key);
}

export function setStoredValue(key: (typeof storageKeys)[keyof typeof storageKeys], value: string | null) {
  if (value === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, value);
}

export function rememberReturnUrl(path: string) {
  setStoredValue(storageKeys.returnUrl, path);
}

/** Whether a path belongs to the staff area (/gestion and below). */
export const esRutaGestion = (path: string) => path === '/gestion' || /^\/gestion[/?#]/.test(path);

/** Where each session starts: staff in their own area, the portal's users at its home. */
export const inicioDe = (userType: SessionUserType | null): string => (userType === 'Gestor' ? '/gestion' : '/');

/** Where each kind of user signs in again: staff at /login/gestion, the portal's users at /login. */
export const loginDe = (userType: SessionUserType | null): string => (userType === 'Gestor' ? '/login/gestion' : '/login');

/**
 * Returns the stored pre-login path once, then forgets it. A path of the other
 * side (a student's page after a staff login, or the other way round) is not
 * followed: the user's own home instead.
 */
export function takeReturnUrl(userType: SessionUserType | null = null): string {
  const path = read(storageKeys.returnUrl);
  window.localStorage.removeItem(storageKeys.returnUrl);
  const valida = path?.startsWith('/') && !path.startsWith('//');
  if (!path || !valida || esRutaGestion(path) !== (userType === 'Gestor')) return inicioDe(userType);
  return path;
}

// Another tab logging in or out changes this tab's session too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    const keys: (string | null)[] = [null, storageKeys.token, storageKeys.userType, storageKeys.nombreUsuario];
    if (keys.includes(event.key)) emit();
  });
}
