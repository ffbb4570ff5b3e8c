import { expect, test } from '@playwright/test';
import { openAsAlumno } from './support/alumnos';
import { expectNoSeriousViolations } from './support/axe';
import { accounts, PASSWORD } from './support/env';
import { skipCookieBanner } from './support/session';
import { capturar, entrarAGestionConTeclado, tabHasta, tabHastaElemento } from './support/teclado';

/*
 * Issue 27's staff screen, /gestion/comunicaciones: a member of the careers
 * office with "contenidos" signs in and, by keyboard only, opens the screen
 * from the staff menu, writes a communication for students starting today
 * and finds it in the list; a student sees it on their home; the member
 * withdraws it (after a question) and the student's home no longer shows it.
 * axe finds nothing serious or critical on the list and the form at 1280 and
 * 360 px, and both are photographed at both widths. A member without the
 * permission has no menu entry and the address says the area is not theirs.
 */

test.beforeEach(async ({ context }) => {
  await skipCookieBanner(context);
});

test('comunicaciones: contenidos la crea con el teclado, el estudiante la ve en su inicio y deja de verla al retirarla', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const sufijo = Date.now().toString(36);
  const texto = `Sesión informativa ${sufijo}: cómo pedir las prácticas del verano, el jueves en el aula magna.`;

  // The member signs in and opens Comunicaciones from the staff menu, all with the keyboard.
  await page.setViewportSize({ width: 1280, height: 900 });
  await entrarAGestionConTeclado(page, 'contenidos.demo', PASSWORD);
  const menu = page.getByRole('navigation', { name: 'Menú de gestión' });
  await tabHastaElemento(page, menu.getByRole('link', { name: 'Comunicaciones' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/gestion\/comunicaciones$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Comunicaciones' })).toBeVisible();
  const tabla = page.getByRole('table', { name: 'Comunicaciones' });
  await expect(tabla.getByRole('row', { name: /Foro de Empleo 2026/ })).toBeVisible();
  await expectNoSeriousViolations(page, '/gestion/comunicaciones at 1280 px');
  await capturar(page, 'gestion-comunicaciones-lista-1280', 1280);

  // "Nueva comunicación": for students and from today unless told otherwise; the text and a portal link.
  await tabHastaElemento(page, page.getByRole('button', { name: 'Nueva comunicación' }));
  await page.keyboard.press('Enter');
  const dialogo = page.getByRole('dialog', { name: 'Nueva comunicación' });
  await expect(dialogo).toBeVisible();
  const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  await expect(dialogo.getByLabel('Desde')).toHaveValue(hoy);
  await expect(dialogo.getByRole('radio', { name: 'Estudiantes', exact: true })).toBeChecked();
  await tabHasta(page, 'comunicacion-nueva-descripcion');
  await page.keyboard.type(texto);
  await tabHasta(page, 'comunicacion-nueva-enlace');
  await page.keyboard.type('/eventos');
  const previa = dialogo.getByRole('region', { name: 'Vista previa' });
  await expect(previa.getByText(texto)).toBeVisible();
  await expect(previa.getByText('Al pulsarla se abre la página /eventos del portal.')).toBeVisible();
  await expectNoSeriousViolations(page, 'new communication form at 1280 px');
  await capturar(page, 'gestion-comunicaciones-formulario-1280', 1280, false);
  // Enter in the link's field sends the form.
  await page.keyboard.press('Enter');
  await expect(dialogo).toBeHidden();
  await expect(page.getByText('Comunicación creada', { exact: true })).toBeVisible();
  const fila = tabla.getByRole('row', { name: new RegExp(`Sesión informativa ${sufijo}`) });
  await expect(fila).toBeVisible();
  await expect(fila.getByText('Visible')).toBeVisible();
  await expect(fila.getByText('Estudiantes', { exact: true })).toBeVisible();

  // The list and the form at 360 px (once the notice is gone: it would cover the first card).
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(fila).toBeVisible();
  await expect(page.getByText('Comunicación creada', { exact: true })).toBeHidden({ timeout: 10_000 });
  await expectNoSeriousViolations(page, '/gestion/comunicaciones at 360 px');
  await capturar(page, 'gestion-comunicaciones-lista-360', 360);
  await page.getByRole('button', { name: 'Nueva comunicación' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialogo).toBeVisible();
  await tabHasta(page, 'comunicacion-nueva-descripcion');
  await page.keyboard.type('Texto de prueba para ver el formulario a 360 px.');
  await expectNoSeriousViolations(page, 'new communication form at 360 px');
  await capturar(page, 'gestion-comunicaciones-formulario-360', 360, false);
  // Below the fields, the preview.
  await previa.scrollIntoViewIfNeeded();
  await expect(previa.getByText('Texto de prueba para ver el formulario a 360 px.')).toBeVisible();
  await capturar(page, 'gestion-comunicaciones-vista-previa-360', 360, false);
  await page.keyboard.press('Escape');
  await expect(dialogo).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 900 });

  // A student finds it on their home.
  const contextoAlumno = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  await skipCookieBanner(contextoAlumno);
  const alumno = await contextoAlumno.newPage();
  await openAsAlumno(alumno, base, accounts.lucia.usuario, '/');
  const avisos = alumno.getByRole('region', { name: 'Comunicaciones' });
  await expect(avisos.getByText(texto)).toBeVisible();
  await expect(avisos.getByRole('link', { name: new RegExp(`Sesión informativa ${sufijo}`) })).toHaveAttribute(
    'href',
    '/eventos',
  );

  // The member finds it with the search box and withdraws it, answering the question, by keyboard.
  await tabHastaElemento(page, page.getByRole('searchbox', { name: 'Texto' }));
  await page.keyboard.type(sufijo);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`texto=${sufijo}`));
  await expect(page.getByText('1 comunicación', { exact: true })).toBeVisible();
  const retirar = fila.getByRole('button', { name: /^Retirar «Sesión informativa/ });
  await tabHastaElemento(page, retirar);
  await page.keyboard.press('Enter');
  const pregunta = page.getByRole('alertdialog', { name: '¿Retirar esta comunicación?' });
  await expect(pregunta).toBeVisible();
  await tabHastaElemento(page, pregunta.getByRole('button', { name: 'Retirar', exact: true }));
  await page.keyboard.press('Enter');
  await expect(pregunta).toBeHidden();
  await expect(fila.getByText('Retirada')).toBeVisible();
  // The focus is back on the row's button, which now publishes it again.
  await expect(fila.getByRole('button', { name: /^Publicar «Sesión informativa/ })).toBeFocused();

  // The student's home no longer shows it (the others are still there).
  await alumno.reload();
  await expect(avisos.getByText(/Foro de Empleo 2026/)).toBeVisible();
  await expect(avisos.getByText(texto)).toHaveCount(0);
  await contextoAlumno.close();
});

test('comunicaciones: sin el permiso de contenidos no hay entrada en el menú y la dirección lo dice', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await entrarAGestionConTeclado(page, 'practicas.demo', PASSWORD);
  const menu = page.getByRole('navigation', { name: 'Menú de gestión' });
  await expect(menu.getByRole('link', { name: 'Prácticas' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Comunicaciones' })).toHaveCount(0);
  await page.goto('/gestion/comunicaciones');
  await expect(page.getByRole('heading', { level: 2, name: 'Tu cuenta no abre esta área' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('comunicaciones: solo lectura ve la lista sin crear, editar ni retirar', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await entrarAGestionConTeclado(page, 'lectura.demo', PASSWORD);
  await page.getByRole('navigation', { name: 'Menú de gestión' }).getByRole('link', { name: 'Comunicaciones' }).click();
  const tabla = page.getByRole('table', { name: 'Comunicaciones' });
  await expect(tabla.getByRole('row', { name: /Foro de Empleo 2026/ })).toBeVisible();
  await expect(page.getByText(/Tu cuenta solo puede consultarlos/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nueva comunicación' })).toHaveCount(0);
  await expect(tabla.getByRole('button')).toHaveCount(0);
});
