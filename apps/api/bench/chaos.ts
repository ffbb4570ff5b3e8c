import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { servidorSmtp } from '../src/test/servidor-smtp';
import { type Api, arrancarApi, enParalelo, esperarSalida, llamar, puertoLibre, type Resultado } from './chaos-api';
import { admin, CHAOS_PASSWORD, recontar, sembrar, withDatabase } from './chaos-datos';

/**
 * npm run chaos: the crash test. On a PostgreSQL database of its own it
 * starts the API as a child process, lets ALUMNOS students apply to one offer
 * at the same instant, kill -9s the API after the first MATAR_TRAS answers,
 * starts it again on the same database and counts: every application answered
 * 0/502 must be there, none twice, each with its history (and the audit row
 * of the same unit of work); the restart must apply no
 * migration and answer. Then the students left without an answer retry, as a
 * client would, and every student ends with exactly one candidacy.
 */
const ADMIN_URL =
  process.env.CHAOS_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ALUMNOS = Number(process.env.CHAOS_ALUMNOS ?? 200);
const MATAR_TRAS = Number(process.env.CHAOS_MATAR_TRAS ?? 50);
const ACEPTADA = new Set([0, 502]);
const YA_CANDIDATO = 10;

const log = (line = '') => process.stdout.write(`${line}\n`);
const ms = (n: number) => `${Math.round(n)} ms`;

async function iniciarSesiones(port: number): Promise<string[]> {
  const emails = Array.from({ length: ALUMNOS }, (_, i) => `caos${i + 1}@caos.puente.es`);
  // argon2 at 19 MiB per check: a few at a time, as a class of students would trickle in.
  return enParalelo(emails, 8, async (email) => {
    const r = await fetch(`http://127.0.0.1:${port}/api/Alumno/logaUsuario`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ eUsuario: email, ePassword: CHAOS_PASSWORD }),
    });
    const body = (await r.json()) as { status: number; datos: { token: string; textoCortoRGPD: string | null } };
    if (body.status !== 0 || body.datos.textoCortoRGPD) throw new Error(`Inicio de sesión de ${email}: ${JSON.stringify(body)}`);
    return body.datos.token;
  });
}

/** 200 applications at once; the API dies by SIGKILL as soon as MATAR_TRAS of them have been answered. */
async function rafagaConCaida(api: Api, port: number, urlOferta: string, tokens: string[]) {
  let respondidas = 0;
  let muerteMs = 0;
  const t0 = performance.now();
  const resultados = await Promise.all(
    tokens.map(async (token) => {
      const r = await llamar(port, 'POST', '/api/Alumno/inscribirse', { urlOferta }, token);
      if (r.tipo === 'respuesta' && ++respondidas === MATAR_TRAS) {
        api.child.kill('SIGKILL');
        muerteMs = performance.now() - t0;
      }
      return r;
    }),
  );
  await esperarSalida(api.child);
  return { resultados, muerteMs };
}

const aceptada = (r: Resultado) => r.tipo === 'respuesta' && r.status !== null && ACEPTADA.has(r.status);

function resumenErrores(resultados: Resultado[]) {
  const porCodigo = new Map<string, number>();
  for (const r of resultados) {
    const clave = r.tipo === 'error' ? r.codigo : `status ${r.status} (HTTP ${r.http})`;
    if (r.tipo === 'error' || !aceptada(r)) porCodigo.set(clave, (porCodigo.get(clave) ?? 0) + 1);
  }
  return [...porCodigo].map(([k, n]) => `${k}: ${n}`).join(', ') || 'ninguno';
}

