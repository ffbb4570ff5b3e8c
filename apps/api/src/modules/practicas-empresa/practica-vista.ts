import { type FileAnswer, splitPathParams } from '@puente/contract/endpoint';
import { practicasEmpresaEndpoints } from '@puente/contract/endpoints/practicas-empresa';
import { PortalCodes } from '@puente/contract/errors/codes';
import {
  type EstadoPractica,
  etiquetasEstadoPractica,
  etiquetasTipoPractica,
  type TipoPractica,
} from '@puente/contract/practicas-empresa';
import type { Caller } from '../../lib/caller';
import { formatFecha } from '../../lib/fecha';
import { PortalError } from '../../lib/portal-error';
import type { FileStorage } from '../../lib/storage/storage';
import type { FilaPractica } from './practicas-empresa.repository';

export const e = practicasEmpresaEndpoints;

/** The download link of an endpoint with `:id`. */
export const enlace = (path: string, id: number) => splitPathParams(path, { id }).path;

/** The token's active company; the folder's guard already requires the empresa role. */
export function empresaDe(caller: Caller): number {
  if (caller.tipo !== 'empresa' || caller.idEmpresa === null) throw new PortalError(PortalCodes.SIN_PERMISOS);
  return caller.idEmpresa;
}

export function gestorDe(caller: Caller): number {
  if (caller.tipo !== 'gestor') throw new PortalError(PortalCodes.SIN_PERMISOS);
  return caller.id;
}

// Another company's internship answers like a missing one (45), so ids reveal nothing.
export const practicaNoEncontrada = () =>
  new PortalError(PortalCodes.PRACTICANTE_NO_ENCONTRADO, 'No se ha encontrado al estudiante en prácticas.');
// Another company's document answers like a missing one (48), as the CV's and the agreements' do.
export const documentoNoEncontrado = () =>
  new PortalError(PortalCodes.ACCION_NO_PERMITIDA, 'El documento no existe o no es de tu empresa.');

/** Never stored: an internship under way past its end date reads as finished. */
export function estadoEfectivo(p: { estado: string; fechaFin: string }, hoy: string): EstadoPractica {
  const estado = p.estado as EstadoPractica;
  return estado === 'en_curso' && p.fechaFin < hoy ? 'finalizada' : estado;
}

/** States whose paperwork is still kept: a turned-down proposal or a cancelled internship has none. */
export const conDocumentacion = (estado: EstadoPractica) => estado !== 'rechazada' && estado !== 'anulada';

/** What every company list says of an internship. */
export function resumenPractica(p: FilaPractica, hoy: string) {
  const estado = estadoEfectivo(p, hoy);
  const tipo = p.tipo as TipoPractica;
  return {
    idPractica: p.id,
    alumno: p.alumno,
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

/** Reads a stored file as a download; a file gone between the check and the read answers `faltante`. */
export async function leerFichero(storage: FileStorage, id: string | null, faltante: () => PortalError): Promise<FileAnswer> {
  const leido = id ? await storage.read(id) : null;
  if (!leido) throw faltante();
  return { nombre: leido.file.name, contentType: leido.file.contentType, contenido: leido.content };
}

/** A numeric column (drizzle reads PostgreSQL numeric as text) as a number. */
export const numero = (v: string | number | null) => (v === null ? null : Number(v));
