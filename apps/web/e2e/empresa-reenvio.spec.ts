import { expect, type Page, test } from '@playwright/test';
import { api } from './support/api';
import { enlaceDelCorreo, esperarCorreo } from './support/buzon';
import { guardarCaptura } from './support/capturas';
import { DEMO_URL } from './support/env';
import { cifNuevo, dniNuevo } from './support/identificadores';
import { skipCookieBanner, staffToken } from './support/session';
import { axeEnLosDosTemas } from './support/teclado';

/**
 * Issue 25, a rejected company sign-up corrected and resent once: a company
 * signs up (API), staff reject it with a structured reason (API, as
 * gestor.demo), and its contact opens the link of the rejection mail
 * (.eml in the demo server's outbox, E2E_DATA_DIR): no login, the reason,
 * the sign-up's steps prefilled, walked with the keyboard, one field
 * corrected, resent, confirmed. Staff's queue has it again, marked; a second
 * visit of the link says it is used; a second rejection is final and mails
 * no link. Screenshots at 1280 and 360 px, axe in light and dark.
 */
const sufijo = Date.now().toString(36);
const alta = {
  cif: cifNuevo(),
  nombreFiscal: `Reenvío ${sufijo} S.L.`,
  nick: `reenvio.${sufijo}`,
  email: `lola.reenvio.${sufijo}@correo-personal.es`,
  corregido: `seleccion.${sufijo}@reenvio-${sufijo}.es`,
};
const RUTA = '/alta-empresa/corregir';

const anchoDocumento = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function captura(page: Page, nombre: string) {
  await guardarCaptura(page, nombre, { fullPage: true });
}

