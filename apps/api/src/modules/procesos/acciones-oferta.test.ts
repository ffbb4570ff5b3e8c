import { endpoints } from '@puente/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  crearCandidatura,
  crearOferta,
  dia,
  idAlumno,
  notificacionesDe,
  ofertaEmpleo,
  ofertaPracticas,
  setEstadoOferta,
  tokens,
} from './test-fixtures';

let t: TestApp;
let tk: Awaited<ReturnType<typeof tokens>>;
beforeAll(async () => {
  t = await createTestApp();
  tk = await tokens(t);
});
afterAll(() => t.close());

const estadoDe = async (idOferta: number) =>
  (await t.database.query<{ id_estado: number }>('SELECT id_estado FROM ofertas WHERE id = $1', [idOferta]))[0]?.id_estado;

describe('cerrarOferta', () => {
  it('cierra una oferta publicada o pendiente → 511 (idEstado 3)', async () => {
    for (const estado of [1, 2]) {
      const o = await crearOferta(t, tk.levante);
      await setEstadoOferta(t, o.idOferta, estado);
      const { body } = await t.call(endpoints.cerrarOferta, { urlOferta: o.urlAcceso }, tk.levante);
      expect(body).toMatchObject({ status: 511, datos: { idOferta: o.idOferta, idEstado: 3, Estado: 'Cerrada' } });
      expect(await estadoDe(o.idOferta)).toBe(3);
    }
  });

  it('cerrar una oferta cerrada o rechazada → 48; borrada o inexistente → 4', async () => {
    const o = await crearOferta(t, tk.levante);
    for (const [estado, code] of [
      [3, 48],
      [4, 48],
      [5, 4],
    ] as const) {
      await setEstadoOferta(t, o.idOferta, estado);
      expect((await t.call(endpoints.cerrarOferta, { urlOferta: o.urlAcceso }, tk.levante)).body.status).toBe(code);
    }
    expect((await t.call(endpoints.cerrarOferta, { urlOferta: 'no-existe-abc123' }, tk.levante)).body.status).toBe(4);
  });

  it('las candidaturas siguen su curso tras el cierre', async () => {
    const o = await crearOferta(t, tk.levante);
    await setEstadoOferta(t, o.idOferta, 2);
    const id = await crearCandidatura(t, o.idOferta, '12345678Z', 2);
    await t.call(endpoints.cerrarOferta, { urlOferta: o.urlAcceso }, tk.levante);
    const r = await t.call(endpoints.cambiaEstadoCandidatura, { idCandidatura: id, idEstado: 3 }, tk.levante);
    expect(r.body.status).toBe(0);
  });
});

describe('copiarOferta', () => {
  it('crea una oferta nueva "(copia)", pendiente, con otra URL, las mismas titulaciones y sin candidaturas → 506', async () => {
    const o = await crearOferta(t, tk.levante, ofertaPracticas({ titulaciones: [4, 5] }));
    await setEstadoOferta(t, o.idOferta, 2);
    await crearCandidatura(t, o.idOferta, '12345678Z');
    const { body } = await t.call(endpoints.copiarOferta, { urlOferta: o.urlAcceso }, tk.levante);
    expect(body.status).toBe(506);
    expect(body.datos).toMatchObject({ idEstado: 1, camposPendientes: [] });
    expect(body.datos.idOferta).not.toBe(o.idOferta);
    expect(body.datos.urlAcceso).not.toBe(o.urlAcceso);
    const copia = await t.call(endpoints.dameDatosProceso, { id: body.datos.idOferta }, tk.levante);
    expect(copia.body.datos.proceso).toMatchObject({ titulo: 'Analista de datos júnior (copia)', numCandidatos: 0, idPerfil: 2 });
    expect(copia.body.datos.proceso.valores).toMatchObject({ titulaciones: [4, 5], tutorNombre: 'Marta Gil Navarro', meses: 6 });
  });

  it('un título largo se recorta para que quepa "(copia)"', async () => {
    const o = await crearOferta(t, tk.levante, ofertaEmpleo({ titulo: 'T'.repeat(150) }));
    const { body } = await t.call(endpoints.copiarOferta, { urlOferta: o.urlAcceso }, tk.levante);
    const [row] = await t.database.query<{ titulo: string }>('SELECT titulo FROM ofertas WHERE id = $1', [body.datos.idOferta]);
    expect(row?.titulo).toHaveLength(150);
    expect(row?.titulo.endsWith(' (copia)')).toBe(true);
  });

  it('las fechas ya pasadas no se copian, para que la copia no nazca caducada', async () => {
    const o = await crearOferta(t, tk.levante);
    await t.database.query('UPDATE ofertas SET fecha_limite = $2, fecha_inicio = $3, fecha_fin = $4 WHERE id = $1', [
      o.idOferta,
      dia(-40),
      dia(-20),
      dia(100),
    ]);
    const { body } = await t.call(endpoints.copiarOferta, { urlOferta: o.urlAcceso }, tk.levante);
    const editable = await t.call(endpoints.dameOfertaEditable, { id: body.datos.idOferta }, tk.levante);
    expect(editable.body.datos.valores).toMatchObject({ fechaLimite: null, fechaInicio: null, fechaFin: null });
  });
});

