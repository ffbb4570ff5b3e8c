import { expect, type Page, test } from '@playwright/test';
import { openAsAlumno, unreadInTitle } from './support/alumnos';
import { routePattern } from './support/api';
import {
  crearOferta,
  empresaToken,
  ofertaPracticas,
  procesosEmpresa,
  tituloUnico,
  validarOferta,
  vigilarConsola,
} from './support/empresa-api';
import { accounts } from './support/env';
import { openAs, skipCookieBanner } from './support/session';

/*
 * Issue 10, finding 10: noise and wording. A student's own actions do not
 * notify the student; the panel opens on its heading and can mark everything
 * read; a network failure says so; "Publicar" explains the wait; the
 * company's preview is the student's page.
 */
let errores: string[] = [];

test.beforeEach(async ({ context, page }) => {
  await skipCookieBanner(context);
  errores = vigilarConsola(page);
});

test.afterEach(() => {
  expect(errores, 'console errors').toEqual([]);
});

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notificaciones/ });

// Ana (Grado 33) has three live candidacies: she withdraws one and applies to an offer made for this test, ending at three again.
const ANA = '23456781R';

test('withdrawing and applying do not notify the student about her own actions', async ({ page, request, baseURL }) => {
  test.slow();
  const base = baseURL ?? '';
  const titulo = tituloUnico('Prácticas sin ruido e2e');
  const oferta = await crearOferta(request, base, await empresaToken(request, base), {
    ...ofertaPracticas(titulo),
    titulaciones: [33],
  });
  await validarOferta(request, base, oferta.idOferta);

  await openAsAlumno(page, base, ANA, '/mis-candidaturas');
  await expect(page.getByRole('article').first()).toBeVisible();
  const antes = await unreadInTitle(page);
  await page.getByRole('article').filter({ hasText: 'Prácticas en desarrollo web' }).getByRole('link').click();
  await page.getByRole('button', { name: 'Retirar mi candidatura' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, retirarla' }).click();
  await expect(page.getByTestId('error-banner')).toHaveAttribute('data-code', '501');

  await page.goto(`/ofertas-practicas/${oferta.urlAcceso}`);
  await page.getByRole('button', { name: 'Inscribirme' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, inscribirme' }).click();
  await expect(page.getByTestId('error-banner')).toHaveAttribute('data-code', '502');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
  await expect(bell(page)).toBeVisible();
  expect(await unreadInTitle(page)).toBe(antes);
});

test('the panel opens on its heading and "Marcar todas como leídas" empties the count', async ({ page, baseURL }) => {
  // Marcos has one unread notification with a link (it stays unread when the panel closes).
  await openAsAlumno(page, baseURL ?? '', accounts.marcos.usuario, '/');
  await expect(bell(page)).toHaveAccessibleName(/sin leer/);
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  await expect(panel.getByRole('heading', { name: 'Notificaciones', exact: true })).toBeFocused();
  await panel.getByRole('button', { name: 'Marcar todas como leídas' }).click();
  await expect(panel.locator('li[data-leida="false"]')).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName('Notificaciones');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await unreadInTitle(page)).toBe(0);
});

test('a network failure on an offer page says so, and retrying loads it', async ({ page, baseURL }) => {
  let fallar = true;
  await page.route(routePattern('oferta'), (route) => (fallar ? route.abort('internetdisconnected') : route.continue()));
  await openAs(page, baseURL ?? '', 'Alumno', '/ofertas-practicas/practicas-que-no-importa');
  await expect(page.getByRole('heading', { name: 'No hemos podido cargar la oferta' })).toBeVisible();
  await expect(page.getByText('Comprueba tu conexión')).toBeVisible();
  await expect(page.getByText('Oferta no disponible')).toHaveCount(0);
  fallar = false;
  await page.getByRole('button', { name: 'Reintentar' }).click();
  // The API's own answer for an unknown offer now: not found, not a connection problem.
  await expect(page.getByRole('heading', { name: 'Oferta no disponible' })).toBeVisible();
  // The browser logs the requests this test cut off; any other console error still fails it.
  const propios = errores.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED'));
  errores.splice(0, errores.length, ...propios);
});

test('a new offer (here a copy) tells the company why it is pending and what happens next', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const titulo = tituloUnico('Prácticas pendientes e2e');
  await crearOferta(request, base, await empresaToken(request, base), ofertaPracticas(titulo));
  await openAs(page, base, 'Empresa', `/mis-ofertas?q=${encodeURIComponent(titulo)}`);
  await page.getByRole('button', { name: `Acciones de «${titulo}»` }).click();
  await page.getByRole('menuitem', { name: 'Duplicar', exact: true }).click();
  await page.getByRole('dialog', { name: '¿Duplicar la oferta?' }).getByRole('button', { name: 'Sí, duplicar' }).click();
  const banner = page.getByTestId('error-banner');
  await expect(banner).toHaveAttribute('data-code', '506');
  await expect(banner).toContainText('pendiente de validación');
  await expect(banner).toContainText('te avisaremos');
});

/** Headings and fact labels of the offer view, in order: the page's structure. */
const estructura = (page: Page) =>
  page
    // The side panel differs on purpose (the student's candidacy, the company's note).
    .locator('[data-vista-oferta] :is(h2, h3, dt):not(aside *)')
    .allTextContents()
    .then((textos) => textos.map((t) => t.trim()));

test('the company’s preview renders the same offer view as the student page', async ({ page, request, baseURL }) => {
  const base = baseURL ?? '';
  const token = await empresaToken(request, base);
  const publicada = (await procesosEmpresa(request, base, token)).find((p) => p.idEstado === 2 && p.idPerfil === 2);
  expect(publicada, 'a published internship of seleccion.demo').toBeTruthy();

  await openAs(page, base, 'Alumno', `/ofertas-practicas/${publicada?.urlAcceso}`);
  await expect(page.getByRole('heading', { level: 1, name: publicada?.titulo })).toBeVisible();
  const alumno = await estructura(page);
  expect(alumno.length).toBeGreaterThan(5);

  await openAs(page, base, 'Empresa', `/visor-oferta/${publicada?.idOferta}`);
  await expect(page.getByText('Vista previa: así ven los estudiantes tu oferta')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: publicada?.titulo })).toBeVisible();
  expect(await estructura(page)).toEqual(alumno);
});
