import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
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

/** Runs `npm run backup` or `npm run restore` as npm does (node scripts/…), timed. */
function orden(script: 'backup' | 'restore', env: Record<string, string>, args: string[] = []) {
  const inicio = performance.now();
  const r = spawnSync('node', [join(raiz, 'scripts', `${script}.mjs`), ...args], {
    cwd: raiz,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { codigo: r.status, salida: r.stdout, errores: r.stderr, ms: performance.now() - inicio };
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
      const copia = orden('backup', { DATABASE_URL: withDatabase(adminUrl as string, nombre), BACKUP_DIR: carpetaCopias });
      expect(copia.codigo, copia.errores).toBe(0);
      const [carpeta] = readdirSync(carpetaCopias).map((d) => join(carpetaCopias, d));
      expect(carpeta).toBeDefined();
      const bytesVolcado = statSync(join(carpeta as string, 'puente.dump')).size;

      // npm run restore into a new, empty database; a second time it refuses, the database being no longer empty.
      const urlRestaurada = withDatabase(adminUrl as string, nombreRestaurada);
      const vuelta = orden('restore', { DATABASE_URL: urlRestaurada }, [carpeta as string]);
      expect(vuelta.codigo, vuelta.errores).toBe(0);
      const otraVez = orden('restore', { DATABASE_URL: urlRestaurada }, [carpeta as string]);
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

      // A demo account signs in on the copy, and sees the candidacy made before the backup.
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
