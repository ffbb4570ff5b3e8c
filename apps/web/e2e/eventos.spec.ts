import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openAsAlumno } from './support/alumnos';
import { expectNoSeriousViolations } from './support/axe';
import { guardarCaptura } from './support/capturas';
import { vigilarConsola } from './support/empresa-api';
import { accounts, PASSWORD } from './support/env';
import { openAs, skipCookieBanner } from './support/session';

/*
 * Issue 15, events: Ana (a demo student no other browser test changes)
 * searches the events, registers for "Charla: prácticas en el extranjero" with
 * its confirmation (532) and downloads its .ics; Lucía finds the next three
 * events on her home and sees the full workshop's waiting-list button; an
 * anonymous visitor opens the public Foro's shared link and is asked to log
 * in, and the login returns to the event.
 */

const ANA = '23456781R';

test.describe.configure({ mode: 'serial' });

let errores: string[] = [];

test.beforeEach(async ({ context, page }) => {
  await skipCookieBanner(context);
  errores = vigilarConsola(page);
});

test.afterEach(() => {
  expect(errores, 'console errors').toEqual([]);
});

const tarjeta = (page: import('@playwright/test').Page, titulo: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: titulo }) });

test('a student searches, registers for an event and downloads its calendar file', async ({ page, baseURL }) => {
  test.slow(); // search, register, axe, .ics, leave: one journey whose state a retry cannot undo
  const base = baseURL ?? '';
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAsAlumno(page, base, ANA, '/eventos');
  await expect(page.getByRole('heading', { level: 1, name: 'Eventos' })).toBeVisible();
  // The seeded six; gestion-eventos.spec.ts may have its own test event published meanwhile.
  await expect(page.getByRole('article').filter({ hasNotText: 'Sesión de prueba de gestión' })).toHaveCount(6);
  // The past fair is marked; the public forum is featured.
  await expect(tarjeta(page, 'Feria de empleo de primavera').getByText('Ya celebrado')).toBeVisible();
  await expect(tarjeta(page, 'Foro de Empleo Puente').getByText('Destacado')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tu calendario de eventos' }).getByRole('textbox')).toHaveValue(
    /\/api\/Publico\/calendario\/[\w-]{20,}$/,
  );
  await expectNoSeriousViolations(page, 'eventos');
  await guardarCaptura(page, 'eventos-lista-1280', { fullPage: true });

  // Category chips and the search box.
  await page.getByRole('button', { name: 'Charla', exact: true }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('button', { name: 'Todas' }).click();
  await page.getByRole('searchbox', { name: 'Buscar eventos' }).fill('extranjero');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByRole('article')).toHaveCount(1);

  await tarjeta(page, 'Charla: prácticas en el extranjero').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Charla: prácticas en el extranjero' })).toBeVisible();
  await expect(page.getByText('Aún no estás inscrito.')).toBeVisible();
  await page.getByRole('button', { name: 'Inscribirme' }).click();
  const dialogo = page.getByRole('alertdialog', { name: 'Confirmar inscripción' });
  await expect(dialogo).toContainText('¿Quieres inscribirte en «Charla: prácticas en el extranjero»?');
  await dialogo.getByRole('button', { name: 'Sí, inscribirme' }).click();
  await expect(page.getByText('Te has inscrito en el evento.')).toBeVisible();
  await expect(page.getByText('Tienes plaza en este evento.')).toBeVisible();
  await expect(page.getByText('Quedan 59 plazas de 60')).toBeVisible();
  await expectNoSeriousViolations(page, 'evento-detalle');
  await guardarCaptura(page, 'eventos-detalle-1280', { fullPage: true });

  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Añadir al calendario' }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toBe('charla-practicas-extranjero.ics');
  const contenido = await readFile(await archivo.path(), 'utf8');
  expect(contenido).toContain('BEGIN:VCALENDAR');
  expect(contenido).toContain('SUMMARY:Charla: prácticas en el extranjero');
  expect(contenido).toMatch(/DTSTART:\d{8}T\d{6}Z/);

  // Leaving asks first; keeping it changes nothing.
  await page.getByRole('button', { name: 'Cancelar mi inscripción' }).click();
  await page.getByRole('alertdialog', { name: 'Cancelar inscripción' }).getByRole('button', { name: 'No, mantener' }).click();
  await expect(page.getByText('Tienes plaza en este evento.')).toBeVisible();
});

test('the student home shows the next three events; a full one offers the waiting list', async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAsAlumno(page, base, accounts.lucia.usuario, '/');
  const seccion = page.getByRole('region', { name: 'Próximos eventos' });
  await expect(seccion.getByRole('article')).toHaveCount(3);
  await expect(seccion.getByRole('heading', { level: 3 })).toHaveText([
    'Charla: prácticas en el extranjero',
    'Taller: tu CV en una página',
    'Foro de Empleo Puente',
  ]);
  await seccion.getByRole('link', { name: 'Taller: tu CV en una página' }).click();
  await expect(page).toHaveURL(/\/eventos\/taller-cv-una-pagina$/);
  await expect(page.getByText('Completo: lista de espera')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apuntarme a la lista de espera' })).toBeVisible();
});

test('an anonymous visitor opens a shared public event and is asked to log in', async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  for (const ancho of [1280, 360]) {
    await page.setViewportSize({ width: ancho, height: ancho === 360 ? 740 : 900 });
    await page.goto(`${base}/evento-publico/foro-empleo-puente`);
    await expect(page.getByRole('heading', { level: 2, name: 'Foro de Empleo Puente' })).toBeVisible();
    await expect(page.getByText('Palacio de Congresos')).toBeVisible();
    await expect(page.getByText('Inicia sesión en el portal para inscribirte en este evento.')).toBeVisible();
    const ancho360 = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(ancho360, `sin desbordamiento a ${ancho} px`).toBe(true);
    await expectNoSeriousViolations(page, `evento-publico-${ancho}`);
    await guardarCaptura(page, `eventos-publico-${ancho}`, { fullPage: true });
  }
  // A private event's link shows "not available".
  await page.goto(`${base}/evento-publico/taller-cv-una-pagina`);
  await expect(page.getByRole('heading', { name: 'Evento no disponible' })).toBeVisible();

  // The login call returns to the event.
  await page.goto(`${base}/evento-publico/foro-empleo-puente`);
  await page.getByRole('button', { name: 'Iniciar sesión para inscribirme' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('tab', { name: 'Estudiantes' }).click();
  const form = page.getByRole('tabpanel', { name: 'Estudiantes' });
  await form.getByLabel('DNI, NIE o e-mail').fill(accounts.lucia.usuario);
  await form.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/eventos\/foro-empleo-puente$/);
  await expect(page.getByRole('button', { name: 'Inscribirme' })).toBeVisible();
});

test('a company reads the events without registering, at 360 px', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openAs(page, baseURL ?? '', 'Empresa', '/eventos/foro-empleo-puente');
  await expect(page.getByRole('heading', { level: 2, name: 'Foro de Empleo Puente' })).toBeVisible();
  await expect(page.getByText('Las inscripciones son para estudiantes y titulados.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inscribirme' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoSeriousViolations(page, 'evento-empresa-360');
  await guardarCaptura(page, 'eventos-empresa-360', { fullPage: true });
});
