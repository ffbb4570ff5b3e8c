import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Cifra, kb, log, rootDir } from './comun';

/** /login's first-load budget and a route chunk's, gzipped: the issue's, unless bundle-size.mjs states its own. */
const PRESUPUESTO = { login: 120 * 1024, ruta: 60 * 1024 };

interface Informe {
  primeraCarga?: Record<string, number>;
  rutas?: { ruta: string; chunk: string; gzip: number; primeraCarga: number }[];
  presupuesto?: { login?: number; ruta?: number };
}

/**
 * Scenario 6 of decision 027: scripts/bundle-size.mjs prints every route's
 * first load and writes it as JSON; the bench takes /login's first load and
 * the largest route chunk from it. `excedido` is true when /login passes its
 * budget: the issue makes that the one miss that fails the bench.
 */
export function tamanosSpa(): { cifras: Cifra[]; excedido: boolean } {
  log('\n== Tamaños de la SPA (scripts/bundle-size.mjs) ==');
  const dir = mkdtempSync(join(tmpdir(), 'puente-bench-tamanos-'));
  const json = join(dir, 'tamanos.json');
  try {
    // Its exit status is not the bench's verdict: the JSON is read whatever it says of the budgets.
    spawnSync(process.execPath, [resolve(rootDir, 'scripts/bundle-size.mjs'), '--json', json], {
      cwd: rootDir,
      stdio: 'inherit',
    });
    let informe: Informe = {};
    try {
      informe = existsSync(json) ? (JSON.parse(readFileSync(json, 'utf8')) as Informe) : {};
    } catch {
      informe = {};
    }
    const presupuesto = { ...PRESUPUESTO, ...informe.presupuesto };
    const login = informe.primeraCarga?.['/login'];
    const mayor = [...(informe.rutas ?? [])].filter((r) => typeof r.gzip === 'number').sort((a, b) => b.gzip - a.gzip)[0];
    const excedido = typeof login === 'number' && login > presupuesto.login;
    if (login === undefined || mayor === undefined) log('bundle-size.mjs no dejó el informe JSON (--json): sin datos');
    return {
      excedido,
      cifras: [
        {
          cifra: 'JavaScript de la primera carga de /login, gzip',
          medido: typeof login === 'number' ? kb(login) : 'sin datos',
          objetivo: `≤ ${kb(presupuesto.login)}`,
          cumple: typeof login === 'number' ? !excedido : null,
        },
        {
          cifra: `Mayor chunk propio de una ruta, gzip${mayor ? ` (${mayor.ruta})` : ''}`,
          medido: mayor ? kb(mayor.gzip) : 'sin datos',
          objetivo: `≤ ${kb(presupuesto.ruta)}`,
          cumple: mayor ? mayor.gzip <= presupuesto.ruta : null,
        },
      ],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
