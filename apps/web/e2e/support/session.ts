import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { type ApiOutput, api } from './api';
import { accounts, PASSWORD } from './env';

export type Role = 'Alumno' | 'Empresa';

/** What a login answers (the contract's output of logaUsuario). */
export type LoginDatos = ApiOutput<'loginAlumno'>;

/** Logs in through the API (fast) as Lucía (student) or seleccion.demo (company). */
export async function apiLogin(request: APIRequestContext, baseURL: string, role: Role): Promise<LoginDatos> {
  if (role === 'Alumno') {
    return api(request, baseURL, 'loginAlumno', { eUsuario: accounts.lucia.usuario, ePassword: PASSWORD });
  }
  return api(request, baseURL, 'loginEmpresa', {
    eUsuario: accounts.seleccion,
    ePassword: PASSWORD,
    eAmbito: 'PrivadoEmpresa',
  });
}

export async function staffToken(request: APIRequestContext, baseURL: string) {
  const datos = await api(request, baseURL, 'loginGestor', { eUsuario: accounts.gestor, ePassword: PASSWORD });
  return datos.token;
}

export async function setMantenimiento(request: APIRequestContext, baseURL: string, activo: boolean) {
  const token = await staffToken(request, baseURL);
  await api(request, baseURL, 'mantenimiento', { activo }, token);
}

/** Writes the storage keys of spec §3 as the SPA does after a login. */
export async function storeSession(
  page: Page,
  datos: Pick<LoginDatos, 'token' | 'conPracticas' | 'conEmpleo' | 'primerAcceso'>,
  role: Role,
  extra: Record<string, string> = {},
) {
  await page.evaluate(
    ({ datos, role, extra }) => {
      localStorage.setItem('token', datos.token);
      localStorage.setItem('userType', role);
      localStorage.setItem('hasPracticas', String(datos.conPracticas));
      localStorage.setItem('hasEmpleo', String(datos.conEmpleo));
      localStorage.setItem('primerAcceso', String(datos.primerAcceso));
      localStorage.setItem('remember', 'true');
      for (const [key, value] of Object.entries(extra)) localStorage.setItem(key, value);
    },
    { datos, role, extra },
  );
}

/** Opens the app (any page sets the origin), stores a session for the role, then goes to `path`. */
export async function openAs(page: Page, baseURL: string, role: Role, path = '/') {
  const datos = await apiLogin(page.request, baseURL, role);
  await page.goto(`${baseURL}/politica-de-cookies`);
  await storeSession(page, datos, role);
  await page.goto(`${baseURL}${path}`);
  return datos;
}

/** The cookie banner would cover buttons in screenshots and clicks: decide it up front. */
export async function skipCookieBanner(context: BrowserContext) {
  await context.addInitScript(() => {
    if (localStorage.getItem('cookiesAccepted') === null) localStorage.setItem('cookiesAccepted', 'false');
  });
}

const base64url = (value: string) => Buffer.from(value).toString('base64url');

/** A token-shaped string whose exp is `secondsFromNow` away; the SPA only reads the claims. */
export function forgeToken(secondsFromNow: number, claims: Record<string, unknown> = {}) {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      sub: '1',
      role: 'alumno',
      unique_name: 'Lucía',
      family_name: 'García',
      exp: Math.floor(Date.now() / 1000) + secondsFromNow,
      ...claims,
    }),
  );
  return `${header}.${payload}.firma-falsa`;
}
