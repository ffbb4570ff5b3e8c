import { FOTO_MAX_PX } from '@puente/contract/constants';
import { EXTENSIONES_FOTO } from '@puente/contract/cv';
import { PortalCodes } from '@puente/contract/errors/codes';
import sharp from 'sharp';
import { rechazo } from '../../lib/portal-error';
import { checkFile, normalizeExtension } from '../../lib/storage/check-file';

const noPermitido = () => rechazo(PortalCodes.EXTENSION_NO_PERMITIDA, 'fichero.noPermitido');

/**
 * Checks a profile photo and re-encodes it as the JPEG that is kept: png, jpg
 * or jpeg by extension and by content (46), at most 2 MB (413), at most
 * FOTO_MAX_PX on each side (526). The size is read from the header before
 * anything is decoded, so a huge image costs nothing. Re-encoding applies the
 * EXIF orientation (`rotate()`) and writes no metadata at all: no EXIF, no GPS
 * position, no camera or software names, no XMP.
 */
export async function fotoParaGuardar(extension: string, contenido: Uint8Array): Promise<Buffer> {
  const ext = normalizeExtension(extension);
  if (!(EXTENSIONES_FOTO as readonly string[]).includes(ext)) throw noPermitido();
  await checkFile('foto-perfil', ext, contenido);
  const imagen = sharp(contenido, { failOn: 'error', limitInputPixels: FOTO_MAX_PX * FOTO_MAX_PX });
  let ancho: number | undefined;
  let alto: number | undefined;
  try {
    ({ width: ancho, height: alto } = await imagen.metadata());
  } catch {
    throw noPermitido();
  }
  if (!ancho || !alto) throw noPermitido();
  if (ancho > FOTO_MAX_PX || alto > FOTO_MAX_PX) throw rechazo(PortalCodes.FOTO_DEMASIADO_GRANDE);
  try {
    // A PNG with transparency gets a white background instead of black.
    return await imagen.rotate().flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
  } catch {
    // Signature right, body broken: not an image this portal can show.
    throw noPermitido();
  }
}
