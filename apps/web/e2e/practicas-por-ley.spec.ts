import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ITEMS_INFORME_TUTOR } from '@puente/contract/seguimiento-practicas';
import { conControlNss } from '@puente/contract/validation/datos-bancarios';
import { loginAlumno, openAsAlumno } from './support/alumnos';
import { api } from './support/api';
import { expectNoSeriousViolations } from './support/axe';
import { enlaceDelCorreo } from './support/buzon';
import { guardarCaptura } from './support/capturas';
import { PASSWORD, screenshotPath } from './support/env';
import { openAs, skipCookieBanner, staffToken } from './support/session';
import { entrarAGestionConTeclado } from './support/teclado';

/*
 * Issue 26's journey (decision 042): an internship the university accepted
 * waits for the law's paperwork. The company writes the training plan, the
 * academic tutor accepts it from the mail's link without an account, the
 * company records the Social Security registration and the internship
 * starts. At its end the company tutor's mail has a link to the final
 * report, sent and read again without an account, and the reminders stop;
 * the student's final report and the academic tutor's grade give a
 * certificate whose PDF pdftotext reads.
 *
 * Daniel (no other spec touches his internships) at Levante; the tutors'
 * addresses are new on every run, so the outbox's mails are this run's.
 */

const DANIEL = '56781234F';
const IBAN = 'ES9121000418450200051332';

