import { EXTENSIONES_DOCUMENTO, SUBIDA_MAX_BYTES } from '@puente/contract/constants';
import { checkUploadedFile, fileExtension, isAllowedExtension, stripBase64 } from '@puente/contract/validation/files';
import { MENSAJES } from '@puente/contract/validation/messages';

/** A file as the upload endpoints take it (spec §3 Uploaded document): /documentacion and /mis-practicas read them here. */
export interface ArchivoLeido {
  nombre: string;
  extension: string;
  ficheroB64: string;
}

/** The `nombre` of both inputs holds at most 150 characters: a longer file name keeps its end (the extension). */
const NOMBRE_MAX = 150;
export const nombreParaEnviar = (nombre: string) => (nombre.length > NOMBRE_MAX ? nombre.slice(-NOMBRE_MAX) : nombre);

function leerBase64(file: Blob, onProgreso?: (porcentaje: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgreso?.(Math.round((event.loaded / event.total) * 100));
    };
    reader.onload = () => resolve(stripBase64(String(reader.result)));
    reader.onerror = () => reject(reader.error ?? new Error(MENSAJES.ficheroIlegible));
    reader.readAsDataURL(file);
  });
}

/**
 * Spec §5 in the browser, before anything is sent: the extension is in the
 * list and the size at most 2 MB (nothing read yet), then the first bytes
 * match the extension (a text renamed .pdf is refused here). Resolves to the
 * file, or to the contract's message, the words the API would answer.
 */
export async function leerArchivo(
  file: File,
  onProgreso?: (porcentaje: number) => void,
): Promise<ArchivoLeido | { error: string }> {
  const extension = fileExtension(file.name);
  if (!isAllowedExtension(extension, EXTENSIONES_DOCUMENTO)) return { error: MENSAJES.ficheroNoPermitido };
  if (file.size > SUBIDA_MAX_BYTES) return { error: MENSAJES.ficheroDemasiadoGrande };
  let ficheroB64: string;
  try {
    ficheroB64 = await leerBase64(file, onProgreso);
  } catch {
    return { error: MENSAJES.ficheroIlegible };
  }
  const error = checkUploadedFile(extension, ficheroB64, EXTENSIONES_DOCUMENTO);
  return error ? { error } : { nombre: file.name, extension, ficheroB64 };
}

/** The accept attribute of the file pickers: the §5 list, so the dialog offers those first. */
export const ACEPTA_DOCUMENTOS = EXTENSIONES_DOCUMENTO.map((ext) => `.${ext}`).join(',');
