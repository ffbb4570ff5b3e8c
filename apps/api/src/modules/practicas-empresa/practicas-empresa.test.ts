import { endpoints } from '@puente/contract/endpoints/all';
import { parseFieldErrors } from '@puente/contract/field-errors';
import type { SolicitudCambioPracticaInput } from '@puente/contract/practicas-empresa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const LEVANTE = 'B12345674';
const MESETA = 'A58818501';

let t: TestApp;
let levante: string;
let rrhhLevante: string;
let meseta: string;
let gestor: string;
let lucia: string;
let marcos: string;
let luciaLevante: number;
let marcosLevante: number;
let luciaMeseta: number;

const campos = (datos: unknown) => parseFieldErrors(datos).map((e) => e.campo);
const solicitar = (token: string, s: SolicitudCambioPracticaInput | Record<string, unknown>) =>
  t.call(endpoints.solictitarAccionSobrePractica, s, token);
const practica = async (token: string, id: number) =>
  (await t.call(endpoints.damePracticas, {}, token)).body.datos.find((p) => p.idPractica === id);
const fila = async (id: number) =>
  (
    await t.database.query<{
      fecha_inicio: string;
      fecha_fin: string;
      fin_anticipado: boolean;
      tutor_empresa_nombre: string | null;
      tutor_empresa_email: string | null;
      horas_dia: string | null;
      dias_semana: number | null;
      dedicacion: string | null;
    }>(
      `SELECT fecha_inicio::text, fecha_fin::text, fin_anticipado, tutor_empresa_nombre, tutor_empresa_email, horas_dia::text,
         dias_semana, dedicacion::text FROM practicas WHERE id = $1`,
      [id],
    )
  )[0];
/** yyyy-mm-dd, days from today (the server's calendar is Madrid's; a day either side never matters here). */
const dia = (dias: number) => new Date(Date.now() + dias * 86_400_000).toISOString().slice(0, 10);
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');
/** A pending request of this kind on this internship, resolved so the next test may ask again. */
const limpiar = async (idPractica: number) => {
  await t.database.query(
    "UPDATE solicitudes_cambio_practica SET estado = 'rechazada', resuelto_en = now() WHERE id_practica = $1 AND estado = 'pendiente'",
    [idPractica],
  );
};

beforeAll(async () => {
  t = await createTestApp();
  const empresas = await t.database.query<{ id: number; cif: string }>('SELECT id, cif FROM empresas WHERE cif = ANY($1)', [
    [LEVANTE, MESETA],
  ]);
  const idLevante = empresas.find((e) => e.cif === LEVANTE)?.id ?? 0;
  const idMeseta = empresas.find((e) => e.cif === MESETA)?.id ?? 0;
  levante = await t.login('empresa', 'seleccion.demo');
  rrhhLevante = await t.login('empresa', 'rrhh.demo', idLevante);
  meseta = await t.login('empresa', 'rrhh.demo', idMeseta);
  gestor = await t.login('gestor', 'gestor.demo');
  lucia = await t.login('alumno', '12345678Z');
  marcos = await t.login('alumno', '87654321X');
  const practicas = await t.database.query<{ id: number; dni: string; cif: string }>(
    'SELECT p.id, a.dni, e.cif FROM practicas p JOIN alumnos a ON a.id = p.id_alumno JOIN empresas e ON e.id = p.id_empresa',
  );
  const de = (dni: string, cif: string) => practicas.find((p) => p.dni === dni && p.cif === cif)?.id ?? 0;
  luciaLevante = de('12345678Z', LEVANTE);
  marcosLevante = de('87654321X', LEVANTE);
  luciaMeseta = de('12345678Z', MESETA);
});
afterAll(() => t.close());

