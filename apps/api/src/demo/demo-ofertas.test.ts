import { endpoints } from '@puente/contract/endpoints/all';
import { isValidCif, isValidDniNie } from '@puente/contract/validation/spanish-id';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { empresasDemo } from './data/empresas-demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const uno = async <T>(sql: string, params: unknown[] = []) => (await t.database.query<T>(sql, params))[0] as T;

describe('semilla de ofertas de demostración', () => {
  it('60+ ofertas publicadas y en plazo, de los dos perfiles, en varias provincias y titulaciones', async () => {
    const r = await uno<{
      n: number;
      empleo: number;
      practicas: number;
      provincias: number;
      titulaciones: number;
      empresas: number;
    }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE id_perfil = 1)::int AS empleo, count(*) FILTER (WHERE id_perfil = 2)::int AS practicas,
         count(DISTINCT id_provincia)::int AS provincias, count(DISTINCT id_empresa)::int AS empresas,
         (SELECT count(DISTINCT ot.id_titulacion)::int FROM oferta_titulaciones ot) AS titulaciones
       FROM ofertas WHERE id_estado = 2 AND fecha_limite >= current_date`,
    );
    expect(r.n).toBeGreaterThanOrEqual(60);
    expect(r.empleo).toBeGreaterThanOrEqual(25);
    expect(r.practicas).toBeGreaterThanOrEqual(25);
    expect(r.provincias).toBeGreaterThanOrEqual(10);
    expect(r.titulaciones).toBeGreaterThanOrEqual(40);
    expect(r.empresas).toBeGreaterThanOrEqual(10);
  });

  it('también pendientes, cerradas, caducadas y rechazadas', async () => {
    const r = await uno<{ pendientes: number; cerradas: number; caducadas: number; rechazadas: number }>(
      `SELECT count(*) FILTER (WHERE id_estado = 1)::int AS pendientes, count(*) FILTER (WHERE id_estado = 3)::int AS cerradas,
         count(*) FILTER (WHERE id_estado = 2 AND fecha_limite < current_date)::int AS caducadas,
         count(*) FILTER (WHERE id_estado = 4)::int AS rechazadas FROM ofertas`,
    );
    expect(r.pendientes).toBeGreaterThanOrEqual(2);
    expect(r.cerradas).toBeGreaterThanOrEqual(2);
    expect(r.caducadas).toBeGreaterThanOrEqual(3);
    expect(r.rechazadas).toBeGreaterThanOrEqual(1);
  });

  it('los CIF de las empresas nuevas y los DNI de los estudiantes son válidos', async () => {
    for (const e of empresasDemo) expect(isValidCif(e.cif), e.cif).toBe(true);
    const dnis = await t.database.query<{ dni: string }>("SELECT dni FROM alumnos WHERE email LIKE '%@demo.puente.es'");
    expect(dnis.length).toBeGreaterThanOrEqual(6);
    for (const { dni } of dnis) expect(isValidDniNie(dni), dni).toBe(true);
  });

  it('Lucía: candidaturas en 16, 1, 3 y 5, solo dos que cuentan para el límite; Marcos en 2, 6 y 8', async () => {
    const estados = async (dni: string) =>
      (
        await t.database.query<{ estado: number }>(
          'SELECT c.estado FROM candidaturas c JOIN alumnos a ON a.id = c.id_alumno WHERE a.dni = $1 ORDER BY c.estado',
          [dni],
        )
      ).map((r) => r.estado);
    expect(await estados('12345678Z')).toEqual([1, 3, 5, 16]);
    expect(await estados('87654321X')).toEqual([2, 6, 8]);
  });

  it('Lucía y Marcos pueden inscribirse una vez más (el navegador lo prueba); a Lucía la siguiente le da 103', async () => {
    const url = async (titulo: string) =>
      (
        await uno<{ url_acceso: string }>(
          'SELECT url_acceso FROM ofertas WHERE titulo = $1 AND id_estado = 2 ORDER BY id LIMIT 1',
          [titulo],
        )
      ).url_acceso;
    const lucia = await t.login('alumno', '12345678Z');
    const primera = await t.call(endpoints.inscribirse, { urlOferta: await url('Prácticas en consultoría tecnológica') }, lucia);
    expect(primera.body.status).toBe(502);
    const segunda = await t.call(endpoints.inscribirse, { urlOferta: await url('Prácticas de soporte informático') }, lucia);
    expect(segunda.body.status).toBe(103);
    const marcos = await t.login('alumno', '87654321X');
    const suya = await t.call(endpoints.inscribirse, { urlOferta: await url('Técnico/a de selección de personal') }, marcos);
    expect(suya.body.status).toBe(502);
  });

  it('cada candidatura tiene su historial, que termina en su estado actual', async () => {
    const sinHistorial = await uno<{ n: number }>(
      `SELECT count(*)::int AS n FROM candidaturas c WHERE c.estado <> (
         SELECT h.estado_nuevo FROM candidatura_historial h WHERE h.id_candidatura = c.id ORDER BY h.creado_en DESC, h.id DESC LIMIT 1)
         OR NOT EXISTS (SELECT 1 FROM candidatura_historial h WHERE h.id_candidatura = c.id)`,
    );
    expect(sinHistorial.n).toBe(0);
  });

  it('los estudiantes demo tienen estudios, provincia y búsqueda activa coherente con su perfil', async () => {
    const rows = await t.database.query<{ dni: string; con_practicas: boolean; busqueda_practicas_activa: boolean; n: number }>(
      `SELECT a.dni, a.con_practicas, a.busqueda_practicas_activa, (SELECT count(*)::int FROM estudios_alumno e WHERE e.id_alumno = a.id) AS n
       FROM alumnos a WHERE a.dni IN ('12345678Z', '87654321X') ORDER BY a.dni`,
    );
    expect(rows).toEqual([
      { dni: '12345678Z', con_practicas: true, busqueda_practicas_activa: true, n: 2 },
      { dni: '87654321X', con_practicas: true, busqueda_practicas_activa: false, n: 2 },
    ]);
  });

  it('notificaciones importantes y no, con y sin enlace, para estudiantes y empresas; y comunicaciones', async () => {
    const r = await uno<{
      alumno: number;
      empresa: number;
      importantes: number;
      internas: number;
      externas: number;
      sin: number;
      com: number;
    }>(
      `SELECT count(*) FILTER (WHERE destino_tipo = 'alumno')::int AS alumno, count(*) FILTER (WHERE destino_tipo = 'empresa')::int AS empresa,
         count(*) FILTER (WHERE importante)::int AS importantes, count(*) FILTER (WHERE url_acceso IS NOT NULL)::int AS internas,
         count(*) FILTER (WHERE url_externa IS NOT NULL)::int AS externas,
         count(*) FILTER (WHERE url_acceso IS NULL AND url_externa IS NULL)::int AS sin,
         (SELECT count(*)::int FROM comunicaciones) AS com
       FROM notificaciones`,
    );
    for (const [k, v] of Object.entries(r)) expect(v, k).toBeGreaterThanOrEqual(2);
  });
});
