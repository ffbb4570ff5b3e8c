import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon, { type Request } from 'autocannon';
import { openDatabase } from '../src/db/client';
import { hoyMadrid } from '../src/lib/fecha';
import { type Busqueda, OfertasBusquedaRepository } from '../src/modules/ofertas/ofertas-busqueda.repository';
import { BENCH_PASSWORD, dropBenchDatabase, seedBenchDatabase, TAMANO, withDatabase } from './bench-seed';

/**
 * npm run bench: seeds a large data set into its own PostgreSQL database,
 * starts the API in production mode and a bare Fastify server, measures offer
 * search and offer detail at 50 connections against the bare server, prints
 * the EXPLAIN of the search and drops the database.
 */
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = 'puente_bench';
const API_PORT = 3101;
const BARE_PORT = 3102;
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const TARGET_P99_MS = 100;
const TARGET_RATIO = 0.05;

const apiDir = resolve(import.meta.dirname, '..');
const tsx = resolve(apiDir, '../../node_modules/.bin/tsx');
const log = (line = '') => process.stdout.write(`${line}\n`);

/** Searches a student types: words with and without accents, a partial word, with filters. */
const BUSQUEDAS = [
  '/api/Alumno/dameOfertasUsuario/practicas?texto=desarrollo web',
  '/api/Alumno/dameOfertasUsuario/empleo?texto=gestion&idProvincia=28',
  '/api/Alumno/dameOfertasUsuario/empleo?texto=analista de datos&titulaciones=41,33',
  '/api/Alumno/dameOfertasUsuario/practicas?texto=marketing&areaFuncional=3',
  '/api/Alumno/dameOfertasUsuario/empleo?texto=ingenier&contrato=1,2',
  '/api/Alumno/dameOfertasUsuario/practicas?texto=enfermería&idProvincia=15',
].map(encodeURI);

