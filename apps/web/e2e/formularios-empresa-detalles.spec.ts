import { expect, type Page, test } from '@playwright/test';
import { DEMO_URL } from './support/env';
import { openAs, skipCookieBanner } from './support/session';

/**
 * Issue 24 §8, details a recruiter met in the company's forms (seleccion.demo):
 * on a new offer a refused submit focuses the first invalid field in reading
 * order, even when a later one was left invalid while filling in; a past
 * application deadline is refused in the form, before any request; and
 * typing in the country box of an address replaces the country it shows.
 */
test.beforeEach(async ({ context }) => skipCookieBanner(context));

/** Madrid's yesterday, yyyy-mm-dd: the API compares deadlines with Madrid's day. */
const ayerEnMadrid = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() - 86_400_000),
  );

/** Every request that would save an offer. */
function vigilarAltas(page: Page) {
  const altas: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/.*Oferta/i.test(r.url()) && !/dame|lista|busca/i.test(r.url())) altas.push(r.url());
  });
  return altas;
}

for (const ancho of [1280, 360]) {
  test(`a new offer at ${ancho} px: the first invalid field in reading order takes the focus, not one left invalid before`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: ancho, height: 900 });
    const altas = vigilarAltas(page);
    await openAs(page, DEMO_URL, 'Empresa', '/nueva-oferta/empleo');
    const titulo = page.getByLabel('Título de la oferta', { exact: true });
    await expect(titulo).toBeVisible({ timeout: 20_000 });
    // "Plazas" emptied and left: marked at once, before any submit.
    const plazas = page.getByLabel('Plazas', { exact: true });
    await plazas.fill('');
    await plazas.blur();
    await expect(plazas).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Publicar oferta' }).click();
    await expect(titulo).toHaveAttribute('aria-invalid', 'true');
    await expect(titulo).toBeFocused();
    await expect(titulo).toBeInViewport();
    await expect(page.getByTestId('resumen-errores')).toHaveText(/El primero es «Título de la oferta»\.$/);
    expect(altas).toEqual([]);
  });
}

test('a past application deadline is refused in the form, before any request', async ({ page }) => {
  test.setTimeout(90_000);
  const altas = vigilarAltas(page);
  await openAs(page, DEMO_URL, 'Empresa', '/nueva-oferta/empleo');
  const limite = page.getByLabel('Fecha límite de inscripción', { exact: true });
  await expect(limite).toBeVisible({ timeout: 20_000 });
  await limite.fill(ayerEnMadrid());
  await limite.blur();
  await expect(limite).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#oferta-fechaLimite-error')).toContainText(/la fecha límite de inscripción no puede haber pasado/i);
  await page.getByRole('button', { name: 'Publicar oferta' }).click();
  await expect(page.getByLabel('Título de la oferta', { exact: true })).toBeFocused();
  await expect(limite).toHaveAttribute('aria-invalid', 'true');
  expect(altas).toEqual([]);
});

test('typing in the country box replaces the country it shows', async ({ page }) => {
  test.setTimeout(90_000);
  await openAs(page, DEMO_URL, 'Empresa', '/mi-empresa');
  const pais = page.getByRole('combobox', { name: 'País', exact: true }).first();
  await expect(pais).toHaveValue('España', { timeout: 20_000 });

  // By keyboard: Tab into it, type.
  await pais.focus();
  await page.keyboard.type('Port');
  await expect(pais).toHaveValue('Port');
  await expect(page.getByRole('option', { name: 'Portugal' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(pais).toHaveValue('España');

  // By mouse: a click leaves the caret after "España"; typing still starts a new search.
  await pais.click();
  await page.keyboard.press('End');
  await page.keyboard.type('Port');
  await expect(pais).toHaveValue('Port');
  await expect(page.getByRole('option', { name: 'Portugal' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Filled in whole (select all, then the text): the name starts like "España" and is kept whole.
  await pais.fill('Eslovenia');
  await expect(pais).toHaveValue('Eslovenia');
  await page.keyboard.press('Escape');
});
