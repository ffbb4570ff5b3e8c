import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints } from '@puente/contract/endpoints/all';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { type Database, openDatabase } from './db/client';
import { prepareDatabase } from './db/setup';
import { startS3TestServer } from './lib/storage/s3-test-server';
import { SAMPLES } from './lib/storage/sample-files';
import { DEMO_PASSWORD } from './modules/auth/password-demo';
import { crearOferta } from './modules/candidaturas/test-fixtures';
import { loadBrand } from './modules/marca/brand-loader';
import { createServices, type Services } from './services';
import { withDatabase } from './test/global-setup';
import { createTestApp, type TestApp } from './test/test-app';
import { testEnv } from './test/test-env';

/**
 * Issue 29: a backup of the demo after some activity, taken and restored by the
 * real commands as an operator runs them, gives back the same students,
 * candidacies, files and audit rows, and the API runs on the copy. Only on
 * PostgreSQL: the commands are pg_dump and pg_restore.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const raiz = fileURLToPath(new URL('../../../', import.meta.url));
const LUCIA = '12345678Z';

/**
 * Runs `npm run backup` or `npm run restore` as npm does (node scripts/…), timed. Asynchronously: the test's S3
 * server (s3rver) answers from this process, which must keep serving while the command runs.
 */
function orden(script: 'backup' | 'restore', env: Record<string, string>, args: string[] = []) {
  const inicio = performance.now();
  const hijo = spawn('node', [join(raiz, 'scripts', `${script}.mjs`), ...args], { cwd: raiz, env: { ...process.env, ...env } });
  let salida = '';
  let errores = '';
  hijo.stdout.on('data', (d: Buffer) => {
    salida += d.toString();
  });
  hijo.stderr.on('data', (d: Buffer) => {
    errores += d.toString();
  });
  return new Promise<{ codigo: number | null; salida: string; errores: string; ms: number }>((resolve) => {
    hijo.on('close', (codigo) => resolve({ codigo, salida, errores, ms: performance.now() - inicio }));
  });
}

const filas = (database: Database, sql: string) => database.query<{ fila: string }>(sql).then((r) => r.map((f) => f.fila));

