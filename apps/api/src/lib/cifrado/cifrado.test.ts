import { randomBytes } from 'node:crypto';
import { endpoints } from '@puente/contract/endpoints/all';
import { conControlNss } from '@puente/contract/validation/datos-bancarios';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { transactional } from '../../db/transactional';
import { crearAlumno } from '../../modules/candidaturas/test-fixtures';
import { loadBrand } from '../../modules/marca/brand-loader';
import { createServices } from '../../services';
import { dondeAparece } from '../../test/donde-aparece';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CLAVE_CIFRADO_PRUEBAS, testEnv } from '../../test/test-env';
import type { WithTransaction } from '../transaction';
import { prepararCifrado as preparar } from './arranque';
import { ErrorCifrado } from './cifrado';
import { ClavesDatosRepository } from './claves-datos.repository';
import { type ClaveMaestra, type EntornoClaves, leerClaveMaestra } from './claves-maestras';
import { LUGARES_CIFRADOS, nombreLugar } from './lugares';
import { rotarClaves as rotar } from './rotacion';

const IBAN = 'ES7921000813610123456789';
const NSS = conControlNss('2899887766');
/** The demo company Levante's IBAN (demo-empresas.ts), as its profile keeps it. */
const IBAN_LEVANTE = 'ES9121000418450200051332';

let t: TestApp;
let gestor: string;
let ana: Awaited<ReturnType<typeof crearAlumno>> & { token: string };
let bruno: Awaited<ReturnType<typeof crearAlumno>>;
let idLevante: number;
/** The master key `claves:rotar` moves to (the rotation tests run in order). */
let nueva: ClaveMaestra;

const clave = (texto: string) => leerClaveMaestra(texto) as ClaveMaestra;
const claveNueva = () => clave(`nueva-${randomBytes(3).toString('hex')}:${randomBytes(32).toString('base64')}`);
const entorno = (ENCRYPTION_KEY: ClaveMaestra | undefined, anteriores: ClaveMaestra[] = []) => ({
  NODE_ENV: 'test',
  DATA_DIR: './data',
  ENCRYPTION_KEY,
  ENCRYPTION_KEYS_PREVIOUS: anteriores,
});
const silencio = () => {};
/** The start-up step and the rotation over the test app's database, as services.ts and the command run them. */
const prepararCifrado = (db: Db, withTransaction: WithTransaction, env: EntornoClaves, log?: (l: string) => void) =>
  preparar(new ClavesDatosRepository(db), withTransaction, env, log);
const rotarClaves = (
  db: Db,
  withTransaction: WithTransaction,
  claves: { actual: ClaveMaestra; anteriores: ClaveMaestra[] },
  opciones?: { datos?: boolean },
) => rotar(new ClavesDatosRepository(db), withTransaction, claves, opciones);

/** Every stored value of every encrypted place, raw, with the id of the row it belongs to. */
async function valoresGuardados() {
  const filas: { lugar: string; id: number; valor: string }[] = [];
  for (const l of LUGARES_CIFRADOS) {
    const rows = await t.database.query<{ id: number; valor: string }>(
      `SELECT ${l.id} AS id, ${l.valor} AS valor FROM ${l.tabla} WHERE ${l.filtro ?? 'true'} AND ${l.valor} IS NOT NULL`,
    );
    filas.push(...rows.map((r) => ({ lugar: nombreLugar(l), ...r })));
  }
  return filas;
}

beforeAll(async () => {
  t = await createTestApp();
  gestor = await t.login('gestor', 'practicas.demo');
  const a = await crearAlumno(t);
  const [fila] = await t.database.query<{ email: string }>('SELECT email FROM alumnos WHERE id = $1', [a.id]);
  ana = { ...a, token: await t.login('alumno', fila?.email as string) };
  bruno = await crearAlumno(t);
  const [levante] = await t.database.query<{ id: number }>("SELECT id FROM empresas WHERE cif = 'B12345674'");
  idLevante = levante?.id as number;
  const { body } = await t.call(endpoints.editDatosPractica, { iban: IBAN, nss: NSS }, ana.token);
  if (body.status !== 0) throw new Error(`editDatosPractica: ${body.status} ${body.mensaje}`);
});
afterAll(() => t.close());

