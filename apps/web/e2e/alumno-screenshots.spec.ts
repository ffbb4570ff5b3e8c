import { expect, test } from '@playwright/test';
import { compararPantalla } from './support/capturas';
import { openAs, skipCookieBanner } from './support/session';

const viewports = [
  { name: 'escritorio', width: 1280, height: 860 },
  { name: '360', width: 360, height: 780 },
] as const;

test.beforeEach(async ({ context }) => {
  await skipCookieBanner(context);
});

// Read-only pages of Lucía, compared with their baselines (support/capturas.ts); the open notifications panel is shot in alumno-notificaciones.spec.ts.
for (const viewport of viewports) {
  test(`demo: offers, an offer and Mis candidaturas at ${viewport.name}`, async ({ page, baseURL }) => {
    test.slow(); // five screens compared with their baselines
    await page.setViewportSize(viewport);
    await openAs(page, baseURL ?? '', 'Alumno', '/ofertas-practicas');
    await expect(page.getByRole('heading', { level: 2, name: /^\d+ ofertas$/ })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await compararPantalla(page, `demo-ofertas-${viewport.name}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    // An offer of another degree: the reason beside the disabled "Inscribirme".
    await page.goto('/ofertas-practicas?texto=energias+renovables&paraMi=0');
    await page.getByRole('link', { name: 'Prácticas en energías renovables' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Prácticas en energías renovables' })).toBeVisible();
    // On a phone the apply bar is fixed at the bottom: first as the student sees the first screen…
    await compararPantalla(page, `demo-oferta-primera-pantalla-${viewport.name}`, { fullPage: false });
    // …then the whole page, with the bar where it sits in the panel.
    await compararPantalla(page, `demo-oferta-${viewport.name}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    // An offer of her degree she can apply to.
    await page.goto('/ofertas-practicas?texto=soporte+informatico');
    await page.getByRole('link', { name: 'Prácticas de soporte informático' }).click();
    await expect(page.getByRole('button', { name: 'Inscribirme' })).toBeVisible();
    await compararPantalla(page, `demo-oferta-abierta-${viewport.name}`, { fullPage: false });

    await page.goto('/mis-candidaturas');
    await expect(page.getByRole('article').first()).toBeVisible();
    await compararPantalla(page, `demo-mis-candidaturas-${viewport.name}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}
