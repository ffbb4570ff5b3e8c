import { expect, test } from '@playwright/test';
import { api } from './support/api';
import { guardarCaptura } from './support/capturas';
import { vigilarConsola } from './support/empresa-api';
import { dniNuevo } from './support/identificadores';
import { openAs, skipCookieBanner, staffToken } from './support/session';

/*
 * Issue 14, proposals and education-centre requests (decision 021). Lucía
 * proposes an internship at Levante Tech by its CIF (510) and staff accept it
 * through the API; seleccion.demo of Innovación Levante, the company of two
 * demo education centres, opens "Solicitudes de prácticas de educación" from
 * its menu, accepts Ana's request filling in tutor and dates (then it reads
 * aceptada) and rejects Pablo's with a reason.
 */

test.describe.configure({ mode: 'serial' });

let errores: string[] = [];

test.beforeEach(async ({ context, page }) => {
  await skipCookieBanner(context);
  errores = vigilarConsola(page);
});

test.afterEach(() => {
  expect(errores, 'console errors').toEqual([]);
});

/** yyyy-mm-dd, days from today. */
const dia = (dias: number) => new Date(Date.now() + dias * 86_400_000).toISOString().slice(0, 10);

test('a student proposes an internship at a company by its CIF (510); staff accept it', async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, base, 'Alumno', '/propuesta-practicas');
  await expect(page.getByRole('heading', { level: 1, name: 'Propuesta de prácticas' })).toBeVisible();
  // Lucía's demo proposal is already listed.
  const mias = page.getByRole('list', { name: 'Mis propuestas y solicitudes' });
  await expect(mias.getByText('Meseta Industrial')).toBeVisible();

  // Step 1: a malformed CIF is said on the field (33), then Levante's.
  const cif = page.getByLabel('CIF de la empresa');
  await cif.fill('B1234');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('El formato del CIF no es correcto.')).toBeVisible();
  await cif.fill('B12345674');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Innovación Levante S.L. está en el portal')).toBeVisible();

  // Step 2: the internship → 510.
  await page.getByLabel('Fecha de inicio').fill(dia(30));
  await page.getByLabel('Fecha de fin').fill(dia(10));
  await page.getByLabel(/Tutor o tutora en la empresa/).fill('Pablo Martí Soler');
  await page.getByLabel('E-mail del tutor').fill('pablo.marti@levantetech.example.es');
  await page.getByLabel(/Tareas a desarrollar/).fill('Desarrollo de una aplicación web interna con el equipo de producto.');
  await guardarCaptura(page, 'propuesta-alumno-formulario', { fullPage: true });
  await page.getByRole('button', { name: 'Enviar propuesta' }).click();
  // 27: the end before the start, said on the end date.
  await expect(page.getByText('La fecha de inicio debe ser anterior a la fecha de fin.')).toBeVisible();
  await page.getByLabel('Fecha de fin').fill(dia(120));
  await page.getByRole('button', { name: 'Enviar propuesta' }).click();
  await expect(page.getByText('Propuesta registrada')).toBeVisible();
  await expect(page.getByText('Propuesta enviada')).toBeVisible();
  await expect(mias.getByRole('listitem').filter({ hasText: 'Levante Tech' })).toContainText('Pendiente');
  await guardarCaptura(page, 'propuesta-alumno-enviada', { fullPage: true });

  // The education-centre tab: the requests left this year.
  await page.getByRole('tab', { name: 'Centro educativo' }).click();
  await expect(page.getByText(/Te quedan \d de 3 solicitudes este año/)).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await guardarCaptura(page, 'propuesta-alumno-centro-360', { fullPage: true });

  // Staff accept the proposal through the API; the student's list then reads Aceptada.
  const gestor = await staffToken(page.request, base);
  const pendientes = await api(page.request, base, 'propuestasPracticasPendientes', {}, gestor);
  const propuesta = pendientes.find((p) => p.alumno.startsWith('Lucía') && p.empresa?.cif === 'B12345674');
  expect(propuesta).toBeDefined();
  await api(page.request, base, 'aceptarPropuestaPractica', { id: propuesta?.idSolicitud ?? 0 }, gestor);
  await page.reload();
  await expect(mias.getByRole('listitem').filter({ hasText: 'Levante Tech' })).toContainText('Aceptada');
});

