import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { api } from './support/api';
import { guardarCaptura } from './support/capturas';
import { accounts, PASSWORD } from './support/env';
import { skipCookieBanner, staffToken } from './support/session';
import { axeEnLosDosTemas, entrarAGestionConTeclado } from './support/teclado';

/*
 * Issue 25's audit trail and god mode (decision 038): gestor.demo signs in at /login/gestion, opens
 * Actividad from the staff menu, filters it to one god-mode start of their own and downloads the CSV of
 * exactly that (its header row checked); then follows the row to Lucía's staff page and enters as her
 * with "Entrar como …" and a reason, finds the banner on two pages, after a reload and scrolled down,
 * and "Volver a gestión" brings them back to her page, where the trail shows the start and the end. The
 * same from a company's page, as its contact. axe finds nothing
 * serious or critical on Actividad and on a page with the banner, at 1280 and 360 px, light and dark.
 */
const viewports = [
  { name: '1280', width: 1280, height: 900 },
  { name: '360', width: 360, height: 740 },
] as const;

const CABECERA_CSV =
  'Id;Fecha (UTC);Actor;Id del actor;Nombre del actor;Como;Id como;Nombre como;Acción;Objeto;Id del objeto;Detalle';

async function abrirDelMenu(page: Page, ancho: number, nombre: string) {
  if (ancho < 1024) {
    await page.getByRole('button', { name: 'Abrir el menú' }).click();
    await page.getByRole('dialog', { name: 'Menú' }).getByRole('link', { name: nombre }).click();
  } else {
    await page.getByRole('navigation', { name: 'Menú de gestión' }).getByRole('link', { name: nombre }).click();
  }
}

/** Picks an option of one of the filters' lists (a Radix select: the trigger, then the option). */
async function elegir(page: Page, etiqueta: string, opcion: string) {
  await page.getByRole('combobox', { name: etiqueta }).click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

for (const viewport of viewports) {
  test(`audit trail and god mode at ${viewport.name} px: filter, CSV, enter with a reason, banner, volver, axe`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(360_000);
    const base = baseURL ?? '';
    await skipCookieBanner(context);
    await page.setViewportSize(viewport);

    // A god-mode start of our own, with a reason no other test writes: what the filters will find.
    const sello = `${viewport.name}-${Date.now().toString(36)}`;
    const motivoApi = `Prueba e2e del registro ${sello}`;
    const staff = await staffToken(request, base);
    const lucia = await api(
      request,
      base,
      'suplantar',
      { tipo: 'alumno', usuario: accounts.lucia.usuario, motivo: motivoApi },
      staff,
    );
    const idLucia = JSON.parse(Buffer.from(lucia.token.split('.')[1] ?? '', 'base64url').toString('utf8')).sub as string;

    // Staff sign-in, keyboard only.
    await entrarAGestionConTeclado(page, accounts.gestor, PASSWORD);

    // Actividad from the staff menu: the trail, newest first.
    await abrirDelMenu(page, viewport.width, 'Actividad');
    await expect(page).toHaveURL(/\/gestion\/actividad$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Actividad' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Registro de actividad' }).getByRole('row').nth(1)).toBeVisible();
    await axeEnLosDosTemas(page, `Actividad ${viewport.name}`);

    // Filters: only god mode, the kind of action, the student as object (kind and id): kept in the address.
    await page.getByRole('checkbox', { name: 'Solo lo hecho en modo dios' }).click();
    await expect(page).toHaveURL(/modoDios=true/);
    await elegir(page, 'Tipo de acción', 'Modo dios');
    await elegir(page, 'Objeto', 'Estudiante');
    const idObjeto = page.getByLabel('Id del objeto');
    await idObjeto.fill(idLucia);
    await idObjeto.press('Enter');
    await expect(page).toHaveURL(new RegExp(`modoDios=true&objeto=alumno&id=${idLucia}&accion=suplantacion$`));
    const fila = page.getByRole('row', { name: new RegExp(motivoApi) });
    await expect(fila).toBeVisible();
    await expect(fila).toContainText('Entró en modo dios');
    await expect(fila).toContainText('Modo dios');
    await expect(fila.getByRole('link', { name: `Estudiante n.º ${idLucia}` })).toHaveAttribute(
      'href',
      `/gestion/alumnos/${idLucia}`,
    );
    await guardarCaptura(page, `gestion-actividad-${viewport.name}`, { fullPage: true });
    await axeEnLosDosTemas(page, `Actividad filtered ${viewport.name}`);

    // The CSV of exactly what the filters show.
    const [descarga] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar CSV' }).click(),
    ]);
    expect(descarga.suggestedFilename()).toMatch(/^actividad-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await descarga.path()) as string, 'utf8').replace(/^\uFEFF/, '');
    const lineas = csv.trim().split('\r\n');
    expect(lineas[0]).toBe(CABECERA_CSV);
    expect(lineas.slice(1).every((linea) => linea.includes(';suplantacion.'))).toBe(true);
    expect(csv).toContain(motivoApi);

    // God mode with a reason, from the student's page the row links to ("Entrar como …").
    await fila.getByRole('link', { name: `Estudiante n.º ${idLucia}` }).click();
    await expect(page).toHaveURL(new RegExp(`/gestion/alumnos/${idLucia}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Lucía García Fernández' })).toBeVisible();
    await page.getByRole('button', { name: 'Entrar como Lucía García Fernández' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Entrar como Lucía García Fernández' });
    await expect(dialogo.getByLabel('Motivo')).toBeFocused();
    await page.keyboard.type('Corto');
    await dialogo.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(dialogo.getByText('El motivo necesita al menos 10 caracteres')).toBeVisible();
    const motivo = `Comprobar lo que ve en su currículum ${sello}`;
    await dialogo.getByLabel('Motivo').fill(motivo);
    await dialogo.getByRole('button', { name: 'Entrar', exact: true }).click();

    // The student's home, with the banner: who acts as whom, why, and the way back.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hola, Lucía' })).toBeVisible();
    const banner = page.getByRole('status').filter({ hasText: 'está actuando como' });
    await expect(banner).toContainText(/está actuando como Lucía García Fernández \(estudiante\)/);
    await expect(banner).toContainText(`Motivo: ${motivo}`);
    const volver = page.getByRole('button', { name: 'Volver a gestión' });
    await expect(volver).toBeVisible();
    await guardarCaptura(page, `modo-dios-inicio-${viewport.name}`);
    await axeEnLosDosTemas(page, `god-mode banner on the home ${viewport.name}`);

    // A second page, reached by a reload of its address: both sessions and the banner are still there.
    await page.goto('/cv');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi currículum' })).toBeVisible();
    await expect(banner).toBeVisible();
    await expect(volver).toBeVisible();
    // Scrolled down, the sticky header keeps it in view.
    await page.mouse.wheel(0, 3000);
    await page.waitForFunction(() => window.scrollY > 200);
    await expect(volver).toBeInViewport();
    if (viewport.width < 1024) {
      // A dialog's scroll lock (the menu drawer) leaves it on screen (out of the accessibility tree while the
      // dialog is modal, as everything behind it).
      await page.getByRole('button', { name: 'Abrir el menú' }).click();
      await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
      await expect(page.locator('[data-modo-dios]')).toBeInViewport();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Menú' })).toBeHidden();
    }
    await guardarCaptura(page, `modo-dios-cv-${viewport.name}`);
    await axeEnLosDosTemas(page, `god-mode banner on the CV ${viewport.name}`);

    // Back to the staff area: the god-mode token ends, the staff session is back where god mode started.
    await volver.click();
    await expect(page).toHaveURL(new RegExp(`/gestion/alumnos/${idLucia}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Lucía García Fernández' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Volver a gestión' })).toHaveCount(0);
    expect(await page.evaluate(() => [localStorage.getItem('godMode'), localStorage.getItem('userType')])).toEqual([
      null,
      'Gestor',
    ]);

    // The trail has the start with its reason and the end.
    await page.goto(`/gestion/actividad?accion=suplantacion&objeto=alumno&id=${idLucia}`);
    await expect(page.getByRole('row', { name: new RegExp(`Entró en modo dios.*${motivo}`) })).toBeVisible();
    await expect(page.getByRole('row', { name: /Salió del modo dios/ }).first()).toBeVisible();
  });
}

