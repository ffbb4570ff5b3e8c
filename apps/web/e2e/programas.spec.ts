import { expect, test } from '@playwright/test';
import { openAsAlumno } from './support/alumnos';
import { expectNoSeriousViolations } from './support/axe';
import { guardarCaptura } from './support/capturas';
import { vigilarConsola } from './support/empresa-api';
import { accounts } from './support/env';
import { openAs, skipCookieBanner } from './support/session';

/*
 * Issue 14, programmes: Marcos opens the active programmes, sees why
 * "Investigo Primer Empleo" is closed to him (he graduated before the date it
 * asks, 106) and requests adhesion to "Prácticas en Pymes Innovadoras" (533,
 * the university validates it). Lucía finds the programmes first among her
 * home's tabs. Levante Tech (seleccion.demo) sees the programmes tile on its
 * home and requests its adhesion to Investigo (533). Nobody else in the browser
 * tests touches these adhesions.
 */

test.describe.configure({ mode: 'serial' });

let errores: string[] = [];

test.beforeEach(async ({ context, page }) => {
  await skipCookieBanner(context);
  errores = vigilarConsola(page);
});

test.afterEach(() => {
  expect(errores, 'console errors').toEqual([]);
});

test('a student sees why a programme is closed to him and requests adhesion to another', async ({ page, baseURL }) => {
  test.slow(); // two programmes, an adhesion and axe in one journey
  const base = baseURL ?? '';
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAsAlumno(page, base, accounts.marcos.usuario, '/programas-practicas-activos');
  await expect(page.getByRole('heading', { level: 1, name: 'Programas de prácticas activos' })).toBeVisible();

  const tarjeta = (titulo: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: titulo }) });
  const investigo = tarjeta('Investigo Primer Empleo');
  await expect(investigo.getByText('No puedes participar')).toBeVisible();
  await expect(investigo.getByText(/Terminaste tu titulación universitaria antes del \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  const pymes = tarjeta('Prácticas en Pymes Innovadoras');
  await expect(pymes.getByText('Puedes adherirte')).toBeVisible();
  await expect(pymes.getByText('4 o 6 meses')).toBeVisible();
  await expectNoSeriousViolations(page, 'programas');
  await guardarCaptura(page, 'programas-lista-1280', { fullPage: true });

  // The closed programme's detail: the condition he does not meet, and no adhesion button.
  await investigo.getByRole('link', { name: 'Investigo Primer Empleo' }).click();
  const condiciones = page.getByRole('region', { name: 'Condiciones del programa' });
  const fecha = condiciones.getByRole('listitem').filter({ hasText: 'Si ya terminaste una titulación universitaria' });
  await expect(fecha).toContainText('No cumples esta condición');
  await expect(condiciones.getByRole('listitem').filter({ hasText: 'centros adscritos' })).toContainText(
    'Cumples esta condición',
  );
  await expect(page.getByRole('button', { name: 'Solicitar adhesión' })).toHaveCount(0);

  // The other one: adhesion with its confirmation → 533, then pending.
  await page.getByRole('link', { name: 'Volver a los programas' }).click();
  await tarjeta('Prácticas en Pymes Innovadoras').getByRole('link', { name: 'Prácticas en Pymes Innovadoras' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Prácticas en Pymes Innovadoras' })).toBeVisible();
  await page.getByRole('button', { name: 'Solicitar adhesión' }).click();
  const dialogo = page.getByRole('alertdialog', { name: '¿Solicitar la adhesión?' });
  await expect(dialogo).toContainText('Prácticas en Pymes Innovadoras');
  await guardarCaptura(page, 'programas-confirmacion-1280');
  await dialogo.getByRole('button', { name: 'Sí, solicitar adhesión' }).click();
  await expect(page.getByText('Se ha solicitado la adhesión al programa.')).toBeVisible();
  await expect(page.getByText('Adhesión pendiente de la universidad')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Solicitar adhesión' })).toHaveCount(0);
  await guardarCaptura(page, 'programas-adhesion-1280', { fullPage: true });

  // 360 px: the list and the detail fit without sideways scrolling.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.reload();
  await expect(page.getByText('Adhesión pendiente de la universidad')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await guardarCaptura(page, 'programas-detalle-360', { fullPage: true });
  await page.goto(`${base}/programas-practicas-activos`);
  await expect(tarjeta('Investigo Primer Empleo').getByText('No puedes participar')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousViolations(page, 'programas');
  await guardarCaptura(page, 'programas-lista-360', { fullPage: true });
});

test('the student home shows the active programmes first among its tabs', async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, base, 'Alumno', '/');
  const pestana = page.getByRole('tab', { name: 'Programas activos' });
  await expect(pestana).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: 'Programas activos' });
  await expect(panel.getByRole('link', { name: /Prácticas en Pymes Innovadoras/ })).toContainText(
    'Puedes inscribirte en sus ofertas',
  );
  await panel.getByRole('link', { name: 'Ver todos los programas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Programas de prácticas activos' })).toBeVisible();
});

test('a company sees the programmes tile and requests adhesion', async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, base, 'Empresa', '/');
  const tile = page.getByRole('region', { name: 'Programas de prácticas' }).getByRole('link');
  // The seeded four, or one more while gestion-programas.spec.ts has its own programme active.
  await expect(tile).toContainText(/\d+ programas activos · \d con tu empresa adherida/);
  await guardarCaptura(page, 'programas-inicio-empresa-1280', { fullPage: true });
  await tile.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Programas de prácticas activos' })).toBeVisible();
  await page.getByRole('link', { name: 'Investigo Primer Empleo' }).click();
  await expect(page.getByRole('region', { name: 'Quién puede participar' })).toContainText('Condición para el estudiantado');
  await page.getByRole('button', { name: 'Solicitar adhesión de la empresa' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sí, solicitar adhesión' }).click();
  await expect(page.getByText('Se ha solicitado la adhesión al programa.')).toBeVisible();
  await expect(page.getByText('Adhesión pendiente de la universidad')).toBeVisible();
  await expectNoSeriousViolations(page, 'programas');
  await guardarCaptura(page, 'programas-empresa-detalle-1280', { fullPage: true });
});
