import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import type { PublicBrand } from '@puente/contract/brand';
import { type RouteDef, routeTable } from '../src/app/route-table';
import { api } from './support/api';
import { datosProceso, empresaToken, procesosEmpresa } from './support/empresa-api';
import { DEMO_URL } from './support/env';
import { apiLogin, type LoginDatos, type Role } from './support/session';

/*
 * Issue 10, finding 9: axe (WCAG 2.1 A/AA) on every screen of the route table
 * a role can open, in the light and the dark theme, at 1280×900 and 360×740,
 * plus the dialogs a screen opens most: zero serious or critical. One page
 * load per route and viewport, checked light and then dark (the theme is a
 * class on <html>, as lib/dark-mode sets it); each role logs in once per
 * worker and its session is written into the context before the app loads.
 * Nothing changes data.
 */
const viewports = {
  escritorio: { width: 1280, height: 900 },
  movil: { width: 360, height: 740 },
} as const;
const temas = ['claro', 'oscuro'] as const;
type Grupo = 'publico' | Role;

/** Real records for the routes with parameters, so each screen shows content, not its not-found state. */
interface Muestras {
  ofertaPracticas: string;
  /** One Lucía can apply to, so "Inscribirme" opens its dialog. */
  ofertaAbierta: string;
  ofertaEmpleo: string;
  candidatura: string;
  idOferta: number;
  idOfertaEditable: number;
  idCandidatura: number;
}

let sesiones: Partial<Record<Role, LoginDatos>> = {};
let muestras: Muestras | null = null;
let marca: PublicBrand | null = null;

async function preparar(request: Parameters<typeof apiLogin>[0]) {
  marca ??= await api(request, DEMO_URL, 'marca', {});
  for (const rol of ['Alumno', 'Empresa'] as const) sesiones[rol] ??= await apiLogin(request, DEMO_URL, rol);
  if (muestras) return muestras;
  const alumno = sesiones.Alumno?.token ?? null;
  const [practicas, empleo, candidaturas, paraElla] = await Promise.all([
    api(request, DEMO_URL, 'ofertasUsuario', { tipo: 'practicas', tamanoPagina: 1 }, alumno),
    api(request, DEMO_URL, 'ofertasUsuario', { tipo: 'empleo', tamanoPagina: 1 }, alumno),
    api(request, DEMO_URL, 'candidaturasPracticas', {}, alumno),
    api(request, DEMO_URL, 'ofertasUsuario', { tipo: 'practicas', paraMi: true, tamanoPagina: 50 }, alumno),
  ]);
  const token = await empresaToken(request, DEMO_URL);
  const procesos = await procesosEmpresa(request, DEMO_URL, token);
  const [conCandidatos] = [...procesos].sort((a, b) => b.numCandidatos - a.numCandidatos);
  const editable = procesos.find((p) => p.idEstado === 1);
  const candidato = conCandidatos ? (await datosProceso(request, DEMO_URL, token, conCandidatos.idOferta)).candidatos[0] : null;
  muestras = {
    ofertaPracticas: practicas.ofertas[0]?.urlAcceso ?? 'oferta-demo',
    ofertaAbierta: paraElla.ofertas.find((o) => o.puedeInscribirse)?.urlAcceso ?? 'oferta-demo',
    ofertaEmpleo: empleo.ofertas[0]?.urlAcceso ?? 'oferta-demo',
    candidatura: candidaturas[0]?.urlAcceso ?? 'oferta-demo',
    idOferta: conCandidatos?.idOferta ?? 1,
    idOfertaEditable: editable?.idOferta ?? conCandidatos?.idOferta ?? 1,
    idCandidatura: candidato?.idCandidatura ?? 1,
  };
  return muestras;
}

/** A URL for a route pattern, with a real record where the screen needs one. */
function concreta(ruta: RouteDef, m: Muestras) {
  const porNombre: Partial<Record<RouteDef['name'], string>> = {
    ofertaPracticasDetalle: `/ofertas-practicas/${m.ofertaPracticas}`,
    ofertaEmpleoDetalle: `/ofertas-empleo/${m.ofertaEmpleo}`,
    candidaturaDetalle: `/mis-candidaturas/${m.candidatura}`,
    miOfertaCandidatos: `/mis-ofertas/${m.idOferta}`,
    ofertaId: `/oferta/${m.idOferta}`,
    visorOfertaId: `/visor-oferta/${m.idOferta}`,
    editarOfertaId: `/editar-oferta/${m.idOfertaEditable}`,
    verCvId: `/ver-cv/${m.idCandidatura}`,
  };
  return porNombre[ruta.name] ?? ruta.path.replace(':tipo', 'practicas').replace(/:[A-Za-z]+/g, '1');
}

