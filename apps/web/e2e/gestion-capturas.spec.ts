import { expect, type Page, test } from '@playwright/test';
import { api } from './support/api';
import { compararPantalla } from './support/capturas';
import { accounts, PASSWORD } from './support/env';
import { skipCookieBanner } from './support/session';

/** The staff area's screens compared with their baselines (support/capturas.ts), checked for sideways overflow. */
const viewports = [
  { name: 'escritorio', width: 1280, height: 860 },
  { name: '360', width: 360, height: 780 },
] as const;

async function capturar(page: Page, nombre: string, width: number, fullPage = true) {
  await compararPantalla(page, nombre, { fullPage });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${nombre} sideways`).toBeLessThanOrEqual(width);
}

for (const viewport of viewports) {
  test(`staff screens at ${viewport.name}`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(90_000);
    const base = baseURL ?? '';
    await skipCookieBanner(context);
    await page.setViewportSize(viewport);

    await page.goto('/login/gestion');
    await expect(page.getByRole('heading', { level: 1, name: 'Acceso del personal' })).toBeVisible();
    await capturar(page, `demo-gestion-login-${viewport.name}`, viewport.width);

    // The sign-in itself is the journey spec's (gestion-equipo.spec.ts): here the session is stored as the SPA does.
    const datos = await api(request, base, 'loginGestor', { eUsuario: accounts.gestor, ePassword: PASSWORD });
    await page.evaluate((token) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userType', 'Gestor');
      localStorage.setItem('remember', 'true');
    }, datos.token);

    // The queue's age line is worked out in the page ("acaba de llegar" in the seed's first minute, "espera desde
    // hace …" after it) and wraps differently at 360 px: the page's clock is put ten minutes after the seed.
    await page.clock.setFixedTime(Date.now() + 10 * 60_000);
    await page.goto('/gestion');
    await expect(page.getByRole('heading', { level: 1, name: /Hola, / })).toBeVisible();
    await capturar(page, `demo-gestion-inicio-${viewport.name}`, viewport.width);
    if (viewport.width < 1024) {
      await page.getByRole('button', { name: 'Abrir el menú' }).click();
      await expect(page.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name: 'Equipo' })).toBeVisible();
      await capturar(page, `demo-gestion-menu-${viewport.name}`, viewport.width, false);
      await page.keyboard.press('Escape');
    }

    await page.goto('/gestion/equipo');
    await expect(page.getByRole('row', { name: /gestor\.demo/ })).toBeVisible();
    await capturar(page, `demo-gestion-equipo-${viewport.name}`, viewport.width);
    await page.getByRole('button', { name: 'Añadir miembro' }).click();
    await expect(page.getByRole('dialog', { name: 'Añadir miembro' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Añadir', exact: true }).click();
    await expect(page.getByRole('dialog').getByText('Elige al menos un permiso')).toBeVisible();
    await capturar(page, `demo-gestion-equipo-alta-${viewport.name}`, viewport.width, false);
    await page.keyboard.press('Escape');

    await page.goto('/gestion/mantenimiento');
    await expect(page.getByRole('switch', { name: 'Modo mantenimiento' })).toBeVisible();
    await capturar(page, `demo-gestion-mantenimiento-${viewport.name}`, viewport.width);
  });
}
