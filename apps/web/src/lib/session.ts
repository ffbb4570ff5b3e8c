import { esRutaInterna, rutaInterna } from '@puente/contract/validation/ruta-interna';
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
  /** The staff session kept aside while its member acts as someone (god mode, decision 038), as JSON. */
  sesionGestor: 'sesionGestor',
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

/** The keys of a stored session: what god mode keeps aside and "Volver a gestión" puts back. */
const clavesDeSesion = [
  storageKeys.token,
  storageKeys.userType,
  storageKeys.hasPracticas,
  storageKeys.hasEmpleo,
  storageKeys.primerAcceso,
  storageKeys.remember,
  storageKeys.loggedby,
] as const;

/**
 * God mode seen from the browser (decision 038): the staff session kept aside, the page to go back to,
 * and what the banner says (who acts as whom and why).
 */
export interface SesionApartada {
  /** The staff session's stored keys, as they were. */
  guardada: Partial<Record<(typeof clavesDeSesion)[number], string>>;
  /** Path (and search) of the page god mode was started from. */
  volverA: string;
  motivo: string;
  /** The staff member's name. */
  gestor: string;
  como: { tipo: 'alumno' | 'empresa'; nombre: string };
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
  /** Set while a staff member acts as this user from the back office: their session, kept aside. */
  modoDios: SesionApartada | null;
}

export interface LoginData {
  token: string;
  conPracticas: boolean;
  conEmpleo: boolean;
  primerAcceso: boolean;
}

const listeners = new Set<() => void>();
let snapshot: Session | null = null;

/** Nothing is stored where there is no browser: the server pre-renders pages as seen without a session (decision 053). */
const read = (key: string) => (typeof window === 'undefined' ? null : window.localStorage.getItem(key));

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

const esTexto = (v: unknown): v is string => typeof v === 'string';

function readSesionApartada(): SesionApartada | null {
  const raw = read(storageKeys.sesionGestor);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<SesionApartada> | null;
    const como = value?.como;
    const guardada = value?.guardada;
    if (!value || !esTexto(value.volverA) || !esTexto(value.motivo) || !esTexto(value.gestor)) return null;
    if (!como || (como.tipo !== 'alumno' && como.tipo !== 'empresa') || !esTexto(como.nombre)) return null;
    if (!guardada || !esTexto(guardada.token)) return null;
    return { guardada, volverA: value.volverA, motivo: value.motivo, gestor: value.gestor, como };
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
    modoDios: readSesionApartada(),
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
  // Any login ends a god mode left behind; entrarEnModoDios writes its own record after this.
  storage.removeItem(storageKeys.sesionGestor);
  window.sessionStorage.setItem(liveMarker, 'true');
  emit();
}

/**
 * Starts god mode in the browser (decision 038): the staff session goes aside (the stored one, or a token the
 * old /gma2019 page holds in memory), the impersonated one is stored with the godMode flag, both survive a
 * reload, and the record says where "Volver a gestión" returns and what the banner shows.
 */
export function entrarEnModoDios(
  data: LoginData,
  userType: UserType,
  modo: {
    /** The staff session to keep: the stored one, or a token held in memory with its login's answer. */
    gestor: 'sesion' | LoginData;
    volverA: string;
    motivo: string;
    nombreGestor: string;
    como: SesionApartada['como'];
  },
) {
  const guardada: SesionApartada['guardada'] = {};
  if (modo.gestor === 'sesion') {
    for (const clave of clavesDeSesion) {
      const valor = read(clave);
      if (valor !== null) guardada[clave] = valor;
    }
  } else {
    Object.assign(guardada, {
      token: modo.gestor.token,
      userType: 'Gestor',
      hasPracticas: String(modo.gestor.conPracticas),
      hasEmpleo: String(modo.gestor.conEmpleo),
      primerAcceso: String(modo.gestor.primerAcceso),
      remember: 'false',
      loggedby: 'server',
    });
  }
  // The impersonated session lasts as the staff one would: a session not remembered ends with the browser.
  saveLogin(data, userType, { remember: guardada.remember !== 'false', godMode: true });
  const registro: SesionApartada = {
    guardada,
    volverA: modo.volverA,
    motivo: modo.motivo,
    gestor: modo.nombreGestor,
    como: modo.como,
  };
  window.localStorage.setItem(storageKeys.sesionGestor, JSON.stringify(registro));
  emit();
}

/**
 * Ends god mode in the browser: the impersonated session goes and the staff one comes back as it was, when
 * its token has not expired. Answers where to go (the page god mode started from, else the staff login with
 * that page to come back to) and the impersonated token, which the caller revokes.
 */
export function salirDeModoDios(now = Date.now()): { destino: string; tokenDios: string | null; vigente: boolean } {
  const apartada = readSesionApartada();
  const tokenDios = read(storageKeys.token);
  const storage = window.localStorage;
  for (const clave of [...clavesDeSesion, storageKeys.godMode, storageKeys.nombreUsuario, storageKeys.sesionGestor]) {
    storage.removeItem(clave);
  }
  const volverA = rutaInterna(apartada?.volverA) ?? '/gestion';
  const token = apartada?.guardada.token ?? null;
  const vigente = Boolean(token) && !isExpired(readClaims(token), now);
  if (apartada && vigente) {
    for (const [clave, valor] of Object.entries(apartada.guardada)) storage.setItem(clave, valor);
    window.sessionStorage.setItem(liveMarker, 'true');
    emit();
    return { destino: volverA, tokenDios, vigente };
  }
  // The staff session expired meanwhile: sign in again, then back to that page.
  emit();
  rememberReturnUrl(esRutaGestion(volverA) ? volverA : '/gestion');
  return { destino: loginDe('Gestor'), tokenDios, vigente: false };
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

/** Keeps a path of the portal to return to after the login; anything else (another site) is not kept. */
export function rememberReturnUrl(path: string) {
  if (esRutaInterna(path)) setStoredValue(storageKeys.returnUrl, path);
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
  if (!esRutaInterna(path) || esRutaGestion(path) !== (userType === 'Gestor')) return inicioDe(userType);
  return path;
}

// Another tab logging in or out changes this tab's session too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    const keys: (string | null)[] = [
      null,
      storageKeys.token,
      storageKeys.userType,
      storageKeys.nombreUsuario,
      storageKeys.sesionGestor,
    ];
    if (keys.includes(event.key)) emit();
  });
}
