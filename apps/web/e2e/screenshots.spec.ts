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

for (const viewport of viewports) {
  test(`demo: login and home at ${viewport.name}`, async ({ page, baseURL }) => {
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Estudiantes' }).waitFor();
    await page.screenshot({ path: screenshotPath(`demo-login-${viewport.name}`), fullPage: true });
    await openAs(page, baseURL ?? '', 'Alumno');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.screenshot({ path: screenshotPath(`demo-home-alumno-${viewport.name}`), fullPage: true });
    await openAs(page, baseURL ?? '', 'Empresa');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.screenshot({ path: screenshotPath(`demo-home-empresa-${viewport.name}`), fullPage: true });
    // Nothing may stick out sideways, down to 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}
