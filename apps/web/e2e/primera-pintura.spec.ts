import { expect, type Page, test } from '@playwright/test';
import { conAuroraEnExclusiva } from './support/aurora-exclusiva';
import { AURORA_URL, accounts, DEMO_URL, PASSWORD } from './support/env';
import { skipCookieBanner } from './support/session';

/**
 * The first paint comes from the HTML (decision 053): the API pre-renders the public pages for its brand, the
 * browser hydrates them, and the login form works before the JavaScript arrives.
 */

const PRERENDERED = [
  '/login',
  '/login/empresas',
  '/politica-de-privacidad',
  '/politica-de-cookies',
  '/proteccion-de-datos',
  '/privacy-policy',
  '/cookies-policy',
  '/evento-publico',
];

/** What React says when the HTML and the first client render differ (development and production wording). */
const HYDRATION_PROBLEM = /hydrat|did not match|Minified React error #(418|423|425)/i;

/** Every console message and page error that speaks of hydration, from now on. */
function watchHydration(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (HYDRATION_PROBLEM.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_PROBLEM.test(`${error.message}\n${error.stack ?? ''}`)) problems.push(`pageerror: ${error.message}`);
  });
  return problems;
}

/** The header publishes its height from an effect (use-bar-height.ts): once it is there, React runs the page. */
async function waitForReact(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--alto-cabecera'))).not.toBe('');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [brand, baseURL, title, primary] of [
    ['demo', DEMO_URL, 'Iniciar sesión · Puente', /--brand-primario:#[0-9a-f]{6}/i],
    ['aurora', AURORA_URL, 'Iniciar sesión · Aurora Empleo', /--brand-primario:#7a1f3d/i],
  ] as const) {
    test(`/login of ${brand} shows its brand and a form to fill in`, async ({ page }) => {
      const load = async () => {
        await page.goto(`${baseURL}/login`);
        await expect(page).toHaveTitle(title);
      };
      // Aurora's maintenance test closes that server for a while: not during this one.
      if (brand === 'aurora') await conAuroraEnExclusiva(load);
      else await load();
      expect(await page.locator('style#estilo-marca').textContent()).toMatch(primary);
      await expect(page.getByRole('banner').locator('img').first()).toHaveAttribute('src', /^\/marca\/logo/);
      const form = page.getByRole('tabpanel', { name: 'Estudiantes' });
      await form.getByLabel('DNI, NIE o e-mail').fill(accounts.lucia.usuario);
      await form.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
      await expect(form.getByLabel('DNI, NIE o e-mail')).toHaveValue(accounts.lucia.usuario);
      // What needs the app waits for it (lib/use-hidratado.ts): no press is lost, nothing posts without it.
      await expect(form.getByRole('button', { name: 'Entrar' })).toBeDisabled();
      await expect(page.getByRole('tab', { name: 'Empresas' })).toBeDisabled();
      await form.getByLabel('Contraseña', { exact: true }).press('Enter');
      await expect(page).toHaveURL(`${baseURL}/login`);
      expect(page.url()).not.toContain(PASSWORD);
      // A first visit gets the cookie notice in the HTML (decision 060), its buttons waiting for the app too.
      const aviso = page.getByLabel('Aviso de cookies');
      await expect(aviso).toBeVisible();
      await expect(aviso.getByRole('button', { name: 'Aceptar todas' })).toBeDisabled();
    });
  }

  test('a logged-in path shows the brand shell with placeholders', async ({ page }) => {
    await page.goto('/ofertas');
    await expect(page).toHaveTitle('Puente');
    await expect(page.getByRole('banner').locator('img')).toHaveAttribute('src', /^\/marca\/logo/);
    await expect(page.getByRole('status')).toHaveText(/Cargando la página/);
  });
});

test.describe('the cookie notice in the pre-rendered page', () => {
  test('the pre-rendered cookie notice is hidden from the first paint for who already decided', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
    // Before any module has run: only the page's inline script and index.css stand between the HTML and the notice.
    await page.route('**/assets/*.js', (route) => new Promise((resolve) => setTimeout(() => resolve(route.continue()), 1_500)));
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-cookies', 'decididas');
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByLabel('Aviso de cookies')).toBeHidden();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await waitForReact(page);
    await expect(page.getByLabel('Aviso de cookies')).toHaveCount(0);
    // React knows the choice now: the mark that hid the notice is gone.
    await expect(page.locator('html')).not.toHaveAttribute('data-cookies', /.*/);
  });

  test('a first visit decides in the notice once the app has taken over', async ({ page }) => {
    await page.goto('/login');
    await waitForReact(page);
    const aviso = page.getByLabel('Aviso de cookies');
    await aviso.getByRole('button', { name: 'Solo las necesarias' }).click();
    await expect(aviso).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBe('false');
  });
});

test.describe('with JavaScript', () => {
  test.beforeEach(async ({ context }) => {
    await skipCookieBanner(context);
  });

  test('what was typed before the JavaScript arrived is kept and logs in', async ({ page }) => {
    // The entry chunk is held until the form has been filled in from the pre-rendered HTML.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    const form = page.getByRole('tabpanel', { name: 'Estudiantes' });
    await form.getByLabel('DNI, NIE o e-mail').fill(accounts.lucia.usuario);
    await form.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await expect(form.getByRole('button', { name: 'Entrar' })).toBeDisabled();
    release();
    await waitForReact(page);
    await expect(form.getByLabel('DNI, NIE o e-mail')).toHaveValue(accounts.lucia.usuario);
    await form.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
  });

  for (const path of PRERENDERED) {
    test(`${path} hydrates without a mismatch`, async ({ page }) => {
      const problems = watchHydration(page);
      await page.goto(path);
      await waitForReact(page);
      // The screen is still the one the server rendered, now interactive.
      await expect(page.getByRole('main')).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  test('a stored session on /login is taken home, with no hydration warning', async ({ page }) => {
    const problems = watchHydration(page);
    await page.goto('/login');
    await waitForReact(page);
    const form = page.getByRole('tabpanel', { name: 'Estudiantes' });
    await form.getByLabel('DNI, NIE o e-mail').fill(accounts.lucia.usuario);
    await form.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