const abre = (ruta: RouteDef, grupo: Grupo) => {
  if (ruta.flag && marca && !ruta.flag(marca)) return false;
  // Logout ends the session: checked as a public page instead.
  if (ruta.name === 'logout') return grupo === 'publico';
  if (grupo === 'publico') return ruta.access === 'publico' || ruta.access === 'invitado';
  return ruta.access === 'autenticado' || ruta.access === (grupo === 'Alumno' ? 'alumno' : 'empresa');
};

async function contexto(browser: Browser, grupo: Grupo, viewport: (typeof viewports)[keyof typeof viewports]) {
  const context = await browser.newContext({ baseURL: DEMO_URL, viewport });
  const sesion = grupo === 'publico' ? null : (sesiones[grupo] ?? null);
  await context.addInitScript(
    ({ sesion, grupo }) => {
      localStorage.setItem('cookiesAccepted', 'false');
      // The theme is the test's to switch (tema); a new context starts light.
      if (localStorage.getItem('darkMode') === null) localStorage.setItem('darkMode', 'false');
      if (sesion) {
        localStorage.setItem('token', sesion.token);
        localStorage.setItem('userType', grupo);
        localStorage.setItem('hasPracticas', String(sesion.conPracticas));
        localStorage.setItem('hasEmpleo', String(sesion.conEmpleo));
        localStorage.setItem('primerAcceso', 'false');
        localStorage.setItem('remember', 'true');
      }
    },
    { sesion, grupo },
  );
  return context;
}

/** The screen has rendered its content: a visible heading and no placeholders left. */
async function lista(page: Page) {
  await expect(page.locator('h1:visible, h2:visible').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.animate-pulse')).toHaveCount(0, { timeout: 15_000 });
  // A pre-rendered page (decision 053) shows its heading before React runs, with the controls that need the app
  // disabled: axe would measure the login's Entrar button while it turns from disabled to enabled. The header
  // publishes its height from an effect (use-bar-height.ts): once it has, React has taken the page over.
  await expect
    .poll(() =>
      page.evaluate(
        () => !document.querySelector('header') || document.documentElement.style.getPropertyValue('--alto-cabecera') !== '',
      ),
    )
    .toBe(true);
}

/** Serious and critical WCAG A/AA violations of the page as it is, one readable line each. */
async function graves(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The dialogs a screen opens most: the notifications panel, and for a student the apply confirmation. */
async function dialogos(page: Page, grupo: Grupo, m: Muestras): Promise<[string, string[]][]> {
  if (grupo === 'publico') return [];
  const vistos: [string, string[]][] = [];
  await page.goto('/');
  await lista(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notificaciones/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Notificaciones' }).getByRole('heading').first()).toBeVisible();
  vistos.push(['notifications panel', await graves(page)]);
  await page.keyboard.press('Escape');
  if (grupo !== 'Alumno') return vistos;
  await page.goto(`/ofertas-practicas/${m.ofertaAbierta}`);
  await page.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  vistos.push(['apply dialog', await graves(page)]);
  return vistos;
}

/** The theme as the app sets it (lib/dark-mode): the class on <html> and the stored choice. */
async function tema(page: Page, nombre: (typeof temas)[number]) {
  await page.evaluate((oscuro) => {
    localStorage.setItem('darkMode', String(oscuro));
    document.documentElement.classList.toggle('dark', oscuro);
  }, nombre === 'oscuro');
  // Let transitions on the theme's colours settle before contrast is measured.
  await page.waitForTimeout(250);
}

for (const [nombreViewport, viewport] of Object.entries(viewports)) {
  for (const grupo of ['publico', 'Alumno', 'Empresa'] as const) {
    test(`axe: every ${grupo} screen, light and dark, ${nombreViewport}`, async ({ browser, request }) => {
      test.setTimeout(900_000);
      const m = await preparar(request);
      const context = await contexto(browser, grupo, viewport);
      const page = await context.newPage();
      const rutas = routeTable.filter((r) => abre(r, grupo));
      // Every screen is checked in both themes and every finding listed before the test fails.
      const hallazgos: string[] = [];
      for (const ruta of rutas) {
        const url = concreta(ruta, m);
        await test.step(url, async () => {
          await page.goto(url);
          await lista(page);
          for (const nombre of temas) {
            await tema(page, nombre);
            for (const linea of await graves(page)) hallazgos.push(`${url} (${nombre}): ${linea}`);
          }
        });
      }
      for (const nombre of temas) {
        await tema(page, nombre);
        for (const [dialogo, lineas] of await dialogos(page, grupo, m)) {
          for (const linea of lineas) hallazgos.push(`${dialogo} (${nombre}): ${linea}`);
        }
      }
      await context.close();
      expect(hallazgos, `axe, ${grupo}, ${nombreViewport}: ${rutas.length} screens × ${temas.length} themes`).toEqual([]);
    });
  }
}

test.afterAll(() => {
  sesiones = {};
});
