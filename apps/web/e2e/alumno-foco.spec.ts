import { expect, type Page, test } from '@playwright/test';
import { openAsAlumno } from './support/alumnos';
import { crearOferta, empresaToken, ofertaPracticas, tituloUnico, validarOferta, vigilarConsola } from './support/empresa-api';
import { openAs, skipCookieBanner } from './support/session';

/*
 * Issue 10, finding 3 (student side): after a dialog that changes the page,
 * focus lands on what replaced its trigger, never on <body>. Sara (Grado 24,
 * two live candidacies) applies to an offer made for this test and withdraws
 * it, so she ends as she began; no other test uses her.
 */
const SARA = '45678123P';

let errores: string[] = [];

test.beforeEach(async ({ context, page }) => {
  await skipCookieBanner(context);
  errores = vigilarConsola(page);
});

test.afterEach(() => {
  expect(errores, 'console errors').toEqual([]);
});

/** What has focus, described: never the page itself. */
const enfocado = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el === null || el === document.body ? '<body>' : (el.textContent ?? '').trim();
  });

test('after applying and after withdrawing, focus is on the new status', async ({ page, request, baseURL }) => {
  test.slow();
  const base = baseURL ?? '';
  const titulo = tituloUnico('Prácticas de foco e2e');
  const oferta = await crearOferta(request, base, await empresaToken(request, base), {
    ...ofertaPracticas(titulo),
    titulaciones: [24],
  });
  await validarOferta(request, base, oferta.idOferta);

  await openAsAlumno(page, base, SARA, `/ofertas-practicas/${oferta.urlAcceso}`);
  const panel = page.getByRole('complementary', { name: 'Tu candidatura' });
  await panel.getByRole('button', { name: 'Inscribirme' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, inscribirme' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(panel.getByText('Inscrita', { exact: true })).toBeVisible();
  await expect.poll(() => enfocado(page)).toContain('Inscrita');

  await panel.getByRole('button', { name: 'Retirar mi candidatura' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, retirarla' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(panel.getByText('Retirada', { exact: true })).toBeVisible();
  await expect.poll(() => enfocado(page)).toContain('Retirada');
});

test('cancelling the apply dialog returns focus to "Inscribirme"', async ({ page, baseURL }) => {
  // Lucía, an offer of her degree: only the dialog opens and closes, nothing changes.
  await openAs(page, baseURL ?? '', 'Alumno', '/ofertas-practicas?texto=soporte+informatico');
  await page.getByRole('link', { name: 'Prácticas de soporte informático' }).click();
  const inscribirme = page.getByRole('complementary', { name: 'Tu candidatura' }).getByRole('button', { name: 'Inscribirme' });
  await inscribirme.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
  await expect(inscribirme).toBeFocused();
});
