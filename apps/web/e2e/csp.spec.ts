import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { empresaToken, procesosEmpresa } from './support/empresa-api';
import { openAs, skipCookieBanner } from './support/session';

/**
 * The SPA runs under the API's CSP (plugins/security.ts): no inline script, no
 * eval, no style attributes, <style> elements only because Radix inserts them.
 * Every screen and overlay below must raise no `securitypolicyviolation`: one
 * would mean a component or library needs more than the policy gives, which
 * the browser blocks (often silently, as a broken layout). Read-only: dialogs
 * and menus are opened and closed with Escape, nothing is saved.
 */
interface Violacion {
  directiva: string;
  bloqueado: string;
  origen: string;
}

declare global {
  interface Window {
    __violacionCsp?: (v: Violacion) => Promise<void>;
  }
}

/** Violations of every page the context opens, kept on the test's side so a navigation does not lose them. */
async function vigilarCsp(context: BrowserContext): Promise<Violacion[]> {
  const vistas: Violacion[] = [];
  await context.exposeBinding('__violacionCsp', (_origen, v: Violacion) => {
    vistas.push(v);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void window.__violacionCsp?.({
        directiva: e.effectiveDirective,
        bloqueado: e.blockedURI,
        origen: `${e.sourceFile}:${e.lineNumber}`,
      });
    });
  });
  return vistas;
}

/** Opens an overlay with `abrir`, waits for it, closes it with Escape. */
async function abrirYCerrar(page: Page, abrir: () => Promise<void>, rol: 'dialog' | 'menu' | 'listbox') {
  await abrir();
  await expect(page.getByRole(rol).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole(rol)).toHaveCount(0);
}

let violaciones: Violacion[] = [];

test.beforeEach(async ({ context }) => {
  violaciones = await vigilarCsp(context);
});

test.afterEach(() => {
  expect(violaciones, 'violaciones de la CSP').toEqual([]);
});

test('sin sesión: login con el aviso de cookies y el acceso de empresas', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /Aceptar/ }).first()).toBeVisible();
  await page.goto('/login/empresas');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('estudiante: lista de ofertas, ficha, diálogo de inscripción y menú de cuenta', async ({ page, context, baseURL }) => {
  await skipCookieBanner(context);
  await openAs(page, baseURL ?? '', 'Alumno', '/ofertas-empleo');
  const primera = page.getByRole('article').first();
  await expect(primera).toBeVisible();
  await primera.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await abrirYCerrar(page, () => page.getByRole('button', { name: 'Inscribirme' }).click(), 'dialog');
  await abrirYCerrar(page, () => page.getByRole('button', { name: 'Mi cuenta' }).click(), 'menu');
  await page.goto('/mis-candidaturas');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('empresa: mis ofertas, candidatos (lista y tablero), cambio de estado y formulario de oferta', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const base = baseURL ?? '';
  await skipCookieBanner(context);
  const conCandidatos = (await procesosEmpresa(request, base, await empresaToken(request, base))).find(
    (p) => p.numCandidatos > 0,
  );
  if (!conCandidatos) throw new Error('seleccion.demo no tiene ninguna oferta con candidatos en los datos de demostración');

  await openAs(page, base, 'Empresa', '/mis-ofertas');
  await expect(page.getByRole('article').first()).toBeVisible();
  await abrirYCerrar(
    page,
    () =>
      page
        .getByRole('button', { name: /^Acciones de/ })
        .first()
        .click(),
    'menu',
  );

  await page.goto(`/oferta/${conCandidatos.idOferta}`);
  await expect(page.getByRole('list', { name: 'Candidatos de la oferta' })).toBeVisible();
  await abrirYCerrar(
    page,
    () =>
      page
        .getByRole('button', { name: /^Cambiar estado de/ })
        .first()
        .click(),
    'dialog',
  );
  await page.getByRole('tab', { name: 'Tablero' }).click();
  await expect(page).toHaveURL(/vista=tablero/);

  await page.goto('/nueva-oferta/practicas');
  await abrirYCerrar(page, () => page.getByRole('combobox', { name: 'Tipo de prácticas' }).click(), 'listbox');
});
