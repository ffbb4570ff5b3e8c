import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { guardarCaptura } from './support/capturas';
import { vigilarConsola } from './support/empresa-api';
import { openAs, skipCookieBanner } from './support/session';

/*
 * Issue 14, "A student's internships": Lucía opens /mis-practicas, where her
 * paid internship at Levante Tech (Talento Digital) asks first for her bank
 * and social-security data (518). A wrong IBAN is refused on its field (73
 * check digits, 70 not an IBAN); a valid IBAN and NSS are saved; then the
 * missing final report is uploaded and reads "Aportado".
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

test('Lucía completes her IBAN and social security number, then uploads the missing document', async ({ page, baseURL }) => {
  test.slow(); // the 518 form, two uploads and axe on the result in one journey
  const base = baseURL ?? '';
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, base, 'Alumno', '/mis-practicas');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis prácticas' })).toBeVisible();

  // 518 first, with the form; uploads are closed meanwhile.
  const datos = page.getByRole('region', { name: 'Datos para el pago de las prácticas' });
  await expect(datos.getByText('Completa tus datos')).toBeVisible();
  await expect(datos.getByText(/debes completar tu número de cuenta \(IBAN\)/)).toBeVisible();
  const levante = page.getByRole('article', { name: 'Levante Tech' });
  await expect(levante.getByText('En curso')).toBeVisible();
  await expect(levante.getByRole('link', { name: /.+/ }).first()).toBeVisible();
  const memoria = levante.locator('[data-documento="Memoria final de prácticas"]');
  await expect(memoria.getByText('Pendiente')).toBeVisible();
  await expect(memoria.getByLabel(/Sube Memoria final de prácticas/)).toBeDisabled();
  await guardarCaptura(page, 'alumno-practicas-518-1280', { fullPage: true });

  // The IBAN groups itself in fours as typed; a wrong check digit is 73, a short one 70.
  const iban = datos.getByLabel('IBAN');
  await iban.fill('es9121000418450200051333');
  await expect(iban).toHaveValue('ES91 2100 0418 4502 0005 1333');
  await iban.blur();
  await expect(datos.getByText('El IBAN indicado no es válido.')).toBeVisible();
  await iban.fill('ES91 2100 0418');
  await expect(datos.getByText('El IBAN no es válido. Revísalo.')).toBeVisible();
  await expect(iban).toHaveAttribute('aria-invalid', 'true');

  await iban.fill('ES9121000418450200051332');
  await expect(iban).toHaveValue('ES91 2100 0418 4502 0005 1332');
  const nss = datos.getByLabel('Número de afiliación a la Seguridad Social');
  await nss.fill('281234567899');
  await datos.getByRole('button', { name: 'Guardar mis datos' }).click();
  await expect(datos.getByText('El número de afiliación a la Seguridad Social no es válido.')).toBeVisible();
  await expect(nss).toHaveAttribute('aria-invalid', 'true');
  await nss.fill('281234567840');
  await datos.getByRole('button', { name: 'Guardar mis datos' }).click();
  await expect(datos.getByText('Datos guardados: cuenta ES91 **** **** **** **** 1332.')).toBeVisible();
  await expect(datos.getByText('Completa tus datos')).toHaveCount(0);

  // The missing final report: a text renamed .pdf is refused in the browser, a real PDF is kept.
  const subir = memoria.getByLabel(/Sube Memoria final de prácticas/);
  await expect(subir).toBeEnabled();
  await subir.setInputFiles({ name: 'memoria.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Solo texto.\n') });
  await expect(memoria.getByRole('alert')).toHaveText('Este tipo de fichero no esta permitido');
  await subir.setInputFiles({ name: 'Memoria final Lucía.pdf', mimeType: 'application/pdf', buffer: pdfDePrueba() });
  await expect(page.getByText('Documentos adjuntados')).toBeVisible();
  await expect(memoria.getByText('Aportado', { exact: true })).toBeVisible();
  await expect(memoria.getByText(/^Memoria final Lucía\.pdf · /)).toBeVisible();
  await expect(memoria.getByLabel(/Sustituye Memoria final de prácticas/)).toBeEnabled();

  await expectNoSeriousViolations(page, '/mis-practicas');
  await guardarCaptura(page, 'alumno-practicas-1280', { fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(levante).toBeVisible();
  const anchoPagina = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(anchoPagina).toBeLessThanOrEqual(360);
  await guardarCaptura(page, 'alumno-practicas-360', { fullPage: true });
});