describe('damePracticas', () => {
  it('las prácticas de la empresa activa: estudiante (solo el nombre), programa, oferta, fechas, tutores, dedicación y estado', async () => {
    const { body } = await t.call(endpoints.damePracticas, {}, levante);
    expect(body.status).toBe(0);
    expect(body.datos.map((p) => p.idPractica)).toEqual([marcosLevante, luciaLevante]);
    const deLucia = body.datos.find((p) => p.idPractica === luciaLevante);
    expect(deLucia).toMatchObject({
      alumno: 'Lucía García Fernández',
      programa: 'Programa Talento Digital 2026',
      tipo: 'curricular',
      etiquetaTipo: 'Curricular',
      estado: 'en_curso',
      finAnticipado: false,
      tutor: { nombre: 'Pablo Martí Soler', email: 'pablo.marti@levantetech.example.es', telefono: '963 000 030' },
      tutorAcademico: { nombre: 'Isabel Moreno Gil', email: 'isabel.moreno@demo.puente.es' },
      horasDia: 5,
      numeroDiasSemana: 5,
      tiempoDedicacionJornada: 62.5,
      horasTotales: 450,
    });
    expect(deLucia?.fechaInicio).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(deLucia?.oferta?.urlAcceso).toEqual(expect.any(String));
    // The demo's pending request: a tutor change, so that kind is not offered again.
    expect(deLucia?.solicitudes).toEqual([
      expect.objectContaining({
        tipo: 'tutor',
        estado: 'pendiente',
        valores: {
          tutorNombre: 'Marta Ibáñez Soler',
          tutorEmail: 'marta.ibanez@levantetech.example.es',
          tutorTelefono: '963 000 031',
        },
      }),
    ]);
    expect(deLucia?.cambiosPosibles).toEqual(['fechas', 'dedicacion', 'fin_anticipado']);
    // Marcos's is a proposal: no early end before it starts.
    expect(body.datos.find((p) => p.idPractica === marcosLevante)).toMatchObject({
      estado: 'propuesta',
      programa: null,
      oferta: null,
      cambiosPosibles: ['fechas', 'tutor', 'dedicacion'],
    });
    const texto = JSON.stringify(body.datos);
    for (const privado of ['12345678Z', '87654321X', 'lucia.garcia@', 'marcos.ruiz@', '612345678'])
      expect(texto).not.toContain(privado);
  });

  it('una práctica en curso pasada su fecha de fin se lee finalizada y no admite cambios', async () => {
    const { body } = await t.call(endpoints.damePracticas, {}, meseta);
    expect(body.datos).toEqual([
      expect.objectContaining({
        idPractica: luciaMeseta,
        estado: 'finalizada',
        etiquetaEstado: 'Finalizada',
        cambiosPosibles: [],
      }),
    ]);
    const [otra] = await t.database.query<{ id: number }>(
      `INSERT INTO practicas (id_alumno, id_empresa, tipo, estado, fecha_inicio, fecha_fin)
       SELECT id_alumno, id_empresa, 'extracurricular', 'en_curso', current_date - 60, current_date - 1 FROM practicas WHERE id = $1
       RETURNING id`,
      [luciaMeseta],
    );
    expect(await practica(meseta, otra?.id ?? 0)).toMatchObject({ estado: 'finalizada', cambiosPosibles: [] });
    const pedida = await solicitar(meseta, {
      idPractica: otra?.id,
      tipo: 'fechas',
      fechaInicio: dia(1),
      fechaFin: dia(30),
      motivo: 'Más tarde',
    });
    expect(pedida.body).toMatchObject({
      status: 48,
      mensaje: 'Estas prácticas ya han terminado o se han anulado: no admiten cambios.',
    });
  });
});

