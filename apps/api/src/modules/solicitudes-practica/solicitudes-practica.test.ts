import { endpoints } from '@puente/contract/endpoints/all';
import { parseFieldErrors } from '@puente/contract/field-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const LEVANTE = 'B12345674';
const MESETA = 'A58818501';
/** A valid CIF of no company in the portal. */
const CIF_NUEVA = 'B98765431';
/** A valid DNI of no student in the portal. */
const DNI_NUEVO = '11111111H';

let t: TestApp;
let levante: string;
let meseta: string;
let gestor: string;
let lucia: string;
let marcos: string;
let idLevante: number;

const campos = (datos: unknown) => parseFieldErrors(datos).map((e) => e.campo);
/** yyyy-mm-dd, days from today. */
const dia = (dias: number) => new Date(Date.now() + dias * 86_400_000).toISOString().slice(0, 10);
const condiciones = {
  tipoPractica: 'curricular',
  fechaInicio: dia(20),
  fechaFin: dia(110),
  tutorNombre: 'Pablo Martí Soler',
  tutorEmail: 'pablo.marti@levantetech.example.es',
  tareas: 'Desarrollo de una aplicación web interna con el equipo de producto.',
  horasDia: 5,
  numeroDiasSemana: 5,
};
const aceptacion = (id: number) => ({ id, ...condiciones, tipoPractica: 'curricular' });
const notificaciones = (tipo: string, id: number, clave: string) =>
  t.database.query('SELECT id FROM notificaciones WHERE destino_tipo = $1 AND destino_id = $2 AND clave = $3', [tipo, id, clave]);

beforeAll(async () => {
  t = await createTestApp();
  const empresas = await t.database.query<{ id: number; cif: string }>('SELECT id, cif FROM empresas WHERE cif = ANY($1)', [
    [LEVANTE, MESETA],
  ]);
  idLevante = empresas.find((e) => e.cif === LEVANTE)?.id ?? 0;
  const idMeseta = empresas.find((e) => e.cif === MESETA)?.id ?? 0;
  levante = await t.login('empresa', 'seleccion.demo');
  meseta = await t.login('empresa', 'rrhh.demo', idMeseta);
  gestor = await t.login('gestor', 'gestor.demo');
  lucia = await t.login('alumno', '12345678Z');
  marcos = await t.login('alumno', '87654321X');
});
afterAll(() => t.close());

