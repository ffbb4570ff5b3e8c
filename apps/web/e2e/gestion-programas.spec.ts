import { expect, type Page, test } from '@playwright/test';
import { openAsAlumno } from './support/alumnos';
import { api } from './support/api';
import { expectNoSeriousViolations } from './support/axe';
import { alumnoToken, vigilarConsola } from './support/empresa-api';
import { PASSWORD } from './support/env';
import { dniNuevo } from './support/identificadores';
import { skipCookieBanner, staffToken } from './support/session';
import { capturar, entrarAGestionConTeclado, tabHasta, tabHastaElemento } from './support/teclado';

/*
 * The staff's programmes screen, /gestion/programas: practicas.demo, by keyboard only, opens Programas from the
 * staff menu and creates a programme (a name with this run's suffix, adhesions reviewed by the university, for
 * university students, a deadline); a new student (registered for this test, a degree in progress) asks to join
 * it in the browser; back on the programme's page the adhesion waits to be decided and is approved by keyboard;
 * the student sees it approved and has the notification; "Ofertas y prácticas" says the programme has none yet.
 * axe finds nothing serious or critical on the list, the form and the programme's page at 1280 and 360 px, each
 * photographed. The programme is deactivated at the end (by keyboard, after the question). lectura.demo reads the
 * list without the buttons that change it; contenidos.demo has no menu entry and the address says the area is not
 * theirs.
 *
 * While this journey's programme is active, a company's home counts one more active programme: programas.spec.ts
 * reads that count as a number, not as the seeded four.
 */

test.beforeEach(async ({ context }) => {
  await skipCookieBanner(context);
});

/** The programme this run created, deactivated by the journey itself or, if it stopped before, after it. */
let creado: number | null = null;

test.afterEach(async ({ request, baseURL }) => {
  if (creado === null) return;
  const token = await staffToken(request, baseURL ?? '');
  await api(request, baseURL ?? '', 'desactivarPrograma', { id: creado }, token);
  creado = null;
});