describe.skipIf(!adminUrl)(
  'copias de seguridad: npm run backup y npm run restore (solo con TEST_DATABASE_URL: usan pg_dump)',
  () => {
    let t: TestApp;
    let carpetaCopias = '';
    const nombreRestaurada = `puente_copia_${randomBytes(4).toString('hex')}`;
    let restaurada: { database: Database; services: Services; app: FastifyInstance } | null = null;

    beforeAll(async () => {
      carpetaCopias = mkdtempSync(join(tmpdir(), 'puente-copias-'));
      t = await createTestApp();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${nombreRestaurada}`);
      await admin.end();
    });

    afterAll(async () => {
      await restaurada?.app.close();
      await restaurada?.database.close();
      await t?.close();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${nombreRestaurada} WITH (FORCE)`);
      await admin.end();
      if (carpetaCopias) rmSync(carpetaCopias, { recursive: true, force: true });
    });

    it('la copia del demo tras algo de actividad se restaura en una base nueva con los mismos datos, archivos y auditoría', async () => {
      // Activity through the API: Lucía hands in a document for an offer and applies; staff read her CV (audited).
      const lucia = await t.login('alumno', LUCIA);
      const [{ id: idLucia } = { id: 0 }] = await t.database.query<{ id: number }>('SELECT id FROM alumnos WHERE dni = $1', [
        LUCIA,
      ]);
      const oferta = await crearOferta(t, { documentacion: 'Carta de motivación (PDF)' });
      const carta = Buffer.concat([Buffer.from(SAMPLES.pdf), Buffer.from(`% copia ${randomBytes(8).toString('hex')}\n`)]);
      const entrega = await t.call(
        endpoints.addDocumentoProceso,
        { urlOferta: oferta.url, nombre: 'Carta de motivación', extension: 'pdf', ficheroB64: carta.toString('base64') },
        lucia,
      );
      expect(entrega.body.status).toBe(513);
      expect((await t.call(endpoints.inscribirse, { urlOferta: oferta.url }, lucia)).body.status).toBe(502);
      const gestor = await t.login('gestor', 'gestor.demo');
      expect((await t.call(endpoints.cvAlumno, { id: idLucia }, gestor)).body.status).toBe(0);

      // npm run backup against the running API's database.
      const [{ nombre } = { nombre: '' }] = await t.database.query<{ nombre: string }>('SELECT current_database() AS nombre');
      const copia = await orden('backup', { DATABASE_URL: withDatabase(adminUrl as string, nombre), BACKUP_DIR: carpetaCopias });
      expect(copia.codigo, copia.errores).toBe(0);
      const carpeta = readdirSync(carpetaCopias).find((d) => d.startsWith('puente_'));
      expect(carpeta).toBeDefined();
      const bytesVolcado = statSync(join(carpetaCopias, carpeta as string, 'puente.dump')).size;

      // npm run restore into a new, empty database; a second time it refuses, the database being no longer empty.
      const urlRestaurada = withDatabase(adminUrl as string, nombreRestaurada);
      const vuelta = await orden('restore', { DATABASE_URL: urlRestaurada }, [join(carpetaCopias, carpeta as string)]);
      expect(vuelta.codigo, vuelta.errores).toBe(0);
      const otraVez = await orden('restore', { DATABASE_URL: urlRestaurada }, [join(carpetaCopias, carpeta as string)]);
      expect(otraVez.codigo).toBe(1);
      expect(otraVez.errores).toContain('no está vacía');
      expect(otraVez.errores).toContain('--reemplazar');

      // The API on the restored copy: nothing to migrate, the same rows.
      const database = await openDatabase({ url: urlRestaurada });
      const { applied } = await prepareDatabase(database);
      const env = testEnv();
      const services = await createServices(database, env, loadBrand(env.BRAND));
      restaurada = { database, services, app: await buildApp(services) };
      await restaurada.app.ready();
      expect(applied).toEqual([]);

      for (const consulta of [
        'SELECT row_to_json(a)::text AS fila FROM alumnos a ORDER BY id',
        'SELECT row_to_json(c)::text AS fila FROM candidaturas c ORDER BY id',
        'SELECT row_to_json(h)::text AS fila FROM candidatura_historial h ORDER BY id',
        'SELECT row_to_json(au)::text AS fila FROM auditoria au ORDER BY id',
        'SELECT row_to_json(ar)::text AS fila FROM archivos ar ORDER BY id',
      ]) {
        const antes = await filas(t.database, consulta);
        expect(antes.length, consulta).toBeGreaterThan(0);
        expect(await filas(database, consulta), consulta).toEqual(antes);
      }
      const acciones = await database.query<{ accion: string }>(
        "SELECT accion FROM auditoria WHERE accion IN ('documento-oferta.alta', 'cv.lectura', 'candidatura.estado') AND (entidad_id = $1 OR actor_id = $2) ORDER BY id",
        [String(idLucia), idLucia],
      );
      expect(acciones.map((a) => a.accion)).toEqual(expect.arrayContaining(['documento-oferta.alta', 'cv.lectura']));

      // Every file's bytes, read back through the restored API's storage, hash to what was stored.
      const archivos = await t.database.query<{ id: string; sha256: string }>('SELECT id, sha256 FROM archivos ORDER BY id');
      for (const archivo of archivos) {
        const leido = await services.storage.read(archivo.id);
        expect(leido, archivo.id).not.toBeNull();
        expect(
          createHash('sha256')
            .update(leido?.content ?? new Uint8Array())
            .digest('hex'),
          archivo.id,
        ).toBe(archivo.sha256);
      }
      const sha256Carta = createHash('sha256').update(carta).digest('hex');
      expect(archivos.map((a) => a.sha256)).toContain(sha256Carta);

      // A demo account signs in on the copy.
      const login = await restaurada.app.inject({
        method: 'POST',
        url: endpoints.loginAlumno.path,
        payload: { eUsuario: LUCIA, ePassword: DEMO_PASSWORD },
      });
      expect(login.json()).toMatchObject({ status: 0 });

      const figuras = [
        `Copia del demo con actividad: volcado ${(bytesVolcado / 1024).toFixed(0)} KiB, ${archivos.length} archivos`,
        `  npm run backup: ${(copia.ms / 1000).toFixed(1)} s · npm run restore: ${(vuelta.ms / 1000).toFixed(1)} s (procesos completos, con el arranque de tsx)`,
        copia.salida.trim(),
        vuelta.salida.trim(),
      ];
      process.stdout.write(`\n${figuras.join('\n')}\n`);
    }, 120_000);
  },
);

