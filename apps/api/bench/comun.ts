import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon, { type Request } from 'autocannon';
import { servidorSmtp } from '../src/test/servidor-smtp';

/** Pieces every scenario of `npm run bench` shares (decision 027). */

export const apiDir = resolve(import.meta.dirname, '..');
export const rootDir = resolve(apiDir, '../..');
export const CONNECTIONS = 50;
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

export const log = (line = '') => process.stdout.write(`${line}\n`);

/**
 * One row of the final table. `cumple` is null when the figure has no target
 * (memory) or could not be measured ("sin datos").
 */
export interface Cifra {
  cifra: string;
  medido: string;
  objetivo: string;
  cumple: boolean | null;
}

export const veredicto = (cumple: boolean | null) => (cumple === null ? '—' : cumple ? 'cumple' : 'NO CUMPLE');
export const ms = (n: number) => `${Math.round(n)} ms`;
export const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A free loopback port, so the bench never collides with a running `npm start` or another helper. */
export function puertoLibre(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

function run(command: string, args: string[], cwd: string) {
  const r = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`Falló ${command} ${args.join(' ')} (código ${r.status})`);
}

/**
 * Builds what the bench measures: the SPA (served by the API, audited by
 * Lighthouse, weighed by bundle-size; skipped with `web: false` when no part
 * run needs it) and, when the API has a build script, its compiled
 * JavaScript, which production and the bench run.
 */
