import { expect, type Page, test } from '@playwright/test';
import { openAsAlumno } from './support/alumnos';
import { datosProceso, empresaToken, procesosEmpresa, vigilarConsola } from './support/empresa-api';
import { accounts } from './support/env';
import { openAs, skipCookieBanner } from './support/session';

/*
 * Issue 10, finding 7: in English the offer's values and the notifications
 * are English; numbers follow the reader's language (7,85 in Spanish, 7.85 in
 * English; dates dd/mm/yyyy in both, en-GB); province lists sort the Spanish
 * way (Ávila before Badajoz, not after Zaragoza). Nothing here changes data.
 */
let errores: string[] = [];

test.beforeEach(async ({ context, page }) => {
  await skipCookieBanner(context);
  errores = vigilarConsola(page);
});

test.afterEach(() => {
  expect(errores, 'console errors').toEqual([]);
});

async function aIngles(page: Page) {
  await page.getByRole('button', { name: /^Idioma: Español/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

test('in English an internship offer and its degrees are English', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, baseURL ?? '', 'Alumno', '/ofertas-practicas?tiposFormacion=2&paraMi=0');
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Prácticas extracurriculares')).toBeVisible();
  await aIngles(page);
  const oferta = page.getByRole('main');
  await expect(oferta.getByText('Extracurricular internship')).toBeVisible();
  await expect(oferta.getByText('Prácticas extracurriculares')).toHaveCount(0);
  // Degree levels come from the reference data's English column ("Grado" → "Bachelor's degree").
  await expect(oferta.getByText(/ · Grado$/)).toHaveCount(0);
  await expect(oferta.getByText(/Published/).first()).toBeVisible();
  await expect(oferta.getByText(/\d{2}\/\d{2}\/\d{4}/).first()).toBeVisible();
});

test('in English the notifications are English (the API renders them per Accept-Language)', async ({ page, baseURL }) => {
  // Marcos: his two notifications are only read here and in avisos-y-textos (which marks them read, not deletes them).
  await openAsAlumno(page, baseURL ?? '', accounts.marcos.usuario, '/');
  await aIngles(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('Your application is under review')).toBeVisible();
  await expect(panel.getByText('Tu candidatura está en revisión')).toHaveCount(0);
});

test('a candidate’s average grade reads 7,85 in Spanish and 7.85 in English', async ({ page, request, baseURL }) => {
  const base = baseURL ?? '';
  const token = await empresaToken(request, base);
  let idCandidatura: number | undefined;
  for (const proceso of await procesosEmpresa(request, base, token)) {
    const datos = await datosProceso(request, base, token, proceso.idOferta);
    idCandidatura = datos.candidatos.find((c) => c.nombre === 'Lucía')?.idCandidatura;
    if (idCandidatura) break;
  }
  expect(idCandidatura, 'a candidacy of Lucía at seleccion.demo').toBeTruthy();
  await openAs(page, base, 'Empresa', `/ver-cv/${idCandidatura}`);
  await expect(page.getByText('Nota media 7,85')).toBeVisible();
  await expect(page.getByText('Nota media 7.85')).toHaveCount(0);
  await aIngles(page);
  await expect(page.getByText('Average grade 7.85')).toBeVisible();
});

test('the province filter lists Spanish names in Spanish order', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, baseURL ?? '', 'Alumno', '/ofertas-practicas');
  await page.getByRole('combobox', { name: 'Provincia' }).click();
  const opciones = await page.getByRole('option').allTextContents();
  expect(opciones.length).toBeGreaterThan(50);
  const nombres = opciones.filter((o) => o !== 'Todas las provincias');
  expect(nombres).toEqual([...nombres].sort(new Intl.Collator('es').compare));
  expect(nombres.indexOf('Ávila')).toBeLessThan(nombres.indexOf('Badajoz'));
});
