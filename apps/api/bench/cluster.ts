import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { archivosDeMigracion } from '../src/db/migrate';
import { servidorSmtp } from '../src/test/servidor-smtp';
import { type Api, arrancarApi, enParalelo, esperarSalida, llamar, puertoLibre, type Resultado } from './chaos-api';
import { admin, CHAOS_PASSWORD, recontar, sembrar, withDatabase } from './chaos-datos';

/**
 * npm run cluster: Puente as a university would run it on several machines, on this one (issue 29). PostgreSQL
 * (the machine's server, a database of its own), a Redis it starts, three API copies started together on the
 * empty database, and HAProxy in front of them with health checks, all on loopback. Then:
 *
 * 1. APLICANTES students apply to one offer at once while NAVEGANTES others browse offers, through HAProxy;
 *    one copy is killed with SIGKILL in the middle and started again.
 * 2. A rolling restart of the three copies (drained in HAProxy, SIGTERM, started, back in) under the same browsing.
 *
 * It counts what the issue asks: every acknowledged application in the database once, none twice; no 5xx seen
 * by clients but those in flight on the killed copy (which the clients retry); sessions keep working on every
 * copy. It stops and removes everything it started, and exits with 1 when a count is wrong.
 */
const ADMIN_URL =
  process.env.CLUSTER_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const COPIAS = 3;
const APLICANTES = Number(process.env.CLUSTER_APLICANTES ?? 200);
const NAVEGANTES = Number(process.env.CLUSTER_NAVEGANTES ?? 50);
const MATAR_TRAS = Number(process.env.CLUSTER_MATAR_TRAS ?? 60);
const REINTENTOS = 5;
/** A person reads a page before the next: without it 50 loops would only measure two saturated cores. */
const PAUSA_NAVEGANTE_MS = 100;
/** The statuses a student reads as "applied": applied now (0/502), or already applied by an earlier try (10). */
const INSCRITA = new Set([0, 502, 10]);

const log = (line = '') => process.stdout.write(`${line}\n`);
const ms = (n: number) => `${Math.round(n)} ms`;
const esperar = (n: number) => new Promise((r) => setTimeout(r, n));

function exigir(binario: string, paquete: string) {
  if (spawnSync('sh', ['-c', `command -v ${binario}`]).status !== 0) {
    throw new Error(`Falta ${binario}: instálalo con apt-get install -y ${paquete} (lo hace .ci/run).`);
  }
}

