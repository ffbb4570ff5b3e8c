import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import type { Cifra } from './comun';
import { log, ms } from './comun';
import type { Embebida } from './embebida';

/**
 * Lighthouse 12 with Debian's Chromium (decision 027): desktop and mobile
 * presets, median of BENCH_LIGHTHOUSE_RUNS runs (5), on /login as a first
 * visit and on the student's home and offer search with her session in
 * localStorage, as the SPA keeps it (apps/web/src/lib/session.ts).
 */
const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5));
const CATEGORIAS = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Categoria = (typeof CATEGORIAS)[number];
const NOMBRE: Record<Categoria, string> = {
  performance: 'rendimiento',
  accessibility: 'accesibilidad',
  'best-practices': 'buenas prácticas',
  seo: 'SEO',
};

interface Pagina {
  nombre: string;
  ruta: string;
  /** With the student's session: the storage reset is off and only the HTTP cache is cleared before each run. */
  sesion: boolean;
}

const PAGINAS: Pagina[] = [
  { nombre: '/login', ruta: '/login', sesion: false },
  { nombre: 'inicio de estudiante', ruta: '/', sesion: true },
  { nombre: 'búsqueda de ofertas', ruta: '/ofertas-practicas', sesion: true },
];

const PRESETS = [
  { nombre: 'escritorio', config: desktopConfig },
  { nombre: 'móvil', config: undefined },
] as const;

interface Resumen {
  puntos: Record<Categoria, number>;
  lcpMs: number;
  /** Failing audits: id → [title, in how many runs]. */
  fallos: Map<string, [string, number]>;
}

const mediana = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

/** Audits of the four categories that count against the score and did not pass (Lighthouse's own 0.9 line). */
function auditsFallidos(lhr: Result): [string, string][] {
  const ids = new Set(CATEGORIAS.flatMap((c) => lhr.categories[c]?.auditRefs.map((r) => r.id) ?? []));
  return [...ids]
    .map((id) => lhr.audits[id])
    .filter((a) => a !== undefined)
    .filter((a) => a.score !== null && a.score < 0.9 && ['binary', 'numeric', 'metricSavings'].includes(a.scoreDisplayMode))
    .map((a) => [a.id, a.title]);
}

/** The calls used inside the page; the API's TypeScript has no DOM library. */
type Almacen = { localStorage: { setItem(key: string, value: string): void; clear(): void } };

/**
 * Lighthouse's storage reset leaves localStorage alone, and the login guard sends a
 * logged-in visitor from /login to home: a first visit starts from an empty one.
 */
async function quitarSesion(page: Page, origen: string) {
  await page.goto(`${origen}/robots.txt`);
  await page.evaluate(() => (globalThis as unknown as Almacen).localStorage.clear());
}

/** Writes the student's session as saveLogin does, so the SPA boots logged in. */
async function ponerSesion(page: Page, origen: string, login: Embebida['login']) {
  await page.goto(`${origen}/robots.txt`);
  await page.evaluate((l) => {
    const s = (globalThis as unknown as Almacen).localStorage;
    s.setItem('token', l.token);
    s.setItem('userType', 'Alumno');
    s.setItem('hasPracticas', String(l.conPracticas));
    s.setItem('hasEmpleo', String(l.conEmpleo));
    s.setItem('primerAcceso', String(l.primerAcceso));
    s.setItem('remember', 'true');
    s.setItem('loggedby', 'server');
    s.setItem('cookiesAccepted', 'true');
  }, login);
}

