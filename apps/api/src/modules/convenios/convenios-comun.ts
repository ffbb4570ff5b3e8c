import type { Brand } from '@puente/contract/brand';
import type { FileAnswer } from '@puente/contract/endpoint';
import { splitPathParams } from '@puente/contract/endpoint';
import { conveniosEndpoints } from '@puente/contract/endpoints/convenios';
import { PortalCodes } from '@puente/contract/errors/codes';
import { formatFecha } from '../../lib/fecha';
import { type PortalError, rechazo } from '../../lib/portal-error';
import type { FileStorage } from '../../lib/storage/storage';

// What the company's and the staff's agreement services share: the brand's switch, the links, the refusals, the file reads.

/** Where the company's screens follow up an agreement: the notifications link there. */
export const PANTALLA_CONVENIOS = '/subir-convenio-firmado';
/**
 * A rejection's link names its agreement, so uploading a new copy of that one
 * resolves its notification (notificaciones/acciones.ts) and no other's.
 */
export const enlaceRechazo = (idConvenio: number) => `${PANTALLA_CONVENIOS}?convenio=${idConvenio}`;

export const ruta = (path: string, id: number) => splitPathParams(path, { id }).path;
export const e = conveniosEndpoints;

/** "2026/0012": the year it was generated (Madrid's calendar) and its id, as the PDF prints it. */
// formatFecha (dd/mm/yyyy on Madrid's calendar) rather than hoyMadrid, whose one-entry cache is for "today".
export const referenciaDe = (id: number, creadoEn: Date) =>
  `${(formatFecha(creadoEn) ?? '').slice(-4)}/${String(id).padStart(4, '0')}`;

// Another company's id answers like a missing one, so ids reveal nothing.
export const noEncontrado = () => rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'convenio.noEsTuyo');
export const sinFirmado = () => rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'convenio.sinFirmada');

/** Everything answers 48 without the brand's `canCrearConvenios`. */
export function permitido(marca: Pick<Brand, 'flags'>) {
  if (!marca.flags.canCrearConvenios) {
    throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'convenio.sinPortal');
  }
}

/** A stored PDF (the generated one or the signed copy) as a file answer; `falta` when there is none. */
export async function leerArchivo(
  storage: Pick<FileStorage, 'read'>,
  idArchivo: string | null,
  falta: () => PortalError,
): Promise<FileAnswer> {
  const leido = idArchivo ? await storage.read(idArchivo) : null;
  if (!leido) throw falta();
  return { nombre: leido.file.name, contentType: leido.file.contentType, contenido: leido.content };
}
