import { expect, test } from '@playwright/test';
import { routePattern } from './support/api';
import { vigilarConsola } from './support/empresa-api';
import { openAs, skipCookieBanner } from './support/session';

/*
 * Issue 10, finding 2: a student knows before applying whether they can, and
 * why not. Lucía studies computing: the nursing internship is for another
 * degree (47). Nothing here changes data.
 */
const ENFERMERIA = 'Prácticas de enfermería en hospital';
const OTRA_TITULACION = 'Esta oferta está dirigida a otra titulación.';

let errores: string[] = [];

test.beforeEach(async ({ context, page }) => {
  await skipCookieBanner(context);
  errores = vigilarConsola(page);
});

test.afterEach(() => {
  expect(errores, 'console errors').toEqual([]);
});

test('"Solo ofertas para mí" is on by default, lives in the URL and each card says whether the student can apply', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, baseURL ?? '', 'Alumno', '/ofertas-practicas?texto=enfermeria');
  const soloParaMi = page.getByRole('switch', { name: 'Solo ofertas para mí' });
  await expect(soloParaMi).toBeChecked();
  // An offer for another degree is not "for her"; the empty state says why and how to see everything.
  await expect(page.getByRole('heading', { level: 2, name: '0 ofertas' })).toBeVisible();
  await expect(page.getByText('Ninguna oferta para ti coincide con tu búsqueda')).toBeVisible();

  await soloParaMi.click();
  await expect(page).toHaveURL(/[?&]paraMi=0(&|$)/);
  const tarjeta = page.getByRole('article').filter({ hasText: ENFERMERIA });
  await expect(tarjeta.getByText('No puedes inscribirte')).toBeVisible();
  await expect(tarjeta.getByText(OTRA_TITULACION)).toBeVisible();

  // The URL is the search: a reload keeps the filter off.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Solo ofertas para mí' })).not.toBeChecked();
  await expect(tarjeta.getByText(OTRA_TITULACION)).toBeVisible();

  // Offers of her degree say she can apply.
  await page.goto('/ofertas-practicas');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article').getByText('Puedes inscribirte', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('article').getByText(OTRA_TITULACION)).toHaveCount(0);
});

test('the offer detail disables "Inscribirme" with the reason beside it; no dialog, no surprise', async ({ page, baseURL }) => {
  await openAs(page, baseURL ?? '', 'Alumno', '/ofertas-practicas?texto=enfermeria&paraMi=0');
  await page.getByRole('link', { name: ENFERMERIA }).click();
  const panel = page.getByRole('complementary', { name: 'Tu candidatura' });
  const inscribirme = panel.getByRole('button', { name: 'Inscribirme' });
  await expect(inscribirme).toBeDisabled();
  await expect(inscribirme).toHaveAccessibleDescription(new RegExp(OTRA_TITULACION.replace('.', '\\.')));
  await expect(panel.getByText(OTRA_TITULACION)).toBeVisible();
  // Still reachable by keyboard, so a screen reader hears why; pressing it opens nothing.
  await inscribirme.focus();
  await expect(inscribirme).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('error-banner')).toHaveCount(0);
});

test('a reason the student can fix links to the CV section that fixes it', async ({ page, baseURL }) => {
  // The demo has no student with active search off, so the API's verdict is replaced with code 54's.
  await page.route(routePattern('oferta'), async (route) => {
    const respuesta = await route.fetch();
    const sobre = await respuesta.json();
    sobre.datos.candidatura = null;
    sobre.datos.puedeInscribirse = false;
    sobre.datos.motivoNoInscripcion = {
      codigo: 54,
      mensaje: 'Para inscribirte debes activar la búsqueda activa en Mi CV, apartado Datos de interés.',
    };
    await route.fulfill({ response: respuesta, json: sobre });
  });
  await openAs(page, baseURL ?? '', 'Alumno', '/ofertas-practicas?texto=energias+renovables&paraMi=0');
  await page.getByRole('link', { name: 'Prácticas en energías renovables' }).click();
  const panel = page.getByRole('complementary', { name: 'Tu candidatura' });
  await expect(panel.getByRole('button', { name: 'Inscribirme' })).toBeDisabled();
  const arreglar = panel.getByRole('link', { name: 'Activar la búsqueda activa en tu CV' });
  await expect(arreglar).toHaveAttribute('href', '/cv#busqueda');
  await arreglar.click();
  await expect(page).toHaveURL(/\/cv#busqueda$/);
});