describe('propuestas del estudiante', () => {
  it('la demo: Lucía tiene una propuesta pendiente en Meseta; Marcos no ve la de Lucía', async () => {
    const { body } = await t.call(endpoints.dameSolicitudesPracticaAlumno, {}, lucia);
    expect(body.status).toBe(0);
    expect(body.datos).toEqual([
      expect.objectContaining({
        tipo: 'propuesta',
        origen: 'alumno',
        estado: 'pendiente',
        empresa: { nombre: 'Meseta Industrial', cif: MESETA, registrada: true },
      }),
    ]);
    expect((await t.call(endpoints.dameSolicitudesPracticaAlumno, {}, marcos)).body.datos).toEqual([]);
  });

  it('una empresa del portal por su CIF → 510, enlazada', async () => {
    const { body } = await t.call(
      endpoints.solicitudPracticaAlumno,
      { tipo: 'propuesta', cif: 'b-12345674', ...condiciones },
      lucia,
    );
    expect(body.status).toBe(510);
    expect(body.datos).toMatchObject({
      estado: 'pendiente',
      alumno: 'Lucía García Fernández',
      empresa: { nombre: 'Levante Tech', cif: LEVANTE, registrada: true },
      tutor: { nombre: 'Pablo Martí Soler' },
      horasDia: 5,
    });
  });

  it('CIF mal formado 33; fechas invertidas 27; faltan datos 15', async () => {
    const mal = await t.call(endpoints.solicitudPracticaAlumno, { tipo: 'propuesta', cif: 'B1234', ...condiciones }, lucia);
    expect(mal.body.status).toBe(33);
    const fechas = await t.call(
      endpoints.solicitudPracticaAlumno,
      { tipo: 'propuesta', cif: LEVANTE, ...condiciones, fechaInicio: dia(50), fechaFin: dia(10) },
      lucia,
    );
    expect(fechas.body.status).toBe(27);
    const falta = await t.call(
      endpoints.solicitudPracticaAlumno,
      { tipo: 'propuesta', cif: LEVANTE, ...condiciones, tareas: '' },
      lucia,
    );
    expect(falta.body.status).toBe(15);
    expect(campos(falta.body.datos)).toContain('tareas');
  });

  it('una empresa fuera del portal necesita nombre y e-mail de contacto (15), que no sea de otra empresa (44) → 510', async () => {
    const sinDatos = await t.call(
      endpoints.solicitudPracticaAlumno,
      { tipo: 'propuesta', cif: CIF_NUEVA, ...condiciones },
      lucia,
    );
    expect(sinDatos.body.status).toBe(15);
    expect(campos(sinDatos.body.datos).sort()).toEqual(['empresaEmail', 'empresaNombre']);
    const ajeno = await t.call(
      endpoints.solicitudPracticaAlumno,
      { tipo: 'propuesta', cif: CIF_NUEVA, empresaNombre: 'Talleres Turia', empresaEmail: 'RRHH@demo.puente.es', ...condiciones },
      lucia,
    );
    expect(ajeno.body.status).toBe(44);
    const ok = await t.call(
      endpoints.solicitudPracticaAlumno,
      {
        tipo: 'propuesta',
        cif: CIF_NUEVA,
        empresaNombre: 'Talleres Turia',
        empresaEmail: 'practicas@turia.example.es',
        ...condiciones,
      },
      lucia,
    );
    expect(ok.body.status).toBe(510);
    expect(ok.body.datos.empresa).toEqual({ nombre: 'Talleres Turia', cif: CIF_NUEVA, registrada: false });
    // Staff cannot accept it until the company is in the portal.
    const aceptar = await t.call(endpoints.aceptarPropuestaPractica, { id: ok.body.datos.idSolicitud }, gestor);
    expect(aceptar.body.status).toBe(48);
  });
});