async function main() {
  const nombre = `puente_chaos_${randomBytes(4).toString('hex')}`;
  const databaseUrl = withDatabase(ADMIN_URL, nombre);
  const dataDir = mkdtempSync(join(tmpdir(), 'puente-chaos-'));
  const port = await puertoLibre();
  // Production on a real database sends its mail by SMTP (lib/arranque-produccion.ts): a local server takes it.
  const smtp = await servidorSmtp();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    // Fixed, so the tokens issued before the crash are still valid after it (a generated one would be kept in the database too).
    JWT_SECRET: 'clave-de-la-prueba-de-caida-que-no-se-usa-en-produccion',
    // Production on a real database encrypts IBANs and NSS with a key it is given (decision 051).
    ENCRYPTION_KEY: `bench:${Buffer.alloc(32, 3).toString('base64')}`,
    SMTP_URL: smtp.url(),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  let api: Api | null = null;
  const client = new pg.Client({ connectionString: databaseUrl });
  let fallos = 0;
  log(`Puente · prueba de caída (PostgreSQL ${new URL(ADMIN_URL).host}, base ${nombre})`);
  try {
    await admin(ADMIN_URL, `CREATE DATABASE ${nombre}`);
    api = await arrancarApi(env);
    log(`Primer arranque (migraciones en una base vacía): ${ms(api.arranqueMs)}`);
    await client.connect();
    const { urlOferta, idOferta } = await sembrar(client, ALUMNOS);
    const tokens = await iniciarSesiones(port);
    log(`${ALUMNOS} estudiantes con sesión iniciada; una oferta publicada (${urlOferta})`);

    const { resultados, muerteMs } = await rafagaConCaida(api, port, urlOferta, tokens);
    const respondidas = resultados.filter((r) => r.tipo === 'respuesta').length;
    const aceptadas = resultados.flatMap((r, i) => (aceptada(r) ? [`caos${i + 1}@caos.puente.es`] : []));
    const errores = resultados.filter((r) => r.tipo === 'error').length;
    log(`\nkill -9 a los ${ms(muerteMs)}, tras ${MATAR_TRAS} respuestas`);

    api = await arrancarApi(env);
    const reinicio = api.arranqueMs;
    const migracionesLimpias = api.salida().includes('Esquema al día') && !api.salida().includes('Migraciones aplicadas');
    const salud = await llamar(port, 'GET', '/api/Publico/marca');
    const sano = salud.tipo === 'respuesta' && salud.http === 200 && salud.status === 0;

    const tras = await recontar(client, idOferta);
    const perdidas = aceptadas.filter((email) => !tras.alumnosConCandidatura.has(email)).length;
    const sinRespuestaPeroGuardadas = tras.filas - aceptadas.length;

    // The clients left without an answer try again, as the web would after an error.
    const pendientes = resultados.flatMap((r, i) => (r.tipo === 'error' ? [i] : []));
    const reintentos = await enParalelo(pendientes, 50, (i) =>
      llamar(port, 'POST', '/api/Alumno/inscribirse', { urlOferta }, tokens[i]),
    );
    const final = await recontar(client, idOferta);
    const statusDe = (s: number) => reintentos.filter((r) => r.tipo === 'respuesta' && r.status === s).length;

    const filas: [string, string | number][] = [
      ['Solicitudes enviadas', ALUMNOS],
      ['Respondidas antes de la caída', respondidas],
      ['  aceptadas (0/502)', aceptadas.length],
      ['  otras respuestas y errores de conexión', `${ALUMNOS - aceptadas.length} (${resumenErrores(resultados)})`],
      ['Errores de conexión (reset, colgada, rechazada)', errores],
      ['Reinicio hasta escuchar', ms(reinicio)],
      ['Migraciones en el reinicio', migracionesLimpias ? 'ninguna (esquema al día)' : 'NO LIMPIO'],
      ['Salud tras reiniciar (GET /api/Publico/marca)', sano ? '200, status 0' : JSON.stringify(salud)],
      ['Candidaturas en la base tras la caída', tras.filas],
      ['  guardadas sin que el cliente recibiera respuesta', sinRespuestaPeroGuardadas],
      ['Aceptadas perdidas', perdidas],
      ['Duplicadas (un estudiante dos veces)', tras.duplicadas],
      ['Sin su fila de historial', tras.sinHistorial],
      ['Sin su fila de auditoría', tras.sinAuditoria],
      ['Reintentos de los que no tuvieron respuesta', pendientes.length],
      ['  502 (inscrita ahora)', statusDe(502)],
      [`  ${YA_CANDIDATO} (ya estaba inscrita)`, statusDe(YA_CANDIDATO)],
      ['  otros', pendientes.length - statusDe(502) - statusDe(YA_CANDIDATO)],
      ['Candidaturas al final (una por estudiante)', `${final.filas} de ${ALUMNOS}, duplicadas ${final.duplicadas}`],
    ];
    log('');
    for (const [k, v] of filas) log(`${k.padEnd(50)} ${v}`);

    const problemas = [
      perdidas > 0 && `${perdidas} aceptadas perdidas`,
      tras.duplicadas > 0 && `${tras.duplicadas} duplicadas`,
      tras.sinHistorial + tras.sinAuditoria > 0 && 'candidaturas sin historial o sin auditoría',
      !migracionesLimpias && 'el reinicio no encontró el esquema al día',
      !sano && 'la API no responde tras reiniciar',
      (final.filas !== ALUMNOS || final.alumnosDistintos !== ALUMNOS || final.duplicadas > 0) &&
        'tras los reintentos no hay exactamente una candidatura por estudiante',
      respondidas >= ALUMNOS && 'la caída no llegó a interrumpir ninguna solicitud',
    ].filter((p): p is string => typeof p === 'string');
    fallos = problemas.length;
    log(
      problemas.length === 0
        ? '\nResultado: 0 perdidas, 0 duplicadas; el servidor arranca limpio.'
        : `\nFALLA: ${problemas.join('; ')}`,
    );
  } finally {
    await client.end().catch(() => undefined);
    if (api && api.child.exitCode === null && api.child.signalCode === null) {
      api.child.kill('SIGTERM');
      await esperarSalida(api.child);
    }
    if (process.env.CHAOS_KEEP !== '1') await admin(ADMIN_URL, `DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exitCode = fallos > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  process.stderr.write(
    `\nLa prueba de caída no ha podido completarse: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
});
