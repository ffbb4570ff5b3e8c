import { expect, test } from '@playwright/test';
import { routePattern } from './support/api';
import { accounts, PASSWORD } from './support/env';
import { forgeToken, openAs, skipCookieBanner } from './support/session';

test.beforeEach(async ({ context }) => {
  await skipCookieBanner(context);
});

test('an expired token ends the session with error 2 and keeps the path', async ({ page }) => {
  await page.goto('/politica-de-privacidad');
  await page.evaluate((token) => {
    localStorage.setItem('token', token);
    localStorage.setItem('userType', 'Alumno');
    localStorage.setItem('remember', 'true');
    localStorage.setItem('language', 'es');
  }, forgeToken(-60));
  await page.goto('/cv');
  await expect(page).toHaveURL(/\/login$/);
  const banner = page.getByTestId('error-banner');
  await expect(banner).toHaveAttribute('data-code', '2');
  await expect(banner).toContainText('Sesión caducada');
  const storage = await page.evaluate(() => ({ ...localStorage }));
  expect(storage.token).toBeUndefined();
  expect(storage.userType).toBeUndefined();
  expect(storage.language).toBe('es');
  expect(storage.returnUrl).toBe('/cv');

  // Error 2 survives a route change (spec §8).
  await page.getByRole('link', { name: 'Política de privacidad' }).first().click();
  await expect(page).toHaveURL(/\/politica-de-privacidad$/);
  await expect(page.getByTestId('error-banner')).toHaveAttribute('data-code', '2');

  // Logging in again goes back to the stored path.
  await page.goto('/login');
  const form = page.getByRole('tabpanel', { name: 'Estudiantes' });
  await form.getByLabel('DNI, NIE o e-mail').fill(accounts.lucia.usuario);
  await form.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/cv$/);
});

test('the expiry timer ends an idle session', async ({ page }) => {
  // The API would refuse the forged token (code 2) and end the session at once; the timer is under test.
  await page.route(routePattern('notificacionesAlumno'), (route) =>
    route.fulfill({ json: { status: 0, datos: [], mensaje: null } }),
  );
  await page.route(routePattern('ofertasUsuario'), (route) =>
    route.fulfill({ json: { status: 0, datos: { numTotal: 0, pagina: 1, tamanoPagina: 20, ofertas: [] }, mensaje: null } }),
  );
  await page.goto('/politica-de-privacidad');
  await page.evaluate((token) => {
    localStorage.setItem('token', token);
    localStorage.setItem('userType', 'Alumno');
    localStorage.setItem('remember', 'true');
  }, forgeToken(8));
  // Eight seconds of life: the screen must render first on a loaded 2-core machine (3 s were sometimes gone by then).
  await page.goto('/ofertas-practicas');
  await expect(page.getByRole('heading', { level: 1, name: 'Ofertas de prácticas' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
  await expect(page.getByTestId('error-banner')).toHaveAttribute('data-code', '2');
});

test('without a token a protected route goes to login', async ({ page }) => {
  await page.goto('/mis-ofertas');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('returnUrl'))).toBe('/mis-ofertas');
});

test('role guards send a student and a company home', async ({ page, baseURL }) => {
  await openAs(page, baseURL ?? '', 'Alumno', '/mi-empresa');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/nuevo-convenio-colaboracion');
  await expect(page).toHaveURL(/\/$/);
});

test('role guards send a company away from student routes', async ({ page, baseURL }) => {
  await openAs(page, baseURL ?? '', 'Empresa', '/cv');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/ofertas-empleo/abc');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/mi-empresa');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi empresa' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Datos de la empresa' })).toBeVisible();
});

test('an unknown path redirects to /', async ({ page, baseURL }) => {
  await openAs(page, baseURL ?? '', 'Alumno', '/esta-ruta-no-existe/de-verdad');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
});

test('a chunk that fails to load leads to the connection-error page', async ({ page, baseURL }) => {
  await openAs(page, baseURL ?? '', 'Alumno', '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
  // The política page's chunk has not been loaded yet in this page: make it fail.
  await page.route(/\/assets\/politica-.*\.js$/, (route) => route.abort('internetdisconnected'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Política de cookies' }).click();
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'No hemos podido cargar la página' })).toBeVisible();
  await expect(page.getByText('Comprueba tu conexión')).toBeVisible();
});
