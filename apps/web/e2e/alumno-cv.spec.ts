import { expect, type Page, test } from '@playwright/test';
import { loginAlumno, openAsAlumno } from './support/alumnos';
import { api } from './support/api';
import { expectNoSeriousViolations } from './support/axe';
import { guardarCaptura } from './support/capturas';
import { accounts } from './support/env';
import { apiLogin, skipCookieBanner, storeSession } from './support/session';

test.beforeEach(async ({ context }) => {
  await skipCookieBanner(context);
});

// A 1×1 PNG and a minimal PDF, made here so the spec carries no fixtures.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/*
 * Internship offers of companies no other spec logs in as (Ebro Logística,
 * Banca Ibérica), which Marcos can apply to once his search is on (demo data:
 * his degrees fit them). The first still refused with 54 is used, so a retry
 * picks the next one.
 */
const OFERTAS_PARA_MARCOS = [
  'Prácticas de logística',
  'Prácticas en comercio internacional',
  'Prácticas de atención al cliente',
  'Prácticas en finanzas corporativas',
];

/**
 * Marcos's CV as the demo seeds it, for alumno-cv-avisos (which reads his
 * 54 and his gaps) and for a retry of this test: what the test added is
 * removed, the search for internships is off again and the candidacy is
 * withdrawn (which also frees his one remaining candidacy slot).
 */
async function devolverCvDeMarcos(page: Page, baseURL: string, token: string, urlOferta: string) {
  const cv = await api(page.request, baseURL, 'dameCvUsuario', {}, token);
  for (const idioma of cv.idiomas) await api(page.request, baseURL, 'delIdioma', { id: idioma.id }, token);
  for (const e of cv.profesional.experiencia) await api(page.request, baseURL, 'delExperiencia', { id: e.id }, token);
  for (const d of [...cv.documentos, ...cv.documentosPrivados]) await api(page.request, baseURL, 'delDoc', { id: d.id }, token);
  if (cv.urlImagenPerfil) await api(page.request, baseURL, 'delImagenPerfil', {}, token);
  await api(
    page.request,
    baseURL,
    'editProfesionales',
    {
      carnetConducir: false,
      vehiculoPropio: false,
      disponibilidadViajar: false,
      disponibilidadCambioResidencia: false,
      areasFuncionales: [],
    },
    token,
  );
  await api(page.request, baseURL, 'editDatosBusquedaActivaPracticas', { activa: false }, token);
  const oferta = await api(page.request, baseURL, 'oferta', { url: urlOferta }, token);
  if (oferta.candidatura && oferta.candidatura.estado === 1)
    await api(page.request, baseURL, 'desinscribirse', { urlOferta }, token);
}