describe('solictitarAccionSobrePractica', () => {
  it('529 con la solicitud pendiente; se avisa al estudiante, se audita, y ese tipo ya no se ofrece', async () => {
    const fechaInicio = dia(25);
    const fechaFin = dia(120);
    const { body } = await solicitar(levante, {
      idPractica: marcosLevante,
      tipo: 'fechas',
      fechaInicio,
      fechaFin,
      motivo: 'El estudiante termina los exámenes más tarde.',
    });
    expect(body.status).toBe(529);
    expect(body.datos).toMatchObject({
      idPractica: marcosLevante,
      tipo: 'fechas',
      etiquetaTipo: 'Cambio de fechas',
      estado: 'pendiente',
      etiquetaEstado: 'Pendiente de la universidad',
      valores: { fechaInicio: ddmmyyyy(fechaInicio), fechaFin: ddmmyyyy(fechaFin) },
      motivo: 'El estudiante termina los exámenes más tarde.',
      respuesta: null,
      fechaRespuesta: null,
    });
    const avisos = await t.call(endpoints.notificacionesAlumno, {}, marcos);
    expect(avisos.body.datos).toContainEqual(
      expect.objectContaining({
        titulo: 'Cambio solicitado en tus prácticas',
        texto:
          'Levante Tech ha pedido a la universidad un cambio en tus prácticas. Te avisaremos cuando la universidad lo resuelva.',
        urlAcceso: '/mis-practicas',
      }),
    );
    // Lucía's internship is not hers to hear about.
    const deLucia = await t.call(endpoints.notificacionesAlumno, {}, lucia);
    expect(deLucia.body.datos.filter((n) => n.titulo === 'Cambio solicitado en tus prácticas')).toHaveLength(1);
    const audit = await t.database.query<{ actor_tipo: string }>(
      "SELECT actor_tipo FROM auditoria WHERE accion = 'practica.cambio.solicitud' AND entidad_id = $1",
      [String(body.datos.idSolicitud)],
    );
    expect(audit).toEqual([{ actor_tipo: 'empresa' }]);
    expect((await practica(levante, marcosLevante))?.cambiosPosibles).toEqual(['tutor', 'dedicacion']);
  });

  it('8: otra solicitud del mismo tipo abierta (también desde otro contacto); otro tipo sí', async () => {
    const repetida = await solicitar(rrhhLevante, {
      idPractica: marcosLevante,
      tipo: 'fechas',
      fechaInicio: dia(30),
      fechaFin: dia(100),
      motivo: 'Otra vez',
    });
    expect(repetida.body).toMatchObject({
      status: 8,
      mensaje: 'Ya hay una solicitud de ese tipo pendiente para estas prácticas.',
    });
    const dedicacion = await solicitar(rrhhLevante, {
      idPractica: marcosLevante,
      tipo: 'dedicacion',
      horasDia: '6',
      numeroDiasSemana: 4,
      tiempoDedicacionJornada: '75',
      motivo: 'Jornada intensiva en verano',
    });
    expect(dedicacion.body.status).toBe(529);
    expect(dedicacion.body.datos.valores).toEqual({ horasDia: 6, numeroDiasSemana: 4, tiempoDedicacionJornada: 75 });
    // Two at once: the partial unique index lets one through.
    await limpiar(marcosLevante);
    const [a, b] = await Promise.all([
      solicitar(levante, {
        idPractica: marcosLevante,
        tipo: 'tutor',
        tutorNombre: 'Ana Uno',
        tutorEmail: 'ana@levante.example.es',
        motivo: 'A',
      }),
      solicitar(levante, {
        idPractica: marcosLevante,
        tipo: 'tutor',
        tutorNombre: 'Ana Dos',
        tutorEmail: 'ana2@levante.example.es',
        motivo: 'B',
      }),
    ]);
    expect([a.body.status, b.body.status].sort((x, y) => x - y)).toEqual([8, 529]);
    await limpiar(marcosLevante);
  });

  it('8 con los valores que ya tiene; 27 fechas invertidas; 15 fin anticipado no anterior, o faltan los valores de su tipo', async () => {
    const actual = await fila(luciaLevante);
    const mismos = await solicitar(levante, {
      idPractica: luciaLevante,
      tipo: 'dedicacion',
      horasDia: 5,
      numeroDiasSemana: 5,
      tiempoDedicacionJornada: 62.5,
      motivo: 'Nada',
    });
    expect(mismos.body.status).toBe(8);
    // The % of a full day left out: what is proposed is what it has.
    const sinPorcentaje = await solicitar(levante, {
      idPractica: luciaLevante,
      tipo: 'dedicacion',
      horasDia: 5,
      numeroDiasSemana: 5,
      motivo: 'Nada',
    });
    expect(sinPorcentaje.body.status).toBe(8);
    const invertidas = await solicitar(levante, {
      idPractica: luciaLevante,
      tipo: 'fechas',
      fechaInicio: dia(40),
      fechaFin: dia(10),
      motivo: 'Al revés',
    });
    expect(invertidas.body.status).toBe(27);
    const finAntesDeEmpezar = await solicitar(levante, {
      idPractica: luciaLevante,
      tipo: 'fin_anticipado',
      fechaFin: '2000-01-01',
      motivo: 'Antes de empezar',
    });
    expect(finAntesDeEmpezar.body.status).toBe(27);
    const finPosterior = await solicitar(levante, {
      idPractica: luciaLevante,
      tipo: 'fin_anticipado',
      fechaFin: actual?.fecha_fin,
      motivo: 'No es antes',
    });
    expect(finPosterior.body.status).toBe(15);
    expect(campos(finPosterior.body.datos)).toEqual(['fechaFin']);
    const casos: [Record<string, unknown>, string[]][] = [
      [{ tipo: 'fechas', fechaInicio: dia(1) }, ['fechaFin']],
      [{ tipo: 'tutor', tutorNombre: 'Al', tutorEmail: 'sin-arroba' }, ['tutorNombre', 'tutorEmail']],
      [{ tipo: 'tutor', tutorEmail: 'tutor@levante.example.es' }, ['tutorNombre']],
      // A malformed value stops zod before the kind's check: the phone first, the missing name on the next try.
      [{ tipo: 'tutor', tutorEmail: 'tutor@levante.example.es', tutorTelefono: 'abc' }, ['tutorTelefono']],
      [
        { tipo: 'dedicacion', horasDia: 30, numeroDiasSemana: 8, tiempoDedicacionJornada: 101 },
        ['horasDia', 'numeroDiasSemana', 'tiempoDedicacionJornada'],
      ],
      [{ tipo: 'fin_anticipado' }, ['fechaFin']],
      [{ tipo: 'otro' }, ['tipo']],
      [{ tipo: 'fechas', fechaInicio: '31/12/2026', fechaFin: dia(5) }, ['fechaInicio']],
      [{ tipo: 'fin_anticipado', fechaFin: dia(5), motivo: '' }, ['motivo']],
      [{ tipo: 'fin_anticipado', fechaFin: dia(5), motivo: 'x'.repeat(2001) }, ['motivo']],
    ];
    for (const [cambio, esperados] of casos) {
      const { http, body } = await solicitar(levante, { idPractica: luciaLevante, motivo: 'Motivo', ...cambio });
      expect(http, JSON.stringify(cambio).slice(0, 80)).toBe(400);
      expect(campos(body.datos).sort(), JSON.stringify(cambio).slice(0, 80)).toEqual([...esperados].sort());
    }
    expect(await fila(luciaLevante)).toEqual(actual);
  });

  it('48: fin anticipado de unas prácticas que aún no han empezado', async () => {
    const { body } = await solicitar(levante, {
      idPractica: marcosLevante,
      tipo: 'fin_anticipado',
      fechaFin: dia(30),
      motivo: 'x',
    });
    expect(body).toMatchObject({
      status: 48,
      mensaje: 'Unas prácticas que aún no han empezado no pueden terminar antes: pide un cambio de fechas.',
    });
  });

  it('45: prácticas de otra empresa o inexistentes, como si no existieran; nada se guarda ni se avisa', async () => {
    const antes = await t.database.query('SELECT id FROM solicitudes_cambio_practica');
    const ajena = await solicitar(meseta, {
      idPractica: luciaLevante,
      tipo: 'fechas',
      fechaInicio: dia(1),
      fechaFin: dia(90),
      motivo: 'x',
    });
    expect(ajena.body).toMatchObject({ status: 45, mensaje: 'No se ha encontrado al estudiante en prácticas.' });
    const deMeseta = await solicitar(levante, {
      idPractica: luciaMeseta,
      tipo: 'fechas',
      fechaInicio: dia(1),
      fechaFin: dia(90),
      motivo: 'x',
    });
    expect(deMeseta.body.status).toBe(45);
    expect(
      (await solicitar(levante, { idPractica: 2147483647, tipo: 'fechas', fechaInicio: dia(1), fechaFin: dia(9), motivo: 'x' }))
        .body.status,
    ).toBe(45);
    expect(await t.database.query('SELECT id FROM solicitudes_cambio_practica')).toHaveLength(antes.length);
  });
});

