import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { openAsAlumno } from './support/alumnos';
import { expectNoSeriousViolations } from './support/axe';
import { correosPara } from './support/buzon';
import { guardarCaptura } from './support/capturas';
import { vigilarConsola } from './support/empresa-api';
import { accounts, PASSWORD } from './support/env';
import { skipCookieBanner } from './support/session';
import { axeEnLosDosTemas, elegirFicheroConTeclado, entrarAGestionConTeclado, tabHasta } from './support/teclado';

/*
 * Issue 27's staff screens for the office's events, /gestion/eventos: a member with "contenidos" signs in and,
 * by keyboard only, opens Eventos from the staff menu, creates a public event with two places, a date years
 * ahead and a main image (a PNG made here), previews it as students will see it and saves it; Lucía finds it
 * in /eventos (its uploaded image shown) and registers; the member finds her among the registrants, marks her
 * attendance at 360 px, downloads the CSV (she is in it) and mails the registrants (the local SMTP server
 * receives it); and unpublishes the event at the end. axe finds nothing serious or critical on the list, the
 * form, the preview and the registrants at 1280 and 360 px, each photographed. A read-only member sees the
 * list and the registrants without anything that changes them.
 *
 * While it is published the event is one more card in /eventos: eventos.spec.ts leaves events titled
 * PRUEBA out of its count, and the date years ahead keeps it out of the homes' next three events.
 */
const PRUEBA = 'Sesión de prueba de gestión';
const CORREO_LUCIA = 'lucia.garcia@demo.puente.es';

