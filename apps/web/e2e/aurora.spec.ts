import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { conAuroraEnExclusiva } from './support/aurora-exclusiva';
import { expectNoSeriousViolations } from './support/axe';
import { AURORA_URL, accounts, PASSWORD } from './support/env';
import { apiLogin, openAs, setMantenimiento, skipCookieBanner, storeSession } from './support/session';

/**
 * The second brand's server, with acceso-sso.spec.ts. Its tests run in
 * order in one worker because the last one switches maintenance mode on for
 * the whole server (under a lock the single sign-on spec takes too).
 */
test.describe.configure({ mode: 'default' });
test.use({ baseURL: AURORA_URL });

test.beforeEach(async ({ context }) => {
  await skipCookieBanner(context);
});

test('the second brand applies its colours, logo variant and name', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Iniciar sesión · Aurora Empleo');
  const primary = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--brand-primario').trim(),
  );
  expect(primary).toBe('#7a1f3d');
  // logodarkmode: the header wears the primary colour and the dark-background logo.
  await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(122, 31, 61)');
  await expect(page.getByRole('banner').locator('img').first()).toHaveAttribute('src', '/marca/logo-oscuro.svg');
  await expect(page.getByRole('link', { name: /Regístrate/ })).toHaveCount(0);
});

test('registration is closed: /registro redirects', async ({ page }) => {
  await page.goto('/registro');
  await expect(page).toHaveURL(/\/login$/);
});

test('the student menu and home hide what the flags hide', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, AURORA_URL, 'Alumno');
  const menu = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(menu.getByRole('link', { name: 'Ofertas de prácticas' })).toBeVisible();
  for (const hidden of ['Ofertas de empleo', 'Eventos', 'Guías de orientación', 'Ayuda', 'Programas de prácticas activos']) {
    await expect(menu.getByRole('link', { name: hidden })).toHaveCount(0);
  }
  await expect(page.getByRole('main').getByRole('link', { name: /Ofertas de empleo/ })).toHaveCount(0);
  await page.goto('/ofertas-empleo');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/eventos');
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Mi cuenta' }).click();
  await expect(page.getByRole('menuitem', { name: 'Solicitar baja' })).toHaveCount(0);
});

test('company routes behind flags redirect home', async ({ page }) => {
  await openAs(page, AURORA_URL, 'Empresa', '/nuevo-convenio-colaboracion');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/solicitar-cambio-practicas');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('main').getByRole('link', { name: /Publicar oferta de empleo/ })).toHaveCount(0);
});

test('aurora login and home pass axe', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Estudiantes' }).waitFor();
  await expectNoSeriousViolations(page, 'aurora /login');
  await openAs(page, AURORA_URL, 'Alumno');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expectNoSeriousViolations(page, 'aurora student home');
});

test('maintenance mode redirects everyone but god mode, and logs normal users out', async ({ page, request }) => {
  // acceso-sso.spec.ts signs in on this server from the other worker: maintenance waits for it, and it for maintenance.
  test.setTimeout(90_000);
  await conAuroraEnExclusiva(() => mantenimiento(page, request));
});

async function mantenimiento(page: Page, request: APIRequestContext) {
  const datos = await apiLogin(request, AURORA_URL, 'Alumno');
  await page.goto('/politica-de-cookies');
  await storeSession(page, datos, 'Alumno');
  try {
    await setMantenimiento(request, AURORA_URL, true);

    await page.goto('/cv');
    await expect(page).toHaveURL(/\/mantenimiento$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Estamos mejorando el portal' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    for (const path of ['/login', '/', '/politica-de-privacidad', '/no-existe']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/mantenimiento$/);
    }

    // God mode: the staff entry is exempt, and the stored flag bypasses maintenance.
    await page.goto('/gma2019');
    await expect(page).toHaveURL(/\/gma2019$/);
    await page.getByLabel('Usuario', { exact: true }).fill(accounts.gestor);
    await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Continuar' }).click();
    // The staff switch reflects the state the brand answer reported at load.
    await expect(page.getByRole('switch', { name: 'Modo mantenimiento' })).toHaveAttribute('aria-checked', 'true');
    await page.getByLabel('DNI, NIE o e-mail del estudiante').fill(accounts.lucia.usuario);
    await page.getByLabel('Motivo').fill('Comprobar el portal durante el mantenimiento');
    await page.getByRole('button', { name: 'Entrar como este usuario' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
    await expect(page.getByText(/está actuando como Lucía/)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('godMode'))).toBe('true');
    await page.goto('/cv');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi currículum' })).toBeVisible();
  } finally {
    await setMantenimiento(request, AURORA_URL, false);
  }
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
}