describe('aislamiento entre empresas', () => {
  it('Meseta no ve las prácticas ni las solicitudes de Levante; el contacto de las dos, solo las de la empresa activa', async () => {
    const deMeseta = (await t.call(endpoints.damePracticas, {}, meseta)).body.datos.map((p) => p.idPractica);
    expect(deMeseta).not.toContain(luciaLevante);
    expect(deMeseta).not.toContain(marcosLevante);
    expect(deMeseta).toContain(luciaMeseta);
    // Nor Levante's requests (the demo's tutor change names Marta Ibáñez).
    expect(JSON.stringify((await t.call(endpoints.damePracticas, {}, meseta)).body.datos)).not.toContain('Marta Ibáñez');
    const comoLevante = (await t.call(endpoints.damePracticas, {}, rrhhLevante)).body.datos.map((p) => p.idPractica);
    expect(comoLevante).toContain(luciaLevante);
    expect(comoLevante).not.toContain(luciaMeseta);
  });
});

describe('la universidad: solicitudesCambioPracticasPendientes y resolverSolicitudCambioPractica', () => {
  it('lista las pendientes, la más antigua primero, con la empresa, quién la pidió y los valores actuales', async () => {
    const { body } = await t.call(endpoints.solicitudesCambioPracticasPendientes, {}, gestor);
    expect(body.status).toBe(0);
    const demo = body.datos.find((s) => s.idPractica === luciaLevante && s.tipo === 'tutor');
    expect(demo).toMatchObject({
      empresa: { cif: LEVANTE, nombre: 'Innovación Levante S.L.' },
      contacto: 'Javier Sánchez Gil',
      alumno: 'Lucía García Fernández',
      actuales: {
        tutorNombre: 'Pablo Martí Soler',
        tutorEmail: 'pablo.marti@levantetech.example.es',
        tutorTelefono: '963 000 030',
      },
      valores: { tutorNombre: 'Marta Ibáñez Soler' },
    });
  });

  it('aceptar: el cambio se aplica a la práctica; el estudiante y la empresa reciben su aviso; se audita; otra vez es 48', async () => {
    const pendiente = (await t.call(endpoints.solicitudesCambioPracticasPendientes, {}, gestor)).body.datos.find(
      (s) => s.idPractica === luciaLevante && s.tipo === 'tutor',
    );
    const id = pendiente?.idSolicitud ?? 0;
    const { body } = await t.call(endpoints.resolverSolicitudCambioPractica, { id, aceptar: true }, gestor);
    expect(body.status).toBe(0);
    expect(body.datos).toMatchObject({ idSolicitud: id, estado: 'aceptada', etiquetaEstado: 'Aceptada', respuesta: null });
    expect(body.datos.fechaRespuesta).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await fila(luciaLevante)).toMatchObject({
      tutor_empresa_nombre: 'Marta Ibáñez Soler',
      tutor_empresa_email: 'marta.ibanez@levantetech.example.es',
    });
    const deLaEmpresa = await practica(levante, luciaLevante);
    expect(deLaEmpresa?.tutor.nombre).toBe('Marta Ibáñez Soler');
    expect(deLaEmpresa?.cambiosPosibles).toContain('tutor');
    const alumna = await t.call(endpoints.notificacionesAlumno, {}, lucia);
    expect(alumna.body.datos).toContainEqual(
      expect.objectContaining({
        titulo: 'Cambio aceptado en tus prácticas',
        texto:
          'La universidad ha aceptado el cambio que Levante Tech pidió en tus prácticas. Consulta las nuevas condiciones en Mis prácticas.',
        urlAcceso: '/mis-practicas',
      }),
    );
    const empresa = await t.call(endpoints.notificacionesEmpresa, {}, rrhhLevante);
    expect(empresa.body.datos).toContainEqual(
      expect.objectContaining({
        titulo: 'Solicitud de cambio aceptada',
        texto: 'La universidad ha aceptado tu solicitud de cambio en las prácticas de Lucía García Fernández.',
        urlAcceso: '/solicitar-cambio-practicas',
      }),
    );
    // Meseta is told nothing about Levante's intern.
    const deMeseta = await t.call(endpoints.notificacionesEmpresa, {}, meseta);
    expect(deMeseta.body.datos.some((n) => n.titulo === 'Solicitud de cambio aceptada')).toBe(false);
    const audit = await t.database.query<{ actor_tipo: string }>(
      "SELECT actor_tipo FROM auditoria WHERE accion = 'practica.cambio.aceptada' AND entidad_id = $1",
      [String(id)],
    );
    expect(audit).toEqual([{ actor_tipo: 'gestor' }]);
    expect(
      (await t.call(endpoints.resolverSolicitudCambioPractica, { id, aceptar: false, respuesta: 'No' }, gestor)).body.status,
    ).toBe(48);
  });

  it('fechas, dedicación y fin anticipado aceptados cambian sus columnas', async () => {
    const fechaInicio = dia(30);
    const fechaFin = dia(130);
    const fechas = await solicitar(levante, {
      idPractica: marcosLevante,
      tipo: 'fechas',
      fechaInicio,
      fechaFin,
      motivo: 'Exámenes',
    });
    expect(
      (await t.call(endpoints.resolverSolicitudCambioPractica, { id: fechas.body.datos.idSolicitud, aceptar: true }, gestor)).body
        .status,
    ).toBe(0);
    expect(await fila(marcosLevante)).toMatchObject({ fecha_inicio: fechaInicio, fecha_fin: fechaFin });
    const dedicacion = await solicitar(levante, {
      idPractica: marcosLevante,
      tipo: 'dedicacion',
      horasDia: '3,5',
      numeroDiasSemana: 4,
      motivo: 'Compatibilizar con clases',
    });
    expect(dedicacion.body.status).toBe(529);
    await t.call(endpoints.resolverSolicitudCambioPractica, { id: dedicacion.body.datos.idSolicitud, aceptar: true }, gestor);
    // The % of a full day was not asked: it stays.
    expect(await fila(marcosLevante)).toMatchObject({ horas_dia: '3.50', dias_semana: 4, dedicacion: '50.00' });
    const fin = dia(60);
    const anticipado = await solicitar(levante, {
      idPractica: luciaLevante,
      tipo: 'fin_anticipado',
      fechaFin: fin,
      motivo: 'Se incorpora a un empleo',
    });
    expect(anticipado.body.status).toBe(529);
    await t.call(endpoints.resolverSolicitudCambioPractica, { id: anticipado.body.datos.idSolicitud, aceptar: true }, gestor);
    expect(await fila(luciaLevante)).toMatchObject({ fecha_fin: fin, fin_anticipado: true });
    expect(await practica(levante, luciaLevante)).toMatchObject({ finAnticipado: true, fechaFin: ddmmyyyy(fin) });
  });

  it('rechazar pide una respuesta, que lee la empresa (en su idioma, la respuesta tal cual); la práctica no cambia', async () => {
    const antes = await fila(luciaLevante);
    const pedida = await solicitar(levante, {
      idPractica: luciaLevante,
      tipo: 'dedicacion',
      horasDia: 8,
      numeroDiasSemana: 5,
      tiempoDedicacionJornada: 100,
      motivo: 'Jornada completa',
    });
    const id = pedida.body.datos.idSolicitud;
    const sinRespuesta = await t.call(endpoints.resolverSolicitudCambioPractica, { id, aceptar: false }, gestor);
    expect(campos(sinRespuesta.body.datos)).toEqual(['respuesta']);
    const { body } = await t.call(
      endpoints.resolverSolicitudCambioPractica,
      { id, aceptar: false, respuesta: 'Una práctica curricular no puede ser a jornada completa.' },
      gestor,
    );
    expect(body.datos).toMatchObject({
      estado: 'rechazada',
      respuesta: 'Una práctica curricular no puede ser a jornada completa.',
    });
    expect(await fila(luciaLevante)).toEqual(antes);
    const enIngles = await t.app.inject({
      method: 'GET',
      url: '/api/Empresa/dameNotificaciones',
      headers: { authorization: `Bearer ${levante}`, 'accept-language': 'en' },
    });
    const aviso = (enIngles.json() as { datos: { titulo: string; texto: string }[] }).datos.find(
      (n) => n.titulo === 'Change request rejected',
    );
    expect(aviso?.texto).toBe(
      'The university has rejected your change request for the internship of Lucía García Fernández. Answer: Una práctica curricular no puede ser a jornada completa.',
    );
    const alumna = await t.call(endpoints.notificacionesAlumno, {}, lucia);
    expect(alumna.body.datos.map((n) => n.titulo)).toContain('Cambio rechazado en tus prácticas');
    expect((await practica(levante, luciaLevante))?.solicitudes[0]).toMatchObject({ idSolicitud: id, estado: 'rechazada' });
  });

  it('48 al aceptar un cambio que la práctica ya no admite (terminó entretanto); nada cambia', async () => {
    const pedida = await solicitar(levante, {
      idPractica: marcosLevante,
      tipo: 'tutor',
      tutorNombre: 'Nuevo Tutor',
      tutorEmail: 'nuevo.tutor@levante.example.es',
      motivo: 'Cambio de equipo',
    });
    expect(pedida.body.status).toBe(529);
    await t.database.query("UPDATE practicas SET estado = 'anulada' WHERE id = $1", [marcosLevante]);
    try {
      const { body } = await t.call(
        endpoints.resolverSolicitudCambioPractica,
        { id: pedida.body.datos.idSolicitud, aceptar: true },
        gestor,
      );
      expect(body.status).toBe(48);
      const sigue = (await t.call(endpoints.solicitudesCambioPracticasPendientes, {}, gestor)).body.datos.map(
        (s) => s.idSolicitud,
      );
      expect(sigue).toContain(pedida.body.datos.idSolicitud);
      expect((await fila(marcosLevante))?.tutor_empresa_nombre).toBe('Laura Pons Ferrer');
    } finally {
      await t.database.query("UPDATE practicas SET estado = 'propuesta' WHERE id = $1", [marcosLevante]);
      await limpiar(marcosLevante);
    }
  });

  it('48 para una solicitud que no existe', async () => {
    expect((await t.call(endpoints.resolverSolicitudCambioPractica, { id: 2147483647, aceptar: true }, gestor)).body.status).toBe(
      48,
    );
  });
});

