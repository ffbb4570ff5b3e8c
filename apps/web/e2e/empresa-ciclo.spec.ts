import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import {
  alumnoToken,
  candidaturaAlumno,
  datosProceso,
  empresaToken,
  inscribirse,
  notificacionesAlumno,
  tituloUnico,
  validarOferta,
  vigilarConsola,
} from './support/empresa-api';
import { openAs, skipCookieBanner } from './support/session';

/**
 * The whole loop of an internship offer: seleccion.demo publishes it, staff
 * validate it, a student applies, the company moves the candidacy (list
 * dialog, keyboard on the board, mouse on the board) and the student sees
 * each state and its notification. The student is Daniel, whom no other
 * test uses, so the limit of 3 simultaneous applications never interferes;
 * the last move (Descartada) frees his slot again.
 */
const DANIEL = { dni: '56781234F', nombre: 'Daniel Castro Peña' };

let errores: string[] = [];

test.beforeEach(async ({ context, page }) => {
  await skipCookieBanner(context);
  errores = vigilarConsola(page);
});

test.afterEach(() => {
  expect(errores, 'console errors').toEqual([]);
});

async function rellenarOfertaPracticas(page: Page, titulo: string) {
  await page.getByLabel('Título de la oferta', { exact: true }).fill(titulo);
  await page.getByLabel('Puesto de trabajo', { exact: true }).fill('Analista de datos en prácticas');
  await page.getByLabel('Departamento', { exact: true }).fill('Inteligencia de negocio');
  await page.getByLabel('Descripción', { exact: true }).fill('Apoyarás al equipo de datos en la preparación de informes.');
  await page.getByLabel('Tareas a desarrollar', { exact: true }).fill('Limpiar conjuntos de datos y preparar cuadros de mando.');
  const provincia = page.getByRole('combobox', { name: 'Provincia' });
  await provincia.fill('valencia');
  await page.getByRole('option', { name: 'Valencia/València' }).click();
  await page.getByLabel('Localidad', { exact: true }).fill('Paterna');
  await page.getByLabel('Horario', { exact: true }).fill('Lunes a viernes de 9:00 a 14:00');
  await page.getByRole('combobox', { name: 'Tipo de prácticas' }).click();
  await page.getByRole('option', { name: 'Prácticas extracurriculares' }).click();
  // The degree picker searches without accents and keeps several chips.
  const titulaciones = page.getByRole('combobox', { name: 'Titulaciones' });
  await titulaciones.fill('ciencia e ingenieria de datos');
  await page.getByRole('option', { name: /Grado en Ciencia e Ingeniería de Datos/ }).click();
  await titulaciones.fill('informatica');
  await titulaciones.press('Enter');
  await titulaciones.press('Escape');
  const elegidas = page.getByRole('list', { name: 'Titulaciones seleccionadas' });
  await expect(elegidas.getByRole('listitem')).toHaveText([
    'Grado en Ciencia e Ingeniería de Datos',
    'Grado en Ingeniería Informática',
  ]);
  await page.getByLabel('Nombre y apellidos', { exact: true }).fill('Marta Ruiz Soler');
  await page.getByLabel('Cargo', { exact: true }).fill('Responsable de datos');
  await page.getByLabel('Correo electrónico', { exact: true }).fill('tutoria@levante-tech.example.es');
  await page.getByLabel('Teléfono', { exact: true }).fill('960000000');
}

