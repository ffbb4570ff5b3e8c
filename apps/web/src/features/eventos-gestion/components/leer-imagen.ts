import { SUBIDA_MAX_BYTES } from '@puente/contract/constants';
import {
  CONTENT_TYPE_POR_EXTENSION,
  checkUploadedFile,
  fileExtension,
  isAllowedExtension,
  stripBase64,
} from '@puente/contract/validation/files';
import { MENSAJES } from '@puente/contract/validation/messages';

/** What imagenEvento takes (spec §5's images that a browser shows and the API re-encodes): PNG or JPEG. */
export const EXTENSIONES_IMAGEN = ['png', 'jpg', 'jpeg'] as const;
export const ACEPTA_IMAGENES = '.png,.jpg,.jpeg,image/png,image/jpeg';

/** The picked image once checked: what the API takes, its name, and a data: address for the previews. */
export interface ImagenElegida {
  nombre: string;
  extension: string;
  ficheroB64: string;
  url: string;
}

function leerComoUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(MENSAJES.ficheroIlegible));
    reader.readAsDataURL(file);
  });
}

/**
 * An image checked as any upload is (spec §5), before anything is sent: its extension and 2 MB with nothing
 * read yet, then its first bytes against the extension (a text renamed .png is refused here). Resolves to
 * the image, or to the contract's message, the words the API would answer (46, 413).
 */
export async function leerImagen(file: File): Promise<ImagenElegida | { error: string }> {
  const extension = fileExtension(file.name);
  if (!isAllowedExtension(extension, EXTENSIONES_IMAGEN)) return { error: MENSAJES.ficheroNoPermitido };
  if (file.size > SUBIDA_MAX_BYTES) return { error: MENSAJES.ficheroDemasiadoGrande };
  let ficheroB64: string;
  try {
    ficheroB64 = stripBase64(await leerComoUrl(file));
  } catch {
    return { error: MENSAJES.ficheroIlegible };
  }
  const error = checkUploadedFile(extension, ficheroB64, EXTENSIONES_IMAGEN);
  if (error) return { error };
  const tipo = extension === 'png' ? CONTENT_TYPE_POR_EXTENSION.png : CONTENT_TYPE_POR_EXTENSION.jpg;
  return { nombre: file.name, extension, ficheroB64, url: `data:${tipo};base64,${ficheroB64}` };
}
