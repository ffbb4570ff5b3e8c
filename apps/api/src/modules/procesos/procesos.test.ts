import { ESTADOS_CANDIDATURA, ESTADOS_CON_MOTIVO } from '@puente/contract/candidaturas';
import { endpoints } from '@puente/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  crearAlumno,
  crearCandidatura,
  crearOferta,
  idAlumno,
  notificacionesDe,
  ofertaEmpleo,
  setEstadoOferta,
  tokens,
} from './test-fixtures';

let t: TestApp;
let tk: Awaited<ReturnType<typeof tokens>>;
let oferta: { idOferta: number; urlAcceso: string };
let lucia: number;
beforeAll(async () => {
  t = await createTestApp();
  tk = await tokens(t);
  oferta = await crearOferta(t, tk.levante);
  await setEstadoOferta(t, oferta.idOferta, 2);
  lucia = await idAlumno(t, '12345678Z');
  await t.database.query(
    `INSERT INTO estudios_alumno (id_alumno, id_titulacion, de_la_universidad, finalizado, fecha_inicio, fecha_fin, nota_media)
     VALUES ($1, 1, true, true, '2019-09-01', '2023-06-30', 3.25)`,
    [lucia],
  );
});
afterAll(() => t.close());

describe('dameProcesosEmpleoYpracticas', () => {
  it('lista los procesos de la empresa con perfil, estado y recuento de candidatos', async () => {
    const empleo = await crearOferta(t, tk.levante, ofertaEmpleo());
    await crearCandidatura(t, oferta.idOferta, '87654321X', 1);
    const { body } = await t.call(endpoints.dameProcesosEmpleoYpracticas, {}, tk.levante);
    expect(body.status).toBe(0);
    const p = body.datos.find((x: { idOferta: number }) => x.idOferta === oferta.idOferta);
    expect(p).toMatchObject({ idPerfil: 2, idEstado: 2, Estado: 'Publicada', plazoCerrado: false, numCandidatos: 1 });
    expect(p?.numCandidatosNuevos).toBe(1);
    expect(p?.fechaLimite).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const e = body.datos.find((x: { idOferta: number }) => x.idOferta === empleo.idOferta);
    expect(e).toMatchObject({ idPerfil: 1, idEstado: 1, Estado: 'Pendiente de validación', numCandidatos: 0 });
  });

  it('solo los de la empresa con la que entra el contacto', async () => {
    const ids = async (token: string) =>
      new Set<number>(
        (await t.call(endpoints.dameProcesosEmpleoYpracticas, {}, token)).body.datos.map((p: { idOferta: number }) => p.idOferta),
      );
    const empresaDe = async (id: number) =>
      (await t.database.query<{ id_empresa: number }>('SELECT id_empresa FROM ofertas WHERE id = $1', [id]))[0]?.id_empresa;
    for (const id of await ids(tk.meseta)) expect(await empresaDe(id)).toBe(tk.idMeseta);
    const levante = await ids(tk.rrhhLevante);
    expect(levante.has(oferta.idOferta)).toBe(true);
    expect(levante).toEqual(await ids(tk.levante));
  });
});

describe('dameDatosProceso y dameDatosProcesoComoAlumno', () => {
  it('devuelve la oferta, las acciones y los candidatos con sus transiciones', async () => {
    await crearCandidatura(t, oferta.idOferta, '12345678Z', 1);
    const { body } = await t.call(endpoints.dameDatosProceso, { id: oferta.idOferta }, tk.levante);
    expect(body.status).toBe(0);
    expect(body.datos.proceso).toMatchObject({ idOferta: oferta.idOferta, motivoRechazo: null, valores: { idPerfil: 2 } });
    expect(body.datos.acciones).toEqual({
      editar: false,
      reenviar: false,
      cerrar: true,
      duplicar: true,
      duplicarPerfilContrario: true,
      borrar: true,
    });
    const luciaC = body.datos.candidatos.find((c: { idAlumno: number }) => c.idAlumno === lucia);
    expect(luciaC).toMatchObject({
      nombre: 'Lucía',
      apellidos: 'García Fernández',
      email: 'lucia.garcia@demo.puente.es',
      estado: 1,
      Estado: 'Inscrita',
      transiciones: [2, 3, 4, 5],
    });
  });

  it('una oferta pendiente ofrece editar', async () => {
    const o = await crearOferta(t, tk.levante);
    const { body } = await t.call(endpoints.dameDatosProceso, { id: o.idOferta }, tk.levante);
    expect(body.datos.acciones.editar).toBe(true);
  });

  it('la vista como alumno es exactamente la ficha del estudiante, también si aún no está publicada', async () => {
    const pendiente = await crearOferta(t, tk.levante);
    for (const id of [oferta.idOferta, pendiente.idOferta]) {
      const { body } = await t.call(endpoints.dameDatosProcesoComoAlumno, { id }, tk.levante);
      expect(body.status).toBe(0);
      expect(body.datos).toEqual(await t.services.ofertas.detalle(id, null));
      expect(body.datos.candidatura).toBeNull();
    }
  });
});