function start(label: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<ChildProcess> {
  return new Promise((resolveStart, reject) => {
    const child = spawn(tsx, args, { cwd: apiDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolveStart(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.once('exit', (code) => reject(new Error(`${label} terminó (código ${code}) antes de estar listo:\n${output}`)));
  });
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const rotating = (paths: readonly string[], headers: Record<string, string>): Request[] => [
  { method: 'GET', headers, setupRequest: (req) => ({ ...req, path: pick(paths) }) },
];

async function measure(label: string, url: string, requests?: Request[]) {
  // A short warm-up so the JIT and the database caches are in the same state for every run.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, ...(requests ? { requests } : {}) });
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...(requests ? { requests } : {}) });
  return { label, p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, fallos: r.non2xx + r.errors + r.timeouts };
}

async function explain(database: Awaited<ReturnType<typeof openDatabase>>) {
  const repo = new OfertasBusquedaRepository(database.db);
  const casos: [string, Busqueda][] = [
    ['texto + provincia ("gestion", Madrid)', { idPerfil: 1, hoy: hoyMadrid(), texto: 'gestion', idProvincia: 28 }],
    ['palabra a medias + contrato ("ingenier")', { idPerfil: 1, hoy: hoyMadrid(), texto: 'ingenier', contratos: [1, 2] }],
  ];
  for (const [titulo, b] of casos) {
    for (const [parte, query] of [
      ['página', repo.pagina(b, 20, 0, false).toSQL()],
      ['recuento', repo.consultaTotal(b).toSQL()],
    ] as const) {
      const plan = await database.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${query.sql}`, [
        ...query.params,
      ]);
      log(`\n-- ${titulo}: ${parte}`);
      for (const row of plan) log(`   ${row['QUERY PLAN']}`);
    }
  }
}

async function main() {
  const children: ChildProcess[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'puente-bench-'));
  log(`Puente · medición de rendimiento (PostgreSQL ${new URL(ADMIN_URL).host}, base ${DB})`);
  try {
    const t0 = Date.now();
    log(
      `Sembrando ${TAMANO.ofertas} ofertas, ${TAMANO.alumnos} estudiantes y ${TAMANO.alumnos * TAMANO.candidaturasPorAlumno} candidaturas…`,
    );
    await seedBenchDatabase(ADMIN_URL, DB, log);
    log(`Semilla lista en ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    children.push(await start('servidor Fastify básico', ['bench/bare-server.ts', String(BARE_PORT)], process.env, /bare listo/));
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      DATABASE_URL: withDatabase(ADMIN_URL, DB),
      PORT: String(API_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'clave-de-la-medicion-de-rendimiento-no-se-usa-en-produccion',
    };
    children.push(await start('API', ['src/server.ts'], env, /Puente escuchando/));

    const api = `http://127.0.0.1:${API_PORT}`;
    const login = await fetch(`${api}/api/Alumno/logaUsuario`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ eUsuario: 'bench1@bench.puente.es', ePassword: BENCH_PASSWORD }),
    }).then((r) => r.json() as Promise<{ status: number; datos: { token: string } }>);
    if (login.status !== 0) throw new Error(`No se pudo iniciar sesión en la API: ${JSON.stringify(login)}`);
    const headers = { authorization: `Bearer ${login.datos.token}` };

    const database = await openDatabase({ url: withDatabase(ADMIN_URL, DB) });
    const urls = (
      await database.query<{ url_acceso: string }>(
        `SELECT url_acceso FROM ofertas WHERE id_estado = 2 AND fecha_limite >= current_date ORDER BY id LIMIT 2000`,
      )
    ).map((r) => `/api/Alumno/dameOferta/${r.url_acceso}`);
    for (const path of [BUSQUEDAS[0], urls[0]]) {
      const check = await fetch(`${api}${path}`, { headers }).then(
        (r) => r.json() as Promise<{ status: number; datos: unknown }>,
      );
      if (check.status !== 0) throw new Error(`Respuesta inesperada de ${path}: ${JSON.stringify(check)}`);
    }

    log(`\nautocannon: ${CONNECTIONS} conexiones, ${DURATION} s por escenario (tras 2 s de calentamiento)`);
    // The bare server is measured before and after the API and the ratio uses the mean: on a shared
    // machine its figure moves more than the API's between runs.
    const bareAntes = await measure('Fastify básico (hola mundo), antes', `http://127.0.0.1:${BARE_PORT}/`);
    const search = await measure('Búsqueda de ofertas (texto + filtros)', api, rotating(BUSQUEDAS, headers));
    const detail = await measure('Ficha de oferta', api, rotating(urls, headers));
    const bareDespues = await measure('Fastify básico (hola mundo), después', `http://127.0.0.1:${BARE_PORT}/`);
    const bare = { ...bareAntes, rps: (bareAntes.rps + bareDespues.rps) / 2 };

    const row = (r: typeof bare) =>
      `${r.label.padEnd(40)} ${String(r.p50).padStart(6)} ${String(r.p99).padStart(6)} ${r.rps.toFixed(0).padStart(8)} ${((r.rps / bare.rps) * 100).toFixed(1).padStart(7)}% ${String(r.fallos).padStart(6)}`;
    log(
      `\n${'escenario'.padEnd(40)} ${'p50 ms'.padStart(6)} ${'p99 ms'.padStart(6)} ${'pet./s'.padStart(8)} ${'vs básico'.padStart(8)} ${'fallos'.padStart(6)}`,
    );
    for (const r of [bareAntes, bareDespues, search, detail]) log(row(r));
    const ok = (cond: boolean) => (cond ? 'cumple' : 'NO CUMPLE');
    log(`\nObjetivo búsqueda p99 ≤ ${TARGET_P99_MS} ms: ${search.p99} ms → ${ok(search.p99 <= TARGET_P99_MS)}`);
    log(
      `Objetivo rendimiento ≥ ${TARGET_RATIO * 100}% del básico: búsqueda ${((search.rps / bare.rps) * 100).toFixed(1)}% → ${ok(search.rps >= TARGET_RATIO * bare.rps)}, ficha ${((detail.rps / bare.rps) * 100).toFixed(1)}% → ${ok(detail.rps >= TARGET_RATIO * bare.rps)}`,
    );

    log('\nEXPLAIN ANALYZE de la búsqueda (la consulta que ejecuta la API, con sus índices):');
    await explain(database);
    await database.close();
  } finally {
    // Wait for the servers to close their pools before the database is dropped under them.
    await Promise.all(children.map((child) => new Promise((done) => child.once('exit', done).kill('SIGTERM'))));
    if (process.env.BENCH_KEEP !== '1') await dropBenchDatabase(ADMIN_URL, DB).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`\nLa medición ha fallado: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
