import { expect, type Page, test } from '@playwright/test';
import { unreadInTitle } from './support/alumnos';
import { expectNoSeriousViolations } from './support/axe';
import { guardarCaptura } from './support/capturas';
import { DEMO_URL } from './support/env';
import { openAs, skipCookieBanner } from './support/session';

/*
 * These tests change Lucía's candidacy in state 16 and her notifications, which
 * no other test changes; answering it marks its notification done (issue 24). They run one after another in one worker (not
 * 'serial': a failure does not skip the rest), so their counts never race.
 */
test.describe.configure({ mode: 'default' });

test.beforeEach(async ({ context }) => {
  await skipCookieBanner(context);
});

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notificaciones/ });
const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Notificaciones' });
const item = (page: Page, titulo: string) => panelOf(page).getByRole('listitem').filter({ hasText: titulo });

/** The title's suffix, the bell's label and the panel agree on the unread count. */
async function expectUnread(page: Page, count: number) {
  await expect(page).toHaveTitle(count > 0 ? new RegExp(` \\(${count}\\)$`) : /[^)]$/);
  await expect(bell(page)).toHaveAccessibleName(count > 0 ? `Notificaciones: ${count} sin leer` : 'Notificaciones');
}

test('a student rejects a pre-registration with a required reason', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: DEMO_URL });
  await skipCookieBanner(context);
  const page = await context.newPage();
  await openAs(page, DEMO_URL, 'Alumno', '/mis-candidaturas');
  const tarjeta = page.getByRole('article').filter({ hasText: 'Prácticas en desarrollo web' });
  await tarjeta.getByRole('button', { name: 'Rechazar la preinscripción en «Prácticas en desarrollo web»' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Rechazar la preinscripción' });
  await dialogo.getByRole('button', { name: 'Rechazar la preinscripción' }).click();
  await expect(dialogo.getByRole('alert')).toHaveText('Indica el motivo del rechazo');
  await expectNoSeriousViolations(page, 'pre-registration rejection dialog with its error');
  await dialogo.getByRole('radio', { name: 'La ubicación no me conviene' }).click();
  await dialogo.getByRole('button', { name: 'Rechazar la preinscripción' }).click();
  await expect(dialogo).toBeHidden();
  // The buttons that opened the dialog are gone: focus lands on the new status, not on <body> (issue 10).
  await expect(tarjeta.getByText('Preinscripción rechazada')).toBeFocused();
  const banner = page.getByTestId('error-banner');
  await expect(banner).toHaveAttribute('data-code', '520');
  await expect(banner).toContainText('Se ha registrado el rechazo.');
  await expect(tarjeta.getByText('Preinscripción rechazada')).toBeVisible();
  await expect(tarjeta.getByRole('button', { name: /Rechazar/ })).toHaveCount(0);

  await tarjeta.getByRole('link', { name: 'Prácticas en desarrollo web' }).click();
  const historial = page.getByRole('list', { name: 'Historial' });
  await expect(historial.getByRole('listitem').first()).toContainText('Preinscripción rechazada');
  await expect(historial.getByRole('listitem').first()).toContainText('Motivo: La ubicación no me conviene');

  // Issue 24: the notification that asked for this answer is done: read, and no longer among the important ones.
  await bell(page).click();
  const panel = panelOf(page);
  const pendiente = item(page, 'Tienes una preinscripción pendiente');
  await expect(pendiente).toHaveAttribute('data-leida', 'true');
  await expect(panel.getByRole('region', { name: 'Otras notificaciones' })).toContainText('Tienes una preinscripción pendiente');
  await expect(panel.getByRole('region', { name: 'Importantes' })).not.toContainText('Tienes una preinscripción pendiente');
  await guardarCaptura(page, 'preinscripcion-respondida-notificaciones-1280');
  await context.close();
});