describe('copiarOfertaPerfilContrario', () => {
  it('prácticas → empleo: copia lo común con el mismo título, sin "(copia)", dice qué no se copió y deja el contrato pendiente', async () => {
    const o = await crearOferta(t, tk.levante, ofertaPracticas({ titulo: 'Prácticas de marketing' }));
    const { body } = await t.call(endpoints.copiarOfertaPerfilContrario, { urlOferta: o.urlAcceso }, tk.levante);
    expect(body.status).toBe(506);
    expect(body.datos).toMatchObject({ idEstado: 1, camposPendientes: ['idTipoContrato'] });
    expect(body.datos.camposNoCopiados).toEqual(
      expect.arrayContaining(['idTipoFormacion', 'meses', 'tutorNombre', 'tutorCargo', 'tutorEmail', 'tutorTelefono']),
    );
    expect(body.datos.camposNoCopiados).not.toContain('titulo');
    expect(body.datos.camposNoCopiados).not.toContain('puestoTrabajo');
    const { valores } = (await t.call(endpoints.dameOfertaEditable, { id: body.datos.idOferta }, tk.levante)).body.datos;
    expect(valores).toMatchObject({
      idPerfil: 1,
      titulo: 'Prácticas de marketing',
      puestoTrabajo: 'Analista de datos',
      horario: 'Lunes a viernes de 9:00 a 14:00',
      titulaciones: [1, 2],
      remuneracion: null,
      idTipoContrato: null,
      tutorNombre: null,
      meses: null,
      idTipoFormacion: null,
    });
  });

  it('empleo → prácticas: el tipo de prácticas y el tutor quedan pendientes; al completarlos se guarda', async () => {
    const o = await crearOferta(t, tk.levante, ofertaEmpleo());
    const { body } = await t.call(endpoints.copiarOfertaPerfilContrario, { urlOferta: o.urlAcceso }, tk.levante);
    expect(body.datos.camposPendientes).toEqual(['idTipoFormacion', 'tutorNombre', 'tutorCargo', 'tutorEmail', 'tutorTelefono']);
    expect(body.datos.camposNoCopiados).toContain('idTipoContrato');
    const { valores } = (await t.call(endpoints.dameOfertaEditable, { id: body.datos.idOferta }, tk.levante)).body.datos;
    expect(valores).toMatchObject({ idPerfil: 2, idTipoContrato: null, soloTitulados: false, remuneracion: null });
    const completa = await t.call(endpoints.editaOferta, { ...ofertaPracticas(), idOferta: body.datos.idOferta }, tk.levante);
    expect(completa.body.status).toBe(512);
  });
});

