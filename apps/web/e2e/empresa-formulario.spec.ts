import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { vigilarConsola } from './support/empresa-api';
import { DEMO_URL } from './support/env';
import { openAs, skipCookieBanner } from './support/session';

/** The offer form on its own: live validation with the spec's messages, focus on errors, profiles, degree picker. */
let errores: string[] = [];

test.beforeEach(async ({ context, page }) => {
  await skipCookieBanner(context);
  errores = vigilarConsola(page);
});

test.afterEach(() => {
  expect(errores, 'console errors').toEqual([]);
});

test('validates live with the spec messages and takes the company to the first invalid field', async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  await openAs(page, baseURL ?? '', 'Empresa', '/nueva-oferta');
  await expect(page.getByRole('radio', { name: 'Oferta de prácticas' })).toBeChecked();
  const titulo = page.getByLabel('Título de la oferta', { exact: true });
  const puesto = page.getByLabel('Puesto de trabajo', { exact: true });

  // Live: checked when the field is left, then on every keystroke.
  await titulo.fill('ab');
  await titulo.blur();
  const corto = page.getByText('El campo es demasiado corto (mínimo 3 caracteres)');
  await expect(corto).toBeVisible();
  await expect(titulo).toHaveAttribute('aria-invalid', 'true');
  await titulo.fill('abc');
  await expect(corto).toHaveCount(0);
  await titulo.fill('');

  // Submitting from the bottom of the page brings the first invalid field into view and focuses it.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('button', { name: 'Publicar oferta' }).click();
  await expect(titulo).toBeFocused();
  await expect(titulo).toBeInViewport();
  await expect(page.getByText('Este campo es requerido').first()).toBeVisible();
  await expect(page.getByText('Debes seleccionar al menos una titulación')).toBeVisible();
  await expect(page.getByText(/Revisa \d+ campos marcados en rojo\./)).toBeVisible();
  await titulo.fill('Prácticas de prueba');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('button', { name: 'Publicar oferta' }).click();
  await expect(puesto).toBeFocused();
  await expect(puesto).toBeInViewport();

  // Ranges, e-mail and the order of the dates (code 27's rule, checked before sending).
  const meses = page.getByLabel('Duración (meses)', { exact: true });
  await meses.fill('13');
  await meses.blur();
  await expect(page.getByText('El valor debe estar entre 0 y 12')).toBeVisible();
  const email = page.getByLabel('Correo electrónico', { exact: true });
  await email.fill('tutoria');
  await email.blur();
  await expect(page.getByText('El campo email está mal formado')).toBeVisible();
  await page.getByLabel('Fecha de inicio', { exact: true }).fill('2099-06-30');
  const fin = page.getByLabel('Fecha de fin', { exact: true });
  await fin.fill('2099-06-01');
  await fin.blur();
  const desordenadas = page.getByText('La fecha de inicio debe ser anterior a la fecha de fin');
  await expect(desordenadas).toBeVisible();
  await page.getByLabel('Fecha de inicio', { exact: true }).fill('2099-05-01');
  await expect(desordenadas).toHaveCount(0);

  // The job profile swaps the internship fields for the contract.
  await page.getByText('Oferta de empleo', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Oferta de empleo' })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Tutor o tutora en la empresa' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Tipo de contrato' })).toBeVisible();
  await expect(page.getByLabel('Salario bruto anual (€)', { exact: true })).toBeVisible();
});

test('the degree picker searches, keeps chips and works from the keyboard', async ({ page, baseURL }) => {
  await openAs(page, baseURL ?? '', 'Empresa', '/nueva-oferta/empleo');
  await expect(page.getByRole('radio', { name: 'Oferta de empleo' })).toBeChecked();
  const buscador = page.getByRole('combobox', { name: 'Titulaciones' });
  const elegidas = page.getByRole('list', { name: 'Titulaciones seleccionadas' });
  await buscador.fill('economia');
  await expect(page.getByRole('option', { name: /Grado en Economía/ })).toBeVisible();
  // The first match is active; the arrows move through the others.
  await buscador.press('ArrowDown');
  await buscador.press('ArrowUp');
  await buscador.press('Enter');
  await expect(page.getByRole('option', { name: /Grado en Economía/ })).toHaveAttribute('aria-selected', 'true');
  await buscador.fill('mba');
  await buscador.press('Enter');
  await expect(elegidas.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('2 titulaciones seleccionadas')).toBeVisible();
  // Backspace in the empty search removes the last chip; each chip has its own remove button.
  await buscador.fill('');
  await buscador.press('Backspace');
  await expect(elegidas.getByRole('listitem')).toHaveCount(1);
  await elegidas.getByRole('button', { name: /^Quitar / }).click();
  await expect(elegidas).toHaveCount(0);
  await buscador.fill('xyz sin resultados');
  await expect(page.getByText('Ninguna titulación coincide con la búsqueda')).toBeVisible();
});

