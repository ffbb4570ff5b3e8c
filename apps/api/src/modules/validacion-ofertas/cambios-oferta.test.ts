import { endpoints } from '@puente/contract/endpoints/all';
import { parseFieldErrors } from '@puente/contract/field-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../lib/caller';
import { errorDatos } from '../../test/envelope';
import { createTestApp, type TestApp } from '../../test/test-app';
import { crearOferta, dia, ofertaEmpleo, ofertaPracticas, tokens } from '../procesos/test-fixtures';

/**
 * Asking a company for changes to a pending offer, its one resubmission, and correcting a typo while
 * approving (issue 25, decision 039).
 */
let t: TestApp;
let tk: Awaited<ReturnType<typeof tokens>>;
let lectura: string;
let practicas: string;
beforeAll(async () => {
  t = await createTestApp();
  tk = await tokens(t);
  for (const [nick, permiso] of [
    ['solo.lectura', 'lectura'],
    ['solo.practicas', 'practicas'],
  ] as const) {
    const alta = await t.call(
      endpoints.crearGestor,
      {
        nick,
        email: `${nick}@universidad.example`,
        nombre: 'Persona',
        apellidos: 'De prueba',
        permisos: [permiso],
        password: 'Puente2026',
      },
      tk.gestor,
    );
    expect(alta.body.status).toBe(0);
  }
  lectura = await t.login('gestor', 'solo.lectura');
  practicas = await t.login('gestor', 'solo.practicas');
});
afterAll(() => t.close());

const motivo = { idMotivo: 'descripcionIncompleta', detalle: 'Indicad el horario de las tardes.' } as const;
const pedir = (idOferta: number, m: Record<string, unknown> = motivo, token = tk.gestor) =>
  t.call(endpoints.pedirCambiosOferta, { idOferta, motivo: m }, token);
const corregir = (idOferta: number, cambios: Record<string, unknown>, token = tk.gestor) =>
  t.call(endpoints.corregirYValidarOferta, { idOferta, cambios }, token);

const fila = async (id: number) =>
  (
    await t.database.query<{ id_estado: number; reenvios: number; titulo: string; descripcion: string; tareas: string }>(
      'SELECT id_estado, reenvios, titulo, descripcion, tareas FROM ofertas WHERE id = $1',
      [id],
    )
  )[0];

const lector = (idEmpresa: number): Caller => ({
  tipo: 'empresa',
  id: 0,
  idEmpresa,
  nombre: '',
  apellidos: '',
  jti: '',
  exp: 0,
  rgpdPendiente: false,
  actor: null,
});
/** The company's notifications about one offer, in a language, newest first. */
const avisos = async (idEmpresa: number, idOferta: number, idioma: 'es' | 'en') =>
  (await t.services.notificaciones.listar(lector(idEmpresa), idioma))
    .filter((n) => n.urlAcceso === `/mis-ofertas/${idOferta}`)
    .sort((a, b) => b.idNotificacion - a.idNotificacion);

const auditoria = (idOferta: number, accion: string) =>
  t.database.query<{ actor_tipo: string; detalle: Record<string, unknown> }>(
    "SELECT actor_tipo, detalle FROM auditoria WHERE entidad = 'oferta' AND entidad_id = $1 AND accion = $2 ORDER BY id",
    [String(idOferta), accion],
  );

const enCola = async (filtro: Record<string, unknown>) =>
  (await t.call(endpoints.ofertasGestion, { estado: 1, tamano: 200, ...filtro }, tk.gestor)).body.datos.items;