async function auditar(page: Page, origen: string, pagina: Pagina, preset: (typeof PRESETS)[number], login: Embebida['login']) {
  const lhrs: Result[] = [];
  for (let i = 0; i < RUNS; i++) {
    if (pagina.sesion) {
      await ponerSesion(page, origen, login);
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    } else {
      await quitarSesion(page, origen);
    }
    const flags: Flags = {
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIAS],
      disableStorageReset: pagina.sesion,
    };
    await page.bringToFront();
    // A run that paints nothing (NO_FCP) is Chromium's, seldom the page's: one retry before the bench gives up.
    let r = await lighthouse(`${origen}${pagina.ruta}`, flags, preset.config, page);
    if (r?.lhr.runtimeError) r = await lighthouse(`${origen}${pagina.ruta}`, flags, preset.config, page);
    if (!r) throw new Error(`Lighthouse no devolvió resultado para ${pagina.ruta}`);
    if (r.lhr.runtimeError) throw new Error(`Lighthouse falló en ${pagina.ruta}: ${r.lhr.runtimeError.message}`);
    // A session the SPA did not accept ends on /login, and that page's scores would be reported under this one's name.
    const final = new URL(r.lhr.finalDisplayedUrl).pathname;
    if (final !== pagina.ruta) throw new Error(`Lighthouse acabó en ${final} en lugar de ${pagina.ruta}: ¿se perdió la sesión?`);
    lhrs.push(r.lhr);
  }
  const puntos = Object.fromEntries(
    CATEGORIAS.map((c) => [c, Math.round(mediana(lhrs.map((l) => (l.categories[c]?.score ?? 0) * 100)))]),
  ) as Record<Categoria, number>;
  const lcpMs = mediana(lhrs.map((l) => l.audits['largest-contentful-paint']?.numericValue ?? Number.NaN));
  const fallos = new Map<string, [string, number]>();
  for (const l of lhrs) {
    for (const [id, title] of auditsFallidos(l)) fallos.set(id, [title, (fallos.get(id)?.[1] ?? 0) + 1]);
  }
  return { puntos, lcpMs, fallos } satisfies Resumen;
}

export async function medirLighthouse({ api, login }: Embebida): Promise<Cifra[]> {
  log(`\n== Lighthouse 12 (${CHROMIUM}), mediana de ${RUNS} ==`);
  const perfil = mkdtempSync(join(tmpdir(), 'puente-bench-chromium-'));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS, userDataDir: perfil });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const cifras: Cifra[] = [];
  try {
    // The tab Chromium opened: a second one stays in the background, where headless Chromium may not paint.
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    for (const preset of PRESETS) {
      const resumenes: [Pagina, Resumen][] = [];
      for (const pagina of PAGINAS) {
        const t0 = Date.now();
        const r = await auditar(page, api, pagina, preset, login);
        resumenes.push([pagina, r]);
        const p = r.puntos;
        log(
          `${preset.nombre.padEnd(10)} ${pagina.nombre.padEnd(22)} rendimiento ${p.performance}, accesibilidad ${p.accessibility}, buenas prácticas ${p['best-practices']}, SEO ${p.seo}, LCP ${ms(r.lcpMs)} (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
        );
        for (const [id, [title, veces]] of r.fallos) log(`${''.padEnd(12)}✗ ${id}: ${title} (${veces}/${RUNS})`);
      }
      if (preset.nombre === 'escritorio') {
        const objetivos: [Categoria, number][] = [
          ['performance', 98],
          ['accessibility', 100],
          ['best-practices', 100],
          ['seo', 95],
        ];
        for (const [c, min] of objetivos) {
          cifras.push({
            cifra: `Lighthouse escritorio, ${NOMBRE[c]} (login / inicio / búsqueda)`,
            medido: resumenes.map(([, r]) => r.puntos[c]).join(' / '),
            objetivo: min === 100 ? '100' : `≥ ${min}`,
            cumple: resumenes.every(([, r]) => r.puntos[c] >= min),
          });
        }
      } else {
        cifras.push(
          {
            cifra: 'Lighthouse móvil, rendimiento (login / inicio / búsqueda)',
            medido: resumenes.map(([, r]) => r.puntos.performance).join(' / '),
            objetivo: '≥ 90',
            cumple: resumenes.every(([, r]) => r.puntos.performance >= 90),
          },
          {
            cifra: 'Lighthouse móvil, LCP (login / inicio / búsqueda)',
            medido: resumenes.map(([, r]) => `${(r.lcpMs / 1000).toFixed(1)} s`).join(' / '),
            objetivo: '≤ 2,5 s',
            cumple: resumenes.every(([, r]) => r.lcpMs <= 2500),
          },
        );
      }
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
    rmSync(perfil, { recursive: true, force: true });
  }
  return cifras;
}