// Pages come from browser.newContext(), as @axe-core/playwright requires.
test('the offer form passes axe, with its errors shown', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL: DEMO_URL });
  await skipCookieBanner(context);
  const page = await context.newPage();
  await openAs(page, DEMO_URL, 'Empresa', '/nueva-oferta');
  await page.getByRole('heading', { name: 'Datos de la oferta' }).waitFor();
  await expectNoSeriousViolations(page, '/nueva-oferta');
  await page.getByRole('button', { name: 'Publicar oferta' }).click();
  await page.getByText('Debes seleccionar al menos una titulación').waitFor();
  await page.getByRole('combobox', { name: 'Titulaciones' }).fill('grado');
  await expectNoSeriousViolations(page, '/nueva-oferta with errors and the degree list open');
  await context.close();
});

test('the first press of Publicar, from the keyboard, takes the company to the first invalid field and names each field', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, baseURL ?? '', 'Empresa', '/nueva-oferta');
  const titulo = page.getByLabel('Título de la oferta', { exact: true });
  await expect(titulo).toBeVisible();
  await page.getByRole('button', { name: 'Publicar oferta' }).focus();
  await page.keyboard.press('Enter');
  // First press: focus and scroll, no second try needed.
  await expect(titulo).toBeFocused();
  await expect(titulo).toBeInViewport();
  // The spec's own words under each field; the field's name is the control's, the message its description.
  await expect(page.locator('#oferta-titulo-error')).toHaveText('Este campo es requerido');
  await expect(titulo).toHaveAccessibleName('Título de la oferta');
  await expect(titulo).toHaveAccessibleDescription('Este campo es requerido');
  await expect(page.locator('#oferta-titulaciones-error')).toHaveText('Debes seleccionar al menos una titulación');
  // One summary, spoken once, instead of an alert per field.
  await expect(page.locator('form [role="alert"]')).toHaveCount(0);
  const resumen = page.getByTestId('resumen-errores');
  await expect(resumen).toHaveText(/^Hay \d+ campos por corregir\. El primero es «Título de la oferta»\.$/);

  // The same in English, built from the English labels.
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  const title = page.getByLabel('Offer title', { exact: true });
  await expect(title).toBeVisible();
  await page.getByRole('button', { name: 'Publish offer' }).click();
  await expect(title).toBeFocused();
  await expect(page.locator('#oferta-titulo-error')).toHaveText('This field is required');
  await expect(resumen).toHaveText(/^\d+ fields need fixing\. The first is “Offer title”\.$/);
});

test('a phone gets the first invalid field on the first tap too', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openAs(page, baseURL ?? '', 'Empresa', '/nueva-oferta');
  const titulo = page.getByLabel('Título de la oferta', { exact: true });
  await expect(titulo).toBeVisible();
  await page.getByLabel('Puesto de trabajo', { exact: true }).fill('Analista');
  await page.getByRole('button', { name: 'Publicar oferta' }).click();
  await expect(titulo).toBeFocused();
  await expect(titulo).toBeInViewport();
});

test('Cancelar and leaving with changes ask first; a pristine form leaves at once', async ({ page, baseURL }) => {
  await openAs(page, baseURL ?? '', 'Empresa', '/nueva-oferta');
  const titulo = page.getByLabel('Título de la oferta', { exact: true });
  await expect(titulo).toBeVisible();
  const cancelar = page.getByRole('link', { name: 'Cancelar' });
  await cancelar.click();
  await expect(page).toHaveURL(/\/mis-ofertas$/);

  await page.goto('/nueva-oferta');
  await titulo.fill('Una oferta a medias');
  await cancelar.click();
  const aviso = page.getByRole('alertdialog', { name: '¿Salir sin guardar?' });
  await expect(aviso).toBeVisible();
  await aviso.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(aviso).toBeHidden();
  await expect(page).toHaveURL(/\/nueva-oferta$/);
  await expect(titulo).toHaveValue('Una oferta a medias');
  await expect(cancelar).toBeFocused();

  // Any way out asks: a header link too.
  await page.getByRole('link', { name: /: ir al inicio$/ }).click();
  await expect(aviso).toBeVisible();
  await aviso.getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Closing or reloading the tab asks the browser's own question.
  await page.goto('/nueva-oferta');
  await titulo.fill('Otra a medias');
  const preguntado = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialogo = await preguntado;
  expect(dialogo.type()).toBe('beforeunload');
  await dialogo.accept();
});