describe('pedir cambios en una oferta pendiente', () => {
  it('la saca de la cola en «Cambios pedidos» (6), avisa a la empresa en su idioma, le escribe y lo audita', async () => {
    const o = await crearOferta(t, tk.levante, ofertaEmpleo({ titulo: 'Cambios Alfa' }));
    const { body } = await pedir(o.idOferta);
    expect(body).toMatchObject({ status: 0, datos: { idOferta: o.idOferta, idEstado: 6, Estado: 'Cambios pedidos' } });
    expect((await fila(o.idOferta))?.id_estado).toBe(6);
    expect((await enCola({ q: 'cambios alfa' })).map((x: { idOferta: number }) => x.idOferta)).toEqual([]);
    const pendientes = (await t.call(endpoints.ofertasPendientesValidacion, {}, tk.gestor)).body.datos;
    expect(pendientes.map((p: { idOferta: number }) => p.idOferta)).not.toContain(o.idOferta);

    const [es] = await avisos(tk.idLevante, o.idOferta, 'es');
    expect(es).toMatchObject({ titulo: 'La universidad pide cambios en tu oferta', Importante: true, leida: false });
    expect(es?.texto).toBe(
      'Revisa tu oferta «Cambios Alfa», haz los cambios y reenvíala a validación. Solo puedes reenviarla una vez. ' +
        'Motivo: La descripción no dice las tareas, el horario o las condiciones: Indicad el horario de las tardes.',
    );
    const [en] = await avisos(tk.idLevante, o.idOferta, 'en');
    expect(en?.titulo).toBe('The university asks for changes to your offer');
    expect(en?.texto).toContain('Reason: The description lacks the tasks, the hours or the conditions: Indicad el horario');

    const correos = await t.database.query<{ para: string; idioma: string; datos: Record<string, unknown> }>(
      "SELECT para, idioma, datos FROM correos WHERE plantilla = 'ofertaCambiosPedidos' AND (datos->>'idOferta')::int = $1",
      [o.idOferta],
    );
    const [autor] = await t.database.query<{ email: string }>(
      'SELECT c.email FROM contactos_empresa c JOIN ofertas o ON o.id_contacto = c.id WHERE o.id = $1',
      [o.idOferta],
    );
    expect(correos).toEqual([
      {
        para: autor?.email,
        idioma: 'es',
        datos: expect.objectContaining({ oferta: 'Cambios Alfa', idMotivo: 'descripcionIncompleta', detalle: motivo.detalle }),
      },
    ]);

    expect(await auditoria(o.idOferta, 'oferta.cambiosPedidos')).toEqual([{ actor_tipo: 'gestor', detalle: { motivo } }]);
    const decisiones = await t.database.query<{ decision: string; motivo: string }>(
      'SELECT decision, motivo FROM oferta_validaciones WHERE id_oferta = $1',
      [o.idOferta],
    );
    expect(decisiones).toEqual([
      {
        decision: 'cambios',
        motivo: 'La descripción no dice las tareas, el horario o las condiciones: Indicad el horario de las tardes.',
      },
    ]);
  });

  it('la empresa ve el motivo, edita la oferta y la reenvía una vez: vuelve a la cola marcada como reenviada', async () => {
    const o = await crearOferta(t, tk.meseta, ofertaPracticas({ titulo: 'Cambios Beta' }));
    expect((await pedir(o.idOferta, { idMotivo: 'otro', detalle: 'Falta el horario.' })).body.status).toBe(0);

    const proceso = await t.call(endpoints.dameDatosProceso, { id: o.idOferta }, tk.meseta);
    expect(proceso.body.datos.proceso).toMatchObject({
      idEstado: 6,
      Estado: 'Cambios pedidos',
      reenvios: 0,
      cambiosPedidos: { idMotivo: 'otro', detalle: 'Falta el horario.', fecha: expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/) },
    });
    expect(proceso.body.datos.acciones).toMatchObject({ editar: true, reenviar: true, cerrar: true });
    const lista = await t.call(endpoints.dameProcesosEmpleoYpracticas, {}, tk.meseta);
    expect(lista.body.datos.find((p: { idOferta: number }) => p.idOferta === o.idOferta)).toMatchObject({ idEstado: 6 });

    const editable = await t.call(endpoints.dameOfertaEditable, { id: o.idOferta }, tk.meseta);
    expect(editable.body).toMatchObject({ status: 0, datos: { idEstado: 6, cambiosPedidos: { idMotivo: 'otro' } } });
    const edita = await t.call(
      endpoints.editaOferta,
      { ...ofertaPracticas({ titulo: 'Cambios Beta', horario: 'Lunes a viernes de 15:00 a 19:00' }), idOferta: o.idOferta },
      tk.meseta,
    );
    expect(edita.body).toMatchObject({ status: 512, datos: { idEstado: 6 } });

    const ajena = await t.call(endpoints.reenviarOferta, { urlOferta: o.urlAcceso }, tk.levante);
    expect(ajena.body.status).toBe(4);
    const { body } = await t.call(endpoints.reenviarOferta, { urlOferta: o.urlAcceso }, tk.meseta);
    expect(body).toMatchObject({ status: 0, datos: { idOferta: o.idOferta, idEstado: 1, Estado: 'Pendiente de validación' } });
    expect(await fila(o.idOferta)).toMatchObject({ id_estado: 1, reenvios: 1 });
    expect(await auditoria(o.idOferta, 'oferta.reenvio')).toEqual([{ actor_tipo: 'empresa', detalle: { reenvios: 1 } }]);

    // The notification that asked for it is done; the company sees it pending again, with what was asked kept.
    const [aviso] = await avisos(tk.idMeseta, o.idOferta, 'es');
    expect(aviso).toMatchObject({ Importante: false, leida: true });
    const despues = await t.call(endpoints.dameDatosProceso, { id: o.idOferta }, tk.meseta);
    expect(despues.body.datos.proceso).toMatchObject({ idEstado: 1, reenvios: 1, cambiosPedidos: { idMotivo: 'otro' } });
    expect(despues.body.datos.acciones).toMatchObject({ reenviar: false });

    // In the staff's queue, marked and filterable.
    const [enLaCola] = await enCola({ q: 'cambios beta' });
    expect(enLaCola).toMatchObject({ idOferta: o.idOferta, reenvios: 1 });
    expect((await enCola({ q: 'cambios beta', reenviada: 'true' })).length).toBe(1);
    expect((await enCola({ q: 'cambios beta', reenviada: 'false' })).length).toBe(0);
    const revision = await t.call(endpoints.dameOfertaValidacion, { idOferta: o.idOferta }, tk.gestor);
    expect(revision.body.datos.pendiente).toMatchObject({
      reenvios: 1,
      cambiosPedidos: { idMotivo: 'otro', detalle: 'Falta el horario.' },
    });

    // Once: a second resubmission has nothing to resubmit.
    const otra = await t.call(endpoints.reenviarOferta, { urlOferta: o.urlAcceso }, tk.meseta);
    expect(otra.body).toMatchObject({
      status: 48,
      mensaje: 'La universidad no ha pedido cambios en esta oferta: no hay nada que reenviar.',
    });
  });

  it('una oferta reenviada ya no admite otra ronda (48): solo validarla o rechazarla, y el rechazo funciona', async () => {
    const o = await crearOferta(t, tk.levante, ofertaEmpleo({ titulo: 'Cambios Gamma' }));
    await pedir(o.idOferta);
    expect((await t.call(endpoints.reenviarOferta, { urlOferta: o.urlAcceso }, tk.levante)).body.status).toBe(0);
    const segunda = await pedir(o.idOferta);
    expect(segunda.body).toMatchObject({
      status: 48,
      mensaje: 'La empresa ya reenvió esta oferta tras pedirle cambios: ahora solo puedes validarla o rechazarla.',
    });
    expect((await fila(o.idOferta))?.id_estado).toBe(1);

    const rechazo = await t.call(
      endpoints.ofertasEnBloque,
      { decision: 'rechazar', ids: [o.idOferta], motivo: { idMotivo: 'noParaNuestrosEstudiantes' } },
      tk.gestor,
    );
    expect(rechazo.body).toMatchObject({ status: 0, datos: { afectadas: 1 } });
    expect((await fila(o.idOferta))?.id_estado).toBe(4);
  });

  it('una oferta reenviada también se puede validar', async () => {
    const o = await crearOferta(t, tk.levante, ofertaEmpleo({ titulo: 'Cambios Delta' }));
    await pedir(o.idOferta);
    await t.call(endpoints.reenviarOferta, { urlOferta: o.urlAcceso }, tk.levante);
    const { body } = await t.call(endpoints.validarOferta, { idOferta: o.idOferta }, tk.gestor);
    expect(body).toMatchObject({ status: 0, datos: { idEstado: 2 } });
  });

  it('sin motivo, con «otro» sin texto, sobre una oferta no pendiente o con el plazo pasado, no se piden cambios', async () => {
    const o = await crearOferta(t, tk.levante, ofertaEmpleo({ titulo: 'Cambios Épsilon' }));
    expect((await t.call(endpoints.pedirCambiosOferta, { idOferta: o.idOferta }, tk.gestor)).body.status).toBe(15);
    const otro = await pedir(o.idOferta, { idMotivo: 'otro' });
    expect(otro.body.status).toBe(15);
    expect(parseFieldErrors(otro.body.datos)).toEqual([{ campo: 'motivo.detalle', mensaje: 'Explica el motivo' }]);
    expect((await pedir(o.idOferta, { idMotivo: 'inventado' })).body.status).toBe(15);

    await pedir(o.idOferta);
    const dosVeces = await pedir(o.idOferta);
    expect(dosVeces.body).toMatchObject({ status: 48, mensaje: 'La oferta no existe o ya no está pendiente de validación.' });
    // Waiting for the company's changes it is not in the queue: no decision is taken on it meanwhile.
    expect((await t.call(endpoints.validarOferta, { idOferta: o.idOferta }, tk.gestor)).body.status).toBe(48);
    expect((await corregir(o.idOferta, { titulo: 'Cambios Épsilon corregida' })).body.status).toBe(48);

    const vencida = await crearOferta(t, tk.levante, ofertaEmpleo({ titulo: 'Cambios vencida' }));
    await t.database.query('UPDATE ofertas SET fecha_limite = $2 WHERE id = $1', [vencida.idOferta, dia(-1)]);
    expect((await pedir(vencida.idOferta)).body).toMatchObject({
      status: 48,
      mensaje: 'La fecha límite de la oferta ya ha pasado y la empresa no podría editarla: recházala indicando el motivo.',
    });
  });

  it('la empresa no reenvía lo que no tiene cambios pedidos (48) ni lo que ya venció (68)', async () => {
    const o = await crearOferta(t, tk.levante, ofertaEmpleo({ titulo: 'Cambios Zeta' }));
    expect((await t.call(endpoints.reenviarOferta, { urlOferta: o.urlAcceso }, tk.levante)).body.status).toBe(48);
    await pedir(o.idOferta);
    await t.database.query('UPDATE ofertas SET fecha_limite = $2 WHERE id = $1', [o.idOferta, dia(-1)]);
    expect((await t.call(endpoints.reenviarOferta, { urlOferta: o.urlAcceso }, tk.levante)).body.status).toBe(68);
    expect((await t.call(endpoints.dameOfertaEditable, { id: o.idOferta }, tk.levante)).body.status).toBe(68);
  });
});

