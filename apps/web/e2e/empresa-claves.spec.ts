import { expect, type Page, test } from '@playwright/test';
import { api } from './support/api';
import { expectNoSeriousViolations } from './support/axe';
import { enlaceDelCorreo } from './support/buzon';
import { guardarCaptura } from './support/capturas';
import { DEMO_URL } from './support/env';
import { cifNuevo, dniNuevo } from './support/identificadores';
import { skipCookieBanner, staffToken } from './support/session';

/**
 * Issue 12, a company's passwords: a company signs up through the API and
 * staff validate it; its contact follows the validation mail's
 * /establecer-login link, sets the password (514), logs in and the missing
 * company data popup (a new company has no phone or description) leads to
 * /mi-empresa#datos. Then the contact forgets it: the reminder by username
 * (505), the mailed /restablecer-login link, a new password (508), and in.
 * No shared demo account is touched. Mails are .eml files in the demo
 * server's DATA_DIR/outbox (E2E_DATA_DIR), as scripts/e2e.mjs starts it.
 */

const sufijo = Date.now().toString(36);
const cuenta = {
  cif: cifNuevo(),
  nick: `claves.${sufijo}`,
  email: `ana.claves.${sufijo}@ejemplo.es`,
  primera: 'Primera2026',
  nueva: 'Segunda2027',
};

const direccion = {
  direccion: 'Calle de la Paz, 4',
  cp: '46003',
  idPais: 1,
  idProvincia: 46,
  localidad: 'València',
};

/** The validation mail's link, once the first test has used it. */
let enlaceEstablecerUsado = '';