/** Presses Tab until `destino` has the focus: the page's own order, as a keyboard user meets it. */
async function tabHastaElemento(page: Page, destino: Locator, maximo = 80) {
  for (let n = 0; n < maximo; n++) {
    if (await destino.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${destino}`);
}

/** In an open Radix select, the arrows down to `nombre`, then Enter. */
async function elegirConFlechas(page: Page, nombre: string) {
  const opcion = page.getByRole('option', { name: nombre, exact: true });
  await expect(page.getByRole('listbox')).toBeVisible();
  for (let n = 0; n < 12; n++) {
    if (await opcion.evaluate((el) => el.hasAttribute('data-highlighted'))) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** A screenshot with no sideways scroll at this width. */
async function capturar(page: Page, nombre: string, width: number, fullPage = true) {
  // From the top, so the sticky header is drawn where it belongs in the whole page's picture.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await guardarCaptura(page, nombre, { fullPage });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${nombre} sideways`).toBeLessThanOrEqual(width);
}

/** A small PNG of a colour of this run: an image the API has not stored before. */
const cartel = () =>
  sharp({
    create: {
      width: 480,
      height: 288,
      channels: 3,
      background: { r: Math.floor(Math.random() * 256), g: 90, b: Math.floor(Math.random() * 256) },
    },
  })
    .png()
    .toBuffer();

let errores: string[] = [];

test.beforeEach(async ({ context, page }) => {
  await skipCookieBanner(context);
  errores = vigilarConsola(page);
});

test.afterEach(() => {
  expect(errores, 'console errors').toEqual([]);
});

test('eventos: contenidos crea uno con imagen por teclado, Lucía se inscribe, se marca su asistencia, CSV y mensaje', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const base = baseURL ?? '';
  const sufijo = Date.now().toString(36);
  const titulo = `${PRUEBA} ${sufijo}`;
  const anio = new Date().getFullYear() + 5;
  const png = await cartel();

  // The member signs in and opens Eventos from the staff menu, all with the keyboard.
  await page.setViewportSize({ width: 1280, height: 900 });
  await entrarAGestionConTeclado(page, 'contenidos.demo', PASSWORD);
  const menu = page.getByRole('navigation', { name: 'Menú de gestión' });
  await tabHastaElemento(page, menu.getByRole('link', { name: 'Eventos' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/gestion\/eventos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
  const tabla = page.getByRole('table', { name: 'Eventos' });
  await expect(tabla.getByRole('row', { name: /Foro de Empleo Puente/ })).toBeVisible();
  await expectNoSeriousViolations(page, '/gestion/eventos at 1280 px');
  await capturar(page, 'gestion-eventos-lista-1280', 1280);

  // "Nuevo evento": its own page. Title (the address follows it), category, summary, dates, place.
  await tabHastaElemento(page, page.getByRole('link', { name: 'Nuevo evento' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/gestion\/eventos\/nuevo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo evento' })).toBeVisible();
  await tabHasta(page, 'evento-titulo');
  await page.keyboard.type(titulo);
  await expect(page.locator('#evento-urlAcceso')).toHaveValue(`sesion-de-prueba-de-gestion-${sufijo}`);
  await tabHasta(page, 'evento-categoria');
  await page.keyboard.press('Enter');
  await elegirConFlechas(page, 'Jornada');
  await expect(page.locator('#evento-categoria')).toHaveText('Jornada');
  await tabHasta(page, 'evento-entradilla');
  await page.keyboard.type('Una mañana para conocer el trabajo de la oficina de empleo.');
  // Reached by Tab; filled whole, as their segments' order follows the browser's own language, not the page's.
  await tabHasta(page, 'evento-fecha');
  await page.locator('#evento-fecha').fill(`${anio}-06-10T10:00`);
  await tabHasta(page, 'evento-fechaFin');
  await page.locator('#evento-fechaFin').fill(`${anio}-06-10T13:30`);
  await tabHasta(page, 'evento-lugar');
  await page.keyboard.type('Aula Magna');

  // The main image through the file chooser, checked before it is sent.
  await elegirFicheroConTeclado(page, 'evento-imagen', { name: `cartel-${sufijo}.png`, mimeType: 'image/png', buffer: png });
  await expect(page.getByText(`cartel-${sufijo}.png`)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Imagen nueva del evento, aún sin guardar' })).toBeVisible();

  // Registration on (the default), two places; public.
  await expect(page.getByRole('checkbox', { name: 'Admite inscripciones' })).toBeChecked();
  await tabHasta(page, 'evento-plazas');
  await page.keyboard.type('2');
  await tabHasta(page, 'evento-publico');
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: /^Público/ })).toBeChecked();
  await expectNoSeriousViolations(page, 'new event form at 1280 px');
  await capturar(page, 'gestion-eventos-formulario-1280', 1280);

  // "Vista previa": the card and the page as students will see them.
  await tabHastaElemento(page, page.getByRole('button', { name: 'Vista previa' }));
  await page.keyboard.press('Enter');
  const previa = page.getByRole('dialog', { name: 'Vista previa' });
  await expect(previa).toBeVisible();
  await expect(previa.getByRole('heading', { name: titulo })).toHaveCount(2);
  await expect(previa.getByText('Quedan 2 plazas de 2')).toHaveCount(2);
  await expect(previa.getByText('Aula Magna')).toHaveCount(2);
  await expect(previa.getByText('Público: también lo verá quien abra su enlace sin iniciar sesión.')).toBeVisible();
  await expectNoSeriousViolations(page, 'event preview at 1280 px');
  await capturar(page, 'gestion-eventos-vista-previa-1280', 1280, false);
  await page.keyboard.press('Escape');
  await expect(previa).toBeHidden();

  // Saved: created, its image uploaded, and its page opens.
  await tabHastaElemento(page, page.getByRole('button', { name: 'Crear el evento' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/gestion\/eventos\/\d+$/);
  const rutaEvento = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
  await expect(page.getByText('Evento creado', { exact: true })).toBeVisible();
  const resumen = page.getByRole('region', { name: 'Resumen del evento' });
  await expect(resumen.getByText('0 inscritos de 2 plazas')).toBeVisible();
  await expect(page.getByText('Aún no hay nadie inscrito.')).toBeVisible();

  // Lucía finds it in /eventos with its uploaded image, and registers.
  const contextoAlumno = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  await skipCookieBanner(contextoAlumno);
  const alumno = await contextoAlumno.newPage();
  await openAsAlumno(alumno, base, accounts.lucia.usuario, '/eventos');
  await alumno.getByRole('searchbox', { name: 'Buscar eventos' }).fill(sufijo);
  await alumno.getByRole('button', { name: 'Buscar', exact: true }).click();
  const tarjeta = alumno.getByRole('article').filter({ has: alumno.getByRole('heading', { name: titulo }) });
  await expect(alumno.getByRole('article')).toHaveCount(1);
  await expect(tarjeta.getByText('Quedan 2 plazas de 2')).toBeVisible();
  await tarjeta.getByRole('link', { name: titulo }).click();
  await expect(alumno.getByRole('heading', { level: 2, name: titulo })).toBeVisible();
  const imagen = alumno.locator('img[src^="/api/Publico/imagenEvento/"]').first();
  await expect(imagen).toBeVisible();
  await expect.poll(() => imagen.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await alumno.getByRole('button', { name: 'Inscribirme' }).click();
  await alumno
    .getByRole('alertdialog', { name: 'Confirmar inscripción' })
    .getByRole('button', { name: 'Sí, inscribirme' })
    .click();
  await expect(alumno.getByText('Tienes plaza en este evento.')).toBeVisible();
  await contextoAlumno.close();

  // Back at the event's page: Lucía is there; at 360 px her attendance is one tap (Space on her box).
  await page.reload();
  const inscritos = page.getByRole('region', { name: 'Inscritos (1)' });
  await expect(inscritos.getByText('Lucía García Fernández')).toBeVisible();
  await expect(inscritos.getByText('0 de 1 asistieron')).toBeVisible();
  await axeEnLosDosTemas(page, 'event registrants at 1280 px');
  await capturar(page, 'gestion-eventos-inscritos-1280', 1280);
  await page.setViewportSize({ width: 360, height: 780 });
  const casilla = inscritos.getByRole('checkbox', { name: 'Lucía García Fernández: asistió' });
  await tabHastaElemento(page, casilla);
  await page.keyboard.press('Space');
  await expect(casilla).toBeChecked();
  await expect(inscritos.getByText('1 de 1 asistió')).toBeVisible();
  // Saved at once: read again, it is still marked.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Lucía García Fernández: asistió' })).toBeChecked();
  const caja = await page.getByRole('checkbox', { name: 'Lucía García Fernández: asistió' }).boundingBox();
  expect(caja?.height ?? 0, 'a box a thumb can hit').toBeGreaterThanOrEqual(32);
  await expectNoSeriousViolations(page, 'event registrants at 360 px');
  await capturar(page, 'gestion-eventos-inscritos-360', 360);

  // The CSV has her, marked as attended.
  const descarga = page.waitForEvent('download');
  await tabHastaElemento(page, page.getByRole('button', { name: 'Descargar inscritos (CSV)' }));
  await page.keyboard.press('Enter');
  const csv = await readFile(await (await descarga).path(), 'utf8');
  expect(csv).toContain('Lucía');
  expect(csv).toContain(CORREO_LUCIA);
  expect(csv).toContain('Asistió');

  // A message to the registrants: the dialog says to how many it went, and the mail arrives.
  await tabHastaElemento(page, page.getByRole('button', { name: 'Enviar mensaje a los inscritos' }));
  await page.keyboard.press('Enter');
  const dialogo = page.getByRole('dialog', { name: 'Mensaje a los inscritos' });
  await expect(dialogo).toBeVisible();
  await tabHasta(page, 'mensaje-inscritos-asunto');
  await page.keyboard.type(`Cambio de aula ${sufijo}`);
  await tabHasta(page, 'mensaje-inscritos-texto');
  await page.keyboard.type('La sesión será en el Aula 3.1 del edificio central.');
  await expectNoSeriousViolations(page, 'message dialog at 360 px');
  await capturar(page, 'gestion-eventos-mensaje-360', 360, false);
  await tabHastaElemento(page, dialogo.getByRole('button', { name: 'Enviar', exact: true }));
  await page.keyboard.press('Enter');
  await expect(dialogo).toBeHidden();
  await expect(page.getByText('Mensaje enviado a 1 persona', { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await correosPara(CORREO_LUCIA)).filter((m) => m.subject?.includes(sufijo)).length, {
      timeout: 20_000,
    })
    .toBe(1);
  const [correo] = (await correosPara(CORREO_LUCIA)).filter((m) => m.subject?.includes(sufijo));
  expect(correo?.text).toContain('La sesión será en el Aula 3.1 del edificio central.');

  // The list, the form and its preview at 360 px.
  await page.goto('/gestion/eventos');
  const fila = page.getByRole('table', { name: 'Eventos' }).getByRole('row', { name: new RegExp(titulo) });
  await expect(fila).toBeVisible();
  await expect(fila.getByText('1 / 2')).toBeVisible();
  await expectNoSeriousViolations(page, '/gestion/eventos at 360 px');
  await capturar(page, 'gestion-eventos-lista-360', 360);
  await page.goto(`${rutaEvento}/editar`);
  await expect(page.locator('#evento-titulo')).toHaveValue(titulo);
  await expect(page.getByRole('img', { name: 'Imagen actual del evento' })).toBeVisible();
  await expectNoSeriousViolations(page, 'event form at 360 px');
  await capturar(page, 'gestion-eventos-formulario-360', 360);
  await page.getByRole('button', { name: 'Vista previa' }).focus();
  await page.keyboard.press('Enter');
  await expect(previa.getByText('Queda 1 plaza de 2')).toHaveCount(2);
  await expectNoSeriousViolations(page, 'event preview at 360 px');
  await capturar(page, 'gestion-eventos-vista-previa-360', 360, false);
  await page.keyboard.press('Escape');

  // Unpublished at the end, answering the question, by keyboard: students no longer see it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/gestion/eventos');
  await tabHastaElemento(page, page.getByRole('searchbox', { name: 'Texto' }));
  await page.keyboard.type(sufijo);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`texto=${sufijo}`));
  await expect(page.getByText('1 evento', { exact: true })).toBeVisible();
  const despublicar = fila.getByRole('button', { name: `Despublicar «${titulo}»` });
  await tabHastaElemento(page, despublicar);
  await page.keyboard.press('Enter');
  const pregunta = page.getByRole('alertdialog', { name: '¿Despublicar este evento?' });
  await expect(pregunta).toContainText('La persona apuntada conserva su inscripción.');
  await tabHastaElemento(page, pregunta.getByRole('button', { name: 'Despublicar', exact: true }));
  await page.keyboard.press('Enter');
  await expect(pregunta).toBeHidden();
  await expect(fila.getByText('Despublicado')).toBeVisible();
  await expect(fila.getByRole('button', { name: `Publicar «${titulo}»` })).toBeFocused();
  const otraVez = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  await skipCookieBanner(otraVez);
  const luego = await otraVez.newPage();
  await openAsAlumno(luego, base, accounts.lucia.usuario, '/eventos');
  await expect(luego.getByRole('article').first()).toBeVisible();
  await expect(luego.getByRole('heading', { name: titulo })).toHaveCount(0);
  await otraVez.close();
});

test('eventos: solo lectura ve la lista y los inscritos con su CSV, sin crear, editar, publicar ni marcar', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await entrarAGestionConTeclado(page, 'lectura.demo', PASSWORD);
  await page.getByRole('navigation', { name: 'Menú de gestión' }).getByRole('link', { name: 'Eventos' }).click();
  const tabla = page.getByRole('table', { name: 'Eventos' });
  const fila = tabla.getByRole('row', { name: /Taller: tu CV en una página/ });
  await expect(fila).toBeVisible();
  await expect(page.getByText(/Tu cuenta solo puede consultarlos/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nuevo evento' })).toHaveCount(0);
  await expect(tabla.getByRole('button')).toHaveCount(0);
  await expect(tabla.getByRole('link', { name: /^Editar/ })).toHaveCount(0);
  await expect(tabla.getByRole('columnheader', { name: 'Acciones' })).toHaveCount(0);

  // The full workshop's registrants: read, not marked; the CSV downloads.
  await fila.getByRole('link', { name: 'Taller: tu CV en una página' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Taller: tu CV en una página' })).toBeVisible();
  const inscritos = page.getByRole('region', { name: /^Inscritos/ });
  await expect(inscritos.getByRole('listitem').first()).toBeVisible();
  await expect(inscritos.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Enviar mensaje a los inscritos' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Editar' })).toHaveCount(0);
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar inscritos (CSV)' }).click();
  const csv = await readFile(await (await descarga).path(), 'utf8');
  expect(csv).toContain('Nombre');
  await page.goto('/gestion/eventos/nuevo');
  await expect(page.getByRole('heading', { level: 2, name: 'Tu cuenta no puede crear ni editar eventos' })).toBeVisible();
});
