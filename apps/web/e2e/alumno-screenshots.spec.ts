import { expect, test } from '@playwright/test';
import { screenshotPath } from './support/env';
import { openAs, skipCookieBanner } from './support/session';

const viewports = [
  { name: 'escritorio', width: 1280, height: 860 },
  { name: '360', width: 360, height: 780 },
] as const;

test.beforeEach(async ({ context }) => {
  await skipCookieBanner(context);
});

// Read-only pages of Lucía; the open notifications panel is shot in alumno-notificaciones.spec.ts.
for (const viewport of viewports) {
  test(`demo: offers, an offer and Mis candidaturas at ${viewport.name}`, async ({ page, baseURL }) => {
    test.slow(); // three full-page screenshots
    await page.setViewportSize(viewport);
    await openAs(page, baseURL ?? '', 'Alumno', '/ofertas-practicas');
    await expect(page.getByRole('heading', { level: 2, name: /^\d+ ofertas$/ })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.screenshot({ path: screenshotPath(`demo-ofertas-${viewport.name}`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    await page.goto('/ofertas-practicas?texto=energias+renovables');
    await page.getByRole('link', { name: 'Prácticas en energías renovables' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Prácticas en energías renovables' })).toBeVisible();
    await page.screenshot({ path: screenshotPath(`demo-oferta-${viewport.name}`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    await page.goto('/mis-candidaturas');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.screenshot({ path: screenshotPath(`demo-mis-candidaturas-${viewport.name}`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}
