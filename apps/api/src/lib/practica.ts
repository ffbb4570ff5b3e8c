import { type FileAnswer, splitPathParams } from '@puente/contract/endpoint';
import { PortalCodes } from '@puente/contract/errors/codes';
import { estadoEfectivoPractica } from '@puente/contract/practicas-alumno';
import {
  type EstadoPractica,
  etiquetasEstadoPractica,
  etiquetasTipoPractica,
  type TipoPractica,
} from '@puente/contract/practicas-empresa';
import type { Caller } from './caller';
import { formatFecha } from './fecha';
import { type PortalError, rechazo } from './portal-error';
import type { FileStorage } from './storage/storage';

/**
 * What the company's side (modules/practicas-empresa) and the student's
 * (modules/practicas-alumno) read of an internship the same way: its state
 * at query time, which required documents it needs, its details, and the
 * download links and files of its documents.
 */

/**
 * One internship on the student's screen, /mis-practicas with its card's anchor: the link of the notifications that
 * ask the student for something of that internship (notificaciones/acciones.ts), by which doing it marks them done.
 */
export const enlacePracticaAlumno = (idPractica: number) => `/mis-practicas#practica-${idPractica}`;

/** The student's screen of internships, where the bank data a paid one needs are given. */
export const PANTALLA_PRACTICAS_ALUMNO = '/mis-practicas';

/** Open: proposed, accepted or under way before its end (what is asked of the student can still be given in time). */
export const practicaAbierta = (p: { estado: string; fechaFin: string }, hoy: string) =>
  ['propuesta', 'aceptada', 'en_curso'].includes(estadoEfectivo(p, hoy));

/** The download link of an endpoint with `:id`. */
export const enlace = (path: string, id: number) => splitPathParams(path, { id }).path;

export function gestorDe(caller: Caller): number {
  if (caller.tipo !== 'gestor') throw rechazo(PortalCodes.SIN_PERMISOS);
  return caller.id;
}

/** Never stored: an internship under way past its end date reads as finished. */
export const estadoEfectivo = (p: { estado: string; fechaFin: string }, hoy: string): EstadoPractica =>
  estadoEfectivoPractica(p.estado as EstadoPractica, p.fechaFin, hoy);

/** The programme, kind, state (at query time) and dates of an internship, with their labels, as both sides answer them. */
export function cabeceraPractica(
  p: { idPrograma: number | null; programa: string | null; tipo: string; estado: string; fechaInicio: string; fechaFin: string },
  hoy: string,
) {
  const estado = estadoEfectivo(p, hoy);
  const tipo = p.tipo as TipoPractica;
  return {
    idPrograma: p.idPrograma,
    programa: p.programa,
    tipo,
    etiquetaTipo: etiquetasTipoPractica[tipo],
    estado,
    etiquetaEstado: etiquetasEstadoPractica[estado],
    fechaInicio: formatFecha(p.fechaInicio) ?? '',
    fechaFin: formatFecha(p.fechaFin) ?? '',
  };
}

/** Whether a required document is one this internship needs: its programme (or all) and its kind (or both). */
export const aplica = (
  r: { idPrograma: number | null; tipoPractica: string | null },
  p: { idPrograma: number | null; tipo: string },
) => (r.idPrograma === null || r.idPrograma === p.idPrograma) && (r.tipoPractica === null || r.tipoPractica === p.tipo);

/** A numeric column (drizzle reads PostgreSQL numeric as text) as a number. */
export const numero = (v: string | number | null) => (v === null ? null : Number(v));

/** The columns of an internship's row that `detallePractica` reads. */
export interface FilaDetallePractica {
  tutorEmpresaNombre: string | null;
  tutorEmpresaEmail: string | null;
  tutorEmpresaTelefono: string | null;
  tutorAcademicoNombre: string | null;
  tutorAcademicoEmail: string | null;
  horasDia: string | null;
  diasSemana: number | null;
  dedicacion: string | null;
  horasTotales: number | null;
  tareas: string | null;
}

/** The tutors, the hours and the tasks of an internship, as both sides answer them. */
export const detallePractica = (p: FilaDetallePractica) => ({
  tutor: { nombre: p.tutorEmpresaNombre, email: p.tutorEmpresaEmail, telefono: p.tutorEmpresaTelefono },
  tutorAcademico: { nombre: p.tutorAcademicoNombre, email: p.tutorAcademicoEmail },
  horasDia: numero(p.horasDia),
  numeroDiasSemana: p.diasSemana,
  tiempoDedicacionJornada: numero(p.dedicacion),
  horasTotales: p.horasTotales,
  tareas: p.tareas,
});

/** Reads a stored file as a download; a file gone between the check and the read answers `faltante`. */
export async function leerFichero(storage: FileStorage, id: string | null, faltante: () => PortalError): Promise<FileAnswer> {
  const leido = id ? await storage.read(id) : null;
  if (!leido) throw faltante();
  return { nombre: leido.file.name, contentType: leido.file.contentType, contenido: leido.content };
}
