import type { APIRequestContext, Page } from '@playwright/test';
import { api } from './api';
import { PASSWORD } from './env';
import { type LoginDatos, storeSession } from './session';

/**
 * Demo students besides Lucía (seeded by apps/api/src/db/seed/demo-candidaturas.ts).
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

/** Like openAs, for any demo student. */
export async function openAsAlumno(page: Page, baseURL: string, dni: string, path = '/') {
  const datos = await loginAlumno(page.request, baseURL, dni);
  await page.goto(`${baseURL}/politica-de-cookies`);
  await storeSession(page, datos, 'Alumno');
  await page.goto(`${baseURL}${path}`);
}

/** The " (n)" suffix of the page title: the unread notifications (0 without a suffix). */
export async function unreadInTitle(page: Page) {
  const match = /\((\d+)\)$/.exec(await page.title());
  return match ? Number(match[1]) : 0;
}
