import { expect, type Page, test } from '@playwright/test';
import { empresaToken, procesosEmpresa, vigilarConsola } from './support/empresa-api';
import { screenshotPath } from './support/env';
import { openAs, skipCookieBanner } from './support/session';

/** Screenshots of the company screens (apps/web/e2e/screenshots/demo-empresa-*), checked for sideways overflow. */
const viewports = [
  { name: 'escritorio', width: 1280, height: 860 },
  { name: '360', width: 360, height: 780 },
] as const;

let errores: string[] = [];

test.beforeEach(async ({ context, page }) => {
  await skipCookieBanner(context);
  errores = vigilarConsola(page);
});

test.afterEach(() => {
  expect(errores, 'console errors').toEqual([]);
});

async function capturar(page: Page, nombre: string, width: number) {
  // A full-page picture has no viewport bottom for the form's sticky action bar: show it where it ends.
  await page.addStyleTag({ content: '[data-barra-acciones] { position: static !important; }' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: screenshotPath(nombre), fullPage: true, animations: 'disabled' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${nombre} sideways`).toBeLessThanOrEqual(width);
}

for (const viewport of viewports) {
  test(`company screens at ${viewport.name}`, async ({ page, request, baseURL }) => {
    test.setTimeout(90_000);
    const base = baseURL ?? '';
    await page.setViewportSize(viewport);

    await openAs(page, base, 'Empresa', '/');
    await expect(page.getByRole('heading', { name: 'Tus ofertas' })).toBeVisible();
    await expect(page.getByText('Ofertas de prácticas publicadas')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Comunicaciones' })).toBeVisible();
    await expect(page.locator('[role="status"]')).toHaveCount(0);
    await capturar(page, `demo-empresa-inicio-${viewport.name}`, viewport.width);

    await page.goto('/nueva-oferta');
    await expect(page.getByRole('heading', { name: 'Datos de la oferta' })).toBeVisible();
    await capturar(page, `demo-empresa-nueva-oferta-${viewport.name}`, viewport.width);

    await page.goto('/mis-ofertas');
    await expect(page.getByRole('article').first()).toBeVisible();
    await capturar(page, `demo-empresa-mis-ofertas-${viewport.name}`, viewport.width);

    // The board of the offer with most candidates (seeded ones included).
    const token = await empresaToken(request, base);
    const procesos = await procesosEmpresa(request, base, token);
    const [masCandidatos] = [...procesos].sort((a, b) => b.numCandidatos - a.numCandidatos);
    await page.goto(`/oferta/${masCandidatos?.idOferta}?vista=tablero`);
    await expect(page.locator('[data-columna="1"]')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: screenshotPath(`demo-empresa-tablero-${viewport.name}`),
      fullPage: true,
      animations: 'disabled',
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}
