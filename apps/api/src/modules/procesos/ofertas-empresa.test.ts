import { endpoints } from '@puente/contract/endpoints/all';
import { parseFieldErrors } from '@puente/contract/field-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { crearOferta, dia, ofertaEmpleo, ofertaPracticas, setEstadoOferta, tokens } from './test-fixtures';

let t: TestApp;
let tk: Awaited<ReturnType<typeof tokens>>;
beforeAll(async () => {
  t = await createTestApp();
  tk = await tokens(t);
});
afterAll(() => t.close());

const add = (oferta: Record<string, unknown>, token = tk.levante) => t.call(endpoints.addOferta, oferta, token);
const campos = (body: { datos: unknown }) => parseFieldErrors(body.datos).map((e) => e.campo);

describe('addOferta', () => {
  it('crea una oferta de prácticas pendiente de validación (marca manual) → 506 con destino /mis-ofertas', async () => {
    const { http, body } = await add(ofertaPracticas({ titulo: 'Prácticas: Análisis de Datos' }));
    expect(http).toBe(200);
    expect(body.status).toBe(506);
    expect(body.datos).toMatchObject({ idEstado: 1, Estado: 'Pendiente de validación' });
    expect(body.datos.urlAcceso).toMatch(/^practicas-analisis-de-datos-[a-z0-9]{6}$/);
    const [row] = await t.database.query<Record<string, unknown>>(
      `SELECT id_empresa, id_contacto, id_perfil, tareas, salario, tiempo_dedicacion, dias_semana, tutor_email, fecha_publicacion,
              (SELECT array_agg(id_titulacion ORDER BY id_titulacion) FROM oferta_titulaciones WHERE id_oferta = o.id) AS titulaciones
       FROM ofertas o WHERE id = $1`,
      [body.datos.idOferta],
    );
    expect(row).toMatchObject({
      id_empresa: tk.idLevante,
      id_perfil: 2,
      tiempo_dedicacion: 60,
      dias_semana: 5,
      titulaciones: [1, 2],
    });
    expect(row?.tareas).toContain('Preparar informes');
    expect(Number(row?.salario)).toBe(700);
    expect(row?.tutor_email).toBe('marta.gil@levante.example.es');
    expect(row?.fecha_publicacion).toBeNull();
  });

  it('crea una oferta de empleo; los campos de prácticas enviados se ignoran', async () => {
    const { body } = await add(ofertaEmpleo({ tutorNombre: 'No aplica', meses: 3 }));
    expect(body.status).toBe(506);
    const [row] = await t.database.query<Record<string, unknown>>(
      'SELECT id_perfil, id_tipo_contrato, tutor_nombre, meses FROM ofertas WHERE id = $1',
      [body.datos.idOferta],
    );
    expect(row).toEqual({ id_perfil: 1, id_tipo_contrato: 1, tutor_nombre: null, meses: null });
  });

  it('dos ofertas con el mismo título tienen URLs distintas', async () => {
    const a = await crearOferta(t, tk.levante, ofertaEmpleo({ titulo: 'Mismo título' }));
    const b = await crearOferta(t, tk.levante, ofertaEmpleo({ titulo: 'Mismo título' }));
    expect(a.urlAcceso).not.toBe(b.urlAcceso);
  });

  it.each([
    'titulo',
    'plazas',
    'puestoTrabajo',
    'departamento',
    'descripcion',
    'tareasAdesarrollar',
    'horario',
    'idProvincia',
    'localidad',
    'idTipoFormacion',
    'tutorNombre',
    'tutorCargo',
    'tutorEmail',
    'tutorTelefono',
  ])('prácticas sin %s → 15 "Este campo es requerido"', async (campo) => {
    const { http, body } = await add(ofertaPracticas({ [campo]: '' }));
    expect(http).toBe(400);
    expect(body.status).toBe(15);
    expect(parseFieldErrors(body.datos)).toEqual([{ campo, mensaje: 'Este campo es requerido' }]);
  });

  it('empleo sin contrato → 15; los datos del tutor no se piden', async () => {
    const { body } = await add(ofertaEmpleo({ idTipoContrato: '' }));
    expect(body.status).toBe(15);
    expect(campos(body)).toEqual(['idTipoContrato']);
  });

  it('al menos una titulación', async () => {
    const { body } = await add(ofertaPracticas({ titulaciones: [] }));
    expect(body).toMatchObject({ status: 15, mensaje: 'Debes seleccionar al menos una titulación' });
  });

  it('sin perfil o con un perfil desconocido → 15', async () => {
    expect((await add({ ...ofertaPracticas(), idPerfil: undefined })).body.status).toBe(15);
    expect((await add({ ...ofertaPracticas(), idPerfil: 3 })).body.status).toBe(15);
  });

  it.each([
    ['horasDia', 'muchas', 'El campo debe ser numérico'],
    ['remuneracion', '12a', 'El campo debe ser numérico'],
    ['meses', 13, 'El valor debe estar entre 0 y 12'],
    ['meses', -1, 'El valor debe estar entre 0 y 12'],
    ['tiempoDedicacionJornada', 101, 'El valor debe estar entre 0 y 100'],
    ['numeroDiasSemana', 0, 'El valor debe estar entre 1 y 7'],
    ['numeroDiasSemana', 8, 'El valor debe estar entre 1 y 7'],
    ['urlInscripcionExterna', 'www.empresa', 'La URL está mal formada'],
    ['urlInscripcionExterna', 'javascript:alert(1)', 'La URL está mal formada'],
    ['tutorEmail', 'marta@', 'El campo email está mal formado'],
    ['plazas', 0, 'El valor debe ser como mínimo 1'],
    ['fechaInicio', '2026-02-30', 'La fecha no es válida'],
  ])('%s = %j → 15 «%s»', async (campo, valor, mensaje) => {
    const { body } = await add(ofertaPracticas({ [campo]: valor }));
    expect(body.status).toBe(15);
    expect(parseFieldErrors(body.datos)).toEqual([{ campo, mensaje }]);
  });

  it('los límites de los rangos se aceptan, también como texto con coma decimal', async () => {
    const limites = { meses: '0', tiempoDedicacionJornada: 100, numeroDiasSemana: 7, horasDia: '7,5', remuneracion: '0' };
    expect((await add(ofertaPracticas(limites))).body.status).toBe(506);
    expect((await add(ofertaPracticas({ meses: 12, tiempoDedicacionJornada: 0, numeroDiasSemana: 1 }))).body.status).toBe(506);
  });

  it('una URL de inscripción externa bien formada se guarda', async () => {
    const { body } = await add(ofertaEmpleo({ urlInscripcionExterna: 'https://empleo.levante.example.es/ofertas/12' }));
    expect(body.status).toBe(506);
    const [row] = await t.database.query<{ url: string }>('SELECT url_inscripcion_externa AS url FROM ofertas WHERE id = $1', [
      body.datos.idOferta,
    ]);
    expect(row?.url).toBe('https://empleo.levante.example.es/ofertas/12');
  });

  it('la fecha de inicio debe ser anterior a la de fin → 27', async () => {
    expect((await add(ofertaPracticas({ fechaInicio: dia(60), fechaFin: dia(50) }))).body.status).toBe(27);
    expect((await add(ofertaPracticas({ fechaInicio: dia(60), fechaFin: dia(60) }))).body.status).toBe(27);
  });

  it('una fecha límite ya pasada → 15 en fechaLimite', async () => {
    const { body } = await add(ofertaPracticas({ fechaLimite: dia(-1) }));
    expect(body.status).toBe(15);
    expect(campos(body)).toEqual(['fechaLimite']);
  });

  it('ids de listas que no existen → 15 en su campo', async () => {
    const { body } = await add(
      ofertaEmpleo({ idProvincia: 99, idTipoContrato: 999, idAreaFuncional: 999, titulaciones: [1, 99999] }),
    );
    expect(body.status).toBe(15);
    expect(campos(body)).toEqual(['idProvincia', 'idAreaFuncional', 'idTipoContrato', 'titulaciones']);
  });
});

