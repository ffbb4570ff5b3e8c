import { expect, test } from '@playwright/test';
import { compararPantalla } from './support/capturas';
import { AURORA_URL } from './support/env';
import { openAs, skipCookieBanner } from './support/session';

/**
 * The login page and the two homes of both brands, compared with their baselines (support/capturas.ts), at
 * 1280 and 360 px. This spec runs in the `capturas` project, before the journeys change the demo data.
 */
const viewports = [
  { name: 'escritorio', width: 1280, height: 860 },
  { name: '360', width: 360, height: 780 },
] as const;

test.beforeEach(async ({ context }) => {
  await skipCookieBanner(context);
});

for (const viewport of viewports) {
  test(`demo: login and home at ${viewport.name}`, async ({ page, baseURL }) => {
    test.slow(); // three full pages, each taken until two pictures in a row agree
    await page.setViewportSize(viewport);
    await page.goto('/login');
    // Pre-rendered (decision 053): the HTML is styled before React runs; the picture is of the page it enables.
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeEnabled();
    await compararPantalla(page, `demo-login-${viewport.name}`);
    await openAs(page, baseURL ?? '', 'Alumno');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await compararPantalla(page, `demo-home-alumno-${viewport.name}`);
    await openAs(page, baseURL ?? '', 'Empresa');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await compararPantalla(page, `demo-home-empresa-${viewport.name}`);
    // Nothing may stick out sideways, down to 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });

  test.describe(() => {
    test.use({ baseURL: AURORA_URL });
    test(`aurora: login and home at ${viewport.name}`, async ({ page }) => {
      test.slow();
      await page.setViewportSize(viewport);
      await page.goto('/login');
      // Pre-rendered (decision 053): the HTML is styled before React runs; the picture is of the page it enables.
      await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeEnabled();
      await compararPantalla(page, `aurora-login-${viewport.name}`);
      await openAs(page, AURORA_URL, 'Alumno');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await compararPantalla(page, `aurora-home-alumno-${viewport.name}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  });
}
