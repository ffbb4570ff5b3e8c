import { expect, type Page, test } from '@playwright/test';
import { routeTable } from '../src/app/route-table';
import { es } from './support/env';
import { openAs, skipCookieBanner } from './support/session';

test.beforeEach(async ({ context }) => {
  await skipCookieBanner(context);
});

/** A concrete URL for a route pattern. */
const concrete = (path: string) =>
  path
    .replace(':tipo', 'practicas')
    .replace(':urlAcceso', 'oferta-demo')
    .replace(/:[A-Za-z]+/g, '1');

async function expectTitle(page: Page, path: string, name: string, chrome: string | undefined) {
  const title = es.routes[name];
  expect(title, `title of ${name}`).toBeTruthy();
  await page.goto(path);
  await expect(page, `URL of ${path}`).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  // Spec §2: unread notifications add " (n)" to the title.
  const escaped = `${title} · Puente`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page, `document.title of ${path}`).toHaveTitle(new RegExp(`^${escaped}( \\(\\d+\\))?$`));
  if (chrome !== 'plain' && chrome !== 'bare') {
    await expect(page.getByRole('heading', { level: 1 }), `h1 of ${path}`).toHaveText(title ?? '');
  }
}

// /acceso starts the university's single sign-on; the demo brand has none, so it goes straight to /login (below).
const publicRoutes = routeTable.filter((r) => (r.access === 'publico' || r.access === 'invitado') && r.path !== '/acceso');
const studentRoutes = routeTable.filter((r) => r.access === 'alumno' || r.access === 'autenticado');
const companyRoutes = routeTable.filter((r) => r.access === 'empresa' || r.access === 'autenticado');

test(`every public route renders its title (${publicRoutes.length})`, async ({ page }) => {
  test.setTimeout(120_000);
  for (const route of publicRoutes) {
    await test.step(route.path, () => expectTitle(page, concrete(route.path), route.name, route.chrome));
  }
});

test('/acceso on a brand without single sign-on sends to /login', async ({ page }) => {
  await page.goto('/acceso');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
});

test(`every student route renders its title (${studentRoutes.length})`, async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await openAs(page, baseURL ?? '', 'Alumno');
  for (const route of studentRoutes) {
    await test.step(route.path, () => expectTitle(page, concrete(route.path), route.name, route.chrome));
  }
});

test(`every company route renders its title (${companyRoutes.length})`, async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await openAs(page, baseURL ?? '', 'Empresa');
  for (const route of companyRoutes) {
    await test.step(route.path, () => expectTitle(page, concrete(route.path), route.name, route.chrome));
  }
});

test('breadcrumbs show the parent of a detail route, and none at /', async ({ page, baseURL }) => {
  await openAs(page, baseURL ?? '', 'Alumno', '/ofertas-practicas/oferta-demo');
  const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Inicio', 'Ofertas de prácticas', 'Oferta de prácticas']);
  await crumbs.getByRole('link', { name: 'Ofertas de prácticas' }).click();
  await expect(page).toHaveURL(/\/ofertas-practicas$/);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toHaveCount(0);
});

test('the student menu follows the demo brand flags', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, baseURL ?? '', 'Alumno');
  const menu = page.getByRole('navigation', { name: 'Navegación principal' });
  for (const item of ['Ofertas de empleo', 'Eventos', 'Guías de orientación', 'Ayuda', 'Mi currículum']) {
    await expect(menu.getByRole('link', { name: item })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Eventos' }).click();
  await expect(page).toHaveURL(/\/eventos$/);
  await expect(menu.getByRole('link', { name: 'Eventos' })).toHaveAttribute('aria-current', 'page');
});

test('on a phone the menu opens as a drawer', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await openAs(page, baseURL ?? '', 'Empresa');
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeHidden();
  await page.getByRole('button', { name: 'Abrir el menú' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menú' });
  await drawer.getByRole('link', { name: 'Mis ofertas' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Mis ofertas' })).toBeVisible();
});

test('the header turns compact after scrolling', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await openAs(page, baseURL ?? '', 'Alumno');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-compact', 'false');
  await page.mouse.wheel(0, 100);
  await page.waitForTimeout(200);
  await expect(header).toHaveAttribute('data-compact', 'false');
  await page.mouse.wheel(0, 200);
  await expect(header).toHaveAttribute('data-compact', 'true');
});
