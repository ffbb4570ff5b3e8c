import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { api } from './support/api';
import { expectNoSeriousViolations } from './support/axe';
import { guardarCaptura } from './support/capturas';
import { datosProceso, empresaToken, procesosEmpresa, vigilarConsola } from './support/empresa-api';
import { openAs, skipCookieBanner } from './support/session';

/*
 * Issue 11: seleccion.demo reads the whole CV of a candidate of its own offer
 * (Lucía, whose demo CV is complete): photo, languages, experience, the CV as
 * PDF. Nothing here changes data.
 */

let errores: string[] = [];

test.beforeEach(async ({ context, page }) => {
  await skipCookieBanner(context);
  errores = vigilarConsola(page);
});

test.afterEach(() => {
  expect(errores, 'console errors').toEqual([]);
});

/** The theme as the app sets it (lib/dark-mode): the class on <html> and the stored choice. */
const oscuro = (page: Page, activo: boolean) =>
  page.evaluate((activo) => {
    localStorage.setItem('darkMode', String(activo));
    document.documentElement.classList.toggle('dark', activo);
  }, activo);

async function candidaturaDeLucia(request: Parameters<typeof empresaToken>[0], base: string) {
  const token = await empresaToken(request, base);
  for (const proceso of await procesosEmpresa(request, base, token)) {
    const datos = await datosProceso(request, base, token, proceso.idOferta);
    const id = datos.candidatos.find((c) => c.nombre === 'Lucía')?.idCandidatura;
    if (id) return { id, token };
  }
  throw new Error('Lucía has no candidacy at seleccion.demo');
}

test('the company opens a candidate’s CV: photo, languages, experience, and the CV as a PDF', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const { id, token } = await candidaturaDeLucia(request, base);
  const cv = await api(request, base, 'dameCvCandidato', { id }, token);
  expect(cv.idiomas.length, 'Lucía has languages in the demo').toBeGreaterThan(0);
  expect(cv.profesional.experiencia.length, 'Lucía has experience in the demo').toBeGreaterThan(0);
  expect(cv.urlImagenPerfil, 'Lucía has a photo in the demo').not.toBeNull();

  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, base, 'Empresa', `/ver-cv/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: /^Lucía García/ })).toBeVisible();

  const foto = page.getByRole('img', { name: /^Foto de Lucía García/ });
  await expect(foto).toBeVisible();
  await expect(foto).toHaveAttribute('src', /^blob:/);
  expect(await foto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const idiomas = page.getByRole('region', { name: 'Idiomas' });
  for (const idioma of cv.idiomas) await expect(idiomas.getByText(idioma.idioma, { exact: true })).toBeVisible();
  const experiencia = page.getByRole('region', { name: 'Experiencia profesional' });
  for (const e of cv.profesional.experiencia) await expect(experiencia.getByText(e.puesto, { exact: true })).toBeVisible();
  // What it showed before stays: the state and the history.
  await expect(page.getByRole('region', { name: 'Historial de la candidatura' })).toBeVisible();

  await expectNoSeriousViolations(page, '/ver-cv');
  await guardarCaptura(page, 'ver-cv-1280-claro', { fullPage: true });
  await oscuro(page, true);
  await guardarCaptura(page, 'ver-cv-1280-oscuro', { fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await guardarCaptura(page, 'ver-cv-360-oscuro', { fullPage: true });
  await oscuro(page, false);
  await guardarCaptura(page, 'ver-cv-360-claro', { fullPage: true });
  // Nothing wider than a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Keyboard: the PDF button is reached and pressed without a mouse.
  const pdf = page.getByRole('button', { name: 'Descargar CV (PDF)' });
  await pdf.focus();
  const descarga = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const fichero = await descarga;
  expect(fichero.suggestedFilename()).toMatch(/\.pdf$/i);
  const ruta = await fichero.path();
  expect(readFileSync(ruta).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