describe('dameCandidato', () => {
  it('devuelve el CV del candidato (nombre, contacto, estudios) y el historial, por id de candidatura', async () => {
    const id = await crearCandidatura(t, oferta.idOferta, '12345678Z', 1);
    await t.call(endpoints.cambiaEstadoCandidatura, { idCandidatura: id, idEstado: 2 }, tk.levante);
    const { body } = await t.call(endpoints.dameCandidato, { id }, tk.levante);
    expect(body.status).toBe(0);
    expect(body.datos).toMatchObject({
      idCandidatura: id,
      idOferta: oferta.idOferta,
      urlOferta: oferta.urlAcceso,
      estado: 2,
      Estado: 'En revisión',
      personales: { nombre: 'Lucía', apellido1: 'García', email: 'lucia.garcia@demo.puente.es', telefono: '612345678' },
    });
    expect(body.datos.personales).not.toHaveProperty('dni');
    expect(body.datos.academicos).toContainEqual(
      expect.objectContaining({ deLaUniversidad: true, finalizado: true, fechaFin: '30/06/2023', notaMedia: 3.25 }),
    );
    expect(body.datos.historial.at(-1)).toMatchObject({ estadoAnterior: 1, estadoNuevo: 2, Estado: 'En revisión' });
  });

  it('un id de candidatura inexistente → 31', async () => {
    expect((await t.call(endpoints.dameCandidato, { id: 99999999 }, tk.levante)).body.status).toBe(31);
  });
});

