import { expect, type Page, test } from '@playwright/test';
import { openAsAlumno } from './support/alumnos';
import { api } from './support/api';
import { expectNoSeriousViolations } from './support/axe';
import { guardarCaptura } from './support/capturas';
import { vigilarConsola } from './support/empresa-api';
import { accounts, PASSWORD } from './support/env';
import { dniNuevo } from './support/identificadores';
import { skipCookieBanner } from './support/session';

/*
 * Issue 24, item 6: defects a student met, each checked the way the student
 * met it. The event test uses a student registered here (no other test knows
 * them); the home tests only read Lucía's data. The mandatory survey's popups
 * are in encuesta-obligatoria.spec.ts (Marcos answers his survey there first),
 * the answered pre-registration's notification in alumno-notificaciones.spec.ts.
 */

let errores: string[] = [];

test.beforeEach(async ({ context, page }) => {
  // Each walks several screens (and runs axe): three times the default time, for a loaded machine.
  test.slow();
  await skipCookieBanner(context);
  errores = vigilarConsola(page);
});

test.afterEach(() => {
  expect(errores, 'console errors').toEqual([]);
});

/** A new student, registered through the API as the /registro form does. */
async function alumnoNuevo(page: Page, base: string) {
  const dni = dniNuevo();
  await api(page.request, base, 'registrarUsuario', {
    dni,
    nombre: 'Nuria',
    apellido1: 'Defectos',
    email: `nuria.${Date.now().toString(36)}@ejemplo.es`,
    password: PASSWORD,
    confirmacion: PASSWORD,
    aceptaPrivacidad: true,
  });
  return dni;
}

async function cambiarIdioma(page: Page, a: 'English' | 'Español') {
  await page.getByRole('button', { name: /^(Idioma|Language): / }).click();
  await page.getByRole('menuitem', { name: a }).click();
}

test('registering for an event and then leaving it: the registration banner goes with it', async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  const dni = await alumnoNuevo(page, base);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAsAlumno(page, base, dni, '/eventos');
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Foro de Empleo Puente' }) })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByText('Aún no estás inscrito.')).toBeVisible();

  await page.getByRole('button', { name: 'Inscribirme' }).click();
  await page.getByRole('alertdialog', { name: 'Confirmar inscripción' }).getByRole('button', { name: 'Sí, inscribirme' }).click();
  const banner = page.getByTestId('error-banner');
  await expect(banner).toContainText('Inscripción realizada');
  await expect(page.getByText('Tienes plaza en este evento.')).toBeVisible();

  await page.getByRole('button', { name: 'Cancelar mi inscripción' }).click();
  await page.getByRole('alertdialog', { name: 'Cancelar inscripción' }).getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(page.getByText('Aún no estás inscrito.')).toBeVisible();
  // The banner of the registration does not outlive it: the leaving's own message replaces it.
  await expect(page.getByText('Has cancelado tu inscripción', { exact: true })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(page.getByText('Inscripción realizada')).toHaveCount(0);
  await guardarCaptura(page, 'evento-salir-1280');

  // And the other way round: registering again brings its banner back.
  await page.getByRole('button', { name: 'Inscribirme' }).click();
  await page.getByRole('alertdialog', { name: 'Confirmar inscripción' }).getByRole('button', { name: 'Sí, inscribirme' }).click();
  await expect(banner).toContainText('Inscripción realizada');
});

test("the home's 'Ver todas (n)' opens a list of those n offers", async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAsAlumno(page, base, accounts.lucia.usuario, '/');
  const seccion = page.getByRole('region', { name: 'Últimas ofertas' });
  for (const [pestana, texto] of [
    ['Prácticas', /^Ver todas las ofertas de prácticas \((\d+)\)$/],
    ['Empleo', /^Ver todas las ofertas de empleo \((\d+)\)$/],
  ] as const) {
    await page.goto(`${base}/`);
    await seccion.getByRole('tab', { name: pestana }).click();
    const enlace = seccion.getByRole('tabpanel').getByRole('link', { name: texto });
    await expect(enlace).toBeVisible();
    const n = Number(texto.exec((await enlace.textContent())?.trim() ?? '')?.[1]);
    expect(n).toBeGreaterThan(0);
    await enlace.click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(n === 1 ? '1 oferta' : `${n} ofertas`, { exact: true })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Solo ofertas para mí' })).not.toBeChecked();
  }
});

