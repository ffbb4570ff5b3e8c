import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { openAsAlumno } from './support/alumnos';
import { api } from './support/api';
import { expectNoSeriousViolations } from './support/axe';
import { guardarCaptura } from './support/capturas';
import { vigilarConsola } from './support/empresa-api';
import { PASSWORD } from './support/env';
import { openAs, skipCookieBanner, staffToken } from './support/session';
import { entrarAGestionConTeclado } from './support/teclado';

/*
 * Issue 26's paperwork under way (decision 042): Lucía's internship at
 * Innovación Levante (the demo seed's one en_curso) has its days. The company,
 * on its record, notes a past scheduled day Lucía missed, sees it listed and
 * removes it (recorded by mistake); then uploads the annex signed by the three
 * parties, a real PDF made here, and downloads it back. The office's member
 * for internships signs in and reaches the same record by keyboard, finds the
 * signed annex and records an absence of its own, which the spec takes away
 * again through the API. Lucía's Mis prácticas offers the signed copy too.
 */

const LUCIA = '12345678Z';

let errores: string[] = [];

test.beforeEach(async ({ context, page }) => {
  await skipCookieBanner(context);
  errores = vigilarConsola(page);
});

test.afterEach(() => {
  expect(errores, 'console errors').toEqual([]);
});