test('publish, validate, apply and move the candidacy until the student sees it', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const titulo = tituloUnico('Prácticas de datos e2e');
  await page.setViewportSize({ width: 1440, height: 900 });

  // 1. The company publishes an internship offer from its home.
  await openAs(page, base, 'Empresa', '/');
  await page.getByRole('link', { name: /Publicar oferta de prácticas/ }).click();
  await expect(page).toHaveURL(/\/nueva-oferta\/practicas$/);
  await rellenarOfertaPracticas(page, titulo);
  await page.getByRole('button', { name: 'Publicar oferta' }).click();
  await expect(page).toHaveURL(/\/mis-ofertas$/);
  await expect(page.getByTestId('error-banner')).toHaveAttribute('data-code', '506');
  const tarjeta = page.getByRole('article', { name: titulo });
  await expect(tarjeta.getByText('Pendiente de validación', { exact: true })).toBeVisible();
  const href = await tarjeta.getByRole('link', { name: titulo, exact: true }).getAttribute('href');
  const idOferta = Number(href?.split('/').pop());
  expect(idOferta).toBeGreaterThan(0);

  // 2. Staff validate it; 3. the student applies (both through the API).
  await validarOferta(request, base, idOferta);
  const empresa = await empresaToken(request, base);
  const urlOferta = (await datosProceso(request, base, empresa, idOferta)).proceso.urlAcceso;
  const alumno = await alumnoToken(request, base, DANIEL.dni);
  await inscribirse(request, base, alumno, urlOferta);

  // 4. The company opens the offer: published, one candidate.
  await page.reload();
  await expect(tarjeta.getByText('Publicada', { exact: true })).toBeVisible();
  await tarjeta.getByRole('link', { name: `Ver candidatos de «${titulo}»` }).click();
  await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
  const fila = page.getByRole('list', { name: 'Candidatos de la oferta' }).getByRole('listitem');
  await expect(fila).toHaveCount(1);
  await expect(fila.getByText('Inscrita')).toBeVisible();

  // Move 1: Inscrita → En revisión with the list's dialog.
  await page.getByRole('button', { name: `Cambiar estado de ${DANIEL.nombre}` }).click();
  const dialogo = page.getByRole('dialog', { name: `Cambiar estado de ${DANIEL.nombre}` });
  await dialogo.getByRole('radio', { name: 'En revisión' }).click();
  await dialogo.getByRole('button', { name: 'Cambiar estado' }).click();
  await expect(dialogo).toBeHidden();
  await expect(fila.getByText('En revisión')).toBeVisible();
  expect((await candidaturaAlumno(request, base, alumno, urlOferta)).estado).toBe(2);

  // Move 2: En revisión → Preseleccionada with the keyboard on the board.
  await page.getByRole('tab', { name: 'Tablero' }).click();
  await expect(page).toHaveURL(/vista=tablero/);
  const anuncio = page.getByTestId('anuncio-candidatos');
  const asa = page.getByRole('button', { name: `Mover a ${DANIEL.nombre}` });
  await asa.focus();
  await page.keyboard.press('Enter');
  await expect(asa).toHaveAttribute('aria-pressed', 'true');
  await expect(anuncio).toContainText(`Has cogido la candidatura de ${DANIEL.nombre}, en «En revisión»`);
  await page.keyboard.press('ArrowRight');
  await expect(anuncio).toContainText('Columna «Preseleccionada»');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-columna="3"]').getByRole('button', { name: `Mover a ${DANIEL.nombre}` })).toBeVisible();
  await expect(anuncio).toContainText(`${DANIEL.nombre}: candidatura movida a «Preseleccionada»`);
  await expect(page.getByRole('button', { name: `Mover a ${DANIEL.nombre}` })).toBeFocused();

  // The student sees the new state and its notification.
  await expect.poll(async () => (await candidaturaAlumno(request, base, alumno, urlOferta)).estado).toBe(3);
  const avisos = await notificacionesAlumno(request, base, alumno);
  expect(avisos.some((n) => n.titulo === 'Has sido preseleccionado/a' && n.texto.includes(titulo))).toBe(true);

  // Escape cancels a pick without moving anything.
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Escape');
  await expect(anuncio).toContainText('Movimiento cancelado');
  await expect(page.locator('[data-columna="3"]').getByText(DANIEL.nombre)).toBeVisible();

  // Move 3: dragged with the mouse to Descartada, which asks for a reason.
  const destino = page.locator('[data-columna="5"]');
  await destino.scrollIntoViewIfNeeded();
  const origen = await page.locator('[data-columna="3"]').getByText(DANIEL.nombre).boundingBox();
  const zona = await destino.boundingBox();
  if (!origen || !zona) throw new Error('El tablero no está a la vista');
  await page.mouse.move(origen.x + origen.width / 2, origen.y + origen.height / 2);
  await page.mouse.down();
  await page.mouse.move(origen.x + origen.width / 2 + 30, origen.y + origen.height / 2, { steps: 4 });
  await page.mouse.move(zona.x + zona.width / 2, zona.y + 60, { steps: 12 });
  await page.mouse.up();
  await expect(dialogo).toBeVisible();
  await expect(dialogo.getByRole('radio', { name: 'Descartada' })).toBeChecked();
  await dialogo.getByRole('button', { name: 'Cambiar estado' }).click();
  await expect(dialogo.getByText('Indica el motivo del cambio de estado')).toBeVisible();
  await dialogo.getByRole('combobox', { name: 'Motivo' }).click();
  await page.getByRole('option', { name: 'Perfil no adecuado al puesto' }).click();
  await dialogo.getByRole('button', { name: 'Cambiar estado' }).click();
  await expect(dialogo).toBeHidden();
  await expect(destino.getByText(DANIEL.nombre)).toBeVisible();
  await expect.poll(async () => (await candidaturaAlumno(request, base, alumno, urlOferta)).estado).toBe(5);

  // CSV export: UTF-8 BOM, ';' separators, the state by name.
  await page.getByRole('tab', { name: 'Lista' }).click();
  const [descarga] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  expect(descarga.suggestedFilename()).toBe(`candidatos-${urlOferta}.csv`);
  const csv = readFileSync((await descarga.path()) ?? '', 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const [cabecera, primera] = csv.slice(1).split('\r\n');
  expect(cabecera).toBe(
    'Nombre;Apellidos;Correo electrónico;Teléfono;Estado de la candidatura;Fecha de inscripción;Última actualización',
  );
  expect(primera).toMatch(
    /^Daniel;Castro Peña;daniel\.castro@demo\.puente\.es;600000000;Descartada;\d\d\/\d\d\/\d{4};\d\d\/\d\d\/\d{4}$/,
  );

  // The candidate's CV page shows the history with the reason.
  await page.getByRole('link', { name: `Ver CV de ${DANIEL.nombre}` }).click();
  await expect(page).toHaveURL(/\/ver-cv\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: DANIEL.nombre })).toBeVisible();
  const historial = page.getByRole('region', { name: 'Historial de la candidatura' });
  await expect(historial.getByText('Motivo: Perfil no adecuado al puesto')).toBeVisible();
});