test('Spanish pages name the footer links in Spanish; in English the home and /eventos share the categories', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAsAlumno(page, base, accounts.lucia.usuario, '/');
  const pie = page.getByRole('contentinfo');
  for (const nombre of ['Noticias', 'Sala de prensa', 'Trabaja con nosotros']) {
    await expect(pie.getByRole('link', { name: nombre, exact: true })).toBeVisible();
  }
  for (const nombre of ['News', 'Press room', 'Work with us']) {
    await expect(pie.getByRole('link', { name: nombre, exact: true })).toHaveCount(0);
  }
  // The pages they open are English only: the links say so to the browser.
  await expect(pie.getByRole('link', { name: 'Noticias', exact: true })).toHaveAttribute('hreflang', 'en');

  const eventos = page.getByRole('region', { name: 'Próximos eventos' });
  await expect(eventos.getByRole('article')).toHaveCount(3);
  await expect(eventos.getByText('Charla', { exact: true })).toBeVisible();

  await cambiarIdioma(page, 'English');
  await expect(pie.getByRole('link', { name: 'News', exact: true })).toBeVisible();
  const events = page.getByRole('region', { name: 'Upcoming events' });
  await expect(events.getByText('Talk', { exact: true })).toBeVisible();
  await expect(events.getByText('Workshop', { exact: true })).toBeVisible();
  await expect(events.getByText('Charla', { exact: true })).toHaveCount(0);
  await expect(events.getByText('Taller', { exact: true })).toHaveCount(0);
  await guardarCaptura(page, 'inicio-en-1280', { fullPage: true });

  await page.goto(`${base}/eventos`);
  await expect(page.getByRole('button', { name: 'Talk', exact: true })).toBeVisible();
  await cambiarIdioma(page, 'Español');
});

test('at 360 px the home tabs share one row; each programme card is one Tab stop', async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  await page.setViewportSize({ width: 360, height: 780 });
  await openAsAlumno(page, base, accounts.lucia.usuario, '/');
  const seccion = page.getByRole('region', { name: 'Últimas ofertas' });
  const pestanas = seccion.getByRole('tab');
  await expect(pestanas).toHaveCount(3);
  const cajas = await Promise.all((await pestanas.all()).map((p) => p.boundingBox()));
  const filas = new Set(cajas.map((c) => Math.round(c?.y ?? -1)));
  expect(filas.size, 'every tab on the same row').toBe(1);
  for (const c of cajas) expect((c?.x ?? 0) + (c?.width ?? 0)).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await seccion.scrollIntoViewIfNeeded();
  await guardarCaptura(page, 'inicio-pestanas-360');
  await expectNoSeriousViolations(page, 'home tabs at 360 px');

  // The programmes tab (first): from the tab, Tab goes card by card, one stop each, then to "see all".
  await pestanas.first().click();
  const panel = seccion.getByRole('tabpanel');
  const tarjetas = panel.getByRole('listitem');
  const n = await tarjetas.count();
  expect(n).toBeGreaterThan(0);
  await pestanas.first().focus();
  const paradas: string[] = [];
  for (let i = 0; i < n + 1; i += 1) {
    await page.keyboard.press('Tab');
    paradas.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return `${el?.tagName ?? ''}|${el?.getAttribute('role') ?? ''}|${(el?.textContent ?? '').trim().slice(0, 60)}`;
      }),
    );
  }
  // No stop on the panel itself, which a screen reader names with the first card's text: Tab goes
  // from the tab to the first card, then one stop per card, then "Ver todos los programas".
  const nombres = paradas.map((p) => p.split('|')[2]);
  const titulos = await tarjetas.getByRole('link').allTextContents();
  expect(
    paradas.every((p) => p.startsWith('A|')),
    `Tab stops: ${paradas.join(' · ')}`,
  ).toBe(true);
  expect(nombres.slice(0, n)).toEqual(titulos.map((t) => t.trim().slice(0, 60)));
  expect(new Set(nombres).size, `Tab stops: ${paradas.join(' · ')}`).toBe(nombres.length);
  await page.setViewportSize({ width: 1280, height: 900 });
  await guardarCaptura(page, 'inicio-pestanas-1280');
});