test('god mode from a company’s page: its contact’s home with the banner, and back to that page', async ({ page, context }) => {
  test.setTimeout(180_000);
  await skipCookieBanner(context);
  await page.setViewportSize(viewports[0]);
  await entrarAGestionConTeclado(page, accounts.gestor, PASSWORD);

  // The company from the list, by its tax id.
  await page.goto('/gestion/empresas?q=B12345674');
  const fila = page.getByRole('row', { name: /Innovación Levante S\.L\./ });
  await fila.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/gestion\/empresas\/\d+$/);
  const ficha = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: 'Innovación Levante S.L.' })).toBeVisible();

  const entrar = page.getByRole('button', { name: /^Entrar como .+, Innovación Levante S\.L\.$/ });
  await entrar.click();
  const dialogo = page.getByRole('dialog', { name: /^Entrar como / });
  await expect(dialogo.getByLabel('Motivo')).toBeFocused();
  await dialogo.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(dialogo.getByText('Escribe el motivo')).toBeVisible();
  const motivo = `Revisar con la empresa su oferta ${Date.now().toString(36)}`;
  await page.keyboard.type(motivo);
  await dialogo.getByRole('button', { name: 'Entrar', exact: true }).click();

  // The company's home, in its contact's name, with the banner saying so and why.
  await expect(page).toHaveURL(/\/$/);
  const banner = page.getByRole('status').filter({ hasText: 'está actuando como' });
  await expect(banner).toContainText(/está actuando como .+, Innovación Levante S\.L\. \(empresa\)/);
  await expect(banner).toContainText(`Motivo: ${motivo}`);
  await guardarCaptura(page, 'modo-dios-empresa-1280');

  await page.getByRole('button', { name: 'Volver a gestión' }).click();
  await expect(page).toHaveURL(new RegExp(`${ficha}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Innovación Levante S.L.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Volver a gestión' })).toHaveCount(0);
});
