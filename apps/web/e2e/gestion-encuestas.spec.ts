import { expect, type Locator, type Page, test } from '@playwright/test';
import { alumnos, openAsAlumno } from './support/alumnos';
import { api } from './support/api';
import { expectNoSeriousViolations } from './support/axe';
import { vigilarConsola } from './support/empresa-api';
import { PASSWORD } from './support/env';
import { skipCookieBanner } from './support/session';
import { capturar, entrarAGestionConTeclado, tabHastaElemento } from './support/teclado';

/*
 * Issue 27's survey builder and results, /gestion/encuestas: a contenidos
 * member, by keyboard only, opens Encuestas from the staff menu and builds a
 * survey for students (a title with this run's suffix) with three questions,
 * question 1's "No" jumping to question 3; the preview walks it ("No" skips
 * question 2); "Crear y publicar" publishes it. A student (Pablo, whom no other
 * spec asks about surveys) finds it in his list and answers it; back as
 * staff, the results show his answer in the chart's table and the builder
 * says the questions are frozen. axe finds nothing serious or critical at 1280
 * and 360 px; list, builder, preview and results are photographed. The
 * survey is not mandatory (that would hold every student of the other specs)
 * and is withdrawn at the end, even when a step fails, so the specs that count
 * surveys never see it. A read-only member sees the list and the results
 * without the buttons that change them.
 */

test.beforeEach(async ({ context }) => {
  await skipCookieBanner(context);
});

/** Shift+Tab until `destino` has the focus (the field before the one the keyboard is in). */
async function tabAtrasHasta(page: Page, destino: Locator, maximo = 20) {
  for (let n = 0; n < maximo; n++) {
    if (await destino.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Shift+Tab');
  }
  throw new Error(`Shift+Tab never reached ${destino}`);
}

/** A Radix select by keyboard: Enter opens it, the option is focused and Enter chooses it. */
async function elegirOpcion(page: Page, combo: Locator, opcion: string) {
  await expect(combo).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: opcion }).focus();
  await page.keyboard.press('Enter');
  await expect(combo).toHaveText(opcion);
}

/** Withdraws (through the API) any survey of this run still published, whatever step failed. */
async function retirarLasDeEstaPrueba(page: Page, base: string, sufijo: string) {
  const { token } = await api(page.request, base, 'loginGestor', { eUsuario: 'contenidos.demo', ePassword: PASSWORD });
  const lista = await api(page.request, base, 'encuestasGestion', { texto: sufijo, tamano: 20 }, token);
  for (const e of lista.items.filter((x) => x.publicada)) {
    await api(page.request, base, 'despublicarEncuesta', { id: e.idEncuesta }, token);
  }
}

