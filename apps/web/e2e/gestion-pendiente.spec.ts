import { expect, type Locator, type Page, test } from '@playwright/test';
import { api } from './support/api';
import { enlaceDelCorreo } from './support/buzon';
import { guardarCaptura } from './support/capturas';
import { vigilarConsola } from './support/empresa-api';
import { DEMO_URL, PASSWORD } from './support/env';
import { cifNuevo, dniNuevo } from './support/identificadores';
import { skipCookieBanner } from './support/session';
import { axeEnLosDosTemas, entrarAGestionConTeclado } from './support/teclado';

/*
 * Issue 25's done-when, keyboard only: empresas.demo signs in at /login/gestion; on the Pendiente home it
 * opens "Empresas por validar" with Enter, validates the demo's pending company (Albufera Ambiental, seeded
 * by demo/demo-pendiente.ts), opens "Ofertas por validar", validates that company's first offer and declines
 * the other with a structured reason in the shared dialog. Each count goes down without a reload. axe finds
 * nothing serious or critical on the open panels and the dialog, at 1280 and 360 px, light and dark. Then the
 * company's contact follows the validation mail's link, sets a password, signs in and reads both decisions.
 * A second journey at 360 px validates a company that signed up during the test. Nothing else touches the
 * demo's pending company.
 */

const EMPRESA = 'Albufera Ambiental';
const CONTACTO = 'nuria.peris@albuferaambiental.example.es';
const PRIMERA = 'Técnico/a de calidad de aguas';
const SEGUNDA = 'Agente comercial de depuradoras domésticas';
const CLAVE_EMPRESA = 'Albufera2026';

const anchos = [
  { name: '1280', width: 1280, height: 900 },
  { name: '360', width: 360, height: 740 },
] as const;