describe('solicitudes a centros educativos', () => {
  let deMarcos101 = 0;

  it('Marcos tiene todas disponibles; centro sin cuenta 15; → 528 y la empresa del centro recibe aviso; repetida 8', async () => {
    expect((await t.call(endpoints.numeroSolicitudPracticasEducacionDisponibles, {}, marcos)).body.datos).toEqual({
      maximo: 3,
      usadas: 0,
      disponibles: 3,
    });
    const sinCuenta = await t.call(endpoints.solicitudPracticaAlumno, { tipo: 'educacion', idProvincia: 3, idCentro: 1 }, marcos);
    expect(sinCuenta.body.status).toBe(15);
    expect(campos(sinCuenta.body.datos)).toEqual(['idCentro']);
    const ok = await t.call(endpoints.solicitudPracticaAlumno, { tipo: 'educacion', idProvincia: 46, idCentro: 101 }, marcos);
    expect(ok.body.status).toBe(528);
    expect(ok.body.datos).toMatchObject({
      tipo: 'educacion',
      estado: 'pendiente',
      centro: { id: 101, provincia: expect.any(String) },
    });
    deMarcos101 = ok.body.datos.idSolicitud;
    expect(await notificaciones('empresa', idLevante, 'solicitudEducacion.nueva')).not.toHaveLength(0);
    const otra = await t.call(endpoints.solicitudPracticaAlumno, { tipo: 'educacion', idProvincia: 46, idCentro: 101 }, marcos);
    expect(otra.body.status).toBe(8);
  });

  it('la empresa del centro: menú, lista y detalle; otra empresa no ve nada (45)', async () => {
    expect((await t.call(endpoints.tieneMenuSolicitudesPracticasEducacion, {}, levante)).body.datos).toBe(true);
    expect((await t.call(endpoints.tieneMenuSolicitudesPracticasEducacion, {}, meseta)).body.datos).toBe(false);
    const lista = (await t.call(endpoints.dameSolicitudesPracticasEducacion, {}, levante)).body.datos;
    expect(lista.map((s) => s.alumno)).toEqual(
      expect.arrayContaining(['Ana Torres Vidal', 'Pablo Moreno Sáez', 'Marcos Ruiz Delgado']),
    );
    expect(JSON.stringify(lista)).not.toMatch(/87654321X|23456781R|@demo\.puente\.es/);
    expect((await t.call(endpoints.dameSolicitudesPracticasEducacion, {}, meseta)).body.datos).toEqual([]);
    expect((await t.call(endpoints.dameSolicitudPractica, { id: deMarcos101 }, levante)).body.datos.alumno).toBe(
      'Marcos Ruiz Delgado',
    );
    expect((await t.call(endpoints.dameSolicitudPractica, { id: deMarcos101 }, meseta)).body.status).toBe(45);
    expect((await t.call(endpoints.dameSolicitudPractica, { id: 999999 }, levante)).body.status).toBe(45);
    expect((await t.call(endpoints.aceptarSolicitudPractica, aceptacion(deMarcos101), meseta)).body.status).toBe(45);
    expect(
      (await t.call(endpoints.rechazarSolicitudPractica, { id: deMarcos101, motivo: 'No' + 'pe' }, meseta)).body.status,
    ).toBe(45);
  });

  it('rechazar necesita motivo (15) → 520 y avisa al estudiante; ya respondida 48', async () => {
    const sin = await t.call(endpoints.rechazarSolicitudPractica, { id: deMarcos101, motivo: ' ' }, levante);
    expect(sin.body.status).toBe(15);
    const r = await t.call(
      endpoints.rechazarSolicitudPractica,
      { id: deMarcos101, motivo: 'No quedan plazas este trimestre.' },
      levante,
    );
    expect(r.body.status).toBe(520);
    expect(r.body.datos).toMatchObject({ estado: 'rechazada', respuesta: 'No quedan plazas este trimestre.' });
    const marcosId = (await t.database.query<{ id: number }>("SELECT id FROM alumnos WHERE dni = '87654321X'"))[0]?.id ?? 0;
    expect(await notificaciones('alumno', marcosId, 'solicitudEducacion.rechazada')).toHaveLength(1);
    expect(
      (await t.call(endpoints.rechazarSolicitudPractica, { id: deMarcos101, motivo: 'Otra vez' }, levante)).body.status,
    ).toBe(48);
    expect((await t.call(endpoints.aceptarSolicitudPractica, aceptacion(deMarcos101), levante)).body.status).toBe(48);
  });

  it('aceptar con fechas, tutor y tareas crea las prácticas aceptadas, pendientes de inicio (27 fechas invertidas)', async () => {
    const ok = await t.call(endpoints.solicitudPracticaAlumno, { tipo: 'educacion', idProvincia: 46, idCentro: 100 }, marcos);
    expect(ok.body.status).toBe(528);
    const id = ok.body.datos.idSolicitud;
    const invertidas = await t.call(
      endpoints.aceptarSolicitudPractica,
      { ...aceptacion(id), fechaInicio: dia(90), fechaFin: dia(30) },
      levante,
    );
    expect(invertidas.body.status).toBe(27);
    const sinTutor = await t.call(endpoints.aceptarSolicitudPractica, { ...aceptacion(id), tutorEmail: '' }, levante);
    expect(sinTutor.body.status).toBe(15);
    const a = await t.call(endpoints.aceptarSolicitudPractica, aceptacion(id), levante);
    expect(a.body.status).toBe(0);
    expect(a.body.datos).toMatchObject({
      estado: 'aceptada',
      tutor: { nombre: 'Pablo Martí Soler' },
      idPractica: expect.any(Number),
    });
    const practica = await t.database.query<{
      estado: string;
      propuesta_por: string;
      id_empresa: number;
      tutor_empresa_nombre: string;
    }>('SELECT estado, propuesta_por, id_empresa, tutor_empresa_nombre FROM practicas WHERE id = $1', [a.body.datos.idPractica]);
    expect(practica[0]).toEqual({
      estado: 'aceptada',
      propuesta_por: 'alumno',
      id_empresa: idLevante,
      tutor_empresa_nombre: 'Pablo Martí Soler',
    });
    expect((await t.call(endpoints.aceptarSolicitudPractica, aceptacion(id), levante)).body.status).toBe(48);
  });

  it('el límite del año: la tercera pasa, la cuarta es 81', async () => {
    const tercera = await t.call(
      endpoints.solicitudPracticaAlumno,
      { tipo: 'educacion', idProvincia: 46, idCentro: 101 },
      marcos,
    );
    expect(tercera.body.status).toBe(528);
    expect((await t.call(endpoints.numeroSolicitudPracticasEducacionDisponibles, {}, marcos)).body.datos.disponibles).toBe(0);
    const cuarta = await t.call(endpoints.solicitudPracticaAlumno, { tipo: 'educacion', idProvincia: 46, idCentro: 100 }, marcos);
    expect(cuarta.body.status).toBe(81);
    // Lucía's count is her own.
    expect((await t.call(endpoints.numeroSolicitudPracticasEducacionDisponibles, {}, lucia)).body.datos.disponibles).toBe(3);
  });
});