/** yyyy-mm-dd, `n` days from today in Madrid. */
const dia = (n: number) => {
  const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  const d = new Date(`${hoy}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

test.beforeEach(async ({ context }) => {
  await skipCookieBanner(context);
});

test('prácticas por ley: proyecto formativo, alta, informe del tutor, memoria, calificación y certificado', async ({
  page,
  baseURL,
}) => {
  // Three people, six screens and four mails: the longest journey of the suite.
  test.setTimeout(240_000);
  const base = baseURL ?? '';
  const sufijo = Date.now().toString(36);
  const tutorEmpresa = `tutor.${sufijo}@levantetech.example.es`;
  const tutorAcademico = `tutora.${sufijo}@demo.puente.es`;
  const gestor = await staffToken(page.request, base);

  // The university accepted Daniel's internship at Levante; it ended yesterday (its paperwork is late, as often).
  const alumno = (await api(page.request, base, 'alumnosGestion', { q: DANIEL, tamano: 5 }, gestor)).items[0];
  const empresa = (await api(page.request, base, 'empresasGestion', { q: 'B12345674', tamano: 5 }, gestor)).items[0];
  expect(alumno && empresa).toBeTruthy();
  const { idPractica } = await api(
    page.request,
    base,
    'registrarPracticaAlumno',
    {
      idAlumno: alumno?.idAlumno ?? 0,
      idEmpresa: empresa?.idEmpresa ?? 0,
      tipo: 'curricular',
      estado: 'aceptada',
      fechaInicio: dia(-60),
      fechaFin: dia(-1),
      horasTotales: 240,
      tutorNombre: 'Marta Soler Gil',
      tutorEmail: tutorEmpresa,
      tareas: 'Pruebas de la aplicación móvil y documentación de casos de uso.',
    },
    gestor,
  );
  await api(
    page.request,
    base,
    'datosLegalesPractica',
    {
      idPractica,
      creditos: 9,
      remunerada: false,
      movilidad: 'nacional',
      tutorAcademicoNombre: 'Isabel Moreno Gil',
      tutorAcademicoEmail: tutorAcademico,
    },
    gestor,
  );
  // Daniel gives his Social Security number (his Mis prácticas asks for it).
  const daniel = await loginAlumno(page.request, base, DANIEL);
  await api(page.request, base, 'editDatosPractica', { iban: IBAN, nss: conControlNss('4612345678') }, daniel.token);

  // The company writes the training plan on the internship's record and sends it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, base, 'Empresa', `/documentacion/practicas/${idPractica}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Proyecto formativo' })).toBeVisible();
  await expect(page.getByText('Aún no han empezado')).toBeVisible();
  await page.getByLabel('Objetivos formativos').fill('Conocer el ciclo de pruebas de una aplicación móvil.');
  await page.getByLabel('Actividades a desarrollar').fill('Diseñar casos de prueba; automatizarlos; documentar los resultados.');
  await page.getByLabel('Competencias que se adquieren').fill('Pruebas automatizadas; comunicación técnica; trabajo en equipo.');
  await page.getByRole('button', { name: 'Enviar al tutor académico' }).click();
  await expect(page.getByText('Proyecto formativo enviado')).toBeVisible();
  await expectNoSeriousViolations(page, '/documentacion/practicas/:id');
  await guardarCaptura(page, 'empresa-expediente-practica-1280', { fullPage: true });

  // The academic tutor opens the mail's link, without an account, and accepts it.
  const plan = await enlaceDelCorreo(tutorAcademico, '/tutor/academico');
  const tutora = await page.context().browser()?.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  if (!tutora) throw new Error('sin navegador');
  await skipCookieBanner(tutora);
  const paginaTutora = await tutora.newPage();
  await paginaTutora.goto(plan.enlace.replace(/^https?:\/\/[^/]+/, base));
  await expect(paginaTutora.getByText('Conocer el ciclo de pruebas de una aplicación móvil.')).toBeVisible();
  await paginaTutora.setViewportSize({ width: 360, height: 800 });
  await expectNoSeriousViolations(paginaTutora, '/tutor/academico at 360 px');
  await paginaTutora.screenshot({ path: screenshotPath('tutor-academico-proyecto-360'), fullPage: true });
  await paginaTutora.getByRole('button', { name: 'Aceptar el proyecto formativo' }).click();
  await expect(paginaTutora.getByText('Proyecto formativo aceptado')).toBeVisible();

  // Levante is the obligated party (no agreement assigns it to the university): it records the registration.
  await page.reload();
  await page.getByLabel('Código de cuenta de cotización (CCC)').fill('46 1234567 89');
  await page.getByLabel('Fecha de alta').fill(dia(-60));
  await page.getByRole('button', { name: 'Registrar el alta' }).click();
  await expect(page.getByText('Alta registrada')).toBeVisible();
  const empezada = await api(page.request, base, 'seguimientoPracticaGestion', { id: idPractica }, gestor);
  expect(empezada.requisitosPendientes).toEqual([]);
  expect(['en_curso', 'finalizada']).toContain(empezada.estado);

  // The end: the company tutor's link (sent by the staff's reminder, as the hourly run would).
  expect(await api(page.request, base, 'recordarInformesTutor', { ids: [idPractica] }, gestor)).toEqual({
    enviados: 1,
    omitidos: 0,
  });
  const informe = await enlaceDelCorreo(tutorEmpresa, '/tutor/empresa');
  await paginaTutora.goto(informe.enlace.replace(/^https?:\/\/[^/]+/, base));
  await expect(paginaTutora.getByLabel('Horas realizadas')).toBeVisible();
  await expectNoSeriousViolations(paginaTutora, '/tutor/empresa at 360 px');
  await paginaTutora.screenshot({ path: screenshotPath('tutor-empresa-informe-360'), fullPage: true });
  await paginaTutora.getByLabel('Horas realizadas').fill('236');
  // Every item rated "Notable" (4).
  const grupos = paginaTutora.getByRole('radiogroup');
  const n = await grupos.count();
  expect(n).toBe(ITEMS_INFORME_TUTOR.length);
  for (let i = 0; i < n; i++)
    await grupos
      .nth(i)
      .getByRole('radio', { name: /Notable/ })
      .check();
  await paginaTutora.getByLabel('Observaciones').fill('Muy buena disposición y autonomía.');
  await paginaTutora.getByRole('button', { name: /Enviar el informe/ }).click();
  await expect(paginaTutora.getByText('Muy buena disposición y autonomía.')).toBeVisible();
  // Reopened from the mail's link (the page drops the token from the address once read): read-only, with its PDF.
  await paginaTutora.goto(informe.enlace.replace(/^https?:\/\/[^/]+/, base));
  await expect(paginaTutora.getByText('Muy buena disposición y autonomía.')).toBeVisible();
  await expect(paginaTutora.getByRole('button', { name: /Enviar el informe/ })).toHaveCount(0);
  await expect(paginaTutora.getByRole('button', { name: /PDF/ })).toBeVisible();
  // Answered: no more reminders.
  expect(await api(page.request, base, 'recordarInformesTutor', { ids: [idPractica] }, gestor)).toEqual({
    enviados: 0,
    omitidos: 1,
  });

  // Daniel writes his final report in Mis prácticas.
  await openAsAlumno(page, base, DANIEL, '/mis-practicas');
  const tarjeta = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: 'Levante Tech' }) });
  await tarjeta.getByRole('button', { name: 'Escribir la memoria final' }).click();
  await page.getByLabel(/Tareas realizadas/).fill('Casos de prueba de la aplicación móvil y su automatización.');
  await page.getByLabel(/Conocimientos y competencias/).fill('Lo aprendido en Ingeniería del Software y en Calidad.');
  await page.getByLabel(/Aportaciones/).fill('Trabajar con un equipo real y sus plazos.');
  await page.getByLabel(/Valoración y sugerencias/).fill('Muy positiva; más formación al principio.');
  await page.getByRole('radio', { name: /Excelente/ }).check();
  await page.getByRole('button', { name: /Enviar la memoria/ }).click();
  await expect(page.getByText(/Memoria enviada/)).toBeVisible();
  await guardarCaptura(page, 'alumno-memoria-final-1280', { fullPage: true });

  // The academic tutor, with both reports, grades: the internship is certified.
  const calificar = await enlaceDelCorreo(tutorAcademico, '/tutor/academico', 2);
  await paginaTutora.goto(calificar.enlace.replace(/^https?:\/\/[^/]+/, base));
  await expect(paginaTutora.getByText('Muy buena disposición y autonomía.')).toBeVisible();
  await paginaTutora.getByLabel(/Calificación/).fill('8.5');
  await paginaTutora.getByRole('button', { name: /Calificar/ }).click();
  await expect(paginaTutora.getByText(/8,5|8\.5/).first()).toBeVisible();
  await paginaTutora.screenshot({ path: screenshotPath('tutor-academico-calificada-360'), fullPage: true });
  await tutora.close();

  // Daniel downloads the certificate: a real PDF that names him, the company and the hours.
  await page.reload();
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar el certificado' }).click();
  const fichero = join(tmpdir(), `certificado-${sufijo}.pdf`);
  await (await descarga).saveAs(fichero);
  const texto = execFileSync('pdftotext', ['-layout', fichero, '-'], { encoding: 'utf8' });
  expect(texto).toContain('Daniel Castro Peña');
  expect(texto).toContain('Levante');
  expect(texto).toMatch(/236/);
  writeFileSync(join(tmpdir(), `certificado-${sufijo}.txt`), texto);

  // The office's member for internships finds it certified, with every tutor mail on its record.
  await page.evaluate(() => localStorage.clear());
  await entrarAGestionConTeclado(page, 'practicas.demo', PASSWORD);
  await page.goto(`/gestion/practicas?texto=${encodeURIComponent('Daniel Castro')}`);
  await expect(page.getByRole('link', { name: /Daniel Castro/ }).first()).toBeVisible();
  await guardarCaptura(page, 'gestion-practicas-1280', { fullPage: true });
  await page.goto(`/gestion/practicas/${idPractica}`);
  await expect(page.getByText(tutorEmpresa).first()).toBeVisible();
  await expectNoSeriousViolations(page, '/gestion/practicas/:id');
  await guardarCaptura(page, 'gestion-expediente-practica-1280', { fullPage: true });
  const staff = await api(page.request, base, 'practicasGestion', { texto: 'Daniel Castro', tamano: 10 }, gestor);
  expect(staff.items.find((f) => f.idPractica === idPractica)).toMatchObject({ estado: 'certificada', faltas: [] });
});
