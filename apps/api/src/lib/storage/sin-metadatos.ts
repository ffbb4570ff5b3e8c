import { PortalCodes } from '@puente/contract/errors/codes';
import sharp from 'sharp';
import { rechazo } from '../portal-error';
import type { FileUse } from './file-uses';

/** Uses whose pictures are re-encoded before they get here (jpegLimpio): nothing left to strip. */
const YA_LIMPIAS: readonly FileUse[] = ['foto-perfil', 'imagen-evento'];

/** Pixels a document picture may have: a 40-megapixel photo passes, a decompression bomb does not. */
const PIXELES_MAXIMOS = 40_000_000;

/**
 * A picture uploaded as a document (a CV's certificate, an offer's document) without its metadata: companies
 * download these, and a phone's photo carries its GPS position, the camera and the time in EXIF (and XMP, ICC
 * comments, PNG text chunks). JPEG, PNG and TIFF are decoded, turned as their EXIF orientation says, and written
 * again in the same format with none of it; other files pass unchanged. Content that is not a readable picture
 * is refused like a wrong extension (46).
 */
export async function sinMetadatos(use: FileUse, extension: string, contenido: Uint8Array): Promise<Uint8Array> {
  if (YA_LIMPIAS.includes(use)) return contenido;
  const formato = extension === 'jpg' || extension === 'jpeg' ? 'jpeg' : extension === 'tif' ? 'tiff' : extension;
  if (formato !== 'jpeg' && formato !== 'png' && formato !== 'tiff') return contenido;
  try {
    const imagen = sharp(contenido, { failOn: 'error', limitInputPixels: PIXELES_MAXIMOS }).rotate();
    const limpia =
      formato === 'jpeg' ? imagen.jpeg({ quality: 90 }) : formato === 'png' ? imagen.png() : imagen.tiff({ compression: 'lzw' });
    return new Uint8Array(await limpia.toBuffer());
  } catch {
    throw rechazo(PortalCodes.EXTENSION_NO_PERMITIDA, 'fichero.noPermitido');
  }
}
