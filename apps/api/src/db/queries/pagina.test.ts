import { TOTAL_EXACTO_HASTA } from '@puente/contract/paginas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { contarHasta } from './pagina';

/** The staff lists' total: exact up to TOTAL_EXACTO_HASTA, the planner's estimate beyond, never a full count. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // 30 000 rows, a tenth of them "raras"; analysed, so the planner knows their shares.
  await t.database.exec(`
    CREATE TABLE prueba_totales (id int primary key, tipo text not null);
    INSERT INTO prueba_totales SELECT i, CASE WHEN i % 10 = 0 THEN 'rara' WHEN i % 2 = 0 THEN 'media' ELSE 'otra' END
      FROM generate_series(1, 30000) AS i;
    ANALYZE prueba_totales;`);
});
afterAll(() => t.close());

const total = (donde: string) => contarHasta(t.database.db, sql`select id from prueba_totales where ${sql.raw(donde)}`);

describe('contarHasta', () => {
  it('cuenta exactamente lo que no pasa del límite', async () => {
    expect(await total('id <= 40')).toEqual({ total: 40, totalEstimado: false });
    expect(await total(`id <= ${TOTAL_EXACTO_HASTA}`)).toEqual({ total: TOTAL_EXACTO_HASTA, totalEstimado: false });
  });

  it('pasado el límite da la estimación del planificador, marcada como tal', async () => {
    const medias = await total(`tipo <> 'rara' and id <= 15000`);
    expect(medias.totalEstimado).toBe(true);
    expect(medias.total).toBeGreaterThan(TOTAL_EXACTO_HASTA);
  });

  it('muy por encima del límite ni siquiera cuenta: la estimación basta', async () => {
    const todas = await total('true');
    expect(todas.totalEstimado).toBe(true);
    // The planner's figure for an analysed table is its row count.
    expect(todas.total).toBeGreaterThan(1.5 * TOTAL_EXACTO_HASTA);
    expect(todas.total).toBeLessThan(40_000);
  });
});