test('encuestas: contenidos la construye con el teclado, la vista previa sigue los saltos, un estudiante la contesta y los resultados lo cuentan', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const base = baseURL ?? '';
  const sufijo = Date.now().toString(36);
  const titulo = `Prácticas del curso ${sufijo}`;
  const errores = vigilarConsola(page);

  try {
    // The member signs in and opens Encuestas from the staff menu, all with the keyboard.
    await page.setViewportSize({ width: 1280, height: 900 });
    await entrarAGestionConTeclado(page, 'contenidos.demo', PASSWORD);
    const menu = page.getByRole('navigation', { name: 'Menú de gestión' });
    await tabHastaElemento(page, menu.getByRole('link', { name: 'Encuestas' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/gestion\/encuestas$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Encuestas' })).toBeVisible();
    const tabla = page.getByRole('table', { name: 'Encuestas' });
    await expect(tabla.getByRole('row', { name: /Valoración de la Feria de Empleo/ })).toBeVisible();
    await expectNoSeriousViolations(page, '/gestion/encuestas at 1280 px');
    await capturar(page, 'gestion-encuestas-lista-1280', 1280);

    // "Nueva encuesta": the builder, for students and not mandatory unless told otherwise.
    await tabHastaElemento(page, page.getByRole('link', { name: 'Nueva encuesta' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/gestion\/encuestas\/nueva$/);
    await expect(page.getByRole('heading', { name: 'Datos de la encuesta' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Estudiantes' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Obligatoria' })).not.toBeChecked();
    await tabHastaElemento(page, page.getByLabel(/^Título/));
    await page.keyboard.type(titulo);
    await expect(page.getByLabel(/^Dirección/)).toHaveValue(`practicas-del-curso-${sufijo}`);

    // Question 1: Sí/No.
    const p1 = page.getByRole('group', { name: 'Pregunta 1' });
    await tabHastaElemento(page, p1.getByRole('combobox', { name: /^Tipo/ }));
    await elegirOpcion(page, p1.getByRole('combobox', { name: /^Tipo/ }), 'Sí / No');
    await tabHastaElemento(page, p1.getByLabel(/^Enunciado/));
    await page.keyboard.type('¿Has hecho prácticas este curso?');

    // Question 2: the 1–10 scale. "Añadir pregunta" puts the keyboard in its statement.
    await tabHastaElemento(page, page.getByRole('button', { name: 'Añadir pregunta' }));
    await page.keyboard.press('Enter');
    const p2 = page.getByRole('group', { name: 'Pregunta 2' });
    await expect(p2.getByLabel(/^Enunciado/)).toBeFocused();
    await page.keyboard.type('Valora tus prácticas');
    await tabAtrasHasta(page, p2.getByRole('combobox', { name: /^Tipo/ }));
    await elegirOpcion(page, p2.getByRole('combobox', { name: /^Tipo/ }), 'Escala del 1 al 10');

    // Question 3: free text, optional.
    await tabHastaElemento(page, page.getByRole('button', { name: 'Añadir pregunta' }));
    await page.keyboard.press('Enter');
    const p3 = page.getByRole('group', { name: 'Pregunta 3' });
    await expect(p3.getByLabel(/^Enunciado/)).toBeFocused();
    await page.keyboard.type('¿Qué mejorarías?');
    await tabAtrasHasta(page, p3.getByRole('checkbox', { name: 'Hay que contestarla' }));
    await page.keyboard.press('Space');
    await expect(p3.getByRole('checkbox', { name: 'Hay que contestarla' })).not.toBeChecked();
    await tabAtrasHasta(page, p3.getByRole('combobox', { name: /^Tipo/ }));
    await elegirOpcion(page, p3.getByRole('combobox', { name: /^Tipo/ }), 'Texto libre');

    // Question 1's "No" jumps to question 3: only later questions are offered, and the builder says why.
    await expect(p1.getByText(/Solo se ofrecen preguntas posteriores: un salto hacia atrás/)).toBeVisible();
    const salto = p1.getByRole('combobox', { name: 'Después de la respuesta 2, ir a' });
    await tabAtrasHasta(page, salto, 60);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option')).toHaveText([
      'La siguiente pregunta',
      'Pregunta 2: Valora tus prácticas',
      'Pregunta 3: ¿Qué mejorarías?',
    ]);
    await page.getByRole('option', { name: 'Pregunta 3: ¿Qué mejorarías?' }).focus();
    await page.keyboard.press('Enter');
    await expect(salto).toHaveText('Pregunta 3: ¿Qué mejorarías?');
    await expectNoSeriousViolations(page, 'the survey builder at 1280 px');
    await capturar(page, 'gestion-encuestas-constructor-1280', 1280);

    // The preview walks it: "No" skips question 2.
    await tabHastaElemento(page, page.getByRole('button', { name: 'Vista previa' }));
    await page.keyboard.press('Enter');
    const previa = page.getByRole('dialog', { name: 'Vista previa de la encuesta' });
    await expect(previa.getByText('Pregunta 1 de 3')).toBeVisible();
    const siNo = previa.getByRole('radiogroup', { name: /¿Has hecho prácticas este curso\?/ });
    await tabHastaElemento(page, siNo.getByRole('radio', { name: 'Sí' }));
    // The arrows move between Sí and No, Space chooses.
    await page.keyboard.press('ArrowRight');
    await expect(siNo.getByRole('radio', { name: 'No' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(siNo.getByRole('radio', { name: 'No' })).toBeChecked();
    await expectNoSeriousViolations(page, 'the preview at 1280 px');
    await capturar(page, 'gestion-encuestas-vista-previa-1280', 1280, false);
    await tabHastaElemento(page, previa.getByRole('button', { name: 'Siguiente' }));
    await page.keyboard.press('Enter');
    await expect(previa.getByText('Pregunta 3 de 3')).toBeVisible();
    await expect(previa.getByRole('heading', { name: /¿Qué mejorarías\?/ })).toBeFocused();
    await tabHastaElemento(page, previa.getByRole('button', { name: 'Terminar' }));
    await page.keyboard.press('Enter');
    await expect(previa.getByText('Preguntas recorridas: 1 → 3')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(previa).toBeHidden();

    // "Crear y publicar": back to the list, where it is published.
    await tabHastaElemento(page, page.getByRole('button', { name: 'Crear y publicar' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/gestion\/encuestas$/);
    await expect(page.getByText('Encuesta creada y publicada', { exact: true })).toBeVisible();
    const fila = tabla.getByRole('row', { name: new RegExp(titulo) });
    await expect(fila.getByText('Publicada')).toBeVisible();

    // The list, the builder and the preview at 360 px (once the notice is gone: it would cover the first card).
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(page.getByText('Encuesta creada y publicada', { exact: true })).toBeHidden({ timeout: 10_000 });
    await expect(fila).toBeVisible();
    await expectNoSeriousViolations(page, '/gestion/encuestas at 360 px');
    await capturar(page, 'gestion-encuestas-lista-360', 360);
    // Its builder and preview at 360 px, opened from its card's "Editar".
    await fila.getByRole('link', { name: `Editar «${titulo}»` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', { name: 'Pregunta 3' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the survey builder at 360 px');
    await capturar(page, 'gestion-encuestas-constructor-360', 360);
    await page.getByRole('button', { name: 'Vista previa' }).focus();
    await page.keyboard.press('Enter');
    await expect(previa.getByText('Pregunta 1 de 3')).toBeVisible();
    await expectNoSeriousViolations(page, 'the preview at 360 px');
    await capturar(page, 'gestion-encuestas-vista-previa-360', 360, false);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 900 });

    // A student finds it in his list and answers it ("Sí": question 2 is asked).
    const contextoAlumno = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
    await skipCookieBanner(contextoAlumno);
    const alumno = await contextoAlumno.newPage();
    await openAsAlumno(alumno, base, alumnos.pablo.dni, '/encuestas');
    const tarjeta = alumno.getByRole('article').filter({ has: alumno.getByRole('heading', { name: titulo }) });
    await tarjeta.getByRole('link', { name: /Empezar la encuesta/ }).click();
    await expect(alumno).toHaveURL(/\/encuesta$/);
    await expect(alumno.getByText('Pregunta 1 de 3')).toBeVisible();
    await alumno
      .getByRole('radiogroup', { name: /¿Has hecho prácticas este curso\?/ })
      .getByRole('radio', { name: 'Sí' })
      .click();
    await alumno.getByRole('button', { name: 'Siguiente' }).click();
    await expect(alumno.getByText('Pregunta 2 de 3')).toBeVisible();
    await alumno
      .getByRole('radiogroup', { name: /Valora tus prácticas/ })
      .getByRole('radio', { name: '8', exact: true })
      .click();
    await alumno.getByRole('button', { name: 'Siguiente' }).click();
    await alumno.getByRole('textbox', { name: /¿Qué mejorarías\?/ }).fill(`Más empresas del sector ${sufijo}`);
    await alumno.getByRole('button', { name: 'Enviar respuestas' }).click();
    await expect(alumno.getByRole('heading', { name: '¡Gracias por contestar!' })).toBeVisible();
    await contextoAlumno.close();

    // Back as staff: the results count him in the chart's table.
    await page.goto('/gestion/encuestas');
    await tabHastaElemento(page, page.getByRole('searchbox', { name: 'Título' }));
    await page.keyboard.type(sufijo);
    await page.keyboard.press('Enter');
    await expect(page.getByText('1 encuesta', { exact: true })).toBeVisible();
    await expect(fila.getByRole('cell', { name: '1', exact: true })).toBeVisible();
    await tabHastaElemento(page, fila.getByRole('link', { name: `Resultados de «${titulo}»` }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: `Resultados: ${titulo}` })).toBeVisible();
    await expect(page.getByText('1 contestación')).toBeVisible();
    const tablaP1 = page.getByRole('table', { name: 'Respuestas a la pregunta 1' });
    await expect(tablaP1.getByRole('row', { name: /^Sí/ }).getByRole('cell').first()).toHaveText('1');
    await expect(tablaP1.getByRole('row', { name: /^No/ }).getByRole('cell').first()).toHaveText('0');
    const tablaP2 = page.getByRole('table', { name: /Valores elegidos en la pregunta 2/ });
    await expect(tablaP2.getByRole('row', { name: /^8 / }).getByRole('cell').first()).toHaveText('1');
    await tabHastaElemento(page, page.getByRole('searchbox', { name: 'Buscar en las respuestas' }));
    await page.keyboard.type('sector');
    await expect(page.getByText(`Más empresas del sector ${sufijo}`)).toBeVisible();
    await expectNoSeriousViolations(page, 'the results at 1280 px');
    await capturar(page, 'gestion-encuestas-resultados-1280', 1280);
    await page.setViewportSize({ width: 360, height: 780 });
    await expectNoSeriousViolations(page, 'the results at 360 px');
    await capturar(page, 'gestion-encuestas-resultados-360', 360);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The builder now says its questions are frozen.
    await tabHastaElemento(page, page.getByRole('link', { name: 'Editar la encuesta' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Ya tiene respuestas: las preguntas no pueden cambiar')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Añadir pregunta' })).toHaveCount(0);
    await expect(page.getByText('salta a la pregunta 3')).toBeVisible();
    await expectNoSeriousViolations(page, 'the frozen builder at 1280 px');

    // Withdrawn after the question, by keyboard: the focus comes back to the row's button, now "Publicar".
    await page.goto(`/gestion/encuestas?texto=${sufijo}`);
    await tabHastaElemento(page, fila.getByRole('button', { name: `Retirar «${titulo}»` }));
    await page.keyboard.press('Enter');
    const pregunta = page.getByRole('alertdialog', { name: '¿Retirar esta encuesta?' });
    await tabHastaElemento(page, pregunta.getByRole('button', { name: 'Retirar', exact: true }));
    await page.keyboard.press('Enter');
    await expect(pregunta).toBeHidden();
    await expect(fila.getByText('Retirada')).toBeVisible();
    await expect(fila.getByRole('button', { name: `Publicar «${titulo}»` })).toBeFocused();
    expect(errores, 'console errors').toEqual([]);
  } finally {
    await retirarLasDeEstaPrueba(page, base, sufijo);
  }
});

test('encuestas: solo lectura ve la lista y los resultados sin crear, editar ni retirar', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await entrarAGestionConTeclado(page, 'lectura.demo', PASSWORD);
  await page.getByRole('navigation', { name: 'Menú de gestión' }).getByRole('link', { name: 'Encuestas' }).click();
  const tabla = page.getByRole('table', { name: 'Encuestas' });
  const fila = tabla.getByRole('row', { name: /Satisfacción de empresas colaboradoras/ });
  await expect(fila).toBeVisible();
  await expect(page.getByText(/Tu cuenta puede consultarlas y ver sus resultados/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nueva encuesta' })).toHaveCount(0);
  await expect(tabla.getByRole('link', { name: /^Editar/ })).toHaveCount(0);
  await expect(tabla.getByRole('button', { name: /^(Retirar|Publicar)/ })).toHaveCount(0);
  await fila.getByRole('link', { name: /^Resultados de/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados: Satisfacción de empresas colaboradoras' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Descargar CSV' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Editar la encuesta' })).toHaveCount(0);
  // By address, the builder says the account cannot change surveys.
  await page.goto('/gestion/encuestas/nueva');
  await expect(page.getByRole('heading', { level: 2, name: 'Tu cuenta no puede crear ni editar encuestas' })).toBeVisible();
});