describe('marca sin canCambiarPracticas', () => {
  let aurora: TestApp;
  beforeAll(async () => {
    aurora = await createTestApp({ BRAND: 'aurora' });
  });
  afterAll(() => aurora.close());

  it('48 al pedir y al resolver; damePracticas no ofrece cambios; la documentación sigue disponible', async () => {
    const empresa = await aurora.login('empresa', 'seleccion.demo');
    const staff = await aurora.login('gestor', 'gestor.demo');
    const [p] = (await aurora.call(endpoints.damePracticas, {}, empresa)).body.datos;
    expect(p?.cambiosPosibles).toEqual([]);
    const pedida = await aurora.call(
      endpoints.solictitarAccionSobrePractica,
      { idPractica: p?.idPractica, tipo: 'fechas', fechaInicio: dia(1), fechaFin: dia(90), motivo: 'x' },
      empresa,
    );
    expect(pedida.body.status).toBe(48);
    expect((await aurora.call(endpoints.solicitudesCambioPracticasPendientes, {}, staff)).body.status).toBe(48);
    expect((await aurora.call(endpoints.resolverSolicitudCambioPractica, { id: 1, aceptar: true }, staff)).body.status).toBe(48);
    expect((await aurora.call(endpoints.dameDocumentosPracticas, {}, empresa)).body.status).toBe(0);
  });
});
