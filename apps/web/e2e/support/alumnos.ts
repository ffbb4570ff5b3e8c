import type { APIRequestContext, Page } from '@playwright/test';
import { api } from './api';
import { PASSWORD } from './env';
import { type LoginDatos, storeSession } from './session';

/**
 * Demo students besides Lucía (seeded by apps/api/src/demo/demo-candidaturas.ts).
 * Each browser test that changes data uses a student (and offers) that no other
 * test touches, so tests stay independent under two workers.
 */
export const alumnos = {
  /** Candidacies only at Meseta Industrial; two live ones, so he can still apply once. */
  pablo: { dni: '34567812P', nombre: 'Pablo' },
} as const;

/** Logs a student in through the API, accepting the current RGPD text first when it is pending. */
export async function loginAlumno(request: APIRequestContext, baseURL: string, dni: string): Promise<LoginDatos> {
  const login = await api(request, baseURL, 'loginAlumno', { eUsuario: dni, ePassword: PASSWORD });
  if (!login.textoCortoRGPD) return login;
  const accepted = await api(request, baseURL, 'rgpdAceptarAlumno', {}, login.token);
  return { ...login, token: accepted.token, textoCortoRGPD: null };
}

/**
 * Like openAs, for any demo student. The §4 popup about missing mandatory
 * data (Marcos has gaps) is closed for the session first, as the student would
 * after seeing it once, unless the test is about it (`avisoDatos: true`).
 */
export async function openAsAlumno(
  page: Page,
  baseURL: string,
  dni: string,
  path = '/',
  {
    avisoDatos = false,
    antes,
  }: {
    avisoDatos?: boolean;
    /** Runs with the student's token before any page loads (a test clearing what a failed try left). */
    antes?: (token: string) => Promise<unknown>;
  } = {},
) {
  const datos = await loginAlumno(page.request, baseURL, dni);
  await antes?.(datos.token);
  await page.goto(`${baseURL}/politica-de-cookies`);
  await storeSession(page, datos, 'Alumno');
  if (!avisoDatos) await cerrarAvisoDatos(page, datos.token);
  await page.goto(`${baseURL}${path}`);
}

/** What "Ahora no" stores (app/layout/aviso-datos-obligatorios-reglas.ts): the popup stays shut for this tab's session. */
export async function cerrarAvisoDatos(page: Page, token: string) {
  const payload = token.split('.')[1] ?? '';
  const sub = String((JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown }).sub ?? token);
  await page.evaluate((sub) => sessionStorage.setItem('avisoDatosDescartado', sub), sub);
}

/** The " (n)" suffix of the page title: the unread notifications (0 without a suffix). */
export async function unreadInTitle(page: Page) {
  const match = /\((\d+)\)$/.exec(await page.title());
  return match ? Number(match[1]) : 0;
}