/** Presses Tab until `destino` has the focus: reachable by the keyboard, in the page's own order. */
async function tabA(page: Page, destino: Locator, maximo = 40) {
  for (let n = 0; n < maximo; n++) {
    if (await destino.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${destino}`);
}

/**
 * The count a card of the queue shows (its first figure). Other specs decide and create offers and companies on
 * the same server at the same time, so a decision is checked as the count going down, never by an exact figure.
 */
async function cuenta(tarjeta: Locator) {
  return Number((await tarjeta.textContent())?.match(/^\s*(\d+)/)?.[1] ?? Number.NaN);
}

/** axe in both themes at both widths, with a full-page screenshot at each width; back at `vuelta` after. */
async function revisar(page: Page, que: string, vuelta: (typeof anchos)[number]) {
  for (const ancho of anchos) {
    await page.setViewportSize(ancho);
    await axeEnLosDosTemas(page, `${que} ${ancho.name}`);
    await guardarCaptura(page, `gestion-pendiente-${que}-${ancho.name}`, { fullPage: true });
  }
  await page.setViewportSize(vuelta);
}

async function entrarComoGestor(page: Page, usuario: string) {
  await entrarAGestionConTeclado(page, usuario, PASSWORD);
}

test.describe('Pendiente: decided in place', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(!process.env.E2E_DATA_DIR, 'needs scripts/e2e.mjs (E2E_DATA_DIR)');

  test.beforeEach(async ({ context }) => {
    await skipCookieBanner(context);
  });

  test('empresas.demo validates the pending company and its first offer, declines the other, by keyboard', async ({ page }) => {
    // Twelve axe runs (three states, two widths, two themes) on a loaded 2-core machine.
    test.setTimeout(360_000);
    const errores = vigilarConsola(page);
    const ancho = anchos[0];
    await page.setViewportSize(ancho);
    await entrarComoGestor(page, 'empresas.demo');
    // A page that reloads loses this mark: the counts below must move without one.
    await page.evaluate(() => {
      (window as unknown as { sinRecargar: boolean }).sinRecargar = true;
    });

    // Companies: Enter on the card opens its oldest in place; the demo's sign-up heads the list.
    const empresas = page.getByRole('button', { name: /Empresas por validar/ });
    await expect(empresas).toHaveAttribute('aria-expanded', 'false');
    const empresasAntes = await cuenta(empresas);
    expect(empresasAntes).toBeGreaterThanOrEqual(1);
    await tabA(page, empresas);
    await page.keyboard.press('Enter');
    await expect(empresas).toHaveAttribute('aria-expanded', 'true');
    const panelEmpresas = page.getByRole('region', { name: /Empresas por validar/ });
    const fila = panelEmpresas.getByRole('listitem').filter({ has: page.getByRole('heading', { name: EMPRESA }) });
    await expect(fila).toContainText(`Contacto: Nuria Peris Llorens · ${CONTACTO}`);
    await revisar(page, 'empresas', ancho);

    // Escape closes it and the focus is back on the card; Enter opens it again.
    await fila.getByRole('button', { name: `Validar: ${EMPRESA}` }).focus();
    await page.keyboard.press('Escape');
    await expect(panelEmpresas).toBeHidden();
    await expect(empresas).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panelEmpresas).toBeVisible();

    // Validate it: the row leaves, the count goes down, the live region says so.
    const validarEmpresa = fila.getByRole('button', { name: `Validar: ${EMPRESA}` });
    await tabA(page, validarEmpresa);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: `${EMPRESA} validada` })).toBeVisible();
    await expect(fila).toHaveCount(0);
    if (empresasAntes > 1) await expect.poll(() => cuenta(empresas)).toBeLessThan(empresasAntes);
    else await expect(panelEmpresas.getByText('No queda nada de este tipo')).toBeVisible();
    await expect(page.locator(':focus')).not.toHaveCount(0);
    // Escape closes it; a kind with nothing left loses its card, and the focus goes to the next card.
    const ofertas = page.getByRole('button', { name: /Ofertas por validar/ });
    await page.keyboard.press('Escape');
    await expect(empresasAntes > 1 ? empresas : ofertas).toBeFocused();

    // Offers: its two offers are the oldest waiting; validate the first.
    const ofertasAntes = await cuenta(ofertas);
    await tabA(page, ofertas);
    await page.keyboard.press('Enter');
    const panelOfertas = page.getByRole('region', { name: /Ofertas por validar/ });
    const primera = panelOfertas.getByRole('listitem').filter({ has: page.getByRole('heading', { name: PRIMERA }) });
    const segunda = panelOfertas.getByRole('listitem').filter({ has: page.getByRole('heading', { name: SEGUNDA }) });
    await expect(primera).toContainText(EMPRESA);
    await expect(segunda).toBeVisible();
    await revisar(page, 'ofertas', ancho);
    await tabA(page, primera.getByRole('button', { name: `Validar: ${PRIMERA}` }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: `«${PRIMERA}» validada y publicada.` })).toBeVisible();
    await expect(primera).toHaveCount(0);
    await expect.poll(() => cuenta(ofertas)).toBeLessThan(ofertasAntes);

    // Decline the other: "Rechazar…", a reason of the list, the words, Rechazar.
    await tabA(page, segunda.getByRole('button', { name: `Rechazar…: ${SEGUNDA}` }));
    await page.keyboard.press('Enter');
    const dialogo = page.getByRole('dialog', { name: `Rechazar: ${SEGUNDA}` });
    await expect(dialogo).toBeVisible();
    await tabA(page, dialogo.getByRole('button', { name: 'Rechazar', exact: true }));
    await page.keyboard.press('Enter');
    await expect(dialogo.getByRole('alert')).toHaveText('Elige un motivo');
    await revisar(page, 'rechazo', ancho);
    // The missing reason took the focus to the first of the list; the arrows move through it (one Tab stop)
    // and Space picks one.
    await expect(dialogo.getByRole('radio', { name: 'La retribución está por debajo del mínimo legal' })).toBeFocused();
    const motivo = dialogo.getByRole('radio', { name: 'Pide un pago o una inversión a quien se inscribe' });
    await page.keyboard.press('ArrowDown');
    await expect(motivo).toBeFocused();
    if (!(await motivo.isChecked())) await page.keyboard.press('Space');
    await expect(motivo).toBeChecked();
    await tabA(page, dialogo.getByLabel('Detalle para la empresa (opcional)'));
    await page.keyboard.type('Cobra a cada agente el kit de demostración.');
    await tabA(page, dialogo.getByRole('button', { name: 'Rechazar', exact: true }));
    await page.keyboard.press('Enter');
    await expect(dialogo).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `«${SEGUNDA}» rechazada` })).toBeVisible();
    await expect(segunda).toHaveCount(0);
    await expect.poll(() => cuenta(ofertas)).toBeLessThanOrEqual(ofertasAntes - 2);
    // The focus stayed in the list (the next offer, or the card when none is left), not on the page's top.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('li') !== null && document.activeElement !== document.body))
      .toBe(true);
    // The live region's outcome in both themes; the widths were checked on the same panel above.
    await axeEnLosDosTemas(page, 'decided 1280');
    for (const a of anchos) {
      await page.setViewportSize(a);
      await guardarCaptura(page, `gestion-pendiente-decididas-${a.name}`, { fullPage: true });
    }
    await page.setViewportSize(ancho);

    expect(await page.evaluate(() => (window as unknown as { sinRecargar?: boolean }).sinRecargar)).toBe(true);
    expect(errores, 'console errors').toEqual([]);
  });

  test('the company reads the decisions: sets its password, signs in, resubmits the declined offer once', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(anchos[0]);
    const { token } = await enlaceDelCorreo(CONTACTO, '/establecer-login');
    await page.goto(`/establecer-login?token=${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Establecer contraseña' })).toBeVisible();
    await page.getByLabel('Nueva contraseña', { exact: true }).focus();
    await page.keyboard.type(CLAVE_EMPRESA);
    await page.getByLabel('Repite la nueva contraseña').focus();
    await page.keyboard.type(CLAVE_EMPRESA);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login\/empresas$/);
    await expect(page.getByText('Tu contraseña se ha establecido. Ya puedes iniciar sesión.')).toBeVisible();

    const form = page.getByRole('tabpanel', { name: 'Empresas' });
    await form.getByLabel('Usuario o e-mail').focus();
    await page.keyboard.type('albufera.demo');
    await form.getByLabel('Contraseña', { exact: true }).focus();
    await page.keyboard.type(CLAVE_EMPRESA);
    await page.keyboard.press('Enter');
    // First access: the privacy text (on the login page itself) and the company's missing data may ask first.
    const rgpd = page.getByRole('dialog', { name: 'Protección de datos' });
    const popup = page.getByRole('dialog', { name: /^Faltan datos/ });
    for (let vez = 0; vez < 2; vez++) {
      const pregunta = await rgpd
        .or(popup)
        .first()
        .waitFor({ timeout: 5_000 })
        .then(() => true)
        .catch(() => false);
      if (!pregunta) break;
      if (await rgpd.isVisible()) {
        await rgpd.getByRole('button', { name: 'Acepto y continúo' }).focus();
        await page.keyboard.press('Enter');
        await expect(rgpd).toBeHidden();
      } else {
        await page.keyboard.press('Escape');
        await expect(popup).toBeHidden();
      }
    }
    await expect(page).not.toHaveURL(/\/login\//);

    await page.goto('/mis-ofertas');
    const publicada = page.getByRole('article', { name: PRIMERA, exact: true });
    const rechazada = page.getByRole('article', { name: SEGUNDA, exact: true });
    await expect(publicada.getByText('Publicada', { exact: true })).toBeVisible();
    await expect(rechazada.getByText('Rechazada por la universidad', { exact: true })).toBeVisible();
    await guardarCaptura(page, 'gestion-pendiente-empresa-ofertas-1280', { fullPage: true });

    // The declined one: the reason as staff gave it, and one resubmission (decision 040), by keyboard.
    await rechazada.getByRole('link', { name: SEGUNDA, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: SEGUNDA })).toBeVisible();
    const aviso = page.getByRole('status').filter({ hasText: 'La universidad ha rechazado la oferta' });
    await expect(aviso).toContainText('Cobra a cada agente el kit de demostración.');
    await expect(aviso).toContainText('Puedes corregirla y reenviarla a validación una sola vez');
    await guardarCaptura(page, 'gestion-pendiente-empresa-rechazada-1280', { fullPage: true });
    await axeEnLosDosTemas(page, 'declined offer, company 1280');
    await aviso.getByRole('button', { name: 'Reenviar a validación' }).focus();
    await page.keyboard.press('Enter');
    const confirmar = page.getByRole('dialog', { name: '¿Reenviar la oferta a validación?' });
    await expect(confirmar).toBeVisible();
    await confirmar.getByRole('button', { name: 'Reenviar', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(confirmar).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'La reenviaste corregida tras el rechazo' })).toBeVisible();
    await expect(page.getByText('Pendiente de validación', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reenviar a validación' })).toHaveCount(0);
  });

  test('at 360 px a company that signed up now is validated from the home by keyboard', async ({ page, request }) => {
    test.setTimeout(120_000);
    const ancho = anchos[1];
    const sufijo = Date.now().toString(36);
    const nombre = `Pendiente ${sufijo}`;
    const direccion = { direccion: 'Calle de la Paz, 4', cp: '46003', idPais: 1, idProvincia: 46, localidad: 'València' };
    await api(request, DEMO_URL, 'solicitarCuentaEmpresa', {
      empresa: {
        cif: cifNuevo(),
        nombreFiscal: `${nombre} S.L.`,
        nombreComercial: nombre,
        idSector: 9,
        idTipoEmpresa: 1,
        startup: true,
        ...direccion,
      },
      contacto: {
        nombre: 'Pau',
        apellidos: 'Pendiente Prueba',
        puesto: 'Gerente',
        nif: dniNuevo(),
        email: `pau.${sufijo}@ejemplo.es`,
        telefono1: '611223344',
        nick: `pendiente.${sufijo}`,
        ...direccion,
      },
      aceptaPrivacidad: true,
    });

    await page.setViewportSize(ancho);
    await entrarComoGestor(page, 'empresas.demo');
    const empresas = page.getByRole('button', { name: /Empresas por validar/ });
    const antes = await cuenta(empresas);
    await tabA(page, empresas);
    await page.keyboard.press('Enter');
    const fila = page
      .getByRole('region', { name: /Empresas por validar/ })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: nombre }) });
    await expect(fila).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'sideways at 360').toBeLessThanOrEqual(ancho.width);
    await tabA(page, fila.getByRole('button', { name: `Validar: ${nombre}` }), 80);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: `${nombre} validada` })).toBeVisible();
    await expect(fila).toHaveCount(0);
    if (antes > 1) await expect.poll(() => cuenta(empresas)).toBeLessThan(antes);
    await axeEnLosDosTemas(page, 'after a decision 360');
    await guardarCaptura(page, 'gestion-pendiente-validada-360', { fullPage: true });
  });
});
