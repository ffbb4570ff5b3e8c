import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CLASIFICACION, PARECE_PERSONAL } from './clasificacion';

/*
 * Issue 28: every column holding personal data is decided (exported, erased,
 * blocked or kept). This reads the migrated schema, so a new table or column
 * fails here until clasificacion.ts says what happens to it.
 */

let t: TestApp;
let columnas: Map<string, string[]>;
/** Tables with a foreign key to a person's table: they must be classified column by column. */
let aPersonas: Set<string>;

beforeAll(async () => {
  t = await createTestApp();
  const filas = await t.database.query<{ tabla: string; columna: string }>(
    `SELECT c.table_name AS tabla, c.column_name AS columna
       FROM information_schema.columns c
       JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
      WHERE c.table_schema = 'public' AND tb.table_type = 'BASE TABLE'
      ORDER BY c.table_name, c.ordinal_position`,
  );
  columnas = new Map();
  for (const f of filas) columnas.set(f.tabla, [...(columnas.get(f.tabla) ?? []), f.columna]);
  const fks = await t.database.query<{ tabla: string }>(
    `SELECT DISTINCT conrelid::regclass::text AS tabla FROM pg_constraint
      WHERE contype = 'f' AND confrelid::regclass::text IN ('alumnos', 'contactos_empresa', 'gestores')`,
  );
  aPersonas = new Set(fks.map((f) => f.tabla));
});
afterAll(() => t.close());

describe('clasificación de los datos personales', () => {
  it('cada tabla de la base de datos está clasificada, y no sobra ninguna', () => {
    const enBase = [...columnas.keys()].sort();
    expect(enBase.filter((tabla) => !Object.hasOwn(CLASIFICACION, tabla))).toEqual([]);
    expect(Object.keys(CLASIFICACION).filter((tabla) => !columnas.has(tabla))).toEqual([]);
  });

  it('una tabla con datos personales clasifica cada columna, y solo las que tiene', () => {
    const faltan: string[] = [];
    const sobran: string[] = [];
    for (const [tabla, clasificacion] of Object.entries(CLASIFICACION)) {
      if ('sinDatosPersonales' in clasificacion) continue;
      const reales = columnas.get(tabla) ?? [];
      for (const c of reales) if (!Object.hasOwn(clasificacion.columnas, c)) faltan.push(`${tabla}.${c}`);
      for (const c of Object.keys(clasificacion.columnas)) if (!reales.includes(c)) sobran.push(`${tabla}.${c}`);
    }
    expect(faltan).toEqual([]);
    expect(sobran).toEqual([]);
  });

  it('una tabla declarada sin datos personales no apunta a personas ni tiene columnas que lo parezcan', () => {
    const sospechosas: string[] = [];
    for (const [tabla, clasificacion] of Object.entries(CLASIFICACION)) {
      if (!('sinDatosPersonales' in clasificacion)) continue;
      if (aPersonas.has(tabla)) sospechosas.push(`${tabla} (clave ajena a una persona)`);
      for (const c of columnas.get(tabla) ?? []) if (PARECE_PERSONAL.test(c)) sospechosas.push(`${tabla}.${c}`);
    }
    expect(sospechosas).toEqual([]);
  });

  it('las columnas que parecen personales no se declaran «no personal»', () => {
    const malas = Object.entries(CLASIFICACION).flatMap(([tabla, clasificacion]) =>
      'sinDatosPersonales' in clasificacion
        ? []
        : Object.entries(clasificacion.columnas)
            .filter(([c, tratamiento]) => tratamiento === 'no personal' && PARECE_PERSONAL.test(c))
            .map(([c]) => `${tabla}.${c}`),
    );
    expect(malas).toEqual([]);
  });
});
