import { expect, type Page, test } from '@playwright/test';
import { api } from './support/api';
import { guardarCaptura } from './support/capturas';
import { vigilarConsola } from './support/empresa-api';
import { accounts, PASSWORD } from './support/env';
import { skipCookieBanner, storeSession } from './support/session';

/*
 * Issue 10, finding 6: rrhh.demo, contact of Innovación Levante and Grupo
 * Industrial Meseta, sees the active company on every page and switches from
 * the header without logging out; on a phone neither the header nor the
 * pickers cut the names.
 */
const LEVANTE = 'Innovación Levante S.L.';
const MESETA = 'Grupo Industrial Meseta S.A.';

let errores: string[] = [];

test.beforeEach(async ({ context, page }) => {
  await skipCookieBanner(context);
  errores = vigilarConsola(page);
});

test.afterEach(() => {
  expect(errores, 'console errors').toEqual([]);
});

/** Logs rrhh.demo in for Innovación Levante through the API and opens `path`. */
async function entrarComoRrhh(page: Page, baseURL: string, path: string) {
  const credenciales = { eUsuario: accounts.rrhh, ePassword: PASSWORD, eAmbito: 'PrivadoEmpresa' };
  const empresas = await api(page.request, baseURL, 'empresasDelUsuario', credenciales);
  const levante = empresas.find((e) => e.nombre === LEVANTE);
  const datos = await api(page.request, baseURL, 'loginEmpresa', { ...credenciales, eidEmpresa: levante?.idEmpresa });
  await page.goto(`${baseURL}/politica-de-cookies`);
  await storeSession(page, datos, 'Empresa');
  await page.goto(`${baseURL}${path}`);
}

/** Whether the visible elements with this text (a name, maybe after a hidden prefix) show all of it: nothing clipped, nothing past the viewport. */
const enteroEnPantalla = (page: Page, texto: string) =>
  page.getByText(new RegExp(`${texto.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)).evaluateAll((els) =>
    els
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => {
        const r = el.getBoundingClientRect();
        return el.scrollWidth <= el.clientWidth + 1 && r.left >= 0 && r.right <= window.innerWidth;
      }),
  );

test('the active company is in the header and the contact switches without logging out', async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  await page.setViewportSize({ width: 1280, height: 900 });
  await entrarComoRrhh(page, base, '/mis-ofertas');
  const cabecera = page.getByRole('banner');
  const selector = cabecera.getByRole('button', { name: `${LEVANTE}: cambiar de empresa` });
  await expect(selector).toBeVisible();
  const antes = await page.getByRole('article').allTextContents();

  await selector.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio', { name: new RegExp(LEVANTE) })).toHaveAttribute('aria-checked', 'true');
  await guardarCaptura(page, 'empresa-selector-1280');
  await menu.getByRole('menuitemradio', { name: new RegExp(MESETA) }).click();

  // The toast first: it goes after a few seconds.
  await expect(page.getByText(`Ahora trabajas con ${MESETA}`, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(cabecera.getByRole('button', { name: `${MESETA}: cambiar de empresa` })).toBeVisible();
  // Still logged in, now as Meseta: its own offers.
  await page.goto('/mis-ofertas');
  await expect(cabecera.getByRole('button', { name: `${MESETA}: cambiar de empresa` })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await page.getByRole('article').allTextContents()).not.toEqual(antes);
});

test('on a phone the company row and the pickers show whole names', async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  await page.setViewportSize({ width: 360, height: 740 });
  await entrarComoRrhh(page, base, '/');
  const selector = page.getByRole('banner').getByRole('button', { name: `${LEVANTE}: cambiar de empresa` });
  await expect(selector).toBeVisible();
  expect(await enteroEnPantalla(page, LEVANTE)).toEqual([true]);
  await selector.click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await enteroEnPantalla(page, MESETA)).toEqual([true]);
  await guardarCaptura(page, 'empresa-selector-360');
  await page.keyboard.press('Escape');
  await expect(selector).toBeFocused();

  // The login's company picker, too.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login/empresas');
  const panel = page.getByRole('tabpanel', { name: 'Empresas' });
  await panel.getByLabel('Usuario o e-mail').fill(accounts.rrhh);
  await panel.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await panel.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('dialog', { name: 'Elige una empresa' })).toBeVisible();
  expect(await enteroEnPantalla(page, LEVANTE)).toEqual([true]);
  expect(await enteroEnPantalla(page, MESETA)).toEqual([true]);
  await guardarCaptura(page, 'empresa-picker-login-360');
});
