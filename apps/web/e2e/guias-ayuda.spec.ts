import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openAsAlumno } from './support/alumnos';
import { expectNoSeriousViolations } from './support/axe';
import { guardarCaptura } from './support/capturas';
import { vigilarConsola } from './support/empresa-api';
import { accounts } from './support/env';
import { skipCookieBanner } from './support/session';

/*
 * Issue 15, guides, orientation and help (decision 025), as Lucía: her home
 * shows the latest four orientation guides, /guias-orientacion downloads a
 * real PDF, /orientacion-laboral shows the careers office's services from the
 * brand, and /ayuda filters its questions as she types. Read-only: nothing
 * here changes data another test counts.
 */

let errores: string[] = [];

test.beforeEach(async ({ context, page }) => {
  await skipCookieBanner(context);
  errores = vigilarConsola(page);
});

test.afterEach(() => {
  expect(errores, 'console errors').toEqual([]);
});

const seccionGuias = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Guías de orientación' });

test('the home shows the latest four guides and the list downloads a real PDF', async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAsAlumno(page, base, accounts.lucia.usuario, '/');
  const seccion = seccionGuias(page);
  await expect(seccion.getByRole('article')).toHaveCount(4);
  await expect(seccion.getByRole('heading', { level: 3 }).first()).toHaveText('Prepara tu entrevista de trabajo');
  // The oldest of the five is only on the full list.
  await expect(seccion.getByText('Estrategias de búsqueda de empleo')).toHaveCount(0);
  await seccion.scrollIntoViewIfNeeded();
  await guardarCaptura(page, 'guias-inicio-1280');

  await seccion.getByRole('link', { name: 'Ver todas las guías' }).click();
  await expect(page).toHaveURL(/\/guias-orientacion$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Guías de orientación' })).toBeVisible();
  // The demo's five; gestion-guias.spec.ts may have one of its own (dated 2020, so last) published meanwhile.
  const demo = page.getByRole('article').filter({ hasNotText: 'Guía de prácticas en el extranjero' });
  await expect(demo).toHaveCount(5);
  await expectNoSeriousViolations(page, 'guias-orientacion');
  await guardarCaptura(page, 'guias-lista-1280', { fullPage: true });

  const tarjeta = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Cómo preparar un currículum eficaz' }) });
  const descarga = page.waitForEvent('download');
  await tarjeta.getByRole('button', { name: 'Descargar PDF: Cómo preparar un currículum eficaz' }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toBe('Como-preparar-un-curriculum-eficaz.pdf');
  const bytes = await readFile(await archivo.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // 360 px: one column, nothing sideways.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.reload();
  await expect(demo).toHaveCount(5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousViolations(page, 'guias-orientacion 360');
  await guardarCaptura(page, 'guias-lista-360', { fullPage: true });
});

test('the orientation page shows the office services from the brand', async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAsAlumno(page, base, accounts.lucia.usuario, '/orientacion-laboral');
  await expect(page.getByRole('heading', { level: 1, name: 'Orientación laboral' })).toBeVisible();
  const citas = page.getByRole('region', { name: 'Citas de orientación' });
  await expect(citas).toContainText('orientacion@demo.puente.es');
  await expect(citas).toContainText('Edificio de Estudiantes');
  await expect(page.getByRole('region', { name: 'Talleres' }).getByRole('article')).toHaveCount(3);
  await expect(
    page.getByRole('region', { name: 'Contacto' }).getByRole('link', { name: /practicas@demo\.puente\.es/ }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'orientacion-laboral');
  await guardarCaptura(page, 'orientacion-1280', { fullPage: true });

  await page.getByRole('link', { name: 'Ver las guías de orientación' }).click();
  await expect(page).toHaveURL(/\/guias-orientacion$/);

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`${base}/orientacion-laboral`);
  await expect(page.getByRole('region', { name: 'Talleres' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await guardarCaptura(page, 'orientacion-360', { fullPage: true });
});

test('the help filters its questions as the student types, without accents', async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAsAlumno(page, base, accounts.lucia.usuario, '/ayuda');
  await expect(page.getByRole('heading', { level: 1, name: 'Ayuda' })).toBeVisible();
  const recuento = page.getByRole('status').filter({ hasText: /pregunta/ });
  await expect(recuento).toHaveText('21 preguntas frecuentes');
  await expect(page.getByRole('heading', { level: 2, name: 'Tu cuenta' })).toBeVisible();
  await expectNoSeriousViolations(page, 'ayuda');
  await guardarCaptura(page, 'ayuda-1280', { fullPage: true });

  const buscar = page.getByRole('searchbox', { name: 'Buscar en la ayuda' });
  await buscar.fill('olvidado contrasena');
  await expect(recuento).toHaveText('1 pregunta coincide con «olvidado contrasena»');
  await expect(page.getByText('He olvidado mi contraseña')).toBeVisible();
  // The match opens to show its answer.
  await expect(page.getByText(/válido durante una hora/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Tu currículum' })).toHaveCount(0);

  await buscar.fill('xyzzy');
  await expect(page.getByRole('heading', { level: 2, name: 'Ninguna pregunta coincide con «xyzzy»' })).toBeVisible();
  await page.getByRole('button', { name: 'Borrar la búsqueda' }).click();
  await expect(recuento).toHaveText('21 preguntas frecuentes');
  await expect(page.getByRole('link', { name: 'empleo@demo.puente.es' }).first()).toBeVisible();

  // Keyboard: the questions open with Enter.
  const pregunta = page.getByText('¿Qué foto de perfil puedo subir?');
  await pregunta.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/1000 píxeles por lado/)).toBeVisible();

  await page.setViewportSize({ width: 360, height: 780 });
  await page.reload();
  await expect(recuento).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousViolations(page, 'ayuda 360');
  await guardarCaptura(page, 'ayuda-360', { fullPage: true });
});