/** yyyy-mm-dd, `n` days from today in Madrid. */
const dia = (n: number) => {
  const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  const d = new Date(`${hoy}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
/** yyyy-mm-dd → dd/mm/yyyy, as the screens write a day. */
const enPantalla = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
/** dd/mm/yyyy → yyyy-mm-dd. */
const iso = (fecha: string) => `${fecha.slice(6, 10)}-${fecha.slice(3, 5)}-${fecha.slice(0, 2)}`;
/** ISO weekday of a yyyy-mm-dd (1 = Monday). */
const diaSemana = (fecha: string) => ((new Date(`${fecha}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The scheduled days before today, the latest first, from the internship's start on. */
function diasPasadosDelHorario(horario: readonly number[], inicio: string) {
  const dias: string[] = [];
  for (let n = 1; n <= 60; n++) {
    const d = dia(-n);
    if (d < inicio) break;
    if (horario.includes(diaSemana(d))) dias.push(d);
  }
  return dias;
}

/**
 * A small valid PDF (one page, Helvetica, a cross-reference table with its
 * real offsets) that says `texto`: new on every run, as the storage refuses
 * the same bytes twice.
 */
function pdfFirmado(texto: string) {
  const contenido = `BT /F1 16 Tf 72 760 Td (${texto}) Tj ET`;
  const objetos = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${contenido.length} >>\nstream\n${contenido}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const posiciones: number[] = [];
  objetos.forEach((objeto, i) => {
    posiciones.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${objeto}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objetos.length + 1}\n0000000000 65535 f \n`;
  pdf += posiciones.map((p) => `${String(p).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objetos.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Presses Tab until the link to `ruta` has the focus: the list as a keyboard user goes through it. */
async function tabHastaEnlace(page: Page, ruta: string, maximo = 120) {
  for (let n = 0; n < maximo; n++) {
    const href = await page.evaluate(() => document.activeElement?.getAttribute('href') ?? '');
    if (href === ruta) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached the link to ${ruta}`);
}

async function capturas(page: Page, nombre: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await guardarCaptura(page, `${nombre}-1280`, { fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousViolations(page, `${nombre} at 360 px`);
  await guardarCaptura(page, `${nombre}-360`, { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the company records and removes an absence and uploads the signed annex; staff see it and record an absence', async ({
  page,
  baseURL,
}) => {
  // Two portals, two uploads and downloads, axe four times.
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const gestor = await staffToken(page.request, base);

  // The seed's internship under way: Lucía at Levante, started a month ago.
  const lista = await api(
    page.request,
    base,
    'practicasGestion',
    { texto: 'Lucía García', estado: 'en_curso', tamano: 10 },
    gestor,
  );
  const fila = lista.items.find((f) => /Levante/.test(f.empresa));
  expect(fila, 'Lucía’s internship under way at Levante').toBeTruthy();
  const idPractica = fila?.idPractica ?? 0;
  const registro = await api(page.request, base, 'seguimientoPracticaGestion', { id: idPractica }, gestor);
  const [diaEmpresa, diaGestion] = diasPasadosDelHorario(registro.diasHorario, iso(registro.fechaInicio));
  expect(diaEmpresa && diaGestion, 'two past scheduled days').toBeTruthy();
  const fechaEmpresa = enPantalla(diaEmpresa ?? '');
  const fechaGestion = enPantalla(diaGestion ?? '');

  // The company, on its record: an absence on a past scheduled day, with its reason.
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, base, 'Empresa', `/documentacion/practicas/${idPractica}`);
  const ausencias = page.getByRole('region', { name: 'Ausencias' });
  await expect(ausencias.getByRole('heading', { level: 2, name: 'Ausencias' })).toBeVisible();
  await expect(
    ausencias.getByText(/se restan de los días efectivos que se comunican cada mes a la Seguridad Social/),
  ).toBeVisible();
  await ausencias.getByLabel('Día de la ausencia').fill(diaEmpresa ?? '');
  await ausencias.getByLabel('Motivo').fill('Cita médica');
  await ausencias.getByRole('button', { name: 'Registrar la ausencia' }).click();
  await expect(ausencias.getByText(`Ausencia del ${fechaEmpresa} registrada`)).toBeVisible();
  const filaEmpresa = ausencias.getByRole('listitem').filter({ hasText: fechaEmpresa });
  await expect(filaEmpresa).toContainText('Cita médica');
  await expect(filaEmpresa).toContainText('Registrada por');
  await expect(ausencias.getByLabel('Día de la ausencia')).toHaveValue('');
  await guardarCaptura(page, 'empresa-ausencia-1280', { fullPage: true });

  // Recorded by mistake: removed, after confirming.
  await filaEmpresa.getByRole('button', { name: `Quitar la ausencia del ${fechaEmpresa}` }).click();
  const dialogo = page.getByRole('alertdialog', { name: `¿Quitar la ausencia del ${fechaEmpresa}?` });
  await expect(dialogo.getByText('Ese día volverá a contar como día efectivo de prácticas.')).toBeVisible();
  await dialogo.getByRole('button', { name: 'Quitar la ausencia' }).click();
  await expect(dialogo).toBeHidden();
  await expect(ausencias.getByText(`Ausencia del ${fechaEmpresa} quitada`)).toBeVisible();
  await expect(ausencias.getByRole('listitem').filter({ hasText: fechaEmpresa })).toHaveCount(0);

  // The annex signed by the three parties: a real PDF, uploaded, then downloaded back as it went.
  const sello = `Anexo firmado ${Date.now().toString(36)}`;
  const anexo = page.getByRole('region', { name: 'Anexo de las prácticas' });
  await expect(anexo.getByText('Aún no se ha subido la copia firmada.')).toBeVisible();
  await anexo.locator('input[type=file]').setInputFiles({
    name: 'anexo-firmado.pdf',
    mimeType: 'application/pdf',
    buffer: pdfFirmado(sello),
  });
  await anexo.getByRole('button', { name: 'Subir el anexo firmado' }).click();
  await expect(anexo.getByText('Anexo firmado subido')).toBeVisible();
  await expect(anexo.getByText(/^Subido el \d{2}\/\d{2}\/\d{4} por /)).toBeVisible();
  await expect(anexo.getByRole('heading', { level: 3, name: 'Sustituir el anexo firmado' })).toBeVisible();
  const descarga = page.waitForEvent('download');
  await anexo.getByRole('button', { name: 'Descargar el anexo firmado' }).click();
  const fichero = await (await descarga).path();
  expect(readFileSync(fichero).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(execFileSync('pdftotext', [fichero, '-'], { encoding: 'utf8' })).toContain(sello);
  await expectNoSeriousViolations(page, '/documentacion/practicas/:id');
  await capturas(page, 'empresa-expediente');

  // The office's member for internships, by keyboard: signs in, then from the list to the record.
  await page.evaluate(() => localStorage.clear());
  await entrarAGestionConTeclado(page, 'practicas.demo', PASSWORD);
  await page.goto(`/gestion/practicas?texto=${encodeURIComponent('Lucía García')}`);
  await expect(page.getByRole('link', { name: /Lucía García/ }).first()).toBeVisible();
  await page.locator('body').focus();
  await tabHastaEnlace(page, `/gestion/practicas/${idPractica}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/gestion/practicas/${idPractica}$`));
  const anexoGestion = page.getByRole('region', { name: 'Anexo de las prácticas' });
  await expect(anexoGestion.getByText(/^Subido el \d{2}\/\d{2}\/\d{4} por /)).toBeVisible();
  await expect(anexoGestion.getByRole('button', { name: 'Descargar el anexo firmado' })).toBeVisible();

  // Its own absence: the day typed, the reason by keyboard, Enter sends the form.
  const ausenciasGestion = page.getByRole('region', { name: 'Ausencias' });
  await ausenciasGestion.getByLabel('Día de la ausencia').fill(diaGestion ?? '');
  await ausenciasGestion.getByLabel('Motivo').focus();
  await page.keyboard.type('Enfermedad');
  await page.keyboard.press('Enter');
  await expect(ausenciasGestion.getByText(`Ausencia del ${fechaGestion} registrada`)).toBeVisible();
  const filaGestion = ausenciasGestion.getByRole('listitem').filter({ hasText: fechaGestion });
  await expect(filaGestion).toContainText('Enfermedad');
  await expect(filaGestion).toContainText('Registrada por la universidad');
  await expectNoSeriousViolations(page, '/gestion/practicas/:id');
  await capturas(page, 'gestion-expediente');

  // Lucía's Mis prácticas offers the signed copy beside the annex.
  await page.evaluate(() => localStorage.clear());
  await openAsAlumno(page, base, LUCIA, '/mis-practicas');
  const tarjeta = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: /Levante/ }) });
  await expect(tarjeta.getByRole('button', { name: 'Descargar el anexo firmado' })).toBeVisible();
  await expect(tarjeta.getByText(/La copia firmada por las tres partes se subió el \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();

  // The office's absence goes again, so the seed's internship keeps its effective days.
  const ahora = await api(page.request, base, 'seguimientoPracticaGestion', { id: idPractica }, gestor);
  for (const a of ahora.ausencias.filter((x) => x.fecha === fechaGestion))
    await api(page.request, base, 'borrarAusenciaPracticaGestion', { idPractica, idAusencia: a.idAusencia }, gestor);
});
