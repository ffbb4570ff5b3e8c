import { expect, type Page, test } from '@playwright/test';
import { type ApiInput, type ApiOutput, api } from './support/api';
import { expectNoSeriousViolations } from './support/axe';
import { enlaceDelCorreo } from './support/buzon';
import { guardarCaptura } from './support/capturas';
import { accounts, DEMO_URL, PASSWORD } from './support/env';
import { cifNuevo, dniNuevo } from './support/identificadores';
import { skipCookieBanner, staffToken, storeSession } from './support/session';

/**
 * Issue 12, a company's account in the browser: a new company signs up at
 * 360 px through the three steps of /solicitar-cuenta and lands on
 * /login/empresas with 503; staff validate it through the API and its
 * contact is mailed the set-password link. Then rrhh.demo, for Grupo
 * Industrial Meseta (the company no other spec edits), saves the company's
 * description in /mi-empresa (507), adds a contact (522, its mail in the
 * outbox) and edits the phone in /mi-perfil; the description and the phone
 * are put back as the demo seeds them. Mails are .eml files in the demo
 * server's DATA_DIR/outbox (E2E_DATA_DIR), as scripts/e2e.mjs starts it.
 */
const MESETA = 'Grupo Industrial Meseta S.A.';

const sufijo = Date.now().toString(36);
const alta = {
  cif: cifNuevo(),
  nombreFiscal: `Alta ${sufijo} S.L.`,
  nick: `alta.${sufijo}`,
  email: `lola.alta.${sufijo}@ejemplo.es`,
};
const nuevoContacto = { nick: `tutor.${sufijo}`, email: `tutor.${sufijo}@ejemplo.es` };

const anchoDocumento = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The whole page; a dialog only as the screen shows it (a full page would stretch its overlay). */
async function captura(page: Page, nombre: string, fullPage = true) {
  await guardarCaptura(page, nombre, { fullPage });
}