describe('IBAN y NSS cifrados en reposo (decisión 051)', () => {
  it('la base no guarda ningún IBAN ni NSS en claro: ni el del alumno, ni el de la empresa de la demo', async () => {
    expect(await dondeAparece(t, '21000813610123456789')).toEqual([]);
    expect(await dondeAparece(t, NSS)).toEqual([]);
    expect(await dondeAparece(t, '2100 0418')).toEqual([]);
    expect(await dondeAparece(t, '21000418')).toEqual([]);
    const valores = await valoresGuardados();
    expect(valores.map((v) => v.lugar)).toEqual(
      expect.arrayContaining(['datos_practica_alumno.iban', 'datos_practica_alumno.nss', 'empresas.iban', 'convenios.iban']),
    );
    for (const v of valores) expect(v.valor, `${v.lugar} ${v.id}`).toMatch(/^c1\.\d+\.[A-Za-z0-9_-]+$/);
    // The database itself refuses a clear value from now on.
    await expect(t.database.query('UPDATE empresas SET iban = $2 WHERE id = $1', [idLevante, IBAN])).rejects.toThrow(
      /empresas_iban_cifrado/,
    );
  });

  it('las respuestas no cambian: enmascarados al alumno, completos al personal y a la empresa en su perfil', async () => {
    const alumno = await t.call(endpoints.faltaDatosNecesariosPorPractica, {}, ana.token);
    expect(alumno.body.datos).toMatchObject({
      ibanEnmascarado: 'ES79 **** **** **** **** 6789',
      nssEnmascarado: `**********${NSS.slice(10)}`,
    });
    const personal = await t.call(endpoints.datosPracticaAlumno, { id: ana.id }, gestor);
    expect(personal.body.datos).toMatchObject({ idAlumno: ana.id, iban: IBAN, nss: NSS, swift: null });
    const empresa = await t.login('empresa', 'rrhh.demo', idLevante);
    expect((await t.call(endpoints.dameDatosEmpresa, {}, empresa)).body.datos.iban).toBe(IBAN_LEVANTE);
  });

  it('la copia de sus datos lleva al alumno su IBAN y su NSS en claro', async () => {
    const { body } = await t.call(endpoints.solicitarExportacion, {}, ana.token);
    await vi.waitFor(
      async () => {
        await t.services.misDatos.prepararPendientes();
        const { body: mis } = await t.call(endpoints.misDatos, {}, ana.token);
        expect(mis.datos.exportaciones.find((e) => e.id === body.datos.id)?.estado).toBe('lista');
      },
      { timeout: 20_000, interval: 200 },
    );
    const respuesta = await t.app.inject({
      method: 'GET',
      url: `/api/Alumno/misDatos/exportacion/${body.datos.id}`,
      headers: { authorization: `Bearer ${ana.token}` },
    });
    const zip = unzipSync(new Uint8Array(respuesta.rawPayload));
    const pago = JSON.parse(strFromU8(zip['datos/datos_pago.json'] as Uint8Array)) as Record<string, unknown>[];
    expect(pago).toEqual([expect.objectContaining({ iban: IBAN, nss: NSS })]);
  });

  it('un valor copiado a la fila de otro no se descifra: el personal recibe un error, no el IBAN de otro', async () => {
    const [suyo] = await t.database.query<{ iban: string; nss: string }>(
      'SELECT iban, nss FROM datos_practica_alumno WHERE id_alumno = $1',
      [ana.id],
    );
    await t.database.query('INSERT INTO datos_practica_alumno (id_alumno, iban, nss) VALUES ($1, $2, $3)', [
      bruno.id,
      suyo?.iban,
      suyo?.nss,
    ]);
    await expect(t.services.cifrado.descifrar('datos_practica_alumno.iban', bruno.id, suyo?.iban ?? null)).rejects.toThrow(
      ErrorCifrado,
    );
    // Nor in another column of the same row.
    await expect(t.services.cifrado.descifrar('datos_practica_alumno.nss', ana.id, suyo?.iban ?? null)).rejects.toThrow(
      /no es de esta fila/,
    );
    const { http, body } = await t.call(endpoints.datosPracticaAlumno, { id: bruno.id }, gestor);
    expect(http).toBe(500);
    expect(JSON.stringify(body)).not.toContain(IBAN);
    await t.database.query('DELETE FROM datos_practica_alumno WHERE id_alumno = $1', [bruno.id]);
  });

  it('los valores guardados en claro antes de 0047 se cifran al arrancar, también los bloqueados', async () => {
    // As a database migrated by 0047 keeps them until the API starts (the checks are NOT VALID).
    await t.database.query('ALTER TABLE empresas DROP CONSTRAINT empresas_iban_cifrado');
    await t.database.query('UPDATE empresas SET iban = $2 WHERE id = $1', [idLevante, IBAN_LEVANTE]);
    await t.database.query(
      `INSERT INTO datos_bloqueados (tipo_usuario, id_usuario, datos, base_legal)
       VALUES ('alumno', $1, jsonb_build_object('dni', 'X1', 'nombre', 'Bruno', 'apellidos', 'B', 'email', 'b@x.es',
         'telefono', null, 'iban', $2::text, 'nss', $3::text, 'swift', null), 'prueba')`,
      [bruno.id, IBAN, NSS],
    );
    expect(await dondeAparece(t, '21000418')).toEqual(['empresas']);

    const { db, withTransaction } = transactional(t.database.db);
    const lineas: string[] = [];
    const cifrado = await prepararCifrado(db, withTransaction, entorno(clave(CLAVE_CIFRADO_PRUEBAS)), (l) => lineas.push(l));
    expect(lineas).toEqual(['Cifrado en reposo: 3 IBAN y NSS guardados en claro se han cifrado']);
    expect(await dondeAparece(t, '21000418')).toEqual([]);
    expect(await dondeAparece(t, '21000813610123456789')).toEqual([]);
    for (const v of await valoresGuardados()) expect(v.valor, v.lugar).toMatch(/^c1\./);
    const [e] = await t.database.query<{ iban: string }>('SELECT iban FROM empresas WHERE id = $1', [idLevante]);
    expect(await cifrado.descifrar('empresas.iban', idLevante, e?.iban ?? null)).toBe(IBAN_LEVANTE);
    const bloqueados = await t.call(endpoints.datosBloqueadosAlumno, { id: bruno.id }, gestor);
    expect(bloqueados.body.datos).toMatchObject({ iban: IBAN, nss: NSS });
    // A second start finds nothing left.
    const otra: string[] = [];
    await prepararCifrado(db, withTransaction, entorno(clave(CLAVE_CIFRADO_PRUEBAS)), (l) => otra.push(l));
    expect(otra).toEqual([]);
    await t.database.query("ALTER TABLE empresas ADD CONSTRAINT empresas_iban_cifrado CHECK (iban LIKE 'c1.%') NOT VALID");
  });

  it('con otra clave maestra la API no arranca, y lo dice', async () => {
    const env = (ENCRYPTION_KEY: string) => testEnv({ ENCRYPTION_KEY });
    const otra = randomBytes(32).toString('base64');
    await expect(createServices(t.database, env(otra), loadBrand('demo'))).rejects.toThrow(
      /clave maestra «pruebas», que no es ENCRYPTION_KEY \(«[0-9a-f]{12}»\) ni está en ENCRYPTION_KEYS_PREVIOUS/,
    );
    // The same id, another key: it does not open the data keys.
    await expect(createServices(t.database, env(`pruebas:${otra}`), loadBrand('demo'))).rejects.toThrow(
      /«pruebas» no abre la clave de datos .*no es la clave con la que se cifraron los datos/,
    );
    expect(() => testEnv({ ENCRYPTION_KEY: 'corta' })).toThrow(/ENCRYPTION_KEY debe ser una clave de 32 bytes en base64/);
  });

  it('claves:rotar envuelve las claves de datos con la nueva clave maestra; después la anterior ya no hace falta', async () => {
    const { db, withTransaction } = transactional(t.database.db);
    const vieja = clave(CLAVE_CIFRADO_PRUEBAS);
    nueva = claveNueva();
    const antes = await valoresGuardados();

    // Without the previous key it cannot open them, and changes nothing.
    await expect(rotarClaves(db, withTransaction, { actual: nueva, anteriores: [] })).rejects.toThrow(ErrorCifrado);
    const informe = await rotarClaves(db, withTransaction, { actual: nueva, anteriores: [vieja] });
    expect(informe).toEqual({ claveMaestra: nueva.id, reenvueltas: 1, yaEnvueltas: 0 });
    // Idempotent: a second run has nothing to do.
    expect(await rotarClaves(db, withTransaction, { actual: nueva, anteriores: [vieja] })).toMatchObject({
      reenvueltas: 0,
      yaEnvueltas: 1,
    });
    // The values did not move; a start with the new key alone reads every one of them; the old key alone fails.
    expect(await valoresGuardados()).toEqual(antes);
    const cifrado = await prepararCifrado(db, withTransaction, entorno(nueva), silencio);
    expect(
      await cifrado.descifrar(
        'empresas.iban',
        idLevante,
        antes.find((v) => v.lugar === 'empresas.iban' && v.id === idLevante)?.valor ?? null,
      ),
    ).toBe(IBAN_LEVANTE);
    for (const v of antes) {
      const l = LUGARES_CIFRADOS.find((x) => nombreLugar(x) === v.lugar);
      await expect(cifrado.descifrar(l?.campo as never, v.id, v.valor)).resolves.toEqual(expect.any(String));
    }
    await expect(prepararCifrado(db, withTransaction, entorno(vieja), silencio)).rejects.toThrow(/no es ENCRYPTION_KEY/);
    // The running copy (its data keys in memory) still answers.
    expect((await t.call(endpoints.datosPracticaAlumno, { id: ana.id }, gestor)).body.datos.iban).toBe(IBAN);
  });

  it('claves:rotar --datos vuelve a cifrar cada valor con una clave de datos nueva, y puede reanudarse', async () => {
    const { db, withTransaction } = transactional(t.database.db);
    const antes = await valoresGuardados();
    const informe = await rotarClaves(db, withTransaction, { actual: nueva, anteriores: [] }, { datos: true });
    expect(informe).toMatchObject({ reenvueltas: 0, yaEnvueltas: 1, claveDatos: expect.any(Number) });
    const total = Object.values(informe.valores ?? {}).reduce((a, b) => a + b, 0);
    expect(total).toBe(antes.length);
    const despues = await valoresGuardados();
    for (const v of despues) expect(v.valor, v.lugar).toMatch(new RegExp(`^c1\\.${informe.claveDatos}\\.`));
    // The same clear values as before.
    const cifrado = await prepararCifrado(db, withTransaction, entorno(nueva), silencio);
    const claros = (lista: typeof antes) =>
      Promise.all(
        lista.map((v) =>
          cifrado.descifrar(LUGARES_CIFRADOS.find((l) => nombreLugar(l) === v.lugar)?.campo as never, v.id, v.valor),
        ),
      );
    expect(await claros(despues)).toEqual(await claros(antes));

    // A run stopped half-way leaves values under the older key: the next one resumes with the same new key.
    const levante = antes.find((v) => v.lugar === 'empresas.iban' && v.id === idLevante);
    await t.database.query('UPDATE empresas SET iban = $2 WHERE id = $1', [idLevante, levante?.valor]);
    const reanudada = await rotarClaves(db, withTransaction, { actual: nueva, anteriores: [] }, { datos: true });
    expect(reanudada.claveDatos).toBe(informe.claveDatos);
    expect(Object.values(reanudada.valores ?? {}).reduce((a, b) => a + b, 0)).toBe(1);
    expect(reanudada.valores?.['empresas.iban']).toBe(1);
    // A copy started with the new master key reads every value; one still on the old key alone fails, saying why.
    const [suyo] = await t.database.query<{ iban: string }>('SELECT iban FROM datos_practica_alumno WHERE id_alumno = $1', [
      ana.id,
    ]);
    const reiniciada = await prepararCifrado(db, withTransaction, entorno(nueva), silencio);
    expect(await reiniciada.descifrar('datos_practica_alumno.iban', ana.id, suyo?.iban ?? null)).toBe(IBAN);
    await expect(t.services.cifrado.descifrar('datos_practica_alumno.iban', ana.id, suyo?.iban ?? null)).rejects.toThrow(
      /no es ENCRYPTION_KEY/,
    );
  });
});
