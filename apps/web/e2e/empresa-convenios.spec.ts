import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { guardarCaptura } from './support/capturas';
import { DEMO_URL } from './support/env';
import { openAs, skipCookieBanner } from './support/session';

/**
 * Issue 13, a company's agreement in the browser (seleccion.demo, Innovación
 * Levante S.L.): on /nuevo-convenio-colaboracion a whole IBAN pasted into the
 * first box is split across the five, an empty form lands on its first
 * error, a management contact and a fiscal account are added in their
 * dialogs, '¿Desea continuar?' is confirmed and the PDF downloads (531); on
 * /subir-convenio-firmado that agreement's signed copy is uploaded (513) and
 * it reads 'Firmado, pendiente de validación'. axe and screenshots at 1280
 * and 360 px on both screens.
 */
const sufijo = Date.now().toString(36);
const IBAN = 'ES91 2100 0418 4502 0005 1332';
const contacto = { nick: `convenio.${sufijo}`, email: `convenio.${sufijo}@ejemplo.es` };

/** The smallest file every reader takes for a PDF: header, one empty page, its cross-reference table. */
function pdfMinimo(): Buffer {
  const objetos = [
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj\n',
  ];
  let cuerpo = '%PDF-1.4\n';
  const posiciones: number[] = [];
  for (const objeto of objetos) {
    posiciones.push(cuerpo.length);
    cuerpo += objeto;
  }
  const xref = cuerpo.length;
  cuerpo += `xref\n0 4\n0000000000 65535 f \n${posiciones.map((p) => `${String(p).padStart(10, '0')} 00000 n \n`).join('')}`;
  cuerpo += `trailer << /Size 4 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(cuerpo, 'latin1');
}

async function captura(page: Page, nombre: string, fullPage = true) {
  await guardarCaptura(page, nombre, { fullPage });
}

const caja = (page: Page, n: number) => page.getByRole('textbox', { name: new RegExp(`^IBAN, casilla ${n} de 5`) });

/** The catalogue banner of a notice (spec §8), by its title. */
const banner = (page: Page, titulo: string) => page.getByRole('alert').filter({ hasText: titulo });

test.describe.configure({ mode: 'serial' });

test.describe('agreements of a company', () => {
  test.beforeEach(async ({ context }) => skipCookieBanner(context));

  let referencia = '';

  test('generates an agreement: IBAN split, first error, contact and account dialogs, the popup and the PDF', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errores: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errores.push(m.text());
    });
    await openAs(page, DEMO_URL, 'Empresa', '/nuevo-convenio-colaboracion');
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo convenio de colaboración' })).toBeVisible();
    const descargar = page.getByRole('button', { name: 'Descargar convenio' });
    await expect(descargar).toBeVisible();
    await captura(page, 'empresa-convenio-nuevo-1280');
    await expectNoSeriousViolations(page, '/nuevo-convenio-colaboracion');

    // An empty form: nothing is asked, the first field of the page (the signer's name) takes the focus.
    await descargar.click();
    const nombre = page.getByRole('textbox', { name: 'Nombre', exact: true });
    await expect(nombre).toBeFocused();
    await expect(nombre).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    // Direct debit shows the profile's IBAN masked; to change it, a whole IBAN filled into the first box is split across the five.
    await page.getByRole('radio', { name: /^Domiciliación bancaria/ }).click();
    await page.getByRole('button', { name: 'Cambiar cuenta' }).click();
    await caja(page, 1).focus();
    await caja(page, 1).fill('');
    await page.keyboard.insertText(IBAN);
    await expect(caja(page, 5)).toHaveValue('0200051332');
    await expect(caja(page, 1)).toHaveValue('ES91');
    await expect(caja(page, 2)).toHaveValue('2100');
    await expect(caja(page, 3)).toHaveValue('0418');
    await expect(caja(page, 4)).toHaveValue('45');

    await nombre.fill('Marta');
    await page.getByRole('textbox', { name: 'Apellidos', exact: true }).fill('Soler Vidal');
    await page.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(`marta.${sufijo}@ejemplo.es`);
    await page.getByRole('textbox', { name: 'Cargo', exact: true }).fill('Directora general');
    await page.getByRole('radio', { name: /^Digital, con certificado/ }).click();

    // A new management contact in its dialog: it becomes the agreement's.
    await page.getByRole('button', { name: 'Añadir un nuevo contacto' }).click();
    const dialogoContacto = page.getByRole('dialog', { name: 'Nuevo contacto de gestión' });
    await expect(dialogoContacto).toBeVisible();
    await expectNoSeriousViolations(page, 'nuevo contacto de gestión');
    await dialogoContacto.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Jorge');
    await dialogoContacto.getByRole('textbox', { name: 'Apellidos', exact: true }).fill('Convenio Prueba');
    await dialogoContacto.getByRole('textbox', { name: 'DNI/NIE' }).fill('12345678Z');
    await dialogoContacto.getByRole('textbox', { name: 'Puesto' }).fill('Gestor de convenios');
    await dialogoContacto.getByRole('textbox', { name: 'Correo electrónico' }).fill(contacto.email);
    await dialogoContacto.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('963111222');
    await dialogoContacto.getByRole('textbox', { name: 'Nombre de usuario' }).fill(contacto.nick);
    await dialogoContacto.getByRole('button', { name: 'Añadir contacto' }).click();
    await expect(dialogoContacto).toHaveCount(0);
    await expect(banner(page, 'Datos añadidos')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Contacto de gestión' })).toContainText('Jorge Convenio Prueba');

    // A new fiscal account in its dialog (it starts as the company's own data): it becomes the agreement's.
    await page.getByRole('button', { name: 'Añadir una cuenta fiscal' }).click();
    const dialogoCuenta = page.getByRole('dialog', { name: 'Nueva cuenta fiscal' });
    await expect(dialogoCuenta).toBeVisible();
    await dialogoCuenta.getByRole('textbox', { name: 'Nombre fiscal' }).fill(`Levante Facturación ${sufijo}`);
    await dialogoCuenta.getByRole('switch', { name: 'Enviar las facturas por correo postal' }).click();
    await dialogoCuenta.getByRole('button', { name: 'Añadir cuenta' }).click();
    // Postal invoices need their address (spec §5): refused and focused, then given.
    const envio = dialogoCuenta.getByRole('textbox', { name: 'Dirección de envío de las facturas' });
    await expect(envio).toBeFocused();
    await envio.fill('Apartado de correos 120, 46080 València');
    await dialogoCuenta.getByRole('button', { name: 'Añadir cuenta' }).click();
    await expect(dialogoCuenta).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Cuenta fiscal' })).toContainText(`Levante Facturación ${sufijo}`);

    // The popup: "No" goes back to the form, "Si" generates the agreement and the PDF downloads.
    await descargar.click();
    const popup = page.getByRole('alertdialog', { name: '¿Desea continuar?' });
    await expect(popup).toContainText('se guardarán en el perfil de tu empresa');
    await captura(page, 'empresa-convenio-confirmar-1280', false);
    await popup.getByRole('button', { name: 'No, revisar formulario' }).click();
    await expect(popup).toHaveCount(0);
    await descargar.click();
    const descarga = page.waitForEvent('download');
    await popup.getByRole('button', { name: 'Si, generar convenio' }).click();
    const pdf = await descarga;
    await expect(popup).toHaveCount(0);
    const bytes = readFileSync(await pdf.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(banner(page, 'Convenio añadido')).toBeVisible();
    referencia = pdf.suggestedFilename();
    expect(errores).toEqual([]);
  });

  test('uploads the signed copy of the new agreement: 513 and awaiting validation', async ({ page }) => {
    test.setTimeout(90_000);
    await openAs(page, DEMO_URL, 'Empresa', '/subir-convenio-firmado');
    const tarjetas = page.getByRole('article');
    await expect(tarjetas.first()).toBeVisible();
    await captura(page, 'empresa-convenio-subir-1280');
    await expectNoSeriousViolations(page, '/subir-convenio-firmado');
    // Newest first: the one just generated, not yet signed.
    const nueva = tarjetas.first();
    await expect(nueva).toContainText('Generado, pendiente de firma');
    expect(referencia).toMatch(/\.pdf$/);

    await nueva.getByRole('button', { name: 'Subir la copia firmada' }).click();
    const dialogo = page.getByRole('dialog', { name: /^Subir la copia firmada del convenio/ });
    // Not a PDF by content: refused in the browser with 46's words, nothing sent.
    await dialogo
      .locator('input[type=file]')
      .setInputFiles({ name: 'firmado.pdf', mimeType: 'application/pdf', buffer: Buffer.from('no soy un pdf') });
    await dialogo.getByRole('button', { name: 'Subir', exact: true }).click();
    await expect(dialogo.getByRole('alert')).toBeVisible();
    await dialogo
      .locator('input[type=file]')
      .setInputFiles({ name: 'convenio-firmado.pdf', mimeType: 'application/pdf', buffer: pdfMinimo() });
    await expectNoSeriousViolations(page, 'subir la copia firmada');
    await dialogo.getByRole('button', { name: 'Subir', exact: true }).click();
    await expect(dialogo).toHaveCount(0);
    await expect(banner(page, 'Documentos adjuntados')).toBeVisible();
    await expect(nueva).toContainText('Firmado, pendiente de validación');
    await expect(nueva.getByRole('button', { name: 'Copia firmada (PDF)' })).toBeVisible();
  });

  test('both screens at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await openAs(page, DEMO_URL, 'Empresa', '/nuevo-convenio-colaboracion');
    await expect(page.getByRole('button', { name: 'Descargar convenio' })).toBeVisible();
    await page.getByRole('radio', { name: /^Domiciliación bancaria/ }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // From the top: a full-page capture of a scrolled page paints the fixed header halfway down.
    await page.evaluate(() => window.scrollTo(0, 0));
    await captura(page, 'empresa-convenio-nuevo-360');
    await expectNoSeriousViolations(page, '/nuevo-convenio-colaboracion a 360 px');
    await page.goto('/subir-convenio-firmado');
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await captura(page, 'empresa-convenio-subir-360');
    await expectNoSeriousViolations(page, '/subir-convenio-firmado a 360 px');
  });
});
