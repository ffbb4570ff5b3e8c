import { FOTO_MAX_PX } from '@puente/contract/constants';
import { EXTENSIONES_FOTO } from '@puente/contract/cv';
import { PortalCodes } from '@puente/contract/errors/codes';
import { rechazo } from '../../lib/portal-error';
import { normalizeExtension } from '../../lib/storage/check-file';
import { jpegLimpio } from '../../lib/storage/imagen';

/**
 * Checks a profile photo and re-encodes it as the JPEG that is kept
 * (lib/storage/imagen.ts): png, jpg or jpeg by extension and by content (46),
 * at most 2 MB (413), at most FOTO_MAX_PX on each side (526), no metadata.
 */
export async function fotoParaGuardar(extension: string, contenido: Uint8Array): Promise<Buffer> {
  if (!(EXTENSIONES_FOTO as readonly string[]).includes(normalizeExtension(extension))) {
    throw rechazo(PortalCodes.EXTENSION_NO_PERMITIDA, 'fichero.noPermitido');
  }
  return jpegLimpio('foto-perfil', extension, contenido, {
    ladoMaximo: FOTO_MAX_PX,
    demasiadoGrande: () => rechazo(PortalCodes.FOTO_DEMASIADO_GRANDE),
  });
}