test.describe('una solicitud de alta rechazada se corrige y se reenvía una vez', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(!process.env.E2E_DATA_DIR, 'needs scripts/e2e.mjs (E2E_DATA_DIR)');

  let token = '';
  let idEmpresa = 0;

  test.beforeEach(async ({ context }) => {
    await skipCookieBanner(context);
  });

  test('staff reject a new sign-up with a reason: its contact is mailed the link', async ({ request }) => {
    await api(request, DEMO_URL, 'solicitarCuentaEmpresa', {
      empresa: {
        cif: alta.cif,
        nombreFiscal: alta.nombreFiscal,
        nombreComercial: `Reenvío ${sufijo}`,
        idSector: 3,
        idTipoEmpresa: 1,
        startup: false,
        direccion: 'Calle de la Paz, 4',
        cp: '46003',
        idPais: 1,
        idProvincia: 46,
        localidad: 'València',
        telefono: '963111222',
      },
      contacto: {
        nombre: 'Lola',
        apellidos: 'Reenvío Prueba',
        puesto: 'Responsable de selección',
        nif: dniNuevo(),
        email: alta.email,
        telefono1: '611223344',
        direccion: 'Calle de la Paz, 4',
        cp: '46003',
        idPais: 1,
        idProvincia: 46,
        localidad: 'València',
        nick: alta.nick,
      },
      aceptaPrivacidad: true,
    });
    const gestor = await staffToken(request, DEMO_URL);
    const pendiente = (await api(request, DEMO_URL, 'empresasPendientes', {}, gestor)).find((e) => e.cif === alta.cif);
    expect(pendiente).toMatchObject({ reenviada: false, reenvios: 0 });
    idEmpresa = pendiente?.idEmpresa ?? 0;
    await api(
      request,
      DEMO_URL,
      'rechazarEmpresa',
      { id: idEmpresa, idMotivo: 'correoPersonal', motivo: 'Usad una dirección de correo de la empresa.' },
      gestor,
    );
    const correo = await esperarCorreo(alta.email);
    expect(correo.text).toContain('enviarla de nuevo, una sola vez');
    token = (await enlaceDelCorreo(alta.email, RUTA)).token;
    expect(token).toMatch(/^[0-9a-f]{32}$/);
  });

  test('the contact reads the reason, corrects the e-mail by keyboard and resends', async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${RUTA}?token=${token}`);
    // The token leaves the address once read; no login is asked for.
    await expect(page).toHaveURL(new RegExp(`${RUTA}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Corregir la solicitud de alta' })).toBeVisible();
    const motivo = page.getByRole('region', { name: 'Por qué no se aceptó la solicitud' });
    await expect(motivo.getByText('El correo de contacto es personal, no de la empresa')).toBeVisible();
    await expect(motivo.getByText('Usad una dirección de correo de la empresa.')).toBeVisible();
    await expect(motivo.getByText(/una sola vez/)).toBeVisible();
    await expect(page.getByLabel('CIF', { exact: true })).toHaveValue(alta.cif);
    await captura(page, 'empresa-reenvio-motivo-1280');
    await axeEnLosDosTemas(page, `${RUTA}, motivo y CIF`);

    await page.setViewportSize({ width: 360, height: 780 });
    expect(await anchoDocumento(page)).toBeLessThanOrEqual(360);
    await captura(page, 'empresa-reenvio-motivo-360');
    await axeEnLosDosTemas(page, `${RUTA} a 360 px`);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Keyboard: Enter in a field sends its step; the next step's heading takes the focus.
    await page.getByLabel('CIF', { exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Datos de la empresa' })).toBeFocused();
    await expect(page.getByLabel('Nombre fiscal', { exact: true })).toHaveValue(alta.nombreFiscal);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Nombre fiscal', { exact: true })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'Persona de contacto' })).toBeFocused();
    const email = page.getByLabel('Correo electrónico', { exact: true });
    await expect(email).toHaveValue(alta.email);
    await expect(page.getByLabel('Nombre de usuario', { exact: true })).toHaveValue(alta.nick);
    await email.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(alta.corregido);
    const privacidad = page.getByRole('checkbox', { name: /política de privacidad/ });
    await privacidad.focus();
    await page.keyboard.press('Space');
    await expect(privacidad).toBeChecked();
    await captura(page, 'empresa-reenvio-contacto-1280');
    const reenviar = page.getByRole('button', { name: 'Reenviar la solicitud' });
    await reenviar.focus();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'Solicitud reenviada' })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: alta.corregido })).toBeVisible();
    await captura(page, 'empresa-reenvio-enviada-1280');
    await axeEnLosDosTemas(page, `${RUTA}, reenviada`);
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await anchoDocumento(page)).toBeLessThanOrEqual(360);
    await captura(page, 'empresa-reenvio-enviada-360');

    // Staff's queue has it again, marked as resent, with the corrected e-mail.
    const gestor = await staffToken(request, DEMO_URL);
    const fila = (await api(request, DEMO_URL, 'empresasPendientes', {}, gestor)).find((e) => e.idEmpresa === idEmpresa);
    expect(fila).toMatchObject({ reenviada: true, reenvios: 1, contactos: [{ email: alta.corregido }] });
  });

  test('a second visit of the link says it is used', async ({ page }) => {
    for (const [ancho, alto] of [
      [360, 780],
      [1280, 900],
    ] as const) {
      await page.setViewportSize({ width: ancho, height: alto });
      await page.goto(`${RUTA}?token=${token}`);
      await expect(page.getByRole('heading', { name: 'Este enlace ya se usó' })).toBeVisible();
      await expect(page.getByLabel('CIF', { exact: true })).toHaveCount(0);
      expect(await anchoDocumento(page)).toBeLessThanOrEqual(ancho);
      await captura(page, `empresa-reenvio-usado-${ancho}`);
    }
    await axeEnLosDosTemas(page, `${RUTA}, enlace usado`);
  });

  test('a second rejection is final: its mail says so and carries no link', async ({ request }) => {
    const gestor = await staffToken(request, DEMO_URL);
    await api(request, DEMO_URL, 'rechazarEmpresa', { id: idEmpresa, idMotivo: 'noEsEmpresa' }, gestor);
    const correo = await esperarCorreo(alta.corregido);
    expect(correo.text).toContain('esta decisión es definitiva');
    expect(correo.text).not.toContain(RUTA);
    const pendientes = await api(request, DEMO_URL, 'empresasPendientes', {}, gestor);
    expect(pendientes.some((e) => e.idEmpresa === idEmpresa)).toBe(false);
  });
});