test('the centre company accepts an education request (aceptada) and rejects another with a reason', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, base, 'Empresa', '/');
  const menu = page.getByRole('navigation').getByRole('link', { name: 'Solicitudes de prácticas de educación' });
  await expect(menu).toBeVisible();
  await menu.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes de prácticas de educación' })).toBeVisible();
  const lista = page.getByRole('list', { name: 'Solicitudes de prácticas' });
  await expect(lista.getByRole('listitem')).toHaveCount(2);
  await guardarCaptura(page, 'solicitudes-educacion-lista', { fullPage: true });

  // Ana's request: accept, filling in the tutor (dates and tasks come from her request).
  await lista.getByRole('link', { name: /Ana Torres Vidal/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Ana Torres Vidal' })).toBeVisible();
  await page.getByRole('link', { name: 'Aceptar' }).click();
  await expect(page.getByRole('heading', { name: /Aceptar la solicitud de Ana Torres Vidal/ })).toBeVisible();
  await page.getByLabel(/Tutor o tutora en la empresa/).fill('Vicent Ferrer Pla');
  await page.getByLabel(/E-mail del tutor/).fill('vicent.ferrer@iesserraperenxisa.example.es');
  await guardarCaptura(page, 'solicitudes-educacion-aceptar', { fullPage: true });
  await page.getByRole('button', { name: 'Aceptar solicitud' }).click();
  await expect(page.getByText('Solicitud aceptada')).toBeVisible();
  await expect(page.getByText('Aceptada', { exact: true })).toBeVisible();
  await guardarCaptura(page, 'solicitudes-educacion-aceptada', { fullPage: true });

  // Pablo's: reject with a reason (required) in the dialog.
  await page.getByRole('link', { name: 'Volver a las solicitudes' }).click();
  await lista.getByRole('link', { name: /Pablo Moreno Sáez/ }).click();
  await page.getByRole('button', { name: 'Rechazar' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Rechazar la solicitud' });
  await dialogo.getByRole('button', { name: 'Rechazar solicitud' }).click();
  await expect(dialogo.getByText('Este campo es requerido')).toBeVisible();
  await dialogo.getByLabel(/Motivo del rechazo/).fill('No quedan plazas en la especialidad este trimestre.');
  await dialogo.getByRole('button', { name: 'Rechazar solicitud' }).click();
  await expect(dialogo).toBeHidden();
  await expect(page.getByText('Solicitud rechazada')).toBeVisible();
  await expect(page.getByText(/No quedan plazas en la especialidad/)).toBeVisible();

  // The list at 360 px: both answered.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.getByRole('link', { name: 'Volver a las solicitudes' }).click();
  await expect(lista.getByText('Aceptada')).toBeVisible();
  await expect(lista.getByText('Rechazada')).toBeVisible();
  await guardarCaptura(page, 'solicitudes-educacion-lista-360', { fullPage: true });
});

test('a company proposes a student by DNI: an unknown one is said on the page, a registered one gives 510', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, base, 'Empresa', '/propuesta-practicas');
  await expect(page.getByRole('heading', { level: 1, name: 'Propuesta de prácticas' })).toBeVisible();

  // A well-formed DNI of nobody in the portal: 509 on the field; the company may still go on without an account.
  const dni = page.getByLabel('DNI o NIE del estudiante');
  await dni.fill(dniNuevo());
  await page.getByRole('button', { name: 'Comprobar' }).click();
  await expect(page.getByText('No hay ningún candidato con ese documento de identidad.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continuar sin cuenta' })).toBeVisible();

  // Marcos is registered: only his name is shown, then the internship → 510.
  await dni.fill('87654321X');
  await page.getByRole('button', { name: 'Comprobar' }).click();
  await expect(page.getByText(/Estudiante: Marcos/)).toBeVisible();
  await page.getByLabel('Fecha de inicio').fill(dia(40));
  await page.getByLabel('Fecha de fin').fill(dia(160));
  await page.getByLabel(/Tutor o tutora en la empresa/).fill('Pablo Martí Soler');
  await page.getByLabel(/Tareas a desarrollar/).fill('Apoyo al equipo de calidad en la revisión de procesos.');
  await page.getByRole('button', { name: 'Enviar propuesta' }).click();
  await expect(page.getByText('Propuesta registrada')).toBeVisible();
  await expect(page.getByText('Propuesta enviada')).toBeVisible();

  // Staff see it among the pending proposals.
  const gestor = await staffToken(page.request, base);
  const pendientes = await api(page.request, base, 'propuestasPracticasPendientes', {}, gestor);
  expect(pendientes.some((p) => p.alumno.startsWith('Marcos') && p.origen === 'empresa')).toBe(true);
});
