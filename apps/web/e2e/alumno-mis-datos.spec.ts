import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { alumnos, openAsAlumno } from './support/alumnos';
import { apiDesde, direccionPropia } from './support/api-desde';
import { expectNoSeriousViolations } from './support/axe';
import { esperarCorreo } from './support/buzon';
import { guardarCaptura } from './support/capturas';
import { PASSWORD } from './support/env';
import { dniNuevo } from './support/identificadores';
import { skipCookieBanner } from './support/session';

test.beforeEach(async ({ context }) => {
  await skipCookieBanner(context);
});

test('a student asks for a copy of their data, is mailed when it is ready and downloads a ZIP with their DNI and candidacies', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const base = baseURL ?? '';
  await page.setViewportSize({ width: 1280, height: 900 });
  // Pablo's copy changes nothing of his: other specs may use him meanwhile.
  await openAsAlumno(page, base, alumnos.pablo.dni, '/mis-datos');
  await expect(page.getByRole('heading', { name: 'Descargar mis datos' })).toBeVisible();
  await page.getByRole('button', { name: 'Preparar una copia' }).click();

  // Made in the background: the page asks again until it is ready.
  const descargar = page.getByRole('button', { name: 'Descargar ZIP' }).first();
  await expect(descargar).toBeVisible({ timeout: 60_000 });
  await guardarCaptura(page, 'alumno-mis-datos', { fullPage: true });
  await expectNoSeriousViolations(page, '/mis-datos');

  const [descarga] = await Promise.all([page.waitForEvent('download'), descargar.click()]);
  expect(descarga.suggestedFilename()).toMatch(/^mis-datos-\d{4}-\d{2}-\d{2}\.zip$/);
  const ruta = await descarga.path();
  const { readFileSync } = await import('node:fs');
  const zip = unzipSync(new Uint8Array(readFileSync(ruta)));
  const perfil = JSON.parse(strFromU8(zip['datos/perfil.json'] as Uint8Array)) as { dni: string }[];
  expect(perfil[0]?.dni).toBe(alumnos.pablo.dni);
  const candidaturas = JSON.parse(strFromU8(zip['datos/candidaturas.json'] as Uint8Array)) as { empresa: string }[];
  expect(candidaturas.length).toBeGreaterThan(0);
  expect(candidaturas.some((c) => c.empresa.includes('Meseta'))).toBe(true);
  expect(Object.keys(zip).some((k) => k.startsWith('archivos/CV-'))).toBe(true);

  // The mail says where to download it.
  const [cuenta] = JSON.parse(strFromU8(zip['datos/perfil.json'] as Uint8Array)) as { email: string }[];
  const correo = await esperarCorreo(cuenta?.email ?? '');
  expect(correo.subject).toContain('Tu copia de datos');
});

test('a new student deletes their account with their password at 360 px: the session ends and nobody signs in again', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  await page.setViewportSize({ width: 360, height: 780 });
  const dni = dniNuevo();
  const email = `adios.${dni.toLowerCase()}@demo.puente.test`;
  // From an address of its own: registration allows 5 a minute per address, and other specs register too.
  await apiDesde(direccionPropia(), base, 'registrarUsuario', {
    dni,
    nombre: 'Olvido',
    apellido1: 'Borrás',
    email,
    password: PASSWORD,
    confirmacion: PASSWORD,
    aceptaPrivacidad: true,
  });
  await openAsAlumno(page, base, dni, '/mis-datos');
  await expect(page.getByText(/no quedará nada que te identifique/)).toBeVisible();

  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const dialogo = page.getByRole('dialog', { name: '¿Eliminar tu cuenta para siempre?' });
  await dialogo.getByLabel('Tu contraseña').fill('no-es-la-mia');
  await dialogo.getByLabel('Escribe ELIMINAR').fill('ELIMINAR');
  await dialogo.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(dialogo.getByText('La contraseña actual no es correcta').first()).toBeVisible();
  await guardarCaptura(page, 'alumno-eliminar-cuenta-360');

  await dialogo.getByLabel('Tu contraseña').fill(PASSWORD);
  await dialogo.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(page.getByText('Tu cuenta se ha eliminado. Te hemos enviado un correo de confirmación.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/logout$/);

  const login = await page.request.post(`${base}/api/Alumno/logaUsuario`, { data: { eUsuario: dni, ePassword: PASSWORD } });
  expect(((await login.json()) as { status: number }).status).toBe(3);
  // The first one welcomed them on sign-up.
  expect((await esperarCorreo(email, 2)).subject).toContain('Hemos cerrado tu cuenta');
});
