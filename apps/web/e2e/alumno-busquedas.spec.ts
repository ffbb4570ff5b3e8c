import { expect, test } from '@playwright/test';
import { openAsAlumno } from './support/alumnos';
import { api } from './support/api';
import { expectNoSeriousViolations } from './support/axe';
import { skipCookieBanner } from './support/session';

test.beforeEach(async ({ context }) => {
  await skipCookieBanner(context);
});

// Daniel's saved searches belong to this test; it starts by deleting any a failed try left.
const DANIEL = '56781234F';

test('a student saves the search on screen with weekly alerts, changes them, reopens it and deletes it', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const base = baseURL ?? '';
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAsAlumno(page, base, DANIEL, '/ofertas-practicas?texto=gestion&paraMi=0', {
    antes: async (token) => {
      for (const b of await api(page.request, base, 'busquedasGuardadas', {}, token))
        await api(page.request, base, 'borrarBusqueda', { id: b.id }, token);
    },
  });
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ ofertas?$/ })).toBeVisible();

  // Save it: the name is proposed from the text; weekly alerts chosen by keyboard.
  await page.getByRole('button', { name: 'Guardar búsqueda' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Guardar esta búsqueda' });
  await expect(dialogo.getByLabel(/Nombre de la búsqueda/)).toHaveValue('gestion (prácticas)');
  await dialogo.getByLabel(/Nombre de la búsqueda/).fill('Gestión cultural');
  await dialogo.getByRole('radio', { name: /Cada semana/ }).focus();
  await page.keyboard.press('Space');
  await expect(dialogo.getByRole('radio', { name: /Cada semana/ })).toBeChecked();
  await expectNoSeriousViolations(page, 'guardar búsqueda');
  await dialogo.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(dialogo).toBeHidden();
  await expect(page.getByText('Búsqueda guardada', { exact: true }).first()).toBeVisible();

  // Its page: the summary, the alerts changed to none.
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Búsquedas guardadas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Búsquedas guardadas' })).toBeVisible();
  const tarjeta = page.getByRole('article').filter({ hasText: 'Gestión cultural' });
  await expect(tarjeta.getByText('«gestion»')).toBeVisible();
  const avisos = tarjeta.getByRole('combobox', { name: 'Avisos de «Gestión cultural»' });
  await expect(avisos).toHaveText(/Cada semana/);
  await avisos.click();
  await page.getByRole('option', { name: 'Sin avisos' }).click();
  await expect(page.getByText('Avisos de «Gestión cultural»: Sin avisos', { exact: true }).first()).toBeVisible();
  await expect(avisos).toHaveText(/Sin avisos/);
  await expectNoSeriousViolations(page, 'búsquedas guardadas, escritorio');

  // Open: the list with the same text and "para mí" off.
  await tarjeta.getByRole('link', { name: 'Abrir la búsqueda' }).click();
  await expect(page).toHaveURL(/\/ofertas-practicas\?texto=gestion&paraMi=0$/);
  await expect(page.getByRole('searchbox', { name: 'Buscar ofertas' })).toHaveValue('gestion');
  await page.goBack();

  // At 360 px, then delete it after confirming.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByRole('heading', { level: 1, name: 'Búsquedas guardadas' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousViolations(page, 'búsquedas guardadas, 360 px');
  await page.getByRole('button', { name: 'Borrar: Gestión cultural' }).click();
  await page
    .getByRole('alertdialog', { name: '¿Borrar la búsqueda «Gestión cultural»?' })
    .getByRole('button', { name: 'Sí, borrarla' })
    .click();
  await expect(page.getByRole('heading', { name: 'Aún no has guardado ninguna búsqueda' })).toBeVisible();
});

test('the unsubscribe page of an unknown link says so, without signing in', async ({ page, baseURL }) => {
  await page.goto(`${baseURL ?? ''}/alertas/baja/${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'El enlace no es válido' })).toBeVisible();
  await expect(page.getByTestId('error-banner')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'baja de alerta, enlace desconocido');
});
