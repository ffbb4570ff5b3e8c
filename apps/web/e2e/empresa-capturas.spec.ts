import { expect, type Page, test } from '@playwright/test';
import { compararPantalla } from './support/capturas';
import { empresaToken, procesosEmpresa, vigilarConsola } from './support/empresa-api';
import { openAs, skipCookieBanner } from './support/session';

/** The company screens compared with their baselines (support/capturas.ts), and checked for sideways overflow. */
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
  // compararPantalla puts the form's sticky action bar where it ends: a full page has no viewport bottom.
  await compararPantalla(page, nombre);
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
    await capturar(page, `demo-empresa-tablero-${viewport.name}`, viewport.width);
  });
}
