import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { PASSWORD } from './support/env';
import { skipCookieBanner } from './support/session';
import { capturar, entrarAGestionConTeclado, tabHastaElemento } from './support/teclado';

/*
 * Issue 27's numbers, /gestion/cifras: a read-only member, by keyboard only,
 * opens the dashboard from the staff menu, sees the five areas, goes into the
 * internships' report, reads every academic year, and downloads the
 * internships by degree as CSV, whose rows are the table's. axe finds nothing
 * serious or critical on the dashboard and the report at 1280 and 360 px.
 */

test.beforeEach(async ({ context }) => {
  await skipCookieBanner(context);
});

test('cifras: solo lectura abre el panel con el teclado, filtra las prácticas y descarga su CSV', async ({ page }) => {
  test.setTimeout(180_000);
  const errores: string[] = [];
  page.on('pageerror', (e) => errores.push(String(e)));

  await page.setViewportSize({ width: 1280, height: 900 });
  await entrarAGestionConTeclado(page, 'lectura.demo', PASSWORD);
  const menu = page.getByRole('navigation', { name: 'Menú de gestión' });
  await tabHastaElemento(page, menu.getByRole('link', { name: 'Cifras de la oficina' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/gestion\/cifras$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cifras de la oficina' })).toBeVisible();
  for (const area of ['Ofertas', 'Candidaturas', 'Prácticas', 'Empresas y convenios', 'Seguimiento de egresados'])
    await expect(page.getByRole('region', { name: area })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ofertas' }).getByText('Ofertas publicadas')).toBeVisible();
  await expect(page.locator('[data-grafico] svg').first()).toBeVisible();
  await expectNoSeriousViolations(page, '/gestion/cifras at 1280 px');
  await capturar(page, 'gestion-cifras-panel-1280', 1280);

  // Into the internships' report from its card.
  await tabHastaElemento(page, page.getByRole('link', { name: 'Ver el informe de Prácticas' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/gestion\/cifras\/practicas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Prácticas' })).toBeVisible();

  // Every academic year, chosen with the keyboard in the year's select.
  await tabHastaElemento(page, page.getByRole('combobox', { name: 'Curso académico' }));
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Todos los cursos' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/curso=todos/);
  await expect(page.getByText('Todos los cursos', { exact: true }).last()).toBeVisible();
  const tabla = page.getByRole('table', { name: 'Prácticas por titulación' });
  await expect(tabla).toBeVisible();
  const filas = await tabla.locator('tbody tr').count();
  expect(filas).toBeGreaterThan(0);
  const primera = (await tabla.locator('tbody tr').first().locator('th').textContent())?.trim() ?? '';
  await expectNoSeriousViolations(page, '/gestion/cifras/practicas at 1280 px');
  await capturar(page, 'gestion-cifras-practicas-1280', 1280);

  // The table's CSV: the same rows, with the Spanish header.
  await tabHastaElemento(page, page.getByRole('button', { name: 'Descargar CSV: Prácticas por titulación' }));
  const descarga = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const fichero = await descarga;
  expect(fichero.suggestedFilename()).toMatch(/^cifras-practicas-porTitulacion-\d{4}-\d{2}-\d{2}\.csv$/);
  const texto = (await readFile((await fichero.path()) as string, 'utf8')).replace('\uFEFF', '');
  const lineas = texto.trim().split('\r\n');
  expect(lineas[0]).toBe('Titulación;Iniciadas;En curso;Finalizadas;Curriculares;Extracurriculares');
  expect(lineas).toHaveLength(filas + 1);
  expect(lineas[1]?.startsWith(primera)).toBe(true);

  // 360 px: the report and the dashboard.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(tabla).toBeVisible();
  await expectNoSeriousViolations(page, '/gestion/cifras/practicas at 360 px');
  await capturar(page, 'gestion-cifras-practicas-360', 360);
  await page.goto('/gestion/cifras');
  await expect(page.getByRole('region', { name: 'Seguimiento de egresados' })).toBeVisible();
  await expectNoSeriousViolations(page, '/gestion/cifras at 360 px');
  await capturar(page, 'gestion-cifras-panel-360', 360);
  expect(errores).toEqual([]);
});