describe('deleteOferta', () => {
  it('sin candidaturas la oferta desaparece → 516', async () => {
    const o = await crearOferta(t, tk.levante);
    const { body } = await t.call(endpoints.deleteOferta, { urlOferta: o.urlAcceso }, tk.levante);
    expect(body).toMatchObject({ status: 516, datos: { conservada: false, candidaturasCanceladas: 0 } });
    expect(await estadoDe(o.idOferta)).toBeUndefined();
    expect((await t.call(endpoints.deleteOferta, { urlOferta: o.urlAcceso }, tk.levante)).body.status).toBe(4);
  });

  it('con candidaturas se conserva borrada (5), las vivas pasan a "Oferta cancelada" con historial y aviso al estudiante', async () => {
    const o = await crearOferta(t, tk.levante);
    await setEstadoOferta(t, o.idOferta, 2);
    const viva = await crearCandidatura(t, o.idOferta, '12345678Z', 3);
    const retirada = await crearCandidatura(t, o.idOferta, '87654321X', 8);
    const { body } = await t.call(endpoints.deleteOferta, { urlOferta: o.urlAcceso }, tk.levante);
    expect(body).toMatchObject({ status: 516, datos: { conservada: true, candidaturasCanceladas: 1 } });
    expect(await estadoDe(o.idOferta)).toBe(5);
    const rows = await t.database.query<{ id: number; estado: number }>(
      'SELECT id, estado FROM candidaturas WHERE id_oferta = $1 ORDER BY id',
      [o.idOferta],
    );
    expect(rows).toEqual([
      { id: viva, estado: 7 },
      { id: retirada, estado: 8 },
    ]);
    const historial = await t.database.query<Record<string, unknown>>(
      'SELECT estado_anterior, estado_nuevo, actor_tipo FROM candidatura_historial WHERE id_candidatura = $1',
      [viva],
    );
    expect(historial).toEqual([{ estado_anterior: 3, estado_nuevo: 7, actor_tipo: 'empresa' }]);
    const [aviso] = await notificacionesDe(t, 'alumno', await idAlumno(t, '12345678Z'));
    expect(aviso).toMatchObject({ titulo: 'Oferta cancelada', url_acceso: `/mis-candidaturas/${o.urlAcceso}` });
    expect(aviso?.texto).toContain('Analista de datos júnior');
    // Gone for the company: not listed, not readable.
    const lista = await t.call(endpoints.dameProcesosEmpleoYpracticas, {}, tk.levante);
    expect(lista.body.datos.map((p: { idOferta: number }) => p.idOferta)).not.toContain(o.idOferta);
    expect((await t.call(endpoints.dameDatosProceso, { id: o.idOferta }, tk.levante)).body.status).toBe(4);
    expect((await t.call(endpoints.dameCandidato, { id: viva }, tk.levante)).body.status).toBe(31);
  });

  it('deja constancia en la auditoría', async () => {
    const o = await crearOferta(t, tk.levante);
    await t.call(endpoints.deleteOferta, { urlOferta: o.urlAcceso }, tk.levante);
    const rows = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM auditoria WHERE accion = 'oferta.borrado' AND entidad_id = $1",
      [String(o.idOferta)],
    );
    expect(rows[0]?.n).toBe(1);
  });
});

describe('marca que no permite duplicar ni borrar, sin empleo y con validación automática (aurora)', () => {
  let a: TestApp;
  let token: string;
  beforeAll(async () => {
    a = await createTestApp({ BRAND: 'aurora' });
    token = await a.login('empresa', 'seleccion.demo');
  });
  afterAll(() => a.close());

  it('una oferta nueva se publica al momento (idEstado 2, con fecha de publicación)', async () => {
    const o = await crearOferta(a, token);
    expect(o).toMatchObject({ idEstado: 2, Estado: 'Publicada' });
    const [row] = await a.database.query<{ fecha_publicacion: Date | null }>(
      'SELECT fecha_publicacion FROM ofertas WHERE id = $1',
      [o.idOferta],
    );
    expect(row?.fecha_publicacion).not.toBeNull();
  });

  it('duplicar, duplicar al perfil contrario y borrar → 48, sin cambios', async () => {
    const o = await crearOferta(a, token);
    for (const endpoint of [endpoints.copiarOferta, endpoints.copiarOfertaPerfilContrario, endpoints.deleteOferta]) {
      expect((await a.call(endpoint, { urlOferta: o.urlAcceso }, token)).body.status).toBe(48);
    }
    const rows = await a.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ofertas WHERE titulo LIKE '%(copia)' OR id = $1",
      [o.idOferta],
    );
    expect(rows[0]?.n).toBe(1);
    const datos = await a.call(endpoints.dameDatosProceso, { id: o.idOferta }, token);
    expect(datos.body.datos.acciones).toEqual({
      editar: false,
      cerrar: true,
      duplicar: false,
      duplicarPerfilContrario: false,
      borrar: false,
      reenviar: false,
    });
  });

  it('sin empleo: crear una oferta de empleo → 48', async () => {
    expect((await a.call(endpoints.addOferta, ofertaEmpleo(), token)).body.status).toBe(48);
  });

  it('una copia incompleta al perfil contrario no se publica: espera a que la empresa la complete', async () => {
    // Aurora refuses copies, so the incomplete pending offer is set up as a copy would leave it.
    const o = await crearOferta(a, token);
    await a.database.query('UPDATE ofertas SET id_estado = 1, tutor_nombre = NULL WHERE id = $1', [o.idOferta]);
    const { body } = await a.call(endpoints.editaOferta, { ...ofertaPracticas(), idOferta: o.idOferta }, token);
    expect(body).toMatchObject({ status: 512, datos: { idEstado: 2 } });
  });
});
