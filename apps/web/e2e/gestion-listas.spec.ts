import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { PASSWORD } from './support/env';
import { skipCookieBanner } from './support/session';
import { capturar, entrarAGestionConTeclado, tabHasta, tabHastaElemento } from './support/teclado';

/*
 * Issue 27's reference lists, /gestion/listas: a contenidos member, by keyboard
 * only, opens the screen from the staff menu, switches to the company contact
 * types, adds one in both languages, and the public list the forms read
 * offers it at once; then retires it (after a question) and the forms stop
 * offering it, while the staff list keeps it as retired. axe finds nothing
 * serious or critical at 1280 and 360 px. A read-only member sees the list
 * and its CSV without the buttons that change it.
 */

test.beforeEach(async ({ context }) => {
  await skipCookieBanner(context);
});

/** The contact types the company forms offer now (the public list, in Spanish). */
async function tiposQueOfrecen(page: import('@playwright/test').Page) {
  const r = await page.request.get('/api/Dominios/dominiosList/es');
  const datos = (await r.json()).datos as { tiposContacto: { descripcion: string }[] };
  return datos.tiposContacto.map((t) => t.descripcion);
}

test('listas: contenidos añade un tipo de contacto con el teclado, los formularios lo ofrecen y deja de ofrecerse al retirarlo', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const sufijo = Date.now().toString(36);
  const nombre = `Voluntariado corporativo ${sufijo}`;

  await page.setViewportSize({ width: 1280, height: 900 });
  await entrarAGestionConTeclado(page, 'contenidos.demo', PASSWORD);
  const menu = page.getByRole('navigation', { name: 'Menú de gestión' });
  await tabHastaElemento(page, menu.getByRole('link', { name: 'Listas de referencia' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/gestion\/listas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Listas de referencia' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Titulaciones' }).getByRole('row', { name: /Grado en Derecho/ })).toBeVisible();
  await expectNoSeriousViolations(page, '/gestion/listas at 1280 px');
  await capturar(page, 'gestion-listas-titulaciones-1280', 1280);

  // The list selector, by keyboard: a Radix select opens with Enter and moves with the arrows.
  await tabHastaElemento(page, page.getByRole('combobox', { name: 'Lista' }));
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Tipos de contacto de empresa' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/lista=tiposContacto/);
  const tabla = page.getByRole('table', { name: 'Tipos de contacto de empresa' });
  await expect(tabla.getByRole('row', { name: /Facturación/ })).toBeVisible();

  // "Añadir": the Spanish and the English name.
  await tabHastaElemento(page, page.getByRole('button', { name: 'Añadir' }));
  await page.keyboard.press('Enter');
  const dialogo = page.getByRole('dialog', { name: 'Añadir a «Tipos de contacto de empresa»' });
  await expect(dialogo).toBeVisible();
  await tabHasta(page, 'elemento-nuevo-es');
  await page.keyboard.type(nombre);
  await page.keyboard.press('Tab');
  await page.keyboard.type(`Corporate volunteering ${sufijo}`);
  await expectNoSeriousViolations(page, 'the add dialog at 1280 px');
  await page.keyboard.press('Enter');
  await expect(dialogo).toBeHidden();
  const fila = tabla.getByRole('row', { name: new RegExp(nombre) });
  await expect(fila).toBeVisible();
  await expect(fila.getByText('Activo')).toBeVisible();
  expect(await tiposQueOfrecen(page)).toContain(nombre);

  // Retired after the question: no longer offered, still listed as retired.
  await tabHastaElemento(page, fila.getByRole('button', { name: `Retirar «${nombre}»` }), 120);
  await page.keyboard.press('Enter');
  const pregunta = page.getByRole('alertdialog', { name: '¿Retirar este elemento?' });
  await tabHastaElemento(page, pregunta.getByRole('button', { name: 'Retirar', exact: true }));
  await page.keyboard.press('Enter');
  await expect(pregunta).toBeHidden();
  await expect(fila.getByText('Retirado')).toBeVisible();
  // The focus is back on the row's button, now "Recuperar".
  await expect(fila.getByRole('button', { name: `Recuperar «${nombre}»` })).toBeFocused();
  expect(await tiposQueOfrecen(page)).not.toContain(nombre);

  // 360 px: the list and its filters stack, nothing sideways.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(fila).toBeVisible();
  await expectNoSeriousViolations(page, '/gestion/listas at 360 px');
  await capturar(page, 'gestion-listas-contactos-360', 360);
});

test('listas: solo lectura ve la lista y su CSV, sin añadir, editar ni retirar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await entrarAGestionConTeclado(page, 'lectura.demo', PASSWORD);
  await page.goto('/gestion/listas?lista=motivosCambioEstado');
  const tabla = page.getByRole('table', { name: 'Motivos de rechazo' });
  await expect(tabla.getByRole('row', { name: /He aceptado otra oferta/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Descargar CSV' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Añadir' })).toHaveCount(0);
  await expect(tabla.getByRole('button', { name: /^(Editar|Retirar|Recuperar)/ })).toHaveCount(0);
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar CSV' }).click();
  const csv = await descarga;
  expect(csv.suggestedFilename()).toMatch(/^lista-motivosCambioEstado-\d{4}-\d{2}-\d{2}\.csv$/);
});