describe('rechazar: la empresa corrige y reenvía una vez (decisión 040)', () => {
  it('tras un primer rechazo la edita y la reenvía; el aviso queda hecho y la cola la marca', async () => {
    const o = await crearOferta(t, tk.meseta, ofertaPracticas({ titulo: 'Rechazo Alfa' }));
    const rechazo = await t.call(
      endpoints.rechazarOferta,
      { idOferta: o.idOferta, motivo: 'La remuneración está por debajo del mínimo legal' },
      tk.gestor,
    );
    expect(rechazo.body).toMatchObject({ status: 0, datos: { idEstado: 4 } });
    const [aviso] = await avisos(tk.idMeseta, o.idOferta, 'es');
    expect(aviso).toMatchObject({ titulo: 'Oferta rechazada', Importante: true });

    const proceso = await t.call(endpoints.dameDatosProceso, { id: o.idOferta }, tk.meseta);
    expect(proceso.body.datos.proceso).toMatchObject({
      idEstado: 4,
      reenvios: 0,
      motivoRechazo: 'La remuneración está por debajo del mínimo legal',
    });
    expect(proceso.body.datos.acciones).toMatchObject({ editar: true, reenviar: true });
    const edita = await t.call(
      endpoints.editaOferta,
      { ...ofertaPracticas({ titulo: 'Rechazo Alfa', horario: 'Mañanas de 9:00 a 14:00' }), idOferta: o.idOferta },
      tk.meseta,
    );
    // Saved, still declined: only "reenviar" sends it back.
    expect(edita.body).toMatchObject({ status: 512, datos: { idEstado: 4 } });

    expect((await t.call(endpoints.reenviarOferta, { urlOferta: o.urlAcceso }, tk.levante)).body.status).toBe(4);
    const { body } = await t.call(endpoints.reenviarOferta, { urlOferta: o.urlAcceso }, tk.meseta);
    expect(body).toMatchObject({ status: 0, datos: { idOferta: o.idOferta, idEstado: 1 } });
    expect(await fila(o.idOferta)).toMatchObject({ id_estado: 1, reenvios: 1 });
    expect(await auditoria(o.idOferta, 'oferta.reenvio')).toEqual([{ actor_tipo: 'empresa', detalle: { reenvios: 1 } }]);
    expect((await avisos(tk.idMeseta, o.idOferta, 'es'))[0]).toMatchObject({ Importante: false, leida: true });
    expect(await enCola({ q: 'rechazo alfa', reenviada: 'true' })).toMatchObject([{ idOferta: o.idOferta, reenvios: 1 }]);
    // Resubmitted, no second round of changes: validate or decline.
    expect((await pedir(o.idOferta)).body.status).toBe(48);

    // Declined again, it is final: nothing to edit or resubmit, and the company is told why.
    const segundo = await t.call(
      endpoints.ofertasEnBloque,
      { decision: 'rechazar', ids: [o.idOferta], motivo: { idMotivo: 'salarioBajoMinimo' } },
      tk.gestor,
    );
    expect(segundo.body).toMatchObject({ status: 0, datos: { afectadas: 1 } });
    const final = await t.call(endpoints.dameDatosProceso, { id: o.idOferta }, tk.meseta);
    expect(final.body.datos.acciones).toMatchObject({ editar: false, reenviar: false });
    const otra = await t.call(endpoints.reenviarOferta, { urlOferta: o.urlAcceso }, tk.meseta);
    expect(otra.body).toMatchObject({
      status: 48,
      mensaje:
        'Esta oferta ya se reenvió una vez y la universidad la ha vuelto a rechazar: el rechazo es definitivo. Puedes publicar una oferta nueva.',
    });
    expect((await t.call(endpoints.dameOfertaEditable, { id: o.idOferta }, tk.meseta)).body.status).toBe(25);
  });

  it('un rechazo en bloque también deja reenviarla, y no fuera de plazo (68)', async () => {
    const o = await crearOferta(t, tk.levante, ofertaEmpleo({ titulo: 'Rechazo Beta' }));
    const lote = await t.call(
      endpoints.ofertasEnBloque,
      { decision: 'rechazar', ids: [o.idOferta], motivo: { idMotivo: 'otro', detalle: 'No es una oferta real.' } },
      tk.gestor,
    );
    expect(lote.body.status).toBe(0);
    const tarde = await crearOferta(t, tk.levante, ofertaEmpleo({ titulo: 'Rechazo Gamma' }));
    await t.call(endpoints.rechazarOferta, { idOferta: tarde.idOferta, motivo: 'Falta el salario' }, tk.gestor);
    await t.database.query('UPDATE ofertas SET fecha_limite = $2 WHERE id = $1', [tarde.idOferta, dia(-1)]);
    expect((await t.call(endpoints.reenviarOferta, { urlOferta: tarde.urlAcceso }, tk.levante)).body.status).toBe(68);
    expect((await t.call(endpoints.reenviarOferta, { urlOferta: o.urlAcceso }, tk.levante)).body.status).toBe(0);
    expect((await fila(o.idOferta))?.id_estado).toBe(1);
  });
});

