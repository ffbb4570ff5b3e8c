import { expect, test } from '@playwright/test';
import { alumnos, openAsAlumno } from './support/alumnos';
import { routePattern } from './support/api';
import { openAs, skipCookieBanner } from './support/session';

test.beforeEach(async ({ context }) => {
  await skipCookieBanner(context);
});

const OFERTA = 'Prácticas en energías renovables';

// Pablo and this offer (Sevilla Renovables) belong to this test only: it applies and withdraws in one go.
test('a student searches, applies, finds the candidacy in Mis candidaturas and withdraws it', async ({ page, baseURL }) => {
  test.slow(); // the whole journey in one test, so the candidacy never outlives it
  await page.setViewportSize({ width: 1280, height: 900 });
  // All offers, not only his: the search below finds one of another degree too.
  await openAsAlumno(page, baseURL ?? '', alumnos.pablo.dni, '/ofertas-practicas?paraMi=0');
  const resultados = page.getByRole('heading', { level: 2, name: /^\d+ ofertas?$/ });
  await expect(resultados).toBeVisible();

  // A word typed without its accent finds the accented title.
  const busqueda = page.getByRole('searchbox', { name: 'Buscar ofertas' });
  await busqueda.fill('gestion');
  await busqueda.press('Enter');
  await expect(page).toHaveURL(/[?&]texto=gestion(&|$)/);
  await expect(page.getByRole('link', { name: 'Prácticas en gestión cultural' })).toBeVisible();

  // A filter (province) and a search together; both land in the URL.
  const provincia = page.getByRole('combobox', { name: 'Provincia' });
  await provincia.fill('granada');
  await page.getByRole('option', { name: 'Granada', exact: true }).click();
  await expect(page).toHaveURL(/[?&]idProvincia=\d+/);
  await busqueda.fill('energias renovables');
  await busqueda.press('Enter');
  await expect(page).toHaveURL(/texto=energias\+renovables/);
  await expect(page.getByRole('link', { name: OFERTA })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Prácticas en gestión cultural' })).toHaveCount(0);

  // The URL is the search: a reload (or a shared link) shows the same results.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Buscar ofertas' })).toHaveValue('energias renovables');
  await expect(page.getByRole('combobox', { name: 'Provincia' })).toHaveValue('Granada');
  await page.getByRole('link', { name: OFERTA }).click();

  await expect(page.getByRole('heading', { level: 1, name: OFERTA })).toBeVisible();
  await page.getByRole('button', { name: 'Inscribirme' }).click();
  const confirmacion = page.getByRole('dialog', { name: '¿Te inscribes en esta oferta?' });
  await confirmacion.getByRole('button', { name: 'Sí, inscribirme' }).click();
  const banner = page.getByTestId('error-banner');
  await expect(banner).toHaveAttribute('data-code', '502');
  await expect(banner).toContainText('CV enviado');
  const panel = page.getByRole('complementary', { name: 'Tu candidatura' });
  await expect(panel.getByText('Inscrita', { exact: true })).toBeVisible();

  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Mis candidaturas' }).click();
  const tarjeta = page.getByRole('article').filter({ hasText: OFERTA });
  await expect(tarjeta.getByText('Inscrita', { exact: true })).toBeVisible();
  await tarjeta.getByRole('link', { name: OFERTA }).click();

  await expect(page.getByRole('heading', { level: 1, name: OFERTA })).toBeVisible();
  await page.getByRole('button', { name: 'Retirar mi candidatura' }).click();
  await page.getByRole('dialog', { name: '¿Retiras tu candidatura?' }).getByRole('button', { name: 'Sí, retirarla' }).click();
  await expect(banner).toHaveAttribute('data-code', '501');
  await expect(page.getByRole('button', { name: 'Retirar mi candidatura' })).toHaveCount(0);
  // The history, newest first: withdrawn by the student, after applying.
  const historial = page.getByRole('list', { name: 'Historial' });
  await expect(historial.getByRole('listitem').first()).toContainText('Retirada');
  await expect(historial.getByRole('listitem').nth(1)).toContainText('Inscrita');
});

test('filters and the page of results live in the URL', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Every offer (paraMi=0): enough of them for a second page.
  await openAs(page, baseURL ?? '', 'Alumno', '/ofertas-practicas?paraMi=0&pagina=2');
  const paginas = page.getByRole('navigation', { name: 'Páginas de resultados' });
  await expect(paginas.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  await paginas.getByRole('link', { name: 'Página 1' }).click();
  await expect(page).toHaveURL(/\/ofertas-practicas\?paraMi=0$/);

  await page.getByRole('checkbox', { name: 'Prácticas curriculares' }).click();
  await expect(page).toHaveURL(/tiposFormacion=1/);
  await expect(page.getByRole('button', { name: 'Borrar filtros' })).toBeVisible();
  await page.getByRole('button', { name: 'Borrar filtros' }).click();
  await expect(page).toHaveURL(/\/ofertas-practicas\?paraMi=0$/);

  await page.getByRole('searchbox', { name: 'Buscar ofertas' }).fill('xyzzy sin resultados');
  await expect(page.getByText('No hay ofertas que mostrar')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '0 ofertas' })).toBeVisible();
});

test('a refusal is shown as its catalogue banner and changes nothing', async ({ page, baseURL }) => {
  // Lucía studies computing: the nursing internship is for another degree (47). The button says so
  // before she tries (alumno-elegibilidad.spec.ts); were the rules to change between reading and
  // confirming, the API's refusal still arrives as its banner.
  await page.route(routePattern('oferta'), async (route) => {
    const respuesta = await route.fetch();
    const sobre = await respuesta.json();
    sobre.datos.puedeInscribirse = true;
    sobre.datos.motivoNoInscripcion = null;
    await route.fulfill({ response: respuesta, json: sobre });
  });
  await openAs(page, baseURL ?? '', 'Alumno', '/ofertas-practicas?texto=enfermeria&paraMi=0');
  await page.getByRole('link', { name: 'Prácticas de enfermería en hospital' }).click();
  await page.getByRole('button', { name: 'Inscribirme' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, inscribirme' }).click();
  const banner = page.getByTestId('error-banner');
  await expect(banner).toHaveAttribute('data-code', '47');
  await expect(banner).toContainText('Oferta para otra titulación');
  await expect(page.getByRole('button', { name: 'Inscribirme' })).toBeVisible();
});
