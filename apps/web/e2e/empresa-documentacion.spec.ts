import { expect, type Page, test } from '@playwright/test';
import { api } from './support/api';
import { expectNoSeriousViolations } from './support/axe';
import { guardarCaptura } from './support/capturas';
import { vigilarConsola } from './support/empresa-api';
import { accounts, PASSWORD } from './support/env';
import { openAs, skipCookieBanner, staffToken } from './support/session';

/*
 * Issue 13, "Documentation and interns": seleccion.demo of Innovación Levante
 * keeps its internship paperwork on /documentacion (the interns with what
 * they have given, an annex downloaded, a company document uploaded, a text
 * renamed .pdf refused) and asks for a change of tutor on
 * /solicitar-cambio-practicas. What the spec adds is taken away again: the
 * document is deleted through the screen, the request rejected by staff.
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

/** A small valid PDF, different on every run (the API refuses the same bytes twice with 56). */
const pdfDePrueba = () =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${Date.now()}-${Math.random()}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

const tokenSeleccion = async (page: Page, base: string) =>
  (
    await api(page.request, base, 'loginEmpresa', {
      eUsuario: accounts.seleccion,
      ePassword: PASSWORD,
      eAmbito: 'PrivadoEmpresa',
    })
  ).token;

test('the documentation: interns with their paperwork, an annex downloaded, a company document uploaded and a fake PDF refused', async ({
  page,
  baseURL,
}) => {
  test.slow(); // axe twice, two full-page screenshots and two uploads in one journey
  const base = baseURL ?? '';
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, base, 'Empresa', '/documentacion');
  await expect(page.getByRole('heading', { level: 1, name: 'Documentación' })).toBeVisible();

  // The interns of Innovación Levante with the state of their paperwork.
  const practicas = page.getByRole('list', { name: 'Estudiantes en prácticas' });
  await expect(practicas.getByRole('listitem').first()).toBeVisible();
  await expect(practicas).toContainText(/\d+ de \d+ documentos entregados/);
  await expect(practicas.getByRole('heading', { level: 3, name: /Lucía/ })).toBeVisible();
  const lucia = practicas.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: /Lucía/ }) });
  await lucia.getByRole('button', { name: 'Ver documentos' }).click();
  await expect(lucia.getByRole('list', { name: /Documentos de las prácticas de Lucía/ })).toBeVisible();
  await expect(lucia.getByText('Entregado').first()).toBeVisible();
  await expect(lucia.getByText('Pendiente', { exact: true }).first()).toBeVisible();

  // An annex of the university, downloaded.
  const anexos = page.getByRole('region', { name: 'Anexos' });
  const descarga = page.waitForEvent('download');
  await anexos
    .getByRole('button', { name: /^Descargar / })
    .first()
    .click();
  expect((await descarga).suggestedFilename()).toMatch(/\.pdf$/i);

  // A text renamed .pdf: refused in the browser, nothing sent.
  const aportados = page.getByRole('region', { name: 'Documentos aportados' });
  const input = aportados.getByLabel(/Elige un documento de la empresa/);
  let enviados = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/Empresa/adddoc')) enviados++;
  });
  await input.setInputFiles({ name: 'no-soy-un-pdf.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Solo texto.\n') });
  await expect(aportados.getByRole('alert')).toHaveText('Este tipo de fichero no esta permitido');
  expect(enviados).toBe(0);

  // A real PDF: 513 and first in the list.
  const nombre = `Certificado e2e ${Date.now().toString(36)}.pdf`;
  await input.setInputFiles({ name: nombre, mimeType: 'application/pdf', buffer: pdfDePrueba() });
  await expect(page.getByText('Documentos adjuntados')).toBeVisible();
  const lista = aportados.getByRole('list', { name: 'Documentos de la empresa' });
  await expect(lista.getByRole('listitem').first()).toContainText(nombre);
  await expect(aportados.getByRole('alert')).toHaveCount(0);
  expect(enviados).toBe(1);

  await expectNoSeriousViolations(page, '/documentacion');
  await guardarCaptura(page, 'empresa-documentacion-1280', { fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await guardarCaptura(page, 'empresa-documentacion-360', { fullPage: true });
  await expectNoSeriousViolations(page, '/documentacion at 360 px');

  // Put back: the document goes, after the confirmation.
  await lista.getByRole('button', { name: `Borrar ${nombre}` }).click();
  const dialogo = page.getByRole('alertdialog', { name: `¿Borrar ${nombre}?` });
  await dialogo.getByRole('button', { name: 'Sí, borrar' }).click();
  await expect(dialogo).toHaveCount(0);
  await expect(lista.getByText(nombre)).toHaveCount(0);
});

test('the server refuses a renamed text too (46), when the browser check is skipped', async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  await page.goto(`${base}/politica-de-cookies`);
  const token = await tokenSeleccion(page, base);
  const response = await page.request.post(`${base}/api/Empresa/adddoc`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { nombre: 'falso.pdf', extension_adjunto: 'pdf', ficheroB64ParaAltas: Buffer.from('Solo texto.\n').toString('base64') },
  });
  expect(((await response.json()) as { status: number }).status).toBe(46);
});

test('a change of tutor on an internship: 529 and the request pending on its card', async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, base, 'Empresa', '/solicitar-cambio-practicas');
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitar cambio de prácticas' })).toBeVisible();

  // Marcos's internship (proposed, no tutor change asked yet).
  const tarjeta = page
    .getByRole('list', { name: 'Prácticas de la empresa' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: /Marcos/ }) });
  await tarjeta.getByRole('button', { name: 'Solicitar un cambio' }).click();
  const tipo = page.getByRole('combobox', { name: /Tipo de cambio/ });
  await expect(tipo).toBeFocused();
  await tipo.click();
  await page.getByRole('option', { name: 'Cambio de tutor de la empresa' }).click();
  await page.getByLabel(/Nombre y apellidos del nuevo tutor/).fill('Nuria Sanchis Vidal');
  await page.getByLabel(/Correo electrónico del tutor/).fill('nuria.sanchis@levantetech.example.es');
  await page.getByLabel(/Motivo/).fill('Laura Pons pasa a otro departamento; Nuria Sanchis tutelará las prácticas.');
  const enviada = page.waitForResponse((r) => r.url().endsWith('/api/Empresa/solictitarAccionSobrePractica'));
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  const { datos } = (await (await enviada).json()) as { status: number; datos: { idSolicitud: number } };
  try {
    await expect(page.getByText('Solicitud enviada')).toBeVisible();
    await expect(tarjeta.getByText('Cambio de tutor de la empresa')).toBeVisible();
    await expect(tarjeta.getByText('Pendiente de la universidad', { exact: true })).toBeVisible();
    await expect(tarjeta).toContainText('tutor: Nuria Sanchis Vidal');
    await expectNoSeriousViolations(page, '/solicitar-cambio-practicas');
    await guardarCaptura(page, 'empresa-cambio-practicas-1280', { fullPage: true });
    // The refused submit at 360 px: the first invalid field focused.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page.getByRole('combobox', { name: /^Prácticas/ })).toBeFocused();
    await guardarCaptura(page, 'empresa-cambio-practicas-360', { fullPage: true });
    await expectNoSeriousViolations(page, '/solicitar-cambio-practicas at 360 px');
  } finally {
    // Put back: staff reject the request, so the next run can ask again.
    const gestor = await staffToken(page.request, base);
    await api(
      page.request,
      base,
      'resolverSolicitudCambioPractica',
      { id: datos.idSolicitud, aceptar: false, respuesta: 'Rechazada por la prueba e2e.' },
      gestor,
    );
  }
});