/** A Radix select: its trigger (a combobox named by its label), then the option. */
async function elegir(page: Page, campo: string, opcion: string) {
  await page.getByRole('combobox', { name: campo, exact: true }).click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

/** rrhh.demo's token for Grupo Industrial Meseta (the contact of two companies picks one). */
async function tokenRrhh(page: Page) {
  const credenciales = { eUsuario: accounts.rrhh, ePassword: PASSWORD, eAmbito: 'PrivadoEmpresa' } as const;
  const empresas = await api(page.request, DEMO_URL, 'empresasDelUsuario', credenciales);
  const meseta = empresas.find((e) => e.nombre === MESETA);
  expect(meseta, 'rrhh.demo es contacto de Meseta').toBeTruthy();
  return api(page.request, DEMO_URL, 'loginEmpresa', { ...credenciales, eidEmpresa: meseta?.idEmpresa });
}

async function entrarComoRrhh(page: Page, path: string) {
  const datos = await tokenRrhh(page);
  await page.goto('/politica-de-cookies');
  await storeSession(page, datos, 'Empresa');
  await page.goto(path);
  return datos.token;
}

/** An answer's nulls as the inputs' "not given" (the same data saved back). */
const sinNulos = (datos: Record<string, unknown>) => Object.fromEntries(Object.entries(datos).filter(([, v]) => v !== null));

const empresaComoEntrada = ({ idEmpresa, cif, contactos, ...datos }: ApiOutput<'dameDatosEmpresa'>) =>
  sinNulos(datos) as ApiInput<'editaEmpresaCompletos'>;

const contactoComoEntrada = ({ idContacto, nick, ...datos }: ApiOutput<'dameDatosContactoEmpresa'>) =>
  sinNulos(datos) as ApiInput<'editaContactoEmpresa'>;

test.describe('alta de empresa, Mi empresa y Mi perfil', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(!process.env.E2E_DATA_DIR, 'needs scripts/e2e.mjs (E2E_DATA_DIR)');

  test.beforeEach(async ({ context }) => {
    await skipCookieBanner(context);
  });

  test('a new company signs up at 360 px, sees 503 on /login/empresas, and staff validate it', async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/solicitar-cuenta');
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitar cuenta de empresa' })).toBeVisible();
    await expect(page.getByText('Paso 1 de 3')).toBeVisible();

    // A company already in the portal: named, and the person told how to get in; no step 2.
    await page.getByLabel('CIF', { exact: true }).fill('B12345674');
    await page.getByRole('button', { name: 'Continuar' }).click();
    const existe = page.getByRole('status').filter({ hasText: 'Innovación Levante S.L. ya tiene cuenta en el portal' });
    await expect(existe).toBeVisible();
    await expect(existe.getByRole('link', { name: 'recupera tu contraseña' })).toHaveAttribute('href', '/restablecer-login');
    await captura(page, 'empresa-alta-existe-360');
    expect(await anchoDocumento(page)).toBeLessThanOrEqual(360);

    // A malformed CIF (33) is said on the field.
    await page.getByLabel('CIF', { exact: true }).fill('B1234567');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('El formato del CIF no es correcto.')).toBeVisible();
    await expect(page.getByLabel('CIF', { exact: true })).toBeFocused();

    await page.getByLabel('CIF', { exact: true }).fill(alta.cif);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { name: 'Datos de la empresa' })).toBeFocused();
    await expect(page.getByText('Paso 2 de 3')).toBeVisible();

    // Refused by the form first: the first required field is focused.
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByLabel('Nombre fiscal', { exact: true })).toBeFocused();
    await page.getByLabel('Nombre fiscal', { exact: true }).fill(alta.nombreFiscal);
    await page.getByLabel('Nombre comercial', { exact: true }).fill(`Alta ${sufijo}`);
    await elegir(page, 'Sector de actividad', 'Industria alimentaria');
    await elegir(page, 'Tipo de empresa', 'Empresa privada');
    await page.getByRole('radio', { name: 'Sí' }).click();
    await elegir(page, 'Provincia', 'Valencia/València');
    await page.getByRole('combobox', { name: 'Localidad' }).fill('Valè');
    await page.getByRole('option', { name: 'València', exact: true }).click();
    await page.getByLabel('Código postal', { exact: true }).fill('46003');
    await page.getByLabel('Dirección', { exact: true }).fill('Calle de la Paz, 4');
    await page.getByLabel('Teléfono', { exact: true }).fill('963 111 222');
    await page.getByLabel('Descripción de la empresa', { exact: true }).fill('Empresa creada por las pruebas del navegador.');
    expect(await anchoDocumento(page)).toBeLessThanOrEqual(360);
    await captura(page, 'empresa-alta-paso2-360');
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page.getByRole('heading', { name: 'Persona de contacto' })).toBeFocused();
    // The contact's address starts as the company's.
    await expect(page.getByLabel('Código postal', { exact: true })).toHaveValue('46003');
    await page.getByLabel('Nombre', { exact: true }).fill('Lola');
    await page.getByLabel('Apellidos', { exact: true }).fill('Alta Prueba');
    await page.getByLabel('DNI/NIE', { exact: true }).fill(dniNuevo());
    await page.getByLabel('Puesto', { exact: true }).fill('Responsable de selección');
    await page.getByLabel('Correo electrónico', { exact: true }).fill(alta.email);
    await page.getByLabel('Teléfono', { exact: true }).fill('611 223 344');
    await page.getByLabel('Nombre de usuario', { exact: true }).fill(alta.nick);
    await page.getByRole('checkbox', { name: String(new Date().getFullYear()) }).check();
    // Privacy by keyboard: the checkbox is a button that Space ticks.
    const privacidad = page.getByRole('checkbox', { name: /política de privacidad/ });
    await expect(page.getByRole('link', { name: /política de privacidad/ })).toHaveAttribute('href', '/politica-de-privacidad');
    await privacidad.focus();
    await page.keyboard.press('Space');
    await expect(privacidad).toBeChecked();
    expect(await anchoDocumento(page)).toBeLessThanOrEqual(360);
    await captura(page, 'empresa-alta-paso3-360');
    await expectNoSeriousViolations(page, '/solicitar-cuenta, paso 3');

    // Back and forth keeps what was typed.
    await page.getByRole('button', { name: 'Atrás' }).click();
    await expect(page.getByLabel('Nombre fiscal', { exact: true })).toHaveValue(alta.nombreFiscal);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByLabel('Nombre de usuario', { exact: true })).toHaveValue(alta.nick);

    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page).toHaveURL(/\/login\/empresas$/);
    await expect(
      page.getByText('Tu empresa se ha registrado correctamente. Podrás acceder cuando la universidad la valide.'),
    ).toBeVisible();
    await captura(page, 'empresa-alta-503-360');

    // Staff validate it; its contact is mailed the link to set the password.
    const token = await staffToken(request, DEMO_URL);
    const pendientes = await api(request, DEMO_URL, 'empresasPendientes', {}, token);
    const nueva = pendientes.find((e) => e.cif === alta.cif);
    expect(nueva?.nombreFiscal).toBe(alta.nombreFiscal);
    expect(nueva?.contactos.map((c) => c.email)).toEqual([alta.email]);
    await api(request, DEMO_URL, 'validarEmpresa', { id: nueva?.idEmpresa ?? 0 }, token);
    await enlaceDelCorreo(alta.email, '/establecer-login');
  });

  test('rrhh.demo saves the description in /mi-empresa (507) and adds a contact (522, mailed)', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const token = await entrarComoRrhh(page, '/mi-empresa');
    const antes = await api(page.request, DEMO_URL, 'dameDatosEmpresa', {}, token);
    try {
      const datos = page.getByRole('region', { name: 'Datos de la empresa' });
      await expect(datos.getByText('A58818501')).toBeVisible();
      await expect(datos.getByLabel('Nombre fiscal', { exact: true })).toHaveValue(MESETA);
      await captura(page, 'empresa-mi-empresa-1280');
      await expectNoSeriousViolations(page, '/mi-empresa');

      const descripcion = `${antes.descripcion ?? ''} Actualizada por las pruebas ${sufijo}.`.trim();
      await datos.getByLabel('Descripción de la empresa', { exact: true }).fill(descripcion);
      await datos.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(page.getByText('La descripción de la empresa se ha guardado.')).toBeVisible();
      await expect(datos.getByRole('button', { name: 'Descartar cambios' })).toBeHidden();
      expect((await api(page.request, DEMO_URL, 'dameDatosEmpresa', {}, token)).descripcion).toBe(descripcion);

      const contactos = page.getByRole('region', { name: 'Contactos' });
      await expect(contactos.getByRole('listitem').first()).toContainText('Tú');
      await contactos.getByRole('button', { name: 'Añadir contacto' }).click();
      const dialogo = page.getByRole('dialog', { name: 'Añadir contacto' });
      await expect(dialogo).toBeVisible();
      await expect(dialogo.getByLabel('Código postal', { exact: true })).toHaveValue(antes.cp ?? '');
      await dialogo.getByLabel('Nombre', { exact: true }).fill('Tomás');
      await dialogo.getByLabel('Apellidos', { exact: true }).fill(`Tutor ${sufijo}`);
      await dialogo.getByLabel('DNI/NIE', { exact: true }).fill(dniNuevo());
      await dialogo.getByLabel('Puesto', { exact: true }).fill('Tutor de prácticas');
      await dialogo.getByLabel('Correo electrónico', { exact: true }).fill(nuevoContacto.email);
      await dialogo.getByLabel('Teléfono', { exact: true }).fill('622 334 455');
      await dialogo.getByLabel('Nombre de usuario', { exact: true }).fill(nuevoContacto.nick);
      await captura(page, 'empresa-nuevo-contacto-1280', false);
      await expectNoSeriousViolations(page, 'diálogo Añadir contacto');
      await dialogo.getByRole('button', { name: 'Añadir contacto' }).click();

      await expect(dialogo).toBeHidden();
      await expect(
        contactos.getByText(`Hemos enviado un correo a ${nuevoContacto.email} para que establezca su contraseña.`),
      ).toBeVisible();
      const fila = contactos.getByRole('listitem').filter({ hasText: `Tomás Tutor ${sufijo}` });
      await expect(fila).toContainText('Pendiente de activar');
      await enlaceDelCorreo(nuevoContacto.email, '/establecer-login');

      await page.setViewportSize({ width: 360, height: 780 });
      await page.reload();
      await expect(page.getByRole('region', { name: 'Contactos' }).getByText(`Tomás Tutor ${sufijo}`)).toBeVisible();
      expect(await anchoDocumento(page)).toBeLessThanOrEqual(360);
      await captura(page, 'empresa-mi-empresa-360');
    } finally {
      await api(page.request, DEMO_URL, 'editaEmpresaCompletos', empresaComoEntrada(antes), token);
    }
  });

  test('rrhh.demo edits the phone in /mi-perfil', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const token = await entrarComoRrhh(page, '/mi-perfil');
    const antes = await api(page.request, DEMO_URL, 'dameDatosContactoEmpresa', {}, token);
    try {
      const datos = page.getByRole('region', { name: 'Mis datos' });
      await expect(datos.getByText(accounts.rrhh)).toBeVisible();
      await expect(datos.getByLabel('Teléfono', { exact: true })).toHaveValue(antes.telefono1 ?? '');
      await captura(page, 'empresa-mi-perfil-1280');
      await expectNoSeriousViolations(page, '/mi-perfil');

      await datos.getByLabel('Teléfono', { exact: true }).fill('600 987 654');
      await datos.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(datos.getByText('Tus datos se han guardado.')).toBeVisible();
      await page.reload();
      await expect(page.getByRole('region', { name: 'Mis datos' }).getByLabel('Teléfono', { exact: true })).toHaveValue(
        '600 987 654',
      );

      await page.setViewportSize({ width: 360, height: 780 });
      await expect(page.getByRole('region', { name: 'Cambiar contraseña' })).toBeVisible();
      expect(await anchoDocumento(page)).toBeLessThanOrEqual(360);
      await captura(page, 'empresa-mi-perfil-360');
      // The dark theme as lib/dark-mode sets it: the class on <html> and the stored choice.
      await page.evaluate(() => {
        localStorage.setItem('darkMode', 'true');
        document.documentElement.classList.add('dark');
      });
      await captura(page, 'empresa-mi-perfil-oscuro-360');
      await page.evaluate(() => localStorage.setItem('darkMode', 'false'));
    } finally {
      await api(page.request, DEMO_URL, 'editaContactoEmpresa', contactoComoEntrada(antes), token);
    }
  });
});
