import { endpoints } from '@puente/contract/endpoints/all';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { crearCandidatura, crearOferta, idAlumno, setEstadoOferta, tokens } from './test-fixtures';

/**
 * One user action, one transaction: a candidacy's state, its history row, the
 * student's notification and the audit row commit together or not at all.
 * A trigger makes the notification insert fail, as a full disk or a broken
 * constraint would, and the test finds nothing of the action in the database.
 */
let t: TestApp;
let tk: Awaited<ReturnType<typeof tokens>>;
let oferta: { idOferta: number; urlAcceso: string };
let marcos: number;

const falla = (tabla: 'notificaciones' | 'auditoria') => `
  CREATE OR REPLACE FUNCTION prueba_falla_notificacion() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN RAISE EXCEPTION 'la escritura falla en esta prueba'; END $$;
  CREATE TRIGGER prueba_falla_notificacion BEFORE INSERT ON ${tabla}
    FOR EACH ROW EXECUTE FUNCTION prueba_falla_notificacion();`;
const FALLA = falla('notificaciones');

async function huellas(idCandidatura: number) {
  const [c] = await t.database.query<{ estado: number }>('SELECT estado FROM candidaturas WHERE id = $1', [idCandidatura]);
  const [h] = await t.database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM candidatura_historial WHERE id_candidatura = $1',
    [idCandidatura],
  );
  const [a] = await t.database.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM auditoria WHERE accion = 'candidatura.estado' AND entidad_id = $1",
    [String(idCandidatura)],
  );
  const [n] = await t.database.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM notificaciones WHERE destino_tipo = 'alumno' AND destino_id = $1",
    [marcos],
  );
  return { estado: c?.estado, historial: h?.n, auditoria: a?.n, notificaciones: n?.n };
}

beforeAll(async () => {
  t = await createTestApp();
  tk = await tokens(t);
  oferta = await crearOferta(t, tk.levante);
  await setEstadoOferta(t, oferta.idOferta, 2);
  marcos = await idAlumno(t, '87654321X');
});
afterEach(async () => {
  await t.database.exec('DROP TRIGGER IF EXISTS prueba_falla_notificacion ON notificaciones');
  await t.database.exec('DROP TRIGGER IF EXISTS prueba_falla_notificacion ON auditoria');
});
afterAll(() => t.close());

describe('una acción, una transacción', () => {
  it('la empresa cambia el estado y la notificación falla: no queda ni el estado, ni el historial, ni la auditoría', async () => {
    const id = await crearCandidatura(t, oferta.idOferta, '87654321X', 1);
    const antes = await huellas(id);
    await t.database.exec(FALLA);

    const r = await t.call(endpoints.cambiaEstadoCandidatura, { idCandidatura: id, idEstado: 2 }, tk.levante);
    expect(r.http).toBe(500);
    expect(r.body.status).toBe(500);
    expect(await huellas(id)).toEqual(antes);

    await t.database.exec('DROP TRIGGER prueba_falla_notificacion ON notificaciones');
    const ok = await t.call(endpoints.cambiaEstadoCandidatura, { idCandidatura: id, idEstado: 2 }, tk.levante);
    expect(ok.body.status).toBe(0);
    expect(await huellas(id)).toEqual({
      estado: 2,
      historial: (antes.historial ?? 0) + 1,
      auditoria: (antes.auditoria ?? 0) + 1,
      notificaciones: (antes.notificaciones ?? 0) + 1,
    });
  });

  // The student's own actions write no notification (issue 10): the audit row is what fails here.
  it('el estudiante se retira y la auditoría falla: la candidatura sigue inscrita y sin rastro', async () => {
    const marcosToken = await t.login('alumno', '87654321X');
    const otra = await crearOferta(t, tk.levante);
    await setEstadoOferta(t, otra.idOferta, 2);
    const id = await crearCandidatura(t, otra.idOferta, '87654321X', 1);
    const antes = await huellas(id);
    await t.database.exec(falla('auditoria'));

    const r = await t.call(endpoints.desinscribirse, { urlOferta: otra.urlAcceso }, marcosToken);
    expect(r.http).toBe(500);
    expect(await huellas(id)).toEqual(antes);
  });
});
