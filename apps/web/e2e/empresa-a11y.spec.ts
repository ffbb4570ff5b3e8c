import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { empresaToken, procesosEmpresa } from './support/empresa-api';
import { DEMO_URL } from './support/env';
import { openAs, skipCookieBanner } from './support/session';

/*
 * axe on the company's lists (issue 10, finding 9): the state filter of Mis
 * ofertas has a name, and the candidate rows' buttons are named starting
 * with their visible text (label-content-name-mismatch is one of axe's
 * experimental rules, switched on here). Pages come from browser.newContext(),
 * as @axe-core/playwright requires.
 */
test.beforeEach(() => {
  test.slow();
});

async function expectNoSerious(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'experimental'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe on ${label}`).toEqual([]);
}

async function companyPage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL: DEMO_URL, viewport });
  await skipCookieBanner(context);
  const page = await context.newPage();
  return { context, page };
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 360, height: 740 },
]) {
  test(`axe at ${viewport.width} px: Mis ofertas and an offer's candidates`, async ({ browser, request }) => {
    const { context, page } = await companyPage(browser, viewport);
    await openAs(page, DEMO_URL, 'Empresa', '/mis-ofertas');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Estado' })).toBeVisible();
    await expectNoSerious(page, '/mis-ofertas');

    const token = await empresaToken(request, DEMO_URL);
    const [masCandidatos] = [...(await procesosEmpresa(request, DEMO_URL, token))].sort(
      (a, b) => b.numCandidatos - a.numCandidatos,
    );
    await page.goto(`/oferta/${masCandidatos?.idOferta}`);
    const filas = page.getByRole('list', { name: 'Candidatos de la oferta' }).getByRole('listitem');
    await expect(filas.first()).toBeVisible();
    // The name starts with what the button shows, then says whose it is.
    await expect(filas.first().getByRole('link', { name: /^Ver CV de / })).toBeVisible();
    await expectNoSerious(page, 'candidate list');
    await page.goto(`/oferta/${masCandidatos?.idOferta}?vista=tablero`);
    await expect(page.locator('[data-columna="1"]')).toBeVisible();
    await expectNoSerious(page, 'candidate board');
    await context.close();
  });
}