describe('cambiaEstadoCandidatura', () => {
  const motivoDe: Record<number, number> = { 5: 9 };
  let n = 0;
  /** A fresh candidate in state `desde` on the test offer. */
  async function candidaturaEn(desde: number) {
    n += 1;
    const dni = `9${String(n).padStart(7, '0')}T`;
    await crearAlumno(t, dni, `Candidato ${n}`);
    return crearCandidatura(t, oferta.idOferta, dni, desde);
  }
  const cambia = (idCandidatura: number, idEstado: number, extra: Record<string, unknown> = {}) =>
    t.call(endpoints.cambiaEstadoCandidatura, { idCandidatura, idEstado, ...extra }, tk.levante);

  // Written out from docs/procesos.md ("Company candidacy moves"), not read from
  // TRANSICIONES_EMPRESA: a wrong entry in the code's table must fail here.
  // biome-ignore format: one row per starting state, as in the docs
  const permitidas = [
    [1, 2], [1, 3], [1, 4], [1, 5],
    [2, 3], [2, 4], [2, 5],
    [3, 2], [3, 4], [3, 5], [3, 6],
    [4, 3], [4, 5], [4, 6],
    [5, 2],
    [6, 4],
  ] as const;

  it.each(permitidas)('%i → %i está permitida', async (desde, hasta) => {
    const id = await candidaturaEn(desde);
    const motivo = motivoDe[hasta];
    const { body } = await cambia(id, hasta, motivo ? { idMotivo: motivo } : {});
    expect(body.status).toBe(0);
    expect(body.datos).toMatchObject({ idCandidatura: id, estado: hasta });
    const [row] = await t.database.query<{ estado: number }>('SELECT estado FROM candidaturas WHERE id = $1', [id]);
    expect(row?.estado).toBe(hasta);
  });

  // Every other target of the states a company can move (all ten states as targets).
  const noPermitidas = (
    [
      [1, [1, 6, 7, 8, 16, 17]],
      [2, [1, 2, 6, 7, 8, 16, 17]],
      [3, [1, 3, 7, 8, 16, 17]],
      [4, [1, 2, 4, 7, 8, 16, 17]],
      [5, [1, 3, 4, 5, 6, 7, 8, 16, 17]],
      [6, [1, 2, 3, 5, 6, 7, 8, 16, 17]],
    ] as const
  ).flatMap(([desde, hastas]) => hastas.map((hasta) => [desde, hasta] as const));

  it('las dos listas cubren cada par (desde 1–6, hacia cualquier estado) una sola vez', () => {
    const pares = [...permitidas, ...noPermitidas].map(([desde, hasta]) => `${desde}→${hasta}`);
    expect(new Set(pares).size).toBe(pares.length);
    expect(pares).toHaveLength(6 * ESTADOS_CANDIDATURA.length);
  });

  it.each(noPermitidas)('%i → %i no está en la tabla → 14', async (desde, hasta) => {
    const id = await candidaturaEn(desde);
    const { body } = await cambia(id, hasta, { idMotivo: 9 });
    expect(body.status).toBe(14);
    const [row] = await t.database.query<{ estado: number }>('SELECT estado FROM candidaturas WHERE id = $1', [id]);
    expect(row?.estado).toBe(desde);
  });

  it.each([7, 8, 16, 17])('desde el estado %i no se puede cambiar → 49', async (desde) => {
    const id = await candidaturaEn(desde);
    expect((await cambia(id, 2)).body.status).toBe(49);
  });

  it('descartar exige un motivo de su familia (idEstado 5) → 15; con él queda en el historial', async () => {
    expect(ESTADOS_CON_MOTIVO).toContain(5);
    const id = await candidaturaEn(2);
    const sin = await cambia(id, 5);
    expect(sin.body).toMatchObject({ status: 15, datos: { errores: [{ campo: 'idMotivo' }] } });
    expect((await cambia(id, 5, { idMotivo: 1 })).body.status).toBe(15);
    expect((await cambia(id, 5, { idMotivo: 99999 })).body.status).toBe(15);
    const ok = await cambia(id, 5, { idMotivo: 9, comentario: 'Buscamos más experiencia en SQL' });
    expect(ok.body).toMatchObject({ status: 0, datos: { estado: 5, Estado: 'Descartada', transiciones: [2] } });
    const [h] = await t.database.query<Record<string, unknown>>(
      'SELECT estado_anterior, estado_nuevo, id_motivo, comentario, actor_tipo FROM candidatura_historial WHERE id_candidatura = $1',
      [id],
    );
    expect(h).toEqual({
      estado_anterior: 2,
      estado_nuevo: 5,
      id_motivo: 9,
      comentario: 'Buscamos más experiencia en SQL',
      actor_tipo: 'empresa',
    });
  });

  it('el estudiante recibe una notificación con el nuevo estado y el enlace a su candidatura', async () => {
    const id = await crearCandidatura(t, oferta.idOferta, '12345678Z', 3);
    expect((await cambia(id, 4)).body.status).toBe(0);
    const [aviso] = await notificacionesDe(t, 'alumno', lucia);
    expect(aviso).toMatchObject({
      titulo: 'Te han citado a una entrevista',
      importante: true,
      url_acceso: `/mis-candidaturas/${oferta.urlAcceso}`,
    });
    expect(aviso?.texto).toContain('Analista de datos júnior');
    const motivo = await cambia(id, 5, { idMotivo: 10 });
    expect(motivo.body.status).toBe(0);
    expect((await notificacionesDe(t, 'alumno', lucia))[0]?.texto).toContain('Proceso cubierto con otro candidato');
  });

  it('un id inexistente → 31; un estado fuera de la tabla de estados → 14', async () => {
    expect((await cambia(99999999, 2)).body.status).toBe(31);
    const id = await candidaturaEn(1);
    expect((await cambia(id, 99)).body.status).toBe(14);
  });
});