/** A Redis of its own on a free port, keeping nothing on disk. */
async function arrancarRedis() {
  const puerto = await puertoLibre();
  const child = spawn('redis-server', ['--port', String(puerto), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const fin = Date.now() + 10_000;
  while (Date.now() < fin) {
    if (await responde(puerto)) return { child, url: `redis://127.0.0.1:${puerto}` };
    await esperar(100);
  }
  child.kill('SIGKILL');
  throw new Error('Redis no ha arrancado en 10 s');
}

const responde = (puerto: number) =>
  new Promise<boolean>((done) => {
    const s = connect(puerto, '127.0.0.1', () => {
      s.end();
      done(true);
    }).on('error', () => done(false));
  });

/**
 * HAProxy in front of the copies: round robin, a health check on /readyz every 500 ms, and layer-7 retries on
 * another copy when a connection fails or a copy dies before answering (an application is safe to retry: the
 * database refuses a second candidacy). Its runtime socket drains a copy before a restart.
 */
function configuracionHaproxy(puerto: number, socket: string, puertos: number[]) {
  return `global
  maxconn 2000
  log stderr format raw local0 notice
  stats socket ${socket} mode 600 level admin

defaults
  mode http
  log global
  option httplog
  option dontlog-normal
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout http-request 10s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout
  option http-buffer-request

frontend puente
  bind 127.0.0.1:${puerto}
  unique-id-format %{+X}o%ci%cp%fp%Ts%rt%pid
  http-request set-header X-Request-Id %[unique-id]
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  # A busy copy may take a moment to answer: three missed checks of 2 s before it leaves.
  timeout check 2s
  default-server inter 1s fall 3 rise 2
${puertos.map((p, i) => `  server copia${i + 1} 127.0.0.1:${p} check`).join('\n')}
`;
}

/** One command to HAProxy's runtime socket; its answer. */
const haproxyDice = (socket: string, orden: string) =>
  new Promise<string>((done, fail) => {
    let salida = '';
    const s = connect(socket, () => s.write(`${orden}\n`));
    s.on('data', (d) => {
      salida += String(d);
    });
    s.on('end', () => done(salida));
    s.on('error', fail);
  });

/** The state HAProxy gives each copy (UP, DOWN, DRAIN…), from its CSV stats. */
async function estadosHaproxy(socket: string): Promise<Map<string, string>> {
  const csv = await haproxyDice(socket, 'show stat');
  const estados = new Map<string, string>();
  for (const linea of csv.split('\n')) {
    const campos = linea.split(',');
    if (campos[0] === 'api' && campos[1]?.startsWith('copia')) estados.set(campos[1], campos[17] ?? '');
  }
  return estados;
}

async function esperarEstado(socket: string, copia: string, estado: string, plazoMs = 30_000) {
  const fin = Date.now() + plazoMs;
  while (Date.now() < fin) {
    // Until HAProxy has opened its socket, asking fails: keep asking.
    const estados = await estadosHaproxy(socket).catch(() => new Map<string, string>());
    if (estados.get(copia)?.startsWith(estado)) return;
    await esperar(100);
  }
  throw new Error(`HAProxy no ve ${copia} en estado ${estado} tras ${plazoMs / 1000} s`);
}

interface Llamada {
  inicio: number;
  fin: number;
  r: Resultado;
}

const es5xx = (r: Resultado) => r.tipo === 'respuesta' && r.http >= 500;
const fallida = (r: Resultado) => r.tipo === 'error' || es5xx(r);
const sinSesion = (r: Resultado) => r.tipo === 'respuesta' && (r.http === 401 || r.status === 2);

/** What the failures were, and when against the kill: "HTTP 503 ×12 (+0.4 s … +1.2 s)". */
function desglose(llamadas: Llamada[], muerte: number) {
  const grupos = new Map<string, number[]>();
  for (const l of llamadas) {
    const clave =
      l.r.tipo === 'error' ? l.r.codigo : `HTTP ${l.r.http} (${l.r.status ?? l.r.texto?.replace(/\s+/g, ' ').slice(0, 80)})`;
    grupos.set(clave, [...(grupos.get(clave) ?? []), (l.inicio - muerte) / 1000]);
  }
  return [...grupos]
    .map(([k, t]) => `${k} ×${t.length} (${Math.min(...t).toFixed(1)} s … ${Math.max(...t).toFixed(1)} s)`)
    .join(', ');
}

async function main() {
  exigir('haproxy', 'haproxy');
  exigir('redis-server', 'redis-server');
  const nombre = `puente_cluster_${randomBytes(4).toString('hex')}`;
  const databaseUrl = withDatabase(ADMIN_URL, nombre);
  const dir = mkdtempSync(join(tmpdir(), 'puente-cluster-'));
  const smtp = await servidorSmtp();
  const redis = await arrancarRedis();
  const puertoHaproxy = await puertoLibre();
  const puertos: number[] = [];
  for (let i = 0; i < COPIAS; i++) puertos.push(await puertoLibre());
  const copias: (Api | null)[] = new Array(COPIAS).fill(null);
  let haproxy: ChildProcess | null = null;
  const client = new pg.Client({ connectionString: databaseUrl });
  let problemas: string[] = [];

  const entorno = (i: number): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    PORT: String(puertos[i]),
    HOST: '127.0.0.1',
    DATA_DIR: join(dir, `copia${i + 1}`),
    LOG_LEVEL: 'error',
    SMTP_URL: smtp.url(),
    PUBLIC_URL: `http://127.0.0.1:${puertoHaproxy}`,
    REDIS_URL: redis.url,
    // The master key of the encryption at rest (decision 051): the same on every copy.
    ENCRYPTION_KEY: `cluster:${Buffer.alloc(32, 9).toString('base64')}`,
    // HAProxy on loopback tells each copy the client's address.
    TRUST_PROXY: '127.0.0.1',
  });

  log(`Puente · varias copias (PostgreSQL ${new URL(ADMIN_URL).host}, base ${nombre}; Redis ${redis.url})`);
  try {
    await admin(ADMIN_URL, `CREATE DATABASE ${nombre}`);

    // Three copies started together on an empty database: the migrations run once, under the advisory lock.
    const t0 = performance.now();
    const arrancadas = await Promise.all(puertos.map((_, i) => arrancarApi(entorno(i))));
    arrancadas.forEach((api, i) => {
      copias[i] = api;
    });
    const aplicadas = arrancadas.flatMap((api) => {
      const linea = api.salida().match(/Migraciones aplicadas: (.*)/);
      return linea?.[1]?.split(', ') ?? [];
    });
    await client.connect();
    const registradas = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM puente_migraciones');
    log(`Tres copias arrancadas juntas en ${ms(performance.now() - t0)} sobre una base vacía`);
    const unaVez = aplicadas.length === archivosDeMigracion().length && new Set(aplicadas).size === aplicadas.length;

    const socket = join(dir, 'haproxy.sock');
    const cfg = join(dir, 'haproxy.cfg');
    writeFileSync(cfg, configuracionHaproxy(puertoHaproxy, socket, puertos));
    haproxy = spawn('haproxy', ['-f', cfg, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let haproxySalida = '';
    haproxy.stderr?.on('data', (d) => {
      haproxySalida += String(d);
    });
    for (let i = 0; i < COPIAS; i++) await esperarEstado(socket, `copia${i + 1}`, 'UP');
    log(`HAProxy en 127.0.0.1:${puertoHaproxy}, las tres copias UP`);

    const { urlOferta, idOferta } = await sembrar(client, APLICANTES + NAVEGANTES);
    const emails = Array.from({ length: APLICANTES + NAVEGANTES }, (_, i) => `caos${i + 1}@caos.puente.es`);
    // Logged in through HAProxy: each token comes from whichever copy answered, and is used on all of them.
    const tokens = await enParalelo(emails, 8, async (email) => {
      for (let intento = 0; intento < REINTENTOS; intento++) {
        const r = await fetch(`http://127.0.0.1:${puertoHaproxy}/api/Alumno/logaUsuario`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ eUsuario: email, ePassword: CHAOS_PASSWORD }),
        });
        const body = (await r.json()) as { status: number; datos: { token: string } };
        if (body.status === 0) return body.datos.token;
      }
      throw new Error(`No se pudo iniciar la sesión de ${email}`);
    });
    const aplicantes = tokens.slice(0, APLICANTES);
    const navegantes = tokens.slice(APLICANTES);
    log(`${APLICANTES} estudiantes que se inscriben y ${NAVEGANTES} que navegan, con sesión iniciada`);

    const llamada = async (metodo: 'GET' | 'POST', ruta: string, body: unknown, token: string): Promise<Llamada> => {
      const inicio = performance.now();
      const r = await llamar(puertoHaproxy, metodo, ruta, body, token);
      return { inicio, fin: performance.now(), r };
    };

    /** Browsing until `seguir()` turns false: the offer list, then the offer, again and again. */
    const navegar = async (seguir: () => boolean) => {
      const hechas: Llamada[] = [];
      await Promise.all(
        navegantes.map(async (token) => {
          while (seguir()) {
            hechas.push(await llamada('GET', '/api/Alumno/dameOfertasUsuario/empleo', undefined, token));
            await esperar(PAUSA_NAVEGANTE_MS);
            hechas.push(await llamada('GET', `/api/Alumno/dameOferta/${urlOferta}`, undefined, token));
            await esperar(PAUSA_NAVEGANTE_MS);
          }
        }),
      );
      return hechas;
    };

    // 1. Applications and browsing; copy 2 dies by SIGKILL once MATAR_TRAS applications have been answered.
    let respondidas = 0;
    let muerte = Number.POSITIVE_INFINITY;
    let aplicando = true;
    const victima = 1;
    const navegacion1 = navegar(() => aplicando);
    const intentosAplicacion: Llamada[] = [];
    const confirmadas: boolean[] = await Promise.all(
      aplicantes.map(async (token) => {
        for (let intento = 0; intento < REINTENTOS; intento++) {
          const l = await llamada('POST', '/api/Alumno/inscribirse', { urlOferta }, token);
          intentosAplicacion.push(l);
          if (l.r.tipo === 'respuesta' && ++respondidas === MATAR_TRAS) {
            copias[victima]?.child.kill('SIGKILL');
            muerte = performance.now();
          }
          // A client retries what got no answer or a 5xx, as the web does after an error.
          if (!fallida(l.r)) return l.r.tipo === 'respuesta' && l.r.status !== null && INSCRITA.has(l.r.status);
          await esperar(200 * (intento + 1));
        }
        return false;
      }),
    );
    aplicando = false;
    const navegadas1 = await navegacion1;
    const muerta = copias[victima];
    if (muerta) await esperarSalida(muerta.child);
    copias[victima] = await arrancarApi(entorno(victima));
    await esperarEstado(socket, `copia${victima + 1}`, 'UP');

    const todas1 = [...intentosAplicacion, ...navegadas1];
    const enVuelo = (l: Llamada) => l.inicio <= muerte && l.fin >= muerte;
    const fallos1 = todas1.filter((l) => fallida(l.r));
    const fallosFuera = fallos1.filter((l) => !enVuelo(l));
    const recuento = await recontar(client, idOferta);
    const confirmadasEmails = emails.slice(0, APLICANTES).filter((_, i) => confirmadas[i]);
    const perdidas = confirmadasEmails.filter((e) => !recuento.alumnosConCandidatura.has(e)).length;

    // 2. Rolling restart under browsing: each copy drained in HAProxy, stopped with SIGTERM, started, back UP.
    let reiniciando = true;
    const navegacion2 = navegar(() => reiniciando);
    const tiemposReinicio: number[] = [];
    for (let i = 0; i < COPIAS; i++) {
      const nombreCopia = `copia${i + 1}`;
      await haproxyDice(socket, `set server api/${nombreCopia} state drain`);
      await esperar(300);
      const copia = copias[i];
      const t = performance.now();
      copia?.child.kill('SIGTERM');
      if (copia) await esperarSalida(copia.child);
      copias[i] = await arrancarApi(entorno(i));
      await haproxyDice(socket, `set server api/${nombreCopia} state ready`);
      await esperarEstado(socket, nombreCopia, 'UP');
      tiemposReinicio.push(performance.now() - t);
    }
    await esperar(500);
    reiniciando = false;
    const navegadas2 = await navegacion2;
    const fallos2 = navegadas2.filter((l) => fallida(l.r));
    const sesionesPerdidas = [...todas1, ...navegadas2].filter((l) => sinSesion(l.r)).length;
    const final = await recontar(client, idOferta);

    const filas: [string, string | number][] = [
      ['Migraciones en el arranque conjunto', `${aplicadas.length} aplicadas, ${registradas.rows[0]?.n} registradas`],
      ['Solicitudes de inscripción (con reintentos)', `${APLICANTES} estudiantes, ${intentosAplicacion.length} peticiones`],
      ['Peticiones de navegación durante la caída', navegadas1.length],
      ['kill -9 de copia2 tras respuestas', MATAR_TRAS],
      ['Fallos vistos (5xx o sin respuesta)', fallos1.length],
      ['  de peticiones en vuelo en la copia muerta', fallos1.length - fallosFuera.length],
      ['  fuera de ese instante', `${fallosFuera.length}${fallosFuera.length ? ` (${desglose(fallosFuera, muerte)})` : ''}`],
      ['Inscripciones confirmadas al cliente', confirmadasEmails.length],
      ['  ausentes en la base', perdidas],
      ['Candidaturas en la base (una por estudiante)', `${final.filas}, duplicadas ${final.duplicadas}`],
      ['Sin historial / sin auditoría', `${final.sinHistorial} / ${final.sinAuditoria}`],
      ['Reinicio escalonado: peticiones de navegación', navegadas2.length],
      ['  fallos (5xx o sin respuesta)', fallos2.length],
      ['  tiempo por copia (drenar, parar, arrancar, UP)', tiemposReinicio.map(ms).join(', ')],
      ['Sesiones rechazadas por otra copia', sesionesPerdidas],
    ];
    log('');
    for (const [k, v] of filas) log(`${k.padEnd(52)} ${v}`);

    problemas = [
      !unaVez && `las migraciones no se aplicaron una sola vez (${aplicadas.length})`,
      registradas.rows[0]?.n !== archivosDeMigracion().length && 'puente_migraciones no tiene cada archivo',
      fallosFuera.length > 0 && `${fallosFuera.length} fallos fuera de las peticiones en vuelo de la copia muerta`,
      confirmadasEmails.length !== APLICANTES &&
        `${APLICANTES - confirmadasEmails.length} estudiantes sin inscripción confirmada`,
      perdidas > 0 && `${perdidas} inscripciones confirmadas que no están en la base`,
      final.duplicadas > 0 && `${final.duplicadas} duplicadas`,
      final.filas !== APLICANTES && `${final.filas} candidaturas para ${APLICANTES} estudiantes`,
      final.sinHistorial + final.sinAuditoria > 0 && 'candidaturas sin historial o sin auditoría',
      fallos2.length > 0 && `${fallos2.length} fallos durante el reinicio escalonado`,
      sesionesPerdidas > 0 && `${sesionesPerdidas} peticiones sin sesión en otra copia`,
      !Number.isFinite(muerte) && 'la caída no llegó a ocurrir',
    ].filter((p): p is string => typeof p === 'string');
    if (problemas.length > 0 && haproxySalida) {
      const errores = haproxySalida.split('\n').filter((l) => / 50[234] /.test(l));
      log(`\nHAProxy (${errores.length} líneas de error):\n${errores.slice(0, 15).join('\n')}`);
    }
    log(
      problemas.length === 0
        ? '\nResultado: ninguna inscripción perdida ni duplicada; solo fallaron peticiones en vuelo en la copia muerta; el reinicio escalonado no dio ningún fallo.'
        : `\nFALLA: ${problemas.join('; ')}`,
    );
  } finally {
    await client.end().catch(() => undefined);
    haproxy?.kill('SIGTERM');
    if (haproxy) await esperarSalida(haproxy);
    await Promise.all(
      copias.map(async (api) => {
        if (api && api.child.exitCode === null && api.child.signalCode === null) {
          api.child.kill('SIGTERM');
          await esperarSalida(api.child);
        }
      }),
    );
    redis.child.kill('SIGTERM');
    await esperarSalida(redis.child);
    await smtp.stop();
    if (process.env.CLUSTER_KEEP !== '1') await admin(ADMIN_URL, `DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
    rmSync(dir, { recursive: true, force: true });
  }
  process.exitCode = problemas.length > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  process.stderr.write(
    `\nLa prueba de varias copias no ha podido completarse: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
});
