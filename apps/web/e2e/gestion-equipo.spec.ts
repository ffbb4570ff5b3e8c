import { expect, test } from '@playwright/test';
import { accounts, PASSWORD } from './support/env';
import { skipCookieBanner } from './support/session';
import { axeEnLosDosTemas, tabHasta } from './support/teclado';

/*
 * Issue 25's first staff screens: a member of administración signs in at
 * /login/gestion with the keyboard only, opens Equipo from the staff menu,
 * adds a member holding "Contenidos" and finds them in the list; axe finds
 * nothing serious or critical on the login, the home, the list and the form,
 * at 1280 and 360 px, light and dark.
 */
const viewports = [
  { name: '1280', width: 1280, height: 900 },
  { name: '360', width: 360, height: 740 },
] as const;

for (const viewport of viewports) {
  test(`staff team by keyboard at ${viewport.name} px: sign in, add a member with Contenidos, axe`, async ({ page, context }) => {
    test.setTimeout(120_000);
    await skipCookieBanner(context);
    await page.setViewportSize(viewport);

    await page.goto('/login/gestion');
    await expect(page.getByRole('heading', { level: 1, name: 'Acceso del personal' })).toBeVisible();
    await axeEnLosDosTemas(page, `login ${viewport.name}`);

    // Keyboard only: from the top of the page to the user field, then the password, then Enter.
    await page.locator('body').focus();
    await tabHasta(page, 'gestion-usuario');
    await page.keyboard.type(accounts.gestor);
    await page.keyboard.press('Tab');
    await expect(page.locator('#gestion-password')).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/(?<!\/login)\/gestion$/);
    await expect(page.getByRole('heading', { level: 1, name: /Hola, / })).toBeVisible();
    // The home is the work queue (administración reads every kind), no longer a list of the areas.
    await expect(page.getByRole('heading', { level: 2, name: 'Pendiente' })).toBeVisible();
    await axeEnLosDosTemas(page, `staff home ${viewport.name}`);

    // Equipo from the staff menu: the sidebar, or the drawer below 1024 px.
    if (viewport.width < 1024) {
      await page.getByRole('button', { name: 'Abrir el menú' }).click();
      const cajon = page.getByRole('dialog', { name: 'Menú' });
      await expect(cajon.getByRole('link', { name: 'Equipo' })).toBeVisible();
      await axeEnLosDosTemas(page, `staff menu drawer ${viewport.name}`);
      await cajon.getByRole('link', { name: 'Equipo' }).click();
    } else {
      await page.getByRole('navigation', { name: 'Menú de gestión' }).getByRole('link', { name: 'Equipo' }).click();
    }
    await expect(page).toHaveURL(/\/gestion\/equipo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Equipo' })).toBeVisible();
    await expect(page.getByRole('row', { name: /gestor\.demo/ })).toBeVisible();
    await axeEnLosDosTemas(page, `Equipo ${viewport.name}`);

    const sufijo = `${viewport.name}${Date.now().toString(36)}`;
    const nick = `contenidos.${sufijo}`;
    await page.getByRole('button', { name: 'Añadir miembro' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Añadir miembro' });
    await expect(dialogo).toBeVisible();
    await axeEnLosDosTemas(page, `add member form ${viewport.name}`);
    await dialogo.getByLabel('Nombre', { exact: true }).fill('Carla');
    await dialogo.getByLabel('Apellidos').fill(`Contenidos ${sufijo}`);
    await dialogo.getByLabel('Usuario', { exact: true }).fill(nick);
    await dialogo.getByLabel('E-mail').fill(`${nick}@demo.puente.test`);
    await dialogo.getByRole('checkbox', { name: /^Contenidos/ }).click();
    await dialogo.getByLabel('Primera contraseña').fill('Contenidos2026');
    await dialogo.getByRole('button', { name: 'Añadir', exact: true }).click();

    await expect(dialogo).toBeHidden();
    const fila = page.getByRole('row', { name: new RegExp(nick.replace('.', '\\.')) });
    await expect(fila).toBeVisible();
    await expect(fila.getByText('Contenidos', { exact: true })).toBeVisible();
    await expect(fila.getByText('Activo', { exact: true })).toBeVisible();
  });
}