export function construir({ web = true }: { web?: boolean } = {}) {
  const apiPkg = JSON.parse(readFileSync(resolve(apiDir, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  if (apiPkg.scripts?.build) {
    log('Compilando la API (npm run build -w @puente/api)…');
    run('npm', ['run', 'build', '-w', '@puente/api'], rootDir);
  }
  if (!web) return;
  log('Construyendo la aplicación web (npm run build -w @puente/web)…');
  run('npm', ['run', 'build', '-w', '@puente/web'], rootDir);
}

/**
 * How the API is started, the one place that knows: the compiled server with
 * node, as `npm start` runs it in production; until the API has a build, the
 * TypeScript source through tsx.
 */
export function comandoApi(): { command: string; args: string[]; compilada: boolean } {
  const compiled = resolve(apiDir, 'dist/server.js');
  // BENCH_CPU_PROF=<dir>: each API the bench starts writes a V8 CPU profile there when it stops (node --cpu-prof).
  const perfil = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  if (existsSync(compiled)) return { command: process.execPath, args: [...perfil, compiled], compilada: true };
  return { command: resolve(rootDir, 'node_modules/.bin/tsx'), args: [resolve(apiDir, 'src/server.ts')], compilada: false };
}

/** Spawns a server and keeps what it printed, for the error when it dies before answering. */
export function lanzar(command: string, args: string[], env: NodeJS.ProcessEnv, cwd = apiDir) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const salida: string[] = [];
  const keep = (chunk: Buffer) => {
    salida.push(chunk.toString());
    if (salida.length > 200) salida.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, salida };
}

/**
 * Polls `url` until it answers 200: that moment is "ready" for every server
 * of the bench, and the start-up figure is spawn to this first 200.
 */
export async function esperar200(url: string, proceso: ReturnType<typeof lanzar>, limiteMs: number): Promise<number> {
  const t0 = performance.now();
  let exited: number | null | undefined;
  proceso.child.once('exit', (code) => {
    exited = code;
  });
  while (performance.now() - t0 < limiteMs) {
    if (exited !== undefined)
      throw new Error(`El servidor terminó (código ${exited}) sin responder:\n${proceso.salida.join('')}`);
    const status = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return performance.now() - t0;
    await new Promise((done) => setTimeout(done, 25));
  }
  throw new Error(`${url} no respondió 200 en ${limiteMs / 1000} s:\n${proceso.salida.join('')}`);
}

/** SIGTERM and wait: the servers close their pools before a database is dropped under them. */
export function detener(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/** The bare Fastify hello-world every ratio divides by. */
export async function arrancarBasico() {
  const port = await puertoLibre();
  const proceso = lanzar(resolve(rootDir, 'node_modules/.bin/tsx'), ['bench/bare-server.ts', String(port)], process.env);
  await esperar200(`http://127.0.0.1:${port}/`, proceso, 30_000);
  return { proceso, url: `http://127.0.0.1:${port}/` };
}

export interface Medida {
  label: string;
  p50: number;
  p99: number;
  rps: number;
  fallos: number;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
export const rotando = (paths: readonly string[], headers: Record<string, string>): Request[] => [
  { method: 'GET', headers, setupRequest: (req) => ({ ...req, path: pick(paths) }) },
];

export async function medir(label: string, url: string, requests?: Request[], connections = CONNECTIONS): Promise<Medida> {
  // A short warm-up so the JIT and the database caches are in the same state for every run.
  await autocannon({ url, connections, duration: 2, ...(requests ? { requests } : {}) });
  const r = await autocannon({ url, connections, duration: DURATION, ...(requests ? { requests } : {}) });
  return { label, p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, fallos: r.non2xx + r.errors + r.timeouts };
}

/**
 * The bare server measured before and after the API's runs; ratios use the
 * mean, since on a shared machine its figure moves more than the API's.
 */
export async function conBasico<T>(urlBasico: string, cuerpo: () => Promise<T>) {
  const antes = await medir('Fastify básico (hola mundo), antes', urlBasico);
  const resultado = await cuerpo();
  const despues = await medir('Fastify básico (hola mundo), después', urlBasico);
  return { resultado, antes, despues, rps: (antes.rps + despues.rps) / 2 };
}

export function tablaMedidas(filas: Medida[], rpsBasico: number) {
  log(
    `${'escenario'.padEnd(46)} ${'p50 ms'.padStart(6)} ${'p99 ms'.padStart(6)} ${'pet./s'.padStart(8)} ${'vs básico'.padStart(9)} ${'fallos'.padStart(6)}`,
  );
  for (const r of filas) {
    log(
      `${r.label.padEnd(46)} ${String(r.p50).padStart(6)} ${String(r.p99).padStart(6)} ${r.rps.toFixed(0).padStart(8)} ${pct(r.rps / rpsBasico).padStart(9)} ${String(r.fallos).padStart(6)}`,
    );
  }
}

/**
 * Resident memory of the API: the largest VmRSS among the process and its
 * descendants (`npm start` and tsx put a launcher in front of the server).
 */
export function rssApi(pid: number): number | null {
  const hijos = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent is the 2nd field after the command, which is in parentheses and may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      hijos.set(ppid, [...(hijos.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while /proc was read.
    }
  }
  let best: number | null = null;
  const visit = (p: number) => {
    try {
      const kbRss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1]);
      if (Number.isFinite(kbRss)) best = Math.max(best ?? 0, kbRss * 1024);
    } catch {
      // Gone meanwhile.
    }
    for (const h of hijos.get(p) ?? []) visit(h);
  };
  visit(pid);
  return best;
}

/**
 * The compiled API (comandoApi) on a PostgreSQL database, as production runs
 * it, on a free port and a throwaway DATA_DIR; answers its URL, the process
 * and how to stop it.
 */
export async function arrancarApiPostgres(databaseUrl: string, caches: 'on' | 'off') {
  const port = await puertoLibre();
  const dataDir = mkdtempSync(join(tmpdir(), 'puente-bench-'));
  // Production on a real database sends its mail by SMTP (lib/arranque-produccion.ts): a local server takes it.
  const smtp = await servidorSmtp();
  const { command, args } = comandoApi();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    CACHES: caches,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: 'clave-de-la-medicion-de-rendimiento-no-se-usa-en-produccion',
    // Production on a real database encrypts IBANs and NSS with a key it is given (decision 051).
    ENCRYPTION_KEY: `bench:${Buffer.alloc(32, 3).toString('base64')}`,
    SMTP_URL: smtp.url(),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  const proceso = lanzar(command, args, env);
  const api = `http://127.0.0.1:${port}`;
  try {
    // 3 minutes: on the 2-core machine shared with test suites, a start took over one (decision 056).
    await esperar200(`${api}/api/Publico/marca`, proceso, 180_000);
  } catch (error) {
    await detener(proceso.child);
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    api,
    proceso,
    parar: async () => {
      await detener(proceso.child);
      await smtp.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Logs a student in (or, with another login path, a company contact or a staff
 * member) and returns the login answer's data (token and flags, as the SPA stores them).
 */
export async function iniciarSesion(api: string, usuario: string, password: string, ruta = '/api/Alumno/logaUsuario') {
  const login = await fetch(`${api}${ruta}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ eUsuario: usuario, ePassword: password }),
  }).then(
    (r) =>
      r.json() as Promise<{
        status: number;
        datos: { token: string; conPracticas: boolean; conEmpleo: boolean; primerAcceso: boolean };
      }>,
  );
  if (login.status !== 0) throw new Error(`No se pudo iniciar sesión en la API como ${usuario}: ${JSON.stringify(login)}`);
  return login.datos;
}

/** GETs a path with the token and checks the envelope says success. */
export async function comprobar<T>(api: string, path: string, headers: Record<string, string>): Promise<T> {
  const r = await fetch(`${api}${path}`, { headers }).then((res) => res.json() as Promise<{ status: number; datos: T }>);
  if (r.status !== 0) throw new Error(`Respuesta inesperada de ${path}: ${JSON.stringify(r).slice(0, 500)}`);
  return r.datos;
}

/** Searches a student types: words with and without accents, a partial word, with filters. */
export const BUSQUEDAS = [
  '/api/Alumno/dameOfertasUsuario/practicas?texto=desarrollo web&idProvincia=46&areaFuncional=3',
  '/api/Alumno/dameOfertasUsuario/empleo?texto=gestion&idProvincia=28&contrato=1,2',
  '/api/Alumno/dameOfertasUsuario/empleo?texto=analista de datos&titulaciones=41,33&idProvincia=8',
  '/api/Alumno/dameOfertasUsuario/practicas?texto=marketing&areaFuncional=3&idProvincia=46',
  '/api/Alumno/dameOfertasUsuario/empleo?texto=ingenier&contrato=1,2&idProvincia=28',
  '/api/Alumno/dameOfertasUsuario/practicas?texto=enfermería&idProvincia=15&areaFuncional=5',
].map(encodeURI);
