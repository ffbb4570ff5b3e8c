import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openAsAlumno } from './support/alumnos';
import { expectNoSeriousViolations } from './support/axe';
import { accounts, PASSWORD } from './support/env';
import { skipCookieBanner } from './support/session';
import { capturar, elegirFicheroConTeclado, entrarAGestionConTeclado, tabHasta, tabHastaElemento } from './support/teclado';

/*
 * Issue 27's staff screen for the orientation guides, /gestion/guias: a
 * member of the careers office with "contenidos" signs in and, by keyboard
 * only, opens the screen from the staff menu, adds a guide with a real PDF
 * (picked through the file chooser) and an old date (so the students' home,
 * which shows the latest four, does not change), and finds it in the list
 * with its file; a student finds it on /guias-orientacion; the member
 * withdraws it (after a question) and the student's list no longer shows it.
 * axe finds nothing serious or critical on the list and the form at 1280 and
 * 360 px, and both are photographed at both widths. A member without the
 * permission has no menu entry; a read-only one sees the list and its PDFs.
 */

/**
 * A small valid PDF (one page, Helvetica, a cross-reference table with its real offsets) that says `texto`:
 * new on every run, as the storage refuses the same bytes twice.
 */
function pdfDeGuia(texto: string) {
  const contenido = `BT /F1 16 Tf 72 760 Td (${texto}) Tj ET`;
  const objetos = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${contenido.length} >>\nstream\n${contenido}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const posiciones: number[] = [];
  objetos.forEach((objeto, i) => {
    posiciones.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${objeto}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objetos.length + 1}\n0000000000 65535 f \n`;
  pdf += posiciones.map((p) => `${String(p).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objetos.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

test.beforeEach(async ({ context }) => {
  await skipCookieBanner(context);
});

test('guías: contenidos crea una con su PDF con el teclado, el estudiante la ve y deja de verla al retirarla', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const sufijo = Date.now().toString(36);
  const titulo = `Guía de prácticas en el extranjero ${sufijo}`;
  const pdf = pdfDeGuia(`Guia ${sufijo}`);

  // The member signs in and opens the guides from the staff menu, all with the keyboard.
  await page.setViewportSize({ width: 1280, height: 900 });
  await entrarAGestionConTeclado(page, 'contenidos.demo', PASSWORD);
  const menu = page.getByRole('navigation', { name: 'Menú de gestión' });
  await tabHastaElemento(page, menu.getByRole('link', { name: 'Guías de orientación' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/gestion\/guias$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Guías de orientación' })).toBeVisible();
  const tabla = page.getByRole('table', { name: 'Guías de orientación' });
  await expect(tabla.getByRole('row', { name: /Prepara tu entrevista de trabajo/ })).toBeVisible();
  await expectNoSeriousViolations(page, '/gestion/guias at 1280 px');
  await capturar(page, 'gestion-guias-lista-1280', 1280);

  // "Nueva guía": the title, a description, the PDF through the file chooser, and a date long ago.
  await tabHastaElemento(page, page.getByRole('button', { name: 'Nueva guía' }));
  await page.keyboard.press('Enter');
  const dialogo = page.getByRole('dialog', { name: 'Nueva guía de orientación' });
  await expect(dialogo).toBeVisible();
  const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  await expect(dialogo.getByLabel('Fecha')).toHaveValue(hoy);
  await tabHasta(page, 'guia-nueva-titulo');
  await page.keyboard.type(titulo);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Becas, seguros y trámites para hacer tus prácticas fuera de España.');
  await elegirFicheroConTeclado(page, 'guia-nueva-fichero', {
    name: `guia-${sufijo}.pdf`,
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await expect(dialogo.getByText(`guia-${sufijo}.pdf`)).toBeVisible();
  await tabHasta(page, 'guia-nueva-fecha');
  // Reached by Tab; filled whole, as its segments' order follows the browser's own language, not the page's.
  await page.locator('#guia-nueva-fecha').fill('2020-01-15');
  await expect(dialogo.getByLabel('Fecha')).toHaveValue('2020-01-15');
  await expectNoSeriousViolations(page, 'new guide form at 1280 px');
  await capturar(page, 'gestion-guias-formulario-1280', 1280, false);
  // Enter in the order's field sends the form.
  await tabHasta(page, 'guia-nueva-orden');
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');
  await expect(dialogo).toBeHidden();
  await expect(page.getByText('Guía creada', { exact: true })).toBeVisible();

  // Found with the search box: its date, order, file and state.
  await tabHastaElemento(page, page.getByRole('searchbox', { name: 'Título' }));
  await page.keyboard.type(sufijo);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`texto=${sufijo}`));
  await expect(page.getByText('1 guía', { exact: true })).toBeVisible();
  const fila = tabla.getByRole('row', { name: new RegExp(titulo) });
  await expect(fila).toBeVisible();
  await expect(fila.getByText('15/01/2020')).toBeVisible();
  await expect(fila.getByText('Publicada')).toBeVisible();
  await expect(fila.getByText('1 KB')).toBeVisible();
  // Its PDF downloads as it was sent.
  const descarga = page.waitForEvent('download');
  await fila.getByRole('button', { name: /^Descargar .+\.pdf$/ }).click();
  expect(await readFile(await (await descarga).path())).toEqual(pdf);

  // The list and the form at 360 px (once the notice is gone: it would cover the first card).
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/gestion/guias');
  await expect(tabla.getByRole('row', { name: /Prepara tu entrevista de trabajo/ })).toBeVisible();
  await expectNoSeriousViolations(page, '/gestion/guias at 360 px');
  await capturar(page, 'gestion-guias-lista-360', 360);
  await page.getByRole('button', { name: 'Nueva guía' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialogo).toBeVisible();
  await tabHasta(page, 'guia-nueva-titulo');
  await page.keyboard.type('Guía para ver el formulario a 360 px');
  await expectNoSeriousViolations(page, 'new guide form at 360 px');
  await capturar(page, 'gestion-guias-formulario-360', 360, false);
  await page.keyboard.press('Escape');
  await expect(dialogo).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/gestion/guias?texto=${sufijo}`);

  // A student finds it among the guides, with its description.
  const contextoAlumno = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  await skipCookieBanner(contextoAlumno);
  const alumno = await contextoAlumno.newPage();
  await openAsAlumno(alumno, base, accounts.lucia.usuario, '/guias-orientacion');
  const tarjeta = alumno.getByRole('article').filter({ has: alumno.getByRole('heading', { name: titulo }) });
  await expect(tarjeta).toBeVisible();
  await expect(tarjeta.getByText(/Becas, seguros y trámites/)).toBeVisible();

  // The member withdraws it, answering the question, by keyboard.
  const retirar = fila.getByRole('button', { name: /^Retirar «Guía de prácticas en el extranjero/ });
  await expect(retirar).toBeVisible();
  await tabHastaElemento(page, retirar);
  await page.keyboard.press('Enter');
  const pregunta = page.getByRole('alertdialog', { name: '¿Retirar esta guía?' });
  await expect(pregunta).toBeVisible();
  await tabHastaElemento(page, pregunta.getByRole('button', { name: 'Retirar', exact: true }));
  await page.keyboard.press('Enter');
  await expect(pregunta).toBeHidden();
  await expect(fila.getByText('Retirada')).toBeVisible();
  // The focus is back on the row's button, which now publishes it again.
  await expect(fila.getByRole('button', { name: /^Publicar «Guía de prácticas/ })).toBeFocused();

  // The student's list no longer shows it (the others are still there).
  await alumno.reload();
  await expect(alumno.getByRole('heading', { name: 'Prepara tu entrevista de trabajo' })).toBeVisible();
  await expect(alumno.getByRole('heading', { name: titulo })).toHaveCount(0);
  await contextoAlumno.close();
});

test('guías: sin el permiso de contenidos no hay entrada en el menú y la dirección lo dice', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await entrarAGestionConTeclado(page, 'practicas.demo', PASSWORD);
  const menu = page.getByRole('navigation', { name: 'Menú de gestión' });
  await expect(menu.getByRole('link', { name: 'Prácticas' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Guías de orientación' })).toHaveCount(0);
  await page.goto('/gestion/guias');
  await expect(page.getByRole('heading', { level: 2, name: 'Tu cuenta no abre esta área' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('guías: solo lectura ve la lista y descarga sus PDF, sin crear, editar ni retirar', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await entrarAGestionConTeclado(page, 'lectura.demo', PASSWORD);
  await page.getByRole('navigation', { name: 'Menú de gestión' }).getByRole('link', { name: 'Guías de orientación' }).click();
  const tabla = page.getByRole('table', { name: 'Guías de orientación' });
  const fila = tabla.getByRole('row', { name: /Prepara tu entrevista de trabajo/ });
  await expect(fila).toBeVisible();
  await expect(page.getByText(/Tu cuenta solo puede consultarlas/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nueva guía' })).toHaveCount(0);
  await expect(tabla.getByRole('button', { name: /^(Editar|Retirar|Publicar)/ })).toHaveCount(0);
  await expect(tabla.getByRole('columnheader', { name: 'Acciones' })).toHaveCount(0);
  const descarga = page.waitForEvent('download');
  await fila.getByRole('button', { name: /^Descargar Prepara-tu-entrevista/ }).click();
  const bytes = await readFile(await (await descarga).path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});
