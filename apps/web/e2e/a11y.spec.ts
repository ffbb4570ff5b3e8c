import { test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { DEMO_URL } from './support/env';
import { openAs, skipCookieBanner } from './support/session';

// Pages come from browser.newContext(), as @axe-core/playwright requires.
test.describe('accessibility (axe)', () => {
  test('login page', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: DEMO_URL });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Estudiantes' }).waitFor();
    await expectNoSeriousViolations(page, '/login with the cookie notice');
    await context.close();
  });

  test('student and company home', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: DEMO_URL });
    await skipCookieBanner(context);
    const page = await context.newPage();
    await openAs(page, DEMO_URL, 'Alumno');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoSeriousViolations(page, 'student home');
    await openAs(page, DEMO_URL, 'Empresa');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoSeriousViolations(page, 'company home');
    await context.close();
  });

  test('a form with validation errors and a dialog', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: DEMO_URL });
    await skipCookieBanner(context);
    const page = await context.newPage();
    await page.goto('/gma2019');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByText('Este campo es requerido').first().waitFor();
    await expectNoSeriousViolations(page, '/gma2019 staff form with errors');
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Empresas' }).click();
    const form = page.getByRole('tabpanel', { name: 'Empresas' });
    await form.getByLabel('Usuario o e-mail').fill('rrhh.demo');
    await form.getByLabel('Contraseña', { exact: true }).fill('Puente2026');
    await form.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('dialog', { name: 'Elige una empresa' }).waitFor();
    await expectNoSeriousViolations(page, 'company picker dialog');
    await context.close();
  });
});
