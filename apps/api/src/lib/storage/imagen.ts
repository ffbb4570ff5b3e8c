import { PortalCodes } from '@puente/contract/errors/codes';
import sharp from 'sharp';
import { type PortalError, rechazo } from '../portal-error';
import { checkFile, normalizeExtension } from './check-file';
import type { FileUse } from './file-uses';

const noPermitido = () => rechazo(PortalCodes.EXTENSION_NO_PERMITIDA, 'fichero.noPermitido');

export interface OpcionesImagen {
  /** The largest side accepted as uploaded; larger answers `demasiadoGrande()`. Read from the header, nothing decoded. */
  ladoMaximo: number;
  demasiadoGrande: () => PortalError;
  /** Scale down to fit this box (never up); absent, the size is kept. */
  caja?: { ancho: number; alto: number };
}

/**
 * An uploaded picture as the JPEG that is kept: its extension allowed for the
 * use and matched by its content (46), its size read from the header before
 * anything is decoded, then re-encoded with the EXIF orientation applied and
 * no metadata at all (no EXIF, GPS position, camera or software, XMP). A PNG
 * with transparency gets a white background instead of black.
 */
export async function jpegLimpio(use: FileUse, extension: string, contenido: Uint8Array, o: OpcionesImagen): Promise<Buffer> {
  const ext = normalizeExtension(extension);
  await checkFile(use, ext, contenido);
  const imagen = sharp(contenido, { failOn: 'error', limitInputPixels: o.ladoMaximo * o.ladoMaximo });
  let ancho: number | undefined;
  let alto: number | undefined;
  try {
    ({ width: ancho, height: alto } = await imagen.metadata());
  } catch {
    throw noPermitido();
  }
  if (!ancho || !alto) throw noPermitido();
  if (ancho > o.ladoMaximo || alto > o.ladoMaximo) throw o.demasiadoGrande();
  try {
    const girada = imagen.rotate();
    const encajada = o.caja
      ? girada.resize({ width: o.caja.ancho, height: o.caja.alto, fit: 'inside', withoutEnlargement: true })
      : girada;
    return await encajada.flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
  } catch {
    // Signature right, body broken: not an image this portal can show.
    throw noPermitido();
  }
}
