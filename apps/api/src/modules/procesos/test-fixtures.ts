import { endpoints } from '@puente/contract/endpoints/all';
import type { Caller } from '../../lib/caller';
import { hoyMadrid } from '../../lib/fecha';
import type { TestApp } from '../../test/test-app';

/** Test helpers of the processes module: valid offers, tokens for each company, candidacies set up by SQL. */

export const CIF_LEVANTE = 'B12345674';
export const CIF_MESETA = 'A58818501';

/** yyyy-mm-dd `n` days from today on the portal's calendar. */
export function dia(n: number): string {
  const base = new Date(`${hoyMadrid()}T12:00:00Z`);
  base.setUTCDate(base.getUTCDate() + n);
  return base.toISOString().slice(0, 10);
}

const comun = {
  titulo: 'Analista de datos júnior',
  plazas: 2,
  puestoTrabajo: 'Analista de datos',
  departamento: 'Datos y BI',
  descripcion: 'Buscamos una persona para el equipo de analítica.',
  tareasAdesarrollar: 'Preparar informes; limpiar datos; automatizar cuadros de mando.',
  horario: 'Lunes a viernes de 9:00 a 14:00',
  horasDia: 5,
  remuneracion: 700,
  modalidad: 'hibrida',
  idProvincia: 46,
  localidad: 'València',
  fechaLimite: dia(30),
  fechaInicio: dia(45),
  fechaFin: dia(200),
  titulaciones: [1, 2],
  urlInscripcionExterna: '',
};

export function ofertaPracticas(extra: Record<string, unknown> = {}) {
  return {
    ...comun,
    idPerfil: 2,
    idTipoFormacion: 2,
    meses: 6,
    tiempoDedicacionJornada: 60,
    numeroDiasSemana: 5,
    tutorNombre: 'Marta Gil Navarro',
    tutorCargo: 'Responsable de datos',
    tutorEmail: 'marta.gil@levante.example.es',
    tutorTelefono: '963111222',
    ...extra,
  };
}

export function ofertaEmpleo(extra: Record<string, unknown> = {}) {
  return { ...comun, idPerfil: 1, titulo: 'Desarrollador/a backend', remuneracion: 28000, idTipoContrato: 1, ...extra };
}

export async function idEmpresa(t: TestApp, cif: string) {
  const rows = await t.database.query<{ id: number }>('SELECT id FROM empresas WHERE cif = $1', [cif]);
  return (rows[0] as { id: number }).id;
}

export async function idAlumno(t: TestApp, dni: string) {
  const rows = await t.database.query<{ id: number }>('SELECT id FROM alumnos WHERE dni = $1', [dni]);
  return (rows[0] as { id: number }).id;
}

/**
 * Tokens: Levante (seleccion.demo, its only company), rrhh.demo acting for
 * Meseta and rrhh.demo acting for Levante (the contact of two companies), staff.
 */
export async function tokens(t: TestApp) {
  const [levante, meseta] = [await idEmpresa(t, CIF_LEVANTE), await idEmpresa(t, CIF_MESETA)];
  return {
    levante: await t.login('empresa', 'seleccion.demo'),
    meseta: await t.login('empresa', 'rrhh.demo', meseta),
    rrhhLevante: await t.login('empresa', 'rrhh.demo', levante),
    gestor: await t.login('gestor', 'gestor.demo'),
    idLevante: levante,
    idMeseta: meseta,
  };
}

/** Creates an offer through the API and returns what addOferta answered. */
export async function crearOferta(t: TestApp, token: string, oferta: Record<string, unknown> = ofertaPracticas()) {
  const { body } = await t.call(endpoints.addOferta, oferta, token);
  if (body.status !== 506) throw new Error(`addOferta: ${body.status} ${body.mensaje} ${JSON.stringify(body.datos)}`);
  return body.datos as { idOferta: number; urlAcceso: string; idEstado: number; Estado: string };
}

export async function setEstadoOferta(t: TestApp, idOferta: number, idEstado: number) {
  await t.database.query('UPDATE ofertas SET id_estado = $2 WHERE id = $1', [idOferta, idEstado]);
}

/** A candidacy in a given state, as the student side would have left it. */
export async function crearCandidatura(t: TestApp, idOferta: number, dni: string, estado = 1) {
  const rows = await t.database.query<{ id: number }>(
    `INSERT INTO candidaturas (id_oferta, id_alumno, estado) SELECT $1, id, $3 FROM alumnos WHERE dni = $2
     ON CONFLICT (id_oferta, id_alumno) DO UPDATE SET estado = EXCLUDED.estado RETURNING id`,
    [idOferta, dni, estado],
  );
  return (rows[0] as { id: number }).id;
}

/** Inserts a demo student (password of the demo users) for tests that need more candidates. */
export async function crearAlumno(t: TestApp, dni: string, nombre: string) {
  await t.database.query(
    `INSERT INTO alumnos (dni, email, nombre, apellido1, apellido2, telefono, password_hash, primer_acceso)
     SELECT $1, $2, $3, 'Prueba', NULL, '600000000', password_hash, false FROM alumnos WHERE dni = '12345678Z'
     ON CONFLICT (dni) DO NOTHING`,
    [dni, `${dni.toLowerCase()}@demo.puente.es`, nombre],
  );
}

/**
 * A recipient's notifications, newest first, as a Spanish reader gets them:
 * rows hold a message key, so the texts come from the panel's own rendering.
 */
export async function notificacionesDe(t: TestApp, destinoTipo: 'alumno' | 'empresa', destinoId: number) {
  const lector: Caller = {
    tipo: destinoTipo,
    id: destinoId,
    idEmpresa: destinoTipo === 'empresa' ? destinoId : null,
    nombre: '',
    apellidos: '',
    jti: '',
    exp: 0,
    rgpdPendiente: false,
    actor: null,
  };
  const lista = await t.services.notificaciones.listar(lector, 'es');
  return lista
    .sort((a, b) => b.idNotificacion - a.idNotificacion)
    .map((n) => ({ titulo: n.titulo, texto: n.texto, importante: n.Importante, url_acceso: n.urlAcceso }));
}
