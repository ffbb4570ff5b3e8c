import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { guardarCaptura } from './support/capturas';
import { vigilarConsola } from './support/empresa-api';
import { accounts, PASSWORD } from './support/env';
import { openAs, skipCookieBanner } from './support/session';
import { entrarAGestionConTeclado } from './support/teclado';

/*
 * Issue 15, surveys: an anonymous visitor answers the anonymous survey from
 * its shared link on a phone (RGPD first, "No asistí" jumps to the last
 * question), and contenidos.demo finds it marked anonymous in the results;
 * a company (seleccion.demo) answers its survey from its home.
 * Nobody else in the browser tests answers these two.
 */

let errores: string[] = [];

test.beforeEach(async ({ context, page }) => {
  await skipCookieBanner(context);
  errores = vigilarConsola(page);
});

test.afterEach(() => {
  expect(errores, 'console errors').toEqual([]);
});

test('an anonymous visitor answers the anonymous survey at 360 px', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`${baseURL}/encuestas/valoracion-feria-empleo`);
  await expect(page.getByRole('heading', { name: 'Valoración de la Feria de Empleo' })).toBeVisible();
  // Anonymous only: no login form.
  await expect(page.getByRole('textbox', { name: /DNI/ })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'entrada de encuesta anónima');
  await guardarCaptura(page, 'encuesta-entrada-360', { fullPage: true });
  await page.getByRole('button', { name: 'Contestar de forma anónima' }).click();

  // RGPD before the questions.
  await expect(page.getByRole('heading', { name: 'Protección de datos' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Marca la casilla para continuar.')).toBeVisible();
  await page.getByRole('checkbox', { name: /acepto el tratamiento/ }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/encuesta$/);
  await expect(page.getByText('Pregunta 1 de 4')).toBeVisible();
  const siNo = page.getByRole('radiogroup', { name: '¿Asististe a la Feria de Empleo?' });
  // Keyboard: focus the toggle and choose with the arrows.
  await siNo.getByRole('radio', { name: 'Sí' }).focus();
  await page.keyboard.press('Space');
  await expect(siNo.getByRole('radio', { name: 'Sí' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(siNo.getByRole('radio', { name: 'No' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(siNo.getByRole('radio', { name: 'No' })).toBeChecked();
  await expectNoSeriousViolations(page, 'encuesta anónima, Sí/No');
  await guardarCaptura(page, 'encuesta-si-no-360', { fullPage: true });
  await page.getByRole('button', { name: 'Siguiente' }).click();

  // "No" jumps to the last, optional question.
  await expect(page.getByText('Pregunta 4 de 4')).toBeVisible();
  await expect(page.getByText('(opcional)')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar respuestas' }).click();
  await expect(page.getByRole('heading', { name: '¡Gracias por contestar!' })).toBeVisible();
  await guardarCaptura(page, 'encuesta-fin-360', { fullPage: true });

  // Staff read it back as anonymous, with the limit such answers have (issue 29, decision 052).
  await page.setViewportSize({ width: 1280, height: 900 });
  await entrarAGestionConTeclado(page, 'contenidos.demo', PASSWORD);
  await page.goto('/gestion/encuestas?texto=Feria');
  await page.getByRole('link', { name: 'Resultados de «Valoración de la Feria de Empleo»' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados: Valoración de la Feria de Empleo' })).toBeVisible();
  await expect(page.getByText(/\(\d+ anónimas?\)/).first()).toBeVisible();
  await expect(page.getByText('hasta 30 por hora y 100 en 24 horas', { exact: false })).toBeVisible();
  await expectNoSeriousViolations(page, 'resultados con respuestas anónimas');
  await guardarCaptura(page, 'encuesta-resultados-anonimas-1280', { fullPage: true });
});

test('a company answers its survey from its home', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, baseURL ?? '', 'Empresa');
  const seccion = page.getByRole('region', { name: 'Encuestas' });
  await expect(seccion).toBeVisible();
  await guardarCaptura(page, 'encuestas-inicio-empresa-1280', { fullPage: true });
  await seccion.getByRole('link', { name: /Satisfacción de empresas colaboradoras/ }).click();

  await expect(page).toHaveURL(/\/encuesta$/);
  await expect(page.getByText('Pregunta 1 de 3')).toBeVisible();
  await page
    .getByRole('radiogroup', { name: /¿Has acogido estudiantes/ })
    .getByRole('radio', { name: 'Sí' })
    .click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Pregunta 2 de 3')).toBeVisible();
  await page
    .getByRole('radiogroup', { name: /Valora la preparación/ })
    .getByRole('radio', { name: '9', exact: true })
    .click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('textbox', { name: /¿Qué podemos mejorar?/ }).fill('Más ferias sectoriales.');
  await page.getByRole('button', { name: 'Enviar respuestas' }).click();
  await expect(page.getByRole('heading', { name: '¡Gracias por contestar!' })).toBeVisible();

  await page.goto(`${baseURL}/encuestas`);
  await expect(page.getByRole('heading', { level: 1, name: 'Encuestas' })).toBeVisible();
  const tarjeta = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Satisfacción de empresas colaboradoras' }) });
  await expect(tarjeta.getByText('Contestada')).toBeVisible();
  await expectNoSeriousViolations(page, 'lista de encuestas');
  await guardarCaptura(page, 'encuestas-lista-empresa-1280', { fullPage: true });
  expect(accounts.seleccion).toBe('seleccion.demo');
});
