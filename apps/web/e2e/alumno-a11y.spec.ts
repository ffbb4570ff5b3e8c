import { type Browser, expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { DEMO_URL } from './support/env';
import { openAs, skipCookieBanner } from './support/session';

/*
 * Pages come from browser.newContext(), as @axe-core/playwright requires.
 * Nothing here changes data; the pre-registration dialog and the open
 * notifications panel are checked in alumno-notificaciones.spec.ts.
 */
// Several axe runs per test: slow on a busy machine.
test.beforeEach(() => {
  test.slow();
});

async function studentPage(browser: Browser, path: string) {
  const context = await browser.newContext({ baseURL: DEMO_URL });
  await skipCookieBanner(context);
  const page = await context.newPage();
  await openAs(page, DEMO_URL, 'Alumno', path);
  return { context, page };
}

test('axe: the offer lists, with filters', async ({ browser }) => {
  const { context, page } = await studentPage(browser, '/ofertas-practicas?idProvincia=46&areasTitulaciones=5');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoSeriousViolations(page, '/ofertas-practicas with filters');
  await page.goto('/ofertas-empleo');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoSeriousViolations(page, '/ofertas-empleo');
  await context.close();
});

test('axe: an offer and the apply confirmation', async ({ browser }) => {
  // An offer of Lucía's degree she has not applied to, so "Inscribirme" opens its confirmation.
  const { context, page } = await studentPage(browser, '/ofertas-practicas?texto=soporte+informatico');
  await page.getByRole('link', { name: 'Prácticas de soporte informático' }).click();
  await expect(page.getByRole('button', { name: 'Inscribirme' })).toBeVisible();
  await expectNoSeriousViolations(page, 'offer detail');
  await page.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousViolations(page, 'apply confirmation dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await context.close();
});

test('axe: Mis candidaturas, a candidacy and the student home', async ({ browser }) => {
  const { context, page } = await studentPage(browser, '/mis-candidaturas');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoSeriousViolations(page, '/mis-candidaturas');
  await page.getByRole('article').first().getByRole('link').click();
  await expect(page.getByRole('list', { name: 'Historial' })).toBeVisible();
  await expectNoSeriousViolations(page, 'candidacy detail');
  await page.goto('/');
  // The active programmes are the first tab (spec §2, hasProgramaPracticasInHome); the offers follow.
  await expect(page.getByRole('tabpanel').getByRole('link', { name: /Talento Digital/ })).toBeVisible();
  await expectNoSeriousViolations(page, 'student home with its programmes tab');
  await page.getByRole('tab', { name: 'Prácticas' }).click();
  await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'student home with offers, communications and candidacies');
  await context.close();
});