/** Today + `dias` on Madrid's calendar, as a date field takes it (yyyy-mm-dd) and as the screens show it. */
function diaDentroDe(dias: number) {
  const dia = new Date(Date.now() + dias * 86_400_000);
  const [d, m, a] = new Intl.DateTimeFormat('es-ES', {
    timeZone: 'Europe/Madrid',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .format(dia)
    .split('/');
  return { iso: `${a}-${m}-${d}`, mostrado: `${d}/${m}/${a}` };
}

/**
 * In a radio group that has the focus, the arrows down to the radio with this id (each press waits for the focus
 * to move: the group re-renders as each radio it passes is chosen), and Space chooses it.
 */
async function elegirRadio(page: Page, id: string) {
  const activo = () => page.evaluate(() => document.activeElement?.id ?? '');
  for (let n = 0; n < 6; n++) {
    const antes = await activo();
    if (antes === id) break;
    await page.keyboard.press('ArrowDown');
    await expect.poll(activo, { message: `the arrow moved on from #${antes}`, timeout: 3_000 }).not.toBe(antes);
  }
  expect(await activo()).toBe(id);
  await page.keyboard.press('Space');
}

/** The staff menu's link to an area (the sidebar from 1024 px). */
const enlaceDelMenu = (page: Page, nombre: string) =>
  page.getByRole('navigation', { name: 'Menú de gestión' }).getByRole('link', { name: nombre, exact: true });

test('programas: prácticas crea un programa con el teclado, un estudiante pide la adhesión y se aprueba', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(25 * 60_000);
  const base = baseURL ?? '';
  const errores = vigilarConsola(page);
  const sufijo = Date.now().toString(36);
  const titulo = `Prácticas de verano ${sufijo}`;
  const plazo = diaDentroDe(60);

  // A student no other test knows: a degree of the university in progress, so the programme is open to her.
  const dni = dniNuevo();
  const apellido = `Quintana${sufijo.replace(/\d/g, '')}`;
  const alumna = `Irene ${apellido}`;
  await api(request, base, 'registrarUsuario', {
    dni,
    nombre: 'Irene',
    apellido1: apellido,
    email: `irene.${sufijo}@ejemplo.es`,
    password: PASSWORD,
    confirmacion: PASSWORD,
    aceptaPrivacidad: true,
  });
  const tokenAlumna = await alumnoToken(request, base, dni);
  await api(
    request,
    base,
    'addEstudio',
    { idTitulacion: 33, centro: 'Escuela de Ingeniería', finalizado: false, fechaInicio: '2023-09-15' },
    tokenAlumna,
  );

  // practicas.demo opens Programas from the staff menu, all with the keyboard.
  await page.setViewportSize({ width: 1280, height: 900 });
  await entrarAGestionConTeclado(page, 'practicas.demo', PASSWORD);
  await tabHastaElemento(page, enlaceDelMenu(page, 'Programas'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/gestion\/programas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Programas' })).toBeVisible();
  const tabla = page.getByRole('table', { name: 'Programas' });
  await expect(tabla.getByRole('row', { name: /Prácticas en Pymes Innovadoras/ })).toBeVisible();
  await expectNoSeriousViolations(page, '/gestion/programas at 1280 px');
  await capturar(page, 'gestion-programas-lista-1280', 1280);

  // "Nuevo programa": its page; the title, the adhesion reviewed by the university, a deadline, university students.
  await tabHastaElemento(page, page.getByRole('link', { name: 'Nuevo programa' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/gestion\/programas\/nuevo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo programa' })).toBeVisible();
  await tabHasta(page, 'programa-titulo');
  await page.keyboard.type(titulo);
  await expect(page.locator('#programa-urlAcceso')).toHaveValue(`practicas-de-verano-${sufijo}`);
  await tabHasta(page, 'programa-adhesion-no', 60);
  await elegirRadio(page, 'programa-adhesion-validacion');
  await expect(page.getByRole('radio', { name: /^La universidad la revisa/ })).toBeChecked();
  await tabHasta(page, 'programa-plazo');
  // The date field's segments follow the browser's own locale, not the page's: the value is set whole.
  await page.locator('#programa-plazo').fill(plazo.iso);
  await tabHasta(page, 'programa-soloEstudiantesUniversitarios', 60);
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: /^Solo estudiantes universitarios/ })).toBeChecked();
  await expectNoSeriousViolations(page, 'new programme form at 1280 px');
  await capturar(page, 'gestion-programas-formulario-1280', 1280);
  await tabHastaElemento(page, page.getByRole('button', { name: 'Crear el programa' }));
  await page.keyboard.press('Enter');

  // Its page: the conditions as set, and no adhesion yet.
  await expect(page).toHaveURL(/\/gestion\/programas\/\d+$/);
  creado = Number(/\/gestion\/programas\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
  await expect(page.getByText('Programa creado', { exact: true })).toBeVisible();
  const resumen = page.getByRole('region', { name: 'Condiciones del programa' });
  await expect(resumen.getByText('Adhesión revisada por la universidad: cada solicitud se aprueba o se rechaza')).toBeVisible();
  await expect(resumen.getByText(`Plazo de adhesión e inscripción hasta el ${plazo.mostrado}`)).toBeVisible();
  await expect(resumen.getByText('Solo estudiantes universitarios (con estudios universitarios en curso)')).toBeVisible();
  await expect(page.getByText('No hay adhesiones por decidir.')).toBeVisible();

  // The student asks to join it on the programme's page.
  const contextoAlumna = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  await skipCookieBanner(contextoAlumna);
  const alumno = await contextoAlumna.newPage();
  const erroresAlumna = vigilarConsola(alumno);
  await alumno.setViewportSize({ width: 1280, height: 900 });
  await openAsAlumno(alumno, base, dni, `/programa-practicas/${creado}`);
  await expect(alumno.getByRole('heading', { level: 2, name: titulo })).toBeVisible();
  await expect(alumno.getByText('Puedes adherirte')).toBeVisible();
  await alumno.getByRole('button', { name: 'Solicitar adhesión' }).click();
  await alumno
    .getByRole('alertdialog', { name: '¿Solicitar la adhesión?' })
    .getByRole('button', { name: 'Sí, solicitar adhesión' })
    .click();
  await expect(alumno.getByText('Adhesión pendiente de la universidad')).toBeVisible();

  // Back on the programme's page: the adhesion waits, first, and is approved by keyboard; the page says she is told.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Adhesiones 1 por decidir' })).toBeVisible();
  await expect(page.getByText(/el portal avisa con una notificación al estudiante o a la empresa/)).toBeVisible();
  const porDecidir = page.getByRole('region', { name: 'Por decidir (1)' });
  await expect(porDecidir.getByRole('listitem')).toHaveText(new RegExp(`^${alumna}Estudiante`));
  await expectNoSeriousViolations(page, 'programme page with an adhesion to decide at 1280 px');
  await capturar(page, 'gestion-programas-adhesion-1280', 1280);
  await page.locator('body').focus();
  await tabHastaElemento(page, porDecidir.getByRole('button', { name: `Aprobar la adhesión de ${alumna}` }), 80);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Adhesión de ${alumna} aprobada`, { exact: true })).toBeVisible();
  await expect(page.getByText('Le hemos enviado una notificación al estudiante.', { exact: true })).toBeVisible();
  const decididas = page.getByRole('region', { name: 'Decididas (1)' });
  await expect(decididas.getByText('Aprobada')).toBeVisible();
  // The list to decide emptied: the focus is on its heading.
  await expect(page.getByRole('heading', { name: 'Por decidir (0)' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Adhesiones', exact: true })).toBeVisible();

  // The student sees it approved, and the notification says so.
  await alumno.reload();
  await expect(alumno.getByText('Puedes inscribirte en sus ofertas')).toBeVisible();
  await alumno
    .getByRole('banner')
    .getByRole('button', { name: /^Notificaciones: \d+ sin leer/ })
    .click();
  const panel = alumno.getByRole('dialog', { name: 'Notificaciones' });
  await expect(panel.getByText(`La universidad ha aceptado tu adhesión al programa «${titulo}».`)).toBeVisible();
  await contextoAlumna.close();
  expect(erroresAlumna, 'console errors of the student').toEqual([]);

  // "Ofertas y prácticas": the arrow keys move between the two sections.
  await tabHastaElemento(page, page.getByRole('tab', { name: 'Adhesiones', exact: true }));
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\?seccion=ofertas$/);
  await expect(page.getByText('Este programa aún no tiene ofertas.')).toBeVisible();
  await expect(page.getByText('Aún no hay prácticas de este programa.')).toBeVisible();
  await expectNoSeriousViolations(page, 'programme page, offers and internships, at 1280 px');
  await capturar(page, 'gestion-programas-programa-1280', 1280);

  // 360 px: the programme's page, the list and the form.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByText(`Adhesión de ${alumna} aprobada`, { exact: true })).toBeHidden({ timeout: 10_000 });
  await expectNoSeriousViolations(page, 'programme page at 360 px');
  await capturar(page, 'gestion-programas-programa-360', 360);
  await tabHastaElemento(page, page.getByRole('link', { name: 'Volver a los programas' }), 80);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/gestion\/programas$/);
  const fila = tabla.getByRole('row', { name: new RegExp(titulo) });
  await expect(fila.getByText('Estudiantes universitarios')).toBeVisible();
  await expect(fila.getByText(plazo.mostrado)).toBeVisible();
  await expect(fila.getByText('Ninguna por decidir')).toBeVisible();
  await expectNoSeriousViolations(page, '/gestion/programas at 360 px');
  await capturar(page, 'gestion-programas-lista-360', 360);
  await tabHastaElemento(page, page.getByRole('link', { name: 'Nuevo programa' }), 80);
  await page.keyboard.press('Enter');
  await tabHasta(page, 'programa-titulo');
  await page.keyboard.type('Programa para ver el formulario a 360 px');
  await tabHasta(page, 'programa-operadorMeses-ninguno', 60);
  await elegirRadio(page, 'programa-operadorMeses-o');
  await expect(page.getByLabel(/^Otra duración posible en meses/)).toBeVisible();
  await expectNoSeriousViolations(page, 'new programme form at 360 px');
  await capturar(page, 'gestion-programas-formulario-360', 360);
  // Leaving with changes asks first; leaving is the choice.
  await tabHastaElemento(page, page.getByRole('link', { name: 'Cancelar' }), 80);
  await page.keyboard.press('Enter');
  const salir = page.getByRole('alertdialog');
  await expect(salir).toBeVisible();
  await tabHastaElemento(page, salir.getByRole('button', { name: /^Salir/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/gestion\/programas$/);
  await page.setViewportSize({ width: 1280, height: 900 });

  // At the end the programme is deactivated, by keyboard and after the question: found with the search box.
  await tabHastaElemento(page, page.getByRole('searchbox', { name: 'Título' }));
  await page.keyboard.type(sufijo);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`texto=${sufijo}`));
  await expect(page.getByText('1 programa', { exact: true })).toBeVisible();
  await tabHastaElemento(page, fila.getByRole('button', { name: `Desactivar «${titulo}»` }));
  await page.keyboard.press('Enter');
  const pregunta = page.getByRole('alertdialog', { name: '¿Desactivar el programa?' });
  await expect(pregunta).toContainText(titulo);
  await tabHastaElemento(page, pregunta.getByRole('button', { name: 'Desactivar', exact: true }));
  await page.keyboard.press('Enter');
  await expect(pregunta).toBeHidden();
  await expect(fila.getByText('Inactivo')).toBeVisible();
  creado = null;
  // The focus is back on the row's button, which now activates it again.
  await expect(fila.getByRole('button', { name: `Activar «${titulo}»` })).toBeFocused();
  expect(errores, 'console errors').toEqual([]);
});

test('programas: solo lectura ve la lista y un programa sin nada que los cambie', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await entrarAGestionConTeclado(page, 'lectura.demo', PASSWORD);
  await enlaceDelMenu(page, 'Programas').click();
  const tabla = page.getByRole('table', { name: 'Programas' });
  const pymes = tabla.getByRole('row', { name: /Prácticas en Pymes Innovadoras/ });
  await expect(pymes).toBeVisible();
  await expect(page.getByText(/Tu cuenta solo puede consultarlas/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nuevo programa' })).toHaveCount(0);
  await expect(tabla.getByRole('button')).toHaveCount(0);
  await expect(tabla.getByRole('link', { name: /^Editar/ })).toHaveCount(0);
  await pymes.getByRole('link', { name: 'Prácticas en Pymes Innovadoras' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Prácticas en Pymes Innovadoras' })).toBeVisible();
  await expect(page.getByText(/Tu cuenta solo puede consultar el programa/)).toBeVisible();
  await expect(page.getByRole('region', { name: /^Decididas/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Editar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Aprobar|Rechazar|Desactivar|Activar)/ })).toHaveCount(0);
});

test('programas: sin el permiso de prácticas no hay entrada en el menú y la dirección lo dice', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await entrarAGestionConTeclado(page, 'contenidos.demo', PASSWORD);
  await expect(enlaceDelMenu(page, 'Comunicaciones')).toBeVisible();
  await expect(enlaceDelMenu(page, 'Programas')).toHaveCount(0);
  await page.goto('/gestion/programas');
  await expect(page.getByRole('heading', { level: 2, name: 'Tu cuenta no abre esta área' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