describe('propuestas de la empresa', () => {
  it('compruebaDNIalumno: el nombre de un estudiante registrado; 509 si no lo hay; 66 mal formado', async () => {
    const si = await t.call(endpoints.compruebaDNIalumno, { dni: '12345678z' }, levante);
    expect(si.body).toMatchObject({ status: 0, datos: { encontrado: true, nombre: 'Lucía García Fernández' } });
    const no = await t.call(endpoints.compruebaDNIalumno, { dni: DNI_NUEVO }, levante);
    expect(no.body).toMatchObject({ status: 509, datos: { encontrado: false, nombre: null } });
    expect((await t.call(endpoints.compruebaDNIalumno, { dni: '1234' }, levante)).body.status).toBe(66);
  });

  it('un estudiante registrado → 510; uno sin cuenta necesita el nombre (15) → 528', async () => {
    const si = await t.call(endpoints.solicitudPracticaEmpresa, { dni: '87654321X', ...condiciones }, meseta);
    expect(si.body.status).toBe(510);
    expect(si.body.datos).toMatchObject({
      origen: 'empresa',
      alumno: 'Marcos Ruiz Delgado',
      empresa: { nombre: 'Meseta Industrial' },
    });
    expect((await t.call(endpoints.solicitudPracticaEmpresa, { dni: 'X', ...condiciones }, meseta)).body.status).toBe(66);
    const sinNombre = await t.call(endpoints.solicitudPracticaEmpresa, { dni: DNI_NUEVO, ...condiciones }, meseta);
    expect(sinNombre.body.status).toBe(15);
    expect(campos(sinNombre.body.datos)).toEqual(['alumnoNombre']);
    const sinCuenta = await t.call(
      endpoints.solicitudPracticaEmpresa,
      { dni: DNI_NUEVO, alumnoNombre: 'Irene Soler Mas', ...condiciones },
      meseta,
    );
    expect(sinCuenta.body.status).toBe(528);
    // Its own proposal is readable by the company, not by another one.
    expect((await t.call(endpoints.dameSolicitudPractica, { id: si.body.datos.idSolicitud }, meseta)).body.status).toBe(0);
    expect((await t.call(endpoints.dameSolicitudPractica, { id: si.body.datos.idSolicitud }, levante)).body.status).toBe(45);
    // Marcos sees the proposal made of him.
    const deMarcos = (await t.call(endpoints.dameSolicitudesPracticaAlumno, {}, marcos)).body.datos;
    expect(deMarcos.some((s) => s.origen === 'empresa')).toBe(true);
  });
});

