import { EXTENSIONES_DOCUMENTO, SUBIDA_MAX_BYTES } from '@puente/contract/constants';
import { checkUploadedFile, fileExtension, isAllowedExtension, stripBase64 } from '@puente/contract/validation/files';
import { MENSAJES } from '@puente/contract/validation/messages';

/** A file as the CV's endpoints take it (spec §3 Uploaded document: base64 and its extension). */
export interface ArchivoLeido {
  nombre: string;
  extension: string;
  ficheroB64: string;
}

/**
 * What can be told before reading a byte (spec §5): the extension is in the
 * list and the size is at most 2 MB. The contract's messages, so the student
 * reads the same words the API would answer.
 */
export function comprobarAntesDeLeer(file: Pick<File, 'name' | 'size'>, permitidas: readonly string[] = EXTENSIONES_DOCUMENTO) {
  if (!isAllowedExtension(fileExtension(file.name), permitidas)) return MENSAJES.ficheroNoPermitido;
  if (file.size > SUBIDA_MAX_BYTES) return MENSAJES.ficheroDemasiadoGrande;
  return null;
}

/** Reads a file as base64, reporting 0–100 as it goes. */
export function leerBase64(file: Blob, onProgreso?: (porcentaje: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable) onProgreso?.(Math.round((event.loaded / event.total) * 100));
    };
    reader.onload = () => resolve(stripBase64(String(reader.result)));
    reader.onerror = () => reject(reader.error ?? new Error(MENSAJES.ficheroIlegible));
    reader.readAsDataURL(file);
  });
}

/**
 * The whole check of spec §5 in the browser: extension and size first, then
 * the content against the extension (a renamed executable is refused before
 * it is sent). Resolves to the file or to the message to show.
 */
export async function leerArchivo(
  file: File,
  permitidas: readonly string[] = EXTENSIONES_DOCUMENTO,
  onProgreso?: (porcentaje: number) => void,
): Promise<ArchivoLeido | { error: string }> {
  const antes = comprobarAntesDeLeer(file, permitidas);
  if (antes) return { error: antes };
  let ficheroB64: string;
  try {
    ficheroB64 = await leerBase64(file, onProgreso);
  } catch {
    return { error: MENSAJES.ficheroIlegible };
  }
  const extension = fileExtension(file.name);
  const error = checkUploadedFile(extension, ficheroB64, permitidas);
  return error ? { error } : { nombre: file.name, extension, ficheroB64 };
}