describe('programas de prácticas', () => {
  let talento: number;
  let ajeno: number;
  beforeAll(async () => {
    const rows = await t.database.query<{ id: number }>(
      `INSERT INTO programas (titulo, url_acceso, meses) VALUES ('Programa de pruebas', 'programa-pruebas', 12), ('Programa ajeno', 'programa-ajeno', NULL)
       RETURNING id`,
    );
    [talento, ajeno] = rows.map((r) => r.id) as [number, number];
    await t.database.query("INSERT INTO programa_empresas (id_programa, id_empresa, estado) VALUES ($1, $2, 'adherida')", [
      talento,
      tk.idLevante,
    ]);
    await t.database.query("INSERT INTO programa_empresas (id_programa, id_empresa, estado) VALUES ($1, $2, 'solicitada')", [
      ajeno,
      tk.idLevante,
    ]);
  });

  it('programasDeLaEmpresa lista los programas adheridos (disponibles) y los solicitados (aún no)', async () => {
    const { body } = await t.call(endpoints.programasDeLaEmpresa, {}, tk.levante);
    expect(body.status).toBe(0);
    const de = (url: string) => body.datos.find((p: { urlAcceso: string }) => p.urlAcceso === url);
    expect(de('programa-pruebas')).toMatchObject({ estadoAdhesion: 'adherida', disponible: true });
    expect(de('programa-ajeno')).toMatchObject({ estadoAdhesion: 'solicitada', disponible: false });
    // A requested adhesion does not let an offer join the programme yet.
    const pendiente = ofertaPracticas({ idPrograma: de('programa-ajeno')?.id, tiempoDedicacionJornada: 80, meses: 12 });
    expect((await t.call(endpoints.addOferta, pendiente, tk.levante)).body.status).toBe(63);
    const meseta = await t.call(endpoints.programasDeLaEmpresa, {}, tk.meseta);
    expect(meseta.body.datos.map((p: { urlAcceso: string }) => p.urlAcceso)).not.toContain('programa-pruebas');
  });

  it('una oferta en un programa pide la dedicación del programa (80 %, sus meses) → 58', async () => {
    const fuera = await add(ofertaPracticas({ idPrograma: talento, tiempoDedicacionJornada: 60, meses: 12 }));
    expect(fuera.body.status).toBe(58);
    const dentro = await add(ofertaPracticas({ idPrograma: talento, tiempoDedicacionJornada: 80, meses: 12 }));
    expect(dentro.body.status).toBe(506);
  });

  it('un programa no abierto a la empresa → 63', async () => {
    expect((await add(ofertaPracticas({ idPrograma: ajeno, tiempoDedicacionJornada: 80, meses: 12 }))).body.status).toBe(63);
    expect(
      (await add(ofertaPracticas({ idPrograma: talento, tiempoDedicacionJornada: 80, meses: 12 }), tk.meseta)).body.status,
    ).toBe(63);
  });

  it('getTipoPracticas devuelve los tipos de prácticas', async () => {
    const { body } = await t.call(endpoints.getTipoPracticas, {}, tk.levante);
    expect(body.status).toBe(0);
    expect(body.datos).toContainEqual({ id: 2, descripcion: 'Prácticas extracurriculares' });
  });
});