describe('la universidad responde las propuestas', () => {
  it('lista las pendientes; aceptar crea las prácticas y avisa a los dos; otra vez 48', async () => {
    const pendientes = (await t.call(endpoints.propuestasPracticasPendientes, {}, gestor)).body.datos;
    const deLucia = pendientes.find((p) => p.alumno === 'Lucía García Fernández' && p.empresa?.cif === MESETA);
    expect(deLucia).toBeDefined();
    const id = deLucia?.idSolicitud ?? 0;
    const a = await t.call(endpoints.aceptarPropuestaPractica, { id }, gestor);
    expect(a.body.status).toBe(0);
    expect(a.body.datos.estado).toBe('aceptada');
    const filas = await t.database.query<{
      estado: string;
      propuesta_por: string;
      tipo: string;
      id_alumno: number;
      id_empresa: number;
    }>('SELECT estado, propuesta_por, tipo, id_alumno, id_empresa FROM practicas WHERE id = $1', [a.body.datos.idPractica]);
    expect(filas[0]).toMatchObject({ estado: 'aceptada', propuesta_por: 'alumno', tipo: 'extracurricular' });
    expect(await notificaciones('alumno', filas[0]?.id_alumno ?? 0, 'propuestaPractica.aceptadaAlumno')).toHaveLength(1);
    expect(await notificaciones('empresa', filas[0]?.id_empresa ?? 0, 'propuestaPractica.aceptadaEmpresa')).toHaveLength(1);
    expect((await t.call(endpoints.aceptarPropuestaPractica, { id }, gestor)).body.status).toBe(48);
    // An education request is not a proposal for staff.
    const educacion = (await t.call(endpoints.dameSolicitudesPracticasEducacion, {}, levante)).body.datos[0];
    expect((await t.call(endpoints.aceptarPropuestaPractica, { id: educacion?.idSolicitud ?? 0 }, gestor)).body.status).toBe(48);
  });

  it('rechazar con motivo → 520 y avisa a la empresa; una propuesta de empresa aceptada es propuesta_por empresa', async () => {
    const pendientes = (await t.call(endpoints.propuestasPracticasPendientes, {}, gestor)).body.datos;
    const deEmpresa = pendientes.find((p) => p.origen === 'empresa' && p.alumno === 'Marcos Ruiz Delgado');
    const aLevante = pendientes.find((p) => p.origen === 'alumno' && p.empresa?.cif === LEVANTE);
    expect(deEmpresa && aLevante).toBeTruthy();
    const r = await t.call(
      endpoints.rechazarPropuestaPractica,
      { id: aLevante?.idSolicitud ?? 0, motivo: 'Fechas fuera del curso.' },
      gestor,
    );
    expect(r.body.status).toBe(520);
    expect(await notificaciones('empresa', idLevante, 'propuestaPractica.rechazadaEmpresa')).toHaveLength(1);
    const a = await t.call(endpoints.aceptarPropuestaPractica, { id: deEmpresa?.idSolicitud ?? 0 }, gestor);
    expect(a.body.status).toBe(0);
    const filas = await t.database.query<{ propuesta_por: string }>('SELECT propuesta_por FROM practicas WHERE id = $1', [
      a.body.datos.idPractica,
    ]);
    expect(filas[0]?.propuesta_por).toBe('empresa');
    // A request for a student without an account waits until the student registers.
    const sinCuenta = pendientes.find((p) => p.alumno === 'Irene Soler Mas');
    expect((await t.call(endpoints.aceptarPropuestaPractica, { id: sinCuenta?.idSolicitud ?? 0 }, gestor)).body.status).toBe(48);
  });
});