describe.skipIf(!adminUrl)('copias de seguridad con los archivos en un bucket S3 (solo con TEST_DATABASE_URL)', () => {
  let t: TestApp;
  let origen: Awaited<ReturnType<typeof startS3TestServer>>;
  let destino: Awaited<ReturnType<typeof startS3TestServer>>;
  let carpetaCopias = '';
  const nombreRestaurada = `puente_copia_${randomBytes(4).toString('hex')}`;
  let restaurada: Database | null = null;

  beforeAll(async () => {
    carpetaCopias = mkdtempSync(join(tmpdir(), 'puente-copias-'));
    origen = await startS3TestServer('puente-origen');
    destino = await startS3TestServer('puente-destino');
    t = await createTestApp(origen.env);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${nombreRestaurada}`);
    await admin.end();
  });

  afterAll(async () => {
    await restaurada?.close();
    await t?.close();
    await origen?.close();
    await destino?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${nombreRestaurada} WITH (FORCE)`);
    await admin.end();
    if (carpetaCopias) rmSync(carpetaCopias, { recursive: true, force: true });
  });

  it('los objetos del bucket van a la carpeta de la copia y vuelven al bucket del API restaurado', async () => {
    const lucia = await t.login('alumno', LUCIA);
    const pdf = Buffer.concat([Buffer.from(SAMPLES.pdf), Buffer.from(`% bucket ${randomBytes(8).toString('hex')}\n`)]);
    const subida = await t.call(
      endpoints.addDoc,
      { nombre: 'CV en el bucket', extension_adjunto: 'pdf', ficheroB64ParaAltas: pdf.toString('base64') },
      lucia,
    );
    expect(subida.body.status).toBe(0);
    const enBucket = await t.database.query<{ id: string; sha256: string }>(
      "SELECT id, sha256 FROM archivos WHERE almacen = 's3'",
    );
    expect(enBucket).toEqual([{ id: expect.any(String), sha256: createHash('sha256').update(pdf).digest('hex') }]);
    const [archivo] = enBucket as [{ id: string; sha256: string }];

    const [{ nombre } = { nombre: '' }] = await t.database.query<{ nombre: string }>('SELECT current_database() AS nombre');
    const copia = await orden('backup', {
      DATABASE_URL: withDatabase(adminUrl as string, nombre),
      BACKUP_DIR: carpetaCopias,
      ...origen.env,
    });
    expect(copia.codigo, copia.errores).toBe(0);
    const carpeta = join(carpetaCopias, readdirSync(carpetaCopias).find((d) => d.startsWith('puente_')) ?? '');
    const manifiesto = JSON.parse(readFileSync(join(carpeta, 'manifiesto.json'), 'utf8'));
    expect(manifiesto.archivos).toMatchObject({ enS3: 1, copiados: [{ id: archivo.id, sha256: archivo.sha256 }], faltan: [] });

    // Without a bucket to put them back in, the restore refuses before touching the database.
    const urlRestaurada = withDatabase(adminUrl as string, nombreRestaurada);
    const sinBucket = await orden('restore', { DATABASE_URL: urlRestaurada }, [carpeta]);
    expect(sinBucket.codigo).toBe(1);
    expect(sinBucket.errores).toContain('S3_BUCKET');

    const vuelta = await orden('restore', { DATABASE_URL: urlRestaurada, ...destino.env }, [carpeta]);
    expect(vuelta.codigo, vuelta.errores).toBe(0);
    restaurada = await openDatabase({ url: urlRestaurada });
    const env = testEnv(destino.env);
    const services = await createServices(restaurada, env, loadBrand(env.BRAND));
    const leido = await services.storage.read(archivo.id);
    expect(
      createHash('sha256')
        .update(leido?.content ?? new Uint8Array())
        .digest('hex'),
    ).toBe(archivo.sha256);
  }, 120_000);
});