describe('dameOfertaEditable y editaOferta', () => {
  it('devuelve los valores del formulario de una oferta pendiente y en plazo', async () => {
    const o = await crearOferta(t, tk.levante);
    const { body } = await t.call(endpoints.dameOfertaEditable, { id: o.idOferta }, tk.levante);
    expect(body.status).toBe(0);
    expect(body.datos).toMatchObject({ idOferta: o.idOferta, idEstado: 1 });
    expect(body.datos.valores).toMatchObject({
      idPerfil: 2,
      titulo: 'Analista de datos júnior',
      tareasAdesarrollar: expect.stringContaining('Preparar informes'),
      remuneracion: 700,
      horasDia: 5,
      tiempoDedicacionJornada: 60,
      fechaLimite: dia(30),
      titulaciones: [1, 2],
      idTipoContrato: null,
    });
  });

  it('guarda los cambios → 512 y sigue pendiente', async () => {
    const o = await crearOferta(t, tk.levante);
    const { body } = await t.call(
      endpoints.editaOferta,
      { ...ofertaPracticas({ titulo: 'Analista (modificada)', titulaciones: [3] }), idOferta: o.idOferta },
      tk.levante,
    );
    expect(body).toMatchObject({ status: 512, datos: { idOferta: o.idOferta, idEstado: 1 } });
    const editable = await t.call(endpoints.dameOfertaEditable, { id: o.idOferta }, tk.levante);
    expect(editable.body.datos.valores).toMatchObject({ titulo: 'Analista (modificada)', titulaciones: [3] });
  });

  it('la edición aplica las mismas reglas (15, 27)', async () => {
    const o = await crearOferta(t, tk.levante);
    const base = { ...ofertaPracticas(), idOferta: o.idOferta };
    expect((await t.call(endpoints.editaOferta, { ...base, horario: '' }, tk.levante)).body.status).toBe(15);
    const fechas = { ...base, fechaInicio: dia(90), fechaFin: dia(80) };
    expect((await t.call(endpoints.editaOferta, fechas, tk.levante)).body.status).toBe(27);
  });

  it('cambiar el perfil al editar → 48', async () => {
    const o = await crearOferta(t, tk.levante);
    const { body } = await t.call(endpoints.editaOferta, { ...ofertaEmpleo(), idOferta: o.idOferta }, tk.levante);
    expect(body.status).toBe(48);
  });

  it('validada, o rechazada por segunda vez, por la universidad → 25 (ya tiene gestor)', async () => {
    const validada = await crearOferta(t, tk.levante);
    expect((await t.call(endpoints.validarOferta, { idOferta: validada.idOferta }, tk.gestor)).body.status).toBe(0);
    // A first decline leaves it editable, to be resubmitted once (decision 040); the second one is final.
    const rechazada = await crearOferta(t, tk.levante);
    const rechazar = () =>
      t.call(endpoints.rechazarOferta, { idOferta: rechazada.idOferta, motivo: 'Falta información del puesto' }, tk.gestor);
    expect((await rechazar()).body.status).toBe(0);
    expect((await t.call(endpoints.dameOfertaEditable, { id: rechazada.idOferta }, tk.levante)).body.status).toBe(0);
    expect((await t.call(endpoints.reenviarOferta, { urlOferta: rechazada.urlAcceso }, tk.levante)).body.status).toBe(0);
    expect((await rechazar()).body.status).toBe(0);
    for (const o of [validada, rechazada]) {
      expect((await t.call(endpoints.dameOfertaEditable, { id: o.idOferta }, tk.levante)).body.status).toBe(25);
      const edit = await t.call(endpoints.editaOferta, { ...ofertaPracticas(), idOferta: o.idOferta }, tk.levante);
      expect(edit.body.status).toBe(25);
    }
  });

  it('cerrada o fuera de plazo → 68', async () => {
    const cerrada = await crearOferta(t, tk.levante);
    await t.call(endpoints.cerrarOferta, { urlOferta: cerrada.urlAcceso }, tk.levante);
    expect((await t.call(endpoints.dameOfertaEditable, { id: cerrada.idOferta }, tk.levante)).body.status).toBe(68);

    const caducada = await crearOferta(t, tk.levante);
    await t.database.query('UPDATE ofertas SET fecha_limite = $2 WHERE id = $1', [caducada.idOferta, dia(-1)]);
    expect((await t.call(endpoints.dameOfertaEditable, { id: caducada.idOferta }, tk.levante)).body.status).toBe(68);
    const edit = await t.call(endpoints.editaOferta, { ...ofertaPracticas(), idOferta: caducada.idOferta }, tk.levante);
    expect(edit.body.status).toBe(68);

    // The deadline day itself is still open.
    const hoy = await crearOferta(t, tk.levante, ofertaPracticas({ fechaLimite: dia(0) }));
    expect((await t.call(endpoints.dameOfertaEditable, { id: hoy.idOferta }, tk.levante)).body.status).toBe(0);
  });

  it('publicada sin gestor (validación automática) o borrada → 68 y 4', async () => {
    const o = await crearOferta(t, tk.levante);
    await setEstadoOferta(t, o.idOferta, 2);
    expect((await t.call(endpoints.dameOfertaEditable, { id: o.idOferta }, tk.levante)).body.status).toBe(68);
    await setEstadoOferta(t, o.idOferta, 5);
    expect((await t.call(endpoints.dameOfertaEditable, { id: o.idOferta }, tk.levante)).body.status).toBe(4);
    expect((await t.call(endpoints.dameOfertaEditable, { id: 999999 }, tk.levante)).body.status).toBe(4);
  });
});
