import { EXTENSIONES_PDF, SUBIDA_MAX_BYTES } from '@puente/contract/constants';
import { fileExtension, isAllowedExtension, stripBase64 } from '@puente/contract/validation/files';

/** A signed copy as adjuntaFicheroAlConvenioEmpresa and anexoFirmadoPractica take it (spec §3 Uploaded document). */
export interface PdfLeido {
  ficheroB64: string;
  extension: string;
}

/** Why a file is refused before it is sent: 46 (not a PDF, by name or by content) or 413 (over 2 MB). */
export type RechazoPdf = 46 | 413;

const CABECERA_PDF = '%PDF-';

function leer<T extends 'buffer' | 'url'>(
  blob: Blob,
  como: T,
  onProgreso?: (porcentaje: number) => void,
): Promise<T extends 'buffer' ? ArrayBuffer : string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgreso?.(Math.round((event.loaded / event.total) * 100));
    };
    reader.onload = () => resolve(reader.result as never);
    reader.onerror = () => reject(reader.error ?? new Error('No se pudo leer el fichero'));
    if (como === 'buffer') reader.readAsArrayBuffer(blob);
    else reader.readAsDataURL(blob);
  });
}

/** Whether the file starts as every PDF does ("%PDF-"): a renamed document is refused here, not after 2 MB travel. */
export async function empiezaComoPdf(file: Blob): Promise<boolean> {
  const bytes = new Uint8Array(await leer(file.slice(0, CABECERA_PDF.length), 'buffer'));
  return String.fromCharCode(...bytes) === CABECERA_PDF;
}

/**
 * A signed copy's checks in the browser (spec §5: PDF only, ≤ 2 MB), the
 * agreement's and the internship annex's alike: the extension and size
 * before reading, then the first bytes, then the file as base64 with its
 * progress. The API checks the same again (46, 413).
 */
export async function leerPdf(
  file: File,
  onProgreso?: (porcentaje: number) => void,
): Promise<PdfLeido | { rechazo: RechazoPdf }> {
  const extension = fileExtension(file.name);
  if (!isAllowedExtension(extension, EXTENSIONES_PDF)) return { rechazo: 46 };
  if (file.size > SUBIDA_MAX_BYTES) return { rechazo: 413 };
  if (!(await empiezaComoPdf(file))) return { rechazo: 46 };
  const url = await leer(file, 'url', onProgreso);
  return { ficheroB64: stripBase64(url), extension };
}
