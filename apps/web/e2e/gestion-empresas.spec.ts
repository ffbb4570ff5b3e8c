import { expect, type Page, test } from '@playwright/test';
import { api } from './support/api';
import { guardarCaptura } from './support/capturas';
import { vigilarConsola } from './support/empresa-api';
import { PASSWORD, screenshotPath } from './support/env';
import { cifNuevo, dniNuevo } from './support/identificadores';
import { skipCookieBanner } from './support/session';
import { axeEnLosDosTemas, entrarAGestionConTeclado } from './support/teclado';

/*
 * Issue 25's Empresas area: a member of "empresas y ofertas" signs in at /login/gestion with the keyboard,
 * opens Empresas from the menu, searches and filters the list (both kept in the address), opens a pending
 * company made for the test through the public sign-up and validates it; then opens a demo company no other
 * spec signs in as (it has no contacts: no one is signed out by the block), blocks it with a reason and
 * unblocks it. Solo lectura reads the same page without a decision. axe finds nothing serious or critical on
 * the list, the page, the dialogs and the read-only page, at 1280 and 360 px, light and dark.
 */
const casos = [
  { name: '1280', viewport: { width: 1280, height: 900 }, demo: { cif: 'A48120570', nombre: 'Ingeniería Nervión S.A.' } },
  { name: '360', viewport: { width: 360, height: 740 }, demo: { cif: 'B30614234', nombre: 'Ortega y Sanz Abogados S.L.P.' } },
] as const;

/** A company's sign-up as /solicitar-cuenta sends it: it waits for the university's validation. */
async function altaPendiente(request: Parameters<typeof api>[0], base: string, nombre: string) {
  const sufijo = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const direccion = { direccion: 'Calle de la Paz, 4', cp: '46003', idPais: 1, idProvincia: 46, localidad: 'València' };
  await api(request, base, 'solicitarCuentaEmpresa', {
    empresa: {
      cif: cifNuevo(),
      nombreFiscal: nombre,
      nombreComercial: `${nombre} comercial`,
      idSector: 9,
      idTipoEmpresa: 1,
      startup: false,
      ...direccion,
    },
    contacto: {
      nombre: 'Irene',
      apellidos: 'Alta Pendiente',
      puesto: 'Responsable de personas',
      nif: dniNuevo(),
      email: `irene.${sufijo}@ejemplo.es`,
      telefono1: '611223344',
      nick: `irene.${sufijo}`,
      ...direccion,
    },
    aceptaPrivacidad: true,
  });
}

/** The staff menu: the sidebar from 1024 px, the drawer below (opened with its button). */
async function abrirDelMenu(page: Page, estrecho: boolean, nombre: string) {
  if (estrecho) {
    await page.getByRole('button', { name: 'Abrir el menú' }).focus();
    await page.keyboard.press('Enter');
  }
  const enlace = page.getByRole('navigation', { name: /menú|gestión/i }).getByRole('link', { name: nombre, exact: true });
  await enlace.first().focus();
  await page.keyboard.press('Enter');
}