async function entrarComoEmpresa(page: Page, usuario: string, password: string) {
  const form = page.getByRole('tabpanel', { name: 'Empresas' });
  await form.getByLabel('Usuario o e-mail').fill(usuario);
  await form.getByLabel('Contraseña', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Entrar' }).click();
}

test.describe('contraseñas de empresa', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(!process.env.E2E_DATA_DIR, 'needs scripts/e2e.mjs (E2E_DATA_DIR)');

  test.beforeEach(async ({ context }) => {
    await skipCookieBanner(context);
  });

  test.beforeAll(async ({ request }) => {
    await api(request, DEMO_URL, 'solicitarCuentaEmpresa', {
      empresa: {
        cif: cuenta.cif,
        nombreFiscal: `Claves ${sufijo} S.L.`,
        nombreComercial: `Claves ${sufijo}`,
        idSector: 9,
        idTipoEmpresa: 1,
        startup: true,
        ...direccion,
      },
      contacto: {
        nombre: 'Ana',
        apellidos: 'Claves Prueba',
        puesto: 'Responsable de selección',
        nif: dniNuevo(),
        email: cuenta.email,
        telefono1: '611223344',
        nick: cuenta.nick,
        ...direccion,
      },
      aceptaPrivacidad: true,
    });
    const token = await staffToken(request, DEMO_URL);
    const pendientes = await api(request, DEMO_URL, 'empresasPendientes', {}, token);
    const nueva = pendientes.find((e) => e.cif === cuenta.cif);
    expect(nueva, 'la empresa espera validación').toBeTruthy();
    await api(request, DEMO_URL, 'validarEmpresa', { id: nueva?.idEmpresa ?? 0 }, token);
  });

  test('the new contact sets the first password from the mail (514), logs in, and the missing-data popup leads to /mi-empresa#datos, where they are completed', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 860 });
    const token = (await enlaceDelCorreo(cuenta.email, '/establecer-login', 1)).token;
    await page.goto(`/establecer-login?token=${token}`);
    // Read, then dropped from the address (and from history).
    await expect(page).toHaveURL(/\/establecer-login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Establecer contraseña' })).toBeVisible();
    await guardarCaptura(page, 'empresa-establecer-1280', { fullPage: true });
    await expectNoSeriousViolations(page, '/establecer-login');

    await page.getByLabel('Nueva contraseña', { exact: true }).fill(cuenta.primera);
    await page.getByLabel('Repite la nueva contraseña').fill('Distinta2026');
    await page.getByRole('button', { name: 'Establecer contraseña' }).click();
    await expect(page.getByLabel('Repite la nueva contraseña')).toBeFocused();
    await page.getByLabel('Repite la nueva contraseña').fill(cuenta.primera);
    await page.getByRole('button', { name: 'Establecer contraseña' }).click();

    await expect(page).toHaveURL(/\/login\/empresas$/);
    await expect(page.getByText('Tu contraseña se ha establecido. Ya puedes iniciar sesión.')).toBeVisible();
    await guardarCaptura(page, 'empresa-establecer-514-1280', { fullPage: true });

    await entrarComoEmpresa(page, cuenta.nick, cuenta.primera);
    const rgpd = page.getByRole('dialog', { name: 'Protección de datos' });
    const popup = page.getByRole('dialog', { name: 'Faltan datos de tu empresa' });
    await expect(rgpd.or(popup)).toBeVisible();
    if (await rgpd.isVisible()) await rgpd.getByRole('button', { name: 'Acepto y continúo' }).click();
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('Te damos la bienvenida al portal: es tu primer acceso.');
    const faltan = popup.getByRole('list');
    await expect(faltan).toContainText('Teléfono');
    await expect(faltan).toContainText('Descripción de la empresa');
    await guardarCaptura(page, 'empresa-aviso-datos-1280');
    await expectNoSeriousViolations(page, 'popup de datos de la empresa');

    await popup.getByRole('link', { name: 'Completar los datos de la empresa' }).click();
    await expect(page).toHaveURL(/\/mi-empresa#datos$/);
    await expect(popup).toBeHidden();

    // Completes what the popup named, in Mi empresa; back home, nothing is missing any more.
    const datos = page.getByRole('region', { name: 'Datos de la empresa' });
    await datos.getByLabel('Teléfono', { exact: true }).fill('963 222 333');
    await datos
      .getByLabel('Descripción de la empresa', { exact: true })
      .fill('Empresa dada de alta por las pruebas del navegador.');
    await datos.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('La descripción de la empresa se ha guardado.')).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: /^Faltan/ })).toHaveCount(0);
    enlaceEstablecerUsado = token;
  });

  test('the contact forgets it: reminder by username (505), the mailed link, a new password (508) at 360 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/login/empresas');
    await page.getByRole('tabpanel', { name: 'Empresas' }).getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
    await expect(page).toHaveURL(/\/restablecer-login$/);
    await page.getByLabel('CIF o nombre de usuario').fill(cuenta.nick);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByText('Te hemos enviado un enlace para recuperar tu contraseña.')).toBeVisible();
    await guardarCaptura(page, 'empresa-restablecer-505-360', { fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousViolations(page, '/restablecer-login');

    // The validation mail was the first; the reminder is the second.
    const token = (await enlaceDelCorreo(cuenta.email, '/restablecer-login', 2)).token;
    await page.goto(`/restablecer-login?token=${token}`);
    await expect(page).toHaveURL(/\/restablecer-login$/);
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(cuenta.nueva);
    await page.getByLabel('Repite la nueva contraseña').fill(cuenta.nueva);
    await guardarCaptura(page, 'empresa-restablecer-clave-360', { fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page).toHaveURL(/\/login\/empresas$/);
    await expect(page.getByText('Tu contraseña se ha restablecido. Ya puedes iniciar sesión.')).toBeVisible();
    await guardarCaptura(page, 'empresa-restablecer-508-360', { fullPage: true });

    // Single use: the same link again asks for a new one (42).
    await page.goto(`/restablecer-login?token=${token}`);
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('Tercera2028');
    await page.getByLabel('Repite la nueva contraseña').fill('Tercera2028');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByText('El enlace ha caducado o ya se ha utilizado. Solicita uno nuevo.')).toBeVisible();
    await expect(page.getByLabel('CIF o nombre de usuario')).toBeFocused();
    await guardarCaptura(page, 'empresa-restablecer-42-360', { fullPage: true });

    // The old password no longer opens the account; the new one does (its data complete since the first test: no popup).
    await page.goto('/login/empresas');
    await entrarComoEmpresa(page, cuenta.nick, cuenta.primera);
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login\/empresas$/);
    await entrarComoEmpresa(page, cuenta.nick, cuenta.nueva);
    await expect(page).toHaveURL(`${DEMO_URL}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: /^Faltan/ })).toHaveCount(0);
  });

  test('/establecer-login: a used link no longer works (42); without a token, where the link comes from', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`/establecer-login?token=${enlaceEstablecerUsado}`);
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('Tercera2028');
    await page.getByLabel('Repite la nueva contraseña').fill('Tercera2028');
    await page.getByRole('button', { name: 'Establecer contraseña' }).click();
    await expect(page.getByRole('heading', { name: 'El enlace ya no sirve' })).toBeFocused();
    await expect(page.getByText('El enlace ha caducado o ya se ha utilizado. Solicita uno nuevo.')).toBeVisible();
    await guardarCaptura(page, 'empresa-establecer-42-360', { fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.goto('/establecer-login');
    await expect(page.getByRole('heading', { name: 'Abre esta página desde tu correo' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'He olvidado mi contraseña' })).toHaveAttribute('href', '/restablecer-login');
    await guardarCaptura(page, 'empresa-establecer-sin-enlace-360', { fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto('/restablecer-login');
    await expect(page.getByLabel('CIF o nombre de usuario')).toBeVisible();
    await guardarCaptura(page, 'empresa-restablecer-1280', { fullPage: true });
  });
});
