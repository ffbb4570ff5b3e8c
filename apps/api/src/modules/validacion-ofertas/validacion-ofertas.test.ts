import { endpoints } from '@puente/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDatos } from '../../test/envelope';
import { createTestApp, type TestApp } from '../../test/test-app';
import { crearOferta, dia, notificacionesDe, ofertaEmpleo, ofertaPracticas, tokens } from '../procesos/test-fixtures';

let t: TestApp;
let tk: Awaited<ReturnType<typeof tokens>>;
beforeAll(async () => {
  t = await createTestApp();
  tk = await tokens(t);
});
afterAll(() => t.close());

const pendientes = async () => (await t.call(endpoints.ofertasPendientesValidacion, {}, tk.gestor)).body;

describe('validación de ofertas por la universidad (marca con validación manual)', () => {
  it('una oferta nueva queda en la cola de pendientes, las más antiguas primero', async () => {
    const o = await crearOferta(t, tk.meseta, ofertaEmpleo({ titulo: 'Ingeniero/a de procesos' }));
    const body = await pendientes();
    expect(body.status).toBe(0);
    const item = body.datos.find((p: { idOferta: number }) => p.idOferta === o.idOferta);
    expect(item).toMatchObject({
      titulo: 'Ingeniero/a de procesos',
      idPerfil: 1,
      textoPerfilOferta: 'Empleo',
      empresa: { id: tk.idMeseta, cif: 'A58818501' },
      plazoCerrado: false,
      camposPendientes: [],
    });
    const ids: number[] = body.datos.map((p: { idOferta: number }) => p.idOferta);
    expect(ids.indexOf(o.idOferta)).toBe(ids.length - 1);
  });

  it('dameOfertaValidacion enseña la oferta como la verán los estudiantes', async () => {
    const o = await crearOferta(t, tk.levante);
    const { body } = await t.call(endpoints.dameOfertaValidacion, { idOferta: o.idOferta }, tk.gestor);
    expect(body.status).toBe(0);
    expect(body.datos.oferta).toEqual(await t.services.ofertas.detalle(o.idOferta, null));
    expect(body.datos.pendiente.idOferta).toBe(o.idOferta);
  });

  it('validar publica la oferta (idEstado 2) y avisa a la empresa', async () => {
    const o = await crearOferta(t, tk.levante);
    const { body } = await t.call(endpoints.validarOferta, { idOferta: o.idOferta }, tk.gestor);
    expect(body).toMatchObject({ status: 0, datos: { idOferta: o.idOferta, idEstado: 2, Estado: 'Publicada' } });
    const [row] = await t.database.query<{ fecha_publicacion: Date | null }>(
      'SELECT fecha_publicacion FROM ofertas WHERE id = $1',
      [o.idOferta],
    );
    expect(row?.fecha_publicacion).not.toBeNull();
    const [aviso] = await notificacionesDe(t, 'empresa', tk.idLevante);
    expect(aviso).toMatchObject({ titulo: 'Oferta publicada', importante: false, url_acceso: `/mis-ofertas/${o.idOferta}` });
    expect((await pendientes()).datos.map((p: { idOferta: number }) => p.idOferta)).not.toContain(o.idOferta);
    const [decision] = await t.database.query<Record<string, unknown>>(
      'SELECT decision, motivo FROM oferta_validaciones WHERE id_oferta = $1',
      [o.idOferta],
    );
    expect(decision).toEqual({ decision: 'validada', motivo: null });
  });

  it('rechazar exige un motivo, deja la oferta rechazada (idEstado 4) y avisa a la empresa', async () => {
    const o = await crearOferta(t, tk.meseta, ofertaPracticas());
    const sin = await t.call(endpoints.rechazarOferta, { idOferta: o.idOferta, motivo: '' }, tk.gestor);
    expect(sin.body.status).toBe(15);
    const { body } = await t.call(
      endpoints.rechazarOferta,
      { idOferta: o.idOferta, motivo: 'Las tareas no corresponden a unas prácticas formativas' },
      tk.gestor,
    );
    expect(body).toMatchObject({ status: 0, datos: { idEstado: 4, Estado: 'Rechazada por la universidad' } });
    const proceso = await t.call(endpoints.dameDatosProceso, { id: o.idOferta }, tk.meseta);
    expect(proceso.body.datos.proceso).toMatchObject({
      idEstado: 4,
      motivoRechazo: 'Las tareas no corresponden a unas prácticas formativas',
    });
    const [aviso] = await notificacionesDe(t, 'empresa', tk.idMeseta);
    expect(aviso).toMatchObject({ titulo: 'Oferta rechazada', importante: true });
    expect(aviso?.texto).toContain('Las tareas no corresponden');
  });

  it('una oferta ya decidida, cerrada o inexistente no se puede validar ni rechazar → 48', async () => {
    const o = await crearOferta(t, tk.levante);
    await t.call(endpoints.validarOferta, { idOferta: o.idOferta }, tk.gestor);
    expect((await t.call(endpoints.validarOferta, { idOferta: o.idOferta }, tk.gestor)).body.status).toBe(48);
    expect((await t.call(endpoints.rechazarOferta, { idOferta: o.idOferta, motivo: 'Duplicada' }, tk.gestor)).body.status).toBe(
      48,
    );
    const cerrada = await crearOferta(t, tk.levante);
    await t.call(endpoints.cerrarOferta, { urlOferta: cerrada.urlAcceso }, tk.levante);
    expect((await t.call(endpoints.validarOferta, { idOferta: cerrada.idOferta }, tk.gestor)).body.status).toBe(48);
    expect((await t.call(endpoints.validarOferta, { idOferta: 99999999 }, tk.gestor)).body.status).toBe(48);
    expect((await t.call(endpoints.dameOfertaValidacion, { idOferta: 99999999 }, tk.gestor)).body.status).toBe(48);
  });

  it('una oferta incompleta (copia al perfil contrario sin completar) no se publica → 15 con los campos', async () => {
    const o = await crearOferta(t, tk.levante, ofertaEmpleo());
    const copia = await t.call(endpoints.copiarOfertaPerfilContrario, { urlOferta: o.urlAcceso }, tk.levante);
    const id = copia.body.datos.idOferta;
    const item = (await pendientes()).datos.find((p: { idOferta: number }) => p.idOferta === id);
    expect(item?.camposPendientes).toContain('tutorNombre');
    const { body } = await t.call(endpoints.validarOferta, { idOferta: id }, tk.gestor);
    expect(body.status).toBe(15);
    expect(errorDatos<{ camposPendientes: string[] }>(body).camposPendientes).toEqual([
      'idTipoFormacion',
      'tutorNombre',
      'tutorCargo',
      'tutorEmail',
      'tutorTelefono',
    ]);
  });

  it('una oferta pendiente cuyo plazo ya pasó no se publica → 48 (se rechaza con motivo)', async () => {
    const o = await crearOferta(t, tk.levante);
    await t.database.query('UPDATE ofertas SET fecha_limite = $2 WHERE id = $1', [o.idOferta, dia(-2)]);
    expect((await t.call(endpoints.validarOferta, { idOferta: o.idOferta }, tk.gestor)).body.status).toBe(48);
    const rechazo = await t.call(endpoints.rechazarOferta, { idOferta: o.idOferta, motivo: 'Plazo vencido' }, tk.gestor);
    expect(rechazo.body.status).toBe(0);
  });

  it('cada decisión queda en la auditoría con el gestor', async () => {
    const rows = await t.database.query<{ accion: string; actor_tipo: string }>(
      "SELECT DISTINCT accion, actor_tipo FROM auditoria WHERE accion IN ('oferta.validacion', 'oferta.rechazo') ORDER BY accion",
    );
    expect(rows).toEqual([
      { accion: 'oferta.rechazo', actor_tipo: 'gestor' },
      { accion: 'oferta.validacion', actor_tipo: 'gestor' },
    ]);
  });
});