describe('corregir y validar', () => {
  it('aplica las correcciones y publica en una operación, audita el antes y el después, y el aviso nombra los campos', async () => {
    const o = await crearOferta(
      t,
      tk.levante,
      ofertaEmpleo({ titulo: 'Desarollador/a backend', descripcion: 'Buscamos una persona para el equpo.' }),
    );
    const { body } = await corregir(o.idOferta, {
      titulo: 'Desarrollador/a backend',
      descripcion: 'Buscamos una persona para el equipo.',
      // Unchanged: not part of the correction.
      departamento: 'Datos y BI',
    });
    expect(body).toMatchObject({ status: 0, datos: { idOferta: o.idOferta, idEstado: 2, Estado: 'Publicada' } });
    expect(await fila(o.idOferta)).toMatchObject({
      id_estado: 2,
      titulo: 'Desarrollador/a backend',
      descripcion: 'Buscamos una persona para el equipo.',
    });
    expect(await auditoria(o.idOferta, 'oferta.correccion')).toEqual([
      {
        actor_tipo: 'gestor',
        detalle: {
          diff: {
            titulo: { antes: 'Desarollador/a backend', despues: 'Desarrollador/a backend' },
            descripcion: { antes: 'Buscamos una persona para el equpo.', despues: 'Buscamos una persona para el equipo.' },
          },
        },
      },
    ]);
    expect(await auditoria(o.idOferta, 'oferta.validacion')).toEqual([
      { actor_tipo: 'gestor', detalle: { correccion: ['titulo', 'descripcion'] } },
    ]);
    const [es] = await avisos(tk.idLevante, o.idOferta, 'es');
    expect(es).toMatchObject({ titulo: 'Oferta publicada con correcciones', Importante: false });
    expect(es?.texto).toBe(
      'La universidad ha corregido tu oferta «Desarrollador/a backend» antes de validarla y ya está publicada. ' +
        'Campos corregidos: Título y Descripción.',
    );
    const [en] = await avisos(tk.idLevante, o.idOferta, 'en');
    expect(en?.texto).toContain('Corrected fields: Title and Description.');
    const decision = await t.database.query<{ decision: string }>(
      'SELECT decision FROM oferta_validaciones WHERE id_oferta = $1',
      [o.idOferta],
    );
    expect(decision).toEqual([{ decision: 'validada' }]);
    // Students see the corrected text.
    const detalle = await t.services.ofertas.detalle(o.idOferta, null);
    expect(detalle).toMatchObject({ titulo: 'Desarrollador/a backend', publicada: true });
  });

  it('corrige también las tareas (columna propia) y una oferta reenviada', async () => {
    const o = await crearOferta(t, tk.meseta, ofertaPracticas({ titulo: 'Corrección reenviada' }));
    await pedir(o.idOferta);
    await t.call(endpoints.reenviarOferta, { urlOferta: o.urlAcceso }, tk.meseta);
    const { body } = await corregir(o.idOferta, { tareasAdesarrollar: 'Preparar informes y limpiar datos.' });
    expect(body.status).toBe(0);
    expect((await fila(o.idOferta))?.tareas).toBe('Preparar informes y limpiar datos.');
    const [correccion] = await auditoria(o.idOferta, 'oferta.correccion');
    expect(correccion?.detalle).toEqual({
      diff: {
        tareasAdesarrollar: {
          antes: 'Preparar informes; limpiar datos; automatizar cuadros de mando.',
          despues: 'Preparar informes y limpiar datos.',
        },
      },
    });
  });

  it('cada texto se comprueba con la regla del formulario: 15 con el campo, y nada cambia', async () => {
    const o = await crearOferta(t, tk.levante, ofertaEmpleo({ titulo: 'Corrección inválida' }));
    const casos: [Record<string, unknown>, string, string][] = [
      [{ titulo: 'ab' }, 'cambios.titulo', 'El campo es demasiado corto (mínimo 3 caracteres)'],
      [{ titulo: 'x'.repeat(151) }, 'cambios.titulo', 'demasiado largo'],
      [{ descripcion: '   ' }, 'cambios.descripcion', 'Este campo es requerido'],
      [{ requisitos: '' }, 'cambios.requisitos', 'Una corrección no deja el campo vacío'],
      [{ horario: 'De 9\u0000 a 14' }, 'cambios.horario', 'caracteres no permitidos'],
      [{ plazas: 3 }, 'cambios', 'Solo se corrigen los textos de la oferta'],
      [{}, 'cambios', 'Corrige al menos un campo'],
    ];
    for (const [cambios, campo, mensaje] of casos) {
      const { body, http } = await corregir(o.idOferta, cambios);
      expect(http, JSON.stringify(cambios)).not.toBe(500);
      expect(body.status, JSON.stringify(cambios)).toBe(15);
      const errores = parseFieldErrors(body.datos);
      expect(
        errores.map((e) => e.campo),
        JSON.stringify(cambios),
      ).toContain(campo);
      if (mensaje) expect(errores.find((e) => e.campo === campo)?.mensaje).toContain(mensaje);
    }
    expect(await fila(o.idOferta)).toMatchObject({ id_estado: 1, titulo: 'Corrección inválida' });
    expect(await auditoria(o.idOferta, 'oferta.correccion')).toEqual([]);
  });

  it('sin ningún cambio real, con el plazo pasado, incompleta o no pendiente, no se corrige', async () => {
    const o = await crearOferta(t, tk.levante, ofertaEmpleo({ titulo: 'Corrección igual' }));
    expect((await corregir(o.idOferta, { titulo: 'Corrección igual' })).body).toMatchObject({
      status: 48,
      mensaje: 'Ningún texto cambia con esta corrección: usa «Validar».',
    });

    const incompleta = await crearOferta(t, tk.levante, ofertaEmpleo({ titulo: 'Corrección incompleta' }));
    await t.database.query('UPDATE ofertas SET horario = NULL WHERE id = $1', [incompleta.idOferta]);
    const sinHorario = await corregir(incompleta.idOferta, { titulo: 'Corrección completa' });
    expect(sinHorario.body.status).toBe(15);
    expect(errorDatos<{ camposPendientes: string[] }>(sinHorario.body).camposPendientes).toEqual(['horario']);
    // Correcting the missing text itself completes it.
    expect((await corregir(incompleta.idOferta, { horario: 'Mañanas' })).body.status).toBe(0);

    const vencida = await crearOferta(t, tk.levante, ofertaEmpleo({ titulo: 'Corrección vencida' }));
    await t.database.query('UPDATE ofertas SET fecha_limite = $2 WHERE id = $1', [vencida.idOferta, dia(-1)]);
    expect((await corregir(vencida.idOferta, { titulo: 'Corrección vencida bien' })).body.status).toBe(48);

    expect((await corregir(o.idOferta, { titulo: 'Corrección igual (bien)' })).body.status).toBe(0);
    expect((await corregir(o.idOferta, { titulo: 'Otra vez' })).body.status).toBe(48);
    expect((await corregir(99999999, { titulo: 'No existe' })).body.status).toBe(48);
  });
});

describe('permisos', () => {
  it('solo lectura y un área ajena reciben 403 (71) y nada cambia; una empresa no llega', async () => {
    const o = await crearOferta(t, tk.levante, ofertaEmpleo({ titulo: 'Permisos cambios' }));
    for (const token of [lectura, practicas]) {
      const p = await pedir(o.idOferta, motivo, token);
      expect(p.http).toBe(403);
      expect(p.body.status).toBe(71);
      const c = await corregir(o.idOferta, { titulo: 'Permisos corregida' }, token);
      expect(c.http).toBe(403);
      expect(c.body.status).toBe(71);
    }
    const empresa = await pedir(o.idOferta, motivo, tk.levante);
    expect(empresa.http).toBe(403);
    expect(await fila(o.idOferta)).toMatchObject({ id_estado: 1, titulo: 'Permisos cambios' });
    // Reading the offer for review stays open to solo lectura.
    expect((await t.call(endpoints.dameOfertaValidacion, { idOferta: o.idOferta }, lectura)).body.status).toBe(0);
  });
});