test('the panel lists important ones first; opening marks read and follows the link; closing marks those without a link', async ({
  page,
  baseURL,
}) => {
  await openAs(page, baseURL ?? '', 'Alumno', '/');
  await expect(bell(page)).toHaveAccessibleName(/sin leer/);
  const antes = await unreadInTitle(page);
  await expectUnread(page, antes);

  await bell(page).click();
  const panel = panelOf(page);
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(['Importantes', 'Otras notificaciones']);
  // The pre-registration was answered in the test above, so its notification is no longer important (issue 24).
  await expect(panel.getByRole('region', { name: 'Importantes' })).toContainText('Plazo de prácticas curriculares');
  await expect(panel.getByRole('region', { name: 'Otras notificaciones' })).toContainText('Has sido preseleccionada');
  const plazo = item(page, 'Plazo de prácticas curriculares');
  await expect(plazo).toHaveAttribute('data-leida', 'false');
  await expect(plazo).toContainText('Sin leer');
  const sinEnlace = await panel.locator('li[data-leida="false"][data-enlace="false"]').count();
  expect(sinEnlace).toBeGreaterThan(0);

  await panel.getByRole('link', { name: 'Has sido preseleccionada' }).click();
  await expect(page).toHaveURL(/\/mis-candidaturas\/practicas-de-analisis-de-datos-/);
  await expect(panel).toBeHidden();
  // One opened, and closing the panel read the ones without a link.
  await expectUnread(page, antes - 1 - sinEnlace);

  await bell(page).click();
  await expect(item(page, 'Has sido preseleccionada')).toHaveAttribute('data-leida', 'true');
  await expect(item(page, 'Plazo de prácticas curriculares')).toHaveAttribute('data-leida', 'true');
  // A linked one (here to another site) stays unread until opened.
  await expect(item(page, 'Foro de Empleo 2026')).toHaveAttribute('data-leida', 'false');
  await page.keyboard.press('Escape');
  await expect(panelOf(page)).toBeHidden();
  await expect(bell(page)).toBeFocused();
});

test('screenshots and accessibility of the open panel', async ({ browser }) => {
  test.slow(); // two viewports, each with a screenshot and an axe run
  for (const viewport of [
    { name: 'escritorio', width: 1280, height: 860 },
    { name: '360', width: 360, height: 780 },
  ]) {
    const context = await browser.newContext({ baseURL: DEMO_URL, viewport });
    await skipCookieBanner(context);
    const page = await context.newPage();
    await openAs(page, DEMO_URL, 'Alumno', '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await bell(page).click();
    await expect(panelOf(page).getByRole('heading', { level: 3 }).first()).toBeVisible();
    await guardarCaptura(page, `demo-notificaciones-${viewport.name}`);
    await expectNoSeriousViolations(page, `open notifications panel at ${viewport.name}`);
    // Closing the panel reads the ones without a link: done here, and answered, before the next test counts.
    const leidas = page.waitForResponse((r) => r.url().includes('/marcarNotificacionesSinEnlaceLeidas'), { timeout: 5_000 });
    await page.keyboard.press('Escape');
    await expect(panelOf(page)).toBeHidden();
    await leidas.catch(() => undefined);
    await context.close();
  }
});

test('delete one, then all after a confirmation; the bell and the title follow', async ({ page, baseURL }) => {
  await openAs(page, baseURL ?? '', 'Alumno', '/');
  await expect(bell(page)).toHaveAccessibleName(/sin leer/);
  const antes = await unreadInTitle(page);
  await expectUnread(page, antes);
  await bell(page).click();
  const foro = item(page, 'Foro de Empleo 2026');
  await expect(foro).toHaveAttribute('data-leida', 'false');
  await foro.getByRole('button', { name: 'Eliminar la notificación: Foro de Empleo 2026' }).click();
  await expect(foro).toHaveCount(0);
  // Other specs may change Lucía's notifications meanwhile (the journeys run on two workers): the title and the
  // bell must agree, one fewer or less.
  await expect
    .poll(async () => {
      const enTitulo = await unreadInTitle(page);
      const etiqueta = (await bell(page).getAttribute('aria-label')) ?? '';
      const enCampana = Number(/(\d+) sin leer/.exec(etiqueta)?.[1] ?? 0);
      return enTitulo === enCampana && enTitulo <= antes - 1;
    })
    .toBe(true);

  const panel = panelOf(page);
  await panel.getByRole('button', { name: 'Eliminar todas' }).click();
  await expect(panel.getByText('¿Eliminar todas las notificaciones? No podrás recuperarlas.')).toBeVisible();
  await panel.getByRole('button', { name: 'Cancelar' }).click();
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  await panel.getByRole('button', { name: 'Eliminar todas' }).click();
  await panel.getByRole('button', { name: 'Sí, eliminar todas' }).click();
  await expect(panel.getByText('No tienes notificaciones')).toBeVisible();
  await expectUnread(page, 0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectUnread(page, 0);
});

test('a company gets the same panel through its own endpoints', async ({ page, baseURL }) => {
  await openAs(page, baseURL ?? '', 'Empresa', '/');
  await expect(bell(page)).toHaveAccessibleName(/sin leer/);
  await expectUnread(page, await unreadInTitle(page));
  await bell(page).click();
  await expect(panelOf(page).getByRole('region', { name: 'Importantes' })).toContainText('Oferta pendiente de validación');
});