/** A Radix select by keyboard: Enter opens it on the chosen option, the arrows move to `opcion`, Enter picks it. */
async function elegir(page: Page, etiqueta: string, opcion: string) {
  await page.getByLabel(etiqueta, { exact: true }).focus();
  await page.keyboard.press('Enter');
  const lista = page.getByRole('listbox');
  await expect(lista).toBeVisible();
  // The open list focuses the chosen option first; only then do the arrows move from it.
  await expect(lista.locator('[role="option"]:focus')).toHaveCount(1);
  const destino = lista.getByRole('option', { name: opcion, exact: true });
  for (let n = 0; n < 10 && !(await destino.evaluate((el) => el === document.activeElement)); n++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(destino).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(lista).toBeHidden();
}

for (const caso of casos) {
  test(`companies by keyboard at ${caso.name} px: search, filter, validate, block with a reason, unblock, read only, axe`, async ({
    page,
    context,
    request,
    baseURL,
    browser,
  }) => {
    test.setTimeout(420_000);
    const base = baseURL ?? '';
    const estrecho = caso.viewport.width < 1024;
    const errores = vigilarConsola(page);
    const pendiente = `Alta Teclado ${caso.name} ${Date.now().toString(36)} S.L.`;
    await altaPendiente(request, base, pendiente);
    // A retry runs on the same server: a block an earlier attempt left behind is undone first.
    const staff = (await api(request, base, 'loginGestor', { eUsuario: 'empresas.demo', ePassword: PASSWORD })).token;
    const [previa] = (await api(request, base, 'empresasGestion', { q: caso.demo.cif, tamano: 1 }, staff)).items;
    if (previa?.estado === 'bloqueada') await api(request, base, 'desbloquearEmpresa', { id: previa.idEmpresa }, staff);

    await skipCookieBanner(context);
    await page.setViewportSize(caso.viewport);
    await entrarAGestionConTeclado(page, 'empresas.demo', PASSWORD);

    // Empresas from the menu; the text search and the state filter land in the address.
    await abrirDelMenu(page, estrecho, 'Empresas');
    await expect(page).toHaveURL(/\/gestion\/empresas$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
    await expect(page.getByText(/^\d+ empresas$/)).toBeVisible();
    const texto = page.getByLabel('Nombre, nombre comercial o CIF');
    await texto.focus();
    await page.keyboard.type(pendiente.slice(0, -5));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]q=/);
    await elegir(page, 'Estado', 'Pendiente de validación');
    await expect(page).toHaveURL(/[?&]estado=pendiente/);
    await expect(page.getByText('1 empresa', { exact: true })).toBeVisible();
    const fila = page.getByRole('row', { name: new RegExp(pendiente.replace(/\./g, '\\.')) });
    await expect(fila).toContainText('Pendiente de validación');
    await guardarCaptura(page, `gestion-empresas-lista-${caso.name}`, { fullPage: true });
    await axeEnLosDosTemas(page, `companies list ${caso.name}`);

    // Enter on the row opens the company: pending, so Validar and Rechazar… are there.
    await fila.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/gestion\/empresas\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: pendiente })).toBeVisible();
    await expect(page.getByText(/espera la validación de su alta/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Contactos' })).toContainText('Irene Alta Pendiente');
    await expect(page.getByRole('region', { name: 'Historial de decisiones' })).toContainText('Pidió el alta');
    await guardarCaptura(page, `gestion-empresa-pendiente-${caso.name}`, { fullPage: true });
    await axeEnLosDosTemas(page, `pending company ${caso.name}`);

    await page.getByRole('button', { name: 'Rechazar…' }).focus();
    await page.keyboard.press('Enter');
    const rechazo = page.getByRole('dialog', { name: `Rechazar el alta de ${pendiente}` });
    await expect(rechazo).toBeVisible();
    await axeEnLosDosTemas(page, `reject dialog ${caso.name}`);
    await page.keyboard.press('Escape');
    await expect(rechazo).toBeHidden();

    await page.getByRole('button', { name: 'Validar', exact: true }).focus();
    await page.keyboard.press('Enter');
    const validar = page.getByRole('alertdialog', { name: `¿Validar el alta de ${pendiente}?` });
    await expect(validar).toBeVisible();
    await validar.getByRole('button', { name: 'Validar', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(validar).toBeHidden();
    await expect(page.getByText(`${pendiente} ha quedado validada.`, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bloquear…' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Historial de decisiones' })).toContainText('Validada por Inés Ortega Lara');

    // Back to the list (its filters kept), then a demo company by its CIF.
    await page.getByRole('link', { name: 'Volver a empresas' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/gestion\/empresas\?.*estado=pendiente/);
    await page.getByRole('button', { name: 'Quitar filtros' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/gestion\/empresas$/);
    // The box follows the address once the new list renders (a navigation is a transition: it may come later).
    await expect(texto).toHaveValue('');
    await texto.focus();
    await page.keyboard.type(caso.demo.cif);
    await page.keyboard.press('Enter');
    const demo = page.getByRole('row', { name: new RegExp(caso.demo.nombre.replace(/\./g, '\\.')) });
    await expect(page.getByText('1 empresa', { exact: true })).toBeVisible();
    await demo.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: caso.demo.nombre })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ofertas' })).toContainText(/\d+ ofertas en total/);
    await guardarCaptura(page, `gestion-empresa-validada-${caso.name}`, { fullPage: true });
    await axeEnLosDosTemas(page, `validated company ${caso.name}`);

    // Bloquear…: the reason is required and said so; with it, the company is blocked at once.
    await page.getByRole('button', { name: 'Bloquear…' }).focus();
    await page.keyboard.press('Enter');
    const bloqueo = page.getByRole('dialog', { name: `Bloquear ${caso.demo.nombre}` });
    await expect(bloqueo).toBeVisible();
    await expect(bloqueo).toContainText('perderán la sesión al momento');
    await bloqueo.getByRole('button', { name: 'Bloquear', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(bloqueo.getByText('Escribe el motivo del bloqueo')).toBeVisible();
    await expect(bloqueo.getByLabel(/Motivo del bloqueo/)).toBeFocused();
    await guardarCaptura(page, `gestion-empresa-bloqueo-${caso.name}`);
    await axeEnLosDosTemas(page, `block dialog ${caso.name}`);
    const motivo = `Publica ofertas que cobran a los candidatos (prueba ${caso.name}).`;
    await page.keyboard.type(motivo);
    await bloqueo.getByRole('button', { name: 'Bloquear', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(bloqueo).toBeHidden();
    await expect(page.getByText('Empresa bloqueada: sus contactos no pueden entrar en el portal con ella.')).toBeVisible();
    await expect(page.getByText(motivo).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Historial de decisiones' })).toContainText('Bloqueada por Inés Ortega Lara');
    await guardarCaptura(page, `gestion-empresa-bloqueada-${caso.name}`, { fullPage: true });
    await axeEnLosDosTemas(page, `blocked company ${caso.name}`);

    // Solo lectura reads the blocked company, without any decision.
    const lectura = await browser.newContext({ viewport: caso.viewport });
    try {
      await skipCookieBanner(lectura);
      const otra = await lectura.newPage();
      const datos = await api(request, base, 'loginGestor', { eUsuario: 'lectura.demo', ePassword: PASSWORD });
      await otra.goto('/login/gestion');
      await otra.evaluate((token) => {
        localStorage.setItem('token', token);
        localStorage.setItem('userType', 'Gestor');
        localStorage.setItem('remember', 'true');
      }, datos.token);
      await otra.goto(page.url());
      // A fresh page loads the whole app first: on a loaded machine that takes longer than a step.
      await expect(otra.getByRole('heading', { level: 1, name: caso.demo.nombre })).toBeVisible({ timeout: 30_000 });
      await expect(otra.getByText('Solo lectura: tu cuenta no toma decisiones sobre empresas.')).toBeVisible();
      await expect(otra.getByText('Empresa bloqueada: sus contactos no pueden entrar en el portal con ella.')).toBeVisible();
      for (const boton of ['Desbloquear', 'Bloquear…', 'Validar', 'Rechazar…']) {
        await expect(otra.getByRole('button', { name: boton, exact: true })).toHaveCount(0);
      }
      await otra.screenshot({ path: screenshotPath(`gestion-empresa-lectura-${caso.name}`), fullPage: true });
      await axeEnLosDosTemas(otra, `read-only company ${caso.name}`);
    } finally {
      await lectura.close();
    }

    // Desbloquear, confirmed: validated again.
    await page.getByRole('button', { name: 'Desbloquear', exact: true }).focus();
    await page.keyboard.press('Enter');
    const desbloqueo = page.getByRole('alertdialog', { name: `¿Desbloquear ${caso.demo.nombre}?` });
    await expect(desbloqueo).toBeVisible();
    await axeEnLosDosTemas(page, `unblock dialog ${caso.name}`);
    await desbloqueo.getByRole('button', { name: 'Desbloquear', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(desbloqueo).toBeHidden();
    await expect(page.getByRole('button', { name: 'Bloquear…' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Historial de decisiones' })).toContainText(
      'Desbloqueada por Inés Ortega Lara',
    );
    expect(errores).toEqual([]);
  });
}