test('Marcos, refused an internship for active search (54), fills his CV from the empty states, turns the search on and applies', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const base = baseURL ?? '';
  const { token } = await loginAlumno(page.request, base, accounts.marcos.usuario);
  const lista = await api(page.request, base, 'ofertasUsuario', { tipo: 'practicas', paraMi: false, tamanoPagina: 50 }, token);
  const oferta = OFERTAS_PARA_MARCOS.map((titulo) => lista.ofertas.find((o) => o.titulo === titulo)).find(
    (o) => o?.motivoNoInscripcion?.codigo === 54,
  );
  expect(oferta, 'an internship Marcos is refused for active search (54)').toBeTruthy();
  if (!oferta) return;
  const paginaOferta = `/ofertas-practicas/${oferta.urlAcceso}`;

  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    // Refused before: 'Inscribirme' is off and the reason links to the search section of Mi CV.
    await openAsAlumno(page, base, accounts.marcos.usuario, paginaOferta);
    const panel = page.getByRole('complementary', { name: 'Tu candidatura' });
    await expect(panel.getByRole('button', { name: 'Inscribirme' })).toBeDisabled();
    await expect(panel.getByRole('link', { name: 'Activar la búsqueda activa en tu CV' })).toHaveAttribute(
      'href',
      '/cv#busqueda',
    );

    await page.goto(`${base}/cv`);
    await expect(page.getByRole('heading', { level: 2, name: 'Datos personales' })).toBeVisible();
    // The meter says why internships refuse him, with a link to the switch.
    const medidor = page.getByRole('complementary', { name: 'Tu currículum' });
    const avisoBusqueda = medidor.getByText(/búsqueda de prácticas apagada/);
    await expect(avisoBusqueda).toBeVisible();
    // His gaps as empty states, on a phone too.
    await page.setViewportSize({ width: 360, height: 740 });
    await guardarCaptura(page, 'cv-vacio-360-claro', { fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousViolations(page, '/cv with empty sections, 360 px');
    await page.setViewportSize({ width: 1280, height: 900 });

    // A language, from the empty state.
    const idiomas = page.locator('#idiomas');
    await expect(idiomas.getByText('Aún no has añadido idiomas')).toBeVisible();
    await idiomas.getByRole('button', { name: 'Añadir idioma' }).click();
    await idiomas.getByRole('combobox', { name: /Idioma/ }).fill('Ingl');
    await page
      .getByRole('option', { name: /Inglés/ })
      .first()
      .click();
    await idiomas.getByRole('combobox', { name: /Nivel/ }).click();
    await page.getByRole('option').first().click();
    await idiomas.getByRole('button', { name: 'Guardar' }).click();
    await expect(idiomas.getByRole('status').filter({ hasText: 'Idioma añadido.' })).toBeVisible();
    await expect(idiomas.getByText('Inglés')).toBeVisible();

    // An experience, from the empty state; the required fields are checked first.
    const experiencia = page.locator('#experiencia');
    await experiencia.getByRole('button', { name: 'Añadir experiencia' }).click();
    await experiencia.getByRole('button', { name: 'Guardar' }).click();
    await expect(experiencia.getByLabel('Puesto')).toBeFocused();
    await experiencia.getByLabel('Puesto').fill('Camarero');
    await experiencia.getByLabel('Empresa').fill('Hotel del Puerto');
    await experiencia.getByLabel('Fecha de inicio').fill('2025-06-01');
    await experiencia.getByRole('button', { name: 'Guardar' }).click();
    await expect(experiencia.getByRole('status').filter({ hasText: 'Experiencia añadida.' })).toBeVisible();
    await expect(experiencia.getByText('Camarero')).toBeVisible();

    // The professional profile, saved on its own.
    const profesional = page.locator('#profesional');
    await profesional.getByRole('button', { name: /^Editar/ }).click();
    await profesional.getByLabel('Carné de conducir').click();
    await expectNoSeriousViolations(page, '/cv with the professional profile form open');
    await profesional.getByRole('button', { name: 'Guardar' }).click();
    await expect(profesional.getByRole('status').filter({ hasText: 'Perfil profesional guardado.' })).toBeVisible();

    // A document marked as his CV.
    const documentos = page.locator('#documentos');
    await documentos.getByText('Es mi CV').click();
    await documentos
      .locator('input[type=file]')
      .setInputFiles({ name: 'cv-marcos.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(documentos.getByRole('status').filter({ hasText: 'cv-marcos.pdf' })).toBeVisible();
    await expect(documentos.getByText('Mi CV', { exact: true })).toBeVisible();

    // A photo, previewed square before it is sent.
    const foto = page.locator('#foto');
    await foto.locator('input[type=file]').setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: PNG });
    await foto.getByRole('button', { name: 'Guardar foto' }).click();
    await expect(foto.getByRole('status').filter({ hasText: 'Foto guardada.' })).toBeVisible();
    await expect(foto.getByRole('img', { name: 'Tu foto de perfil' })).toBeVisible();

    // Active search for internships, kept after a reload.
    await page.goto(`${base}/cv#busqueda`);
    const practicas = page.getByRole('switch', { name: 'Busco prácticas' });
    await expect(practicas).toHaveAttribute('aria-checked', 'false');
    await practicas.click();
    await expect(practicas).toHaveAttribute('aria-checked', 'true');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Busco prácticas' })).toHaveAttribute('aria-checked', 'true');
    await expect(avisoBusqueda).toHaveCount(0);

    // And now the offer that refused him takes his candidacy.
    await page.goto(`${base}${paginaOferta}`);
    await panel.getByRole('button', { name: 'Inscribirme' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sí, inscribirme' }).click();
    const banner = page.getByTestId('error-banner');
    await expect(banner).toHaveAttribute('data-code', '502');
    await expect(panel.getByText('Inscrita', { exact: true })).toBeVisible();
  } finally {
    await devolverCvDeMarcos(page, base, token, oferta.urlAcceso);
  }
});

test('Lucía downloads her CV as a PDF', async ({ page, baseURL }) => {
  const datos = await apiLogin(page.request, baseURL ?? '', 'Alumno');
  await page.goto(`${baseURL}/politica-de-cookies`);
  await storeSession(page, datos, 'Alumno');
  await page.goto(`${baseURL}/cv`);
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar CV (PDF)' }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toMatch(/\.pdf$/);
  const ruta = await archivo.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(ruta)).subarray(0, 5).toString()).toBe('%PDF-');
});

for (const viewport of [
  { name: 'escritorio', width: 1280, height: 900 },
  { name: '360', width: 360, height: 740 },
] as const) {
  for (const tema of ['claro', 'oscuro'] as const) {
    test(`screenshots of /cv at ${viewport.name}, ${tema}`, async ({ page, baseURL }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: tema === 'oscuro' ? 'dark' : 'light' });
      const datos = await apiLogin(page.request, baseURL ?? '', 'Alumno');
      await page.goto(`${baseURL}/politica-de-cookies`);
      await storeSession(page, datos, 'Alumno', tema === 'oscuro' ? { darkMode: 'true' } : {});
      await page.goto(`${baseURL}/cv`);
      await expect(page.getByRole('heading', { level: 2, name: 'Datos personales' })).toBeVisible();
      await guardarCaptura(page, `cv-${viewport.name}-${tema}`, { fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  }
}
