import { useMutation } from '@tanstack/react-query';
import { download } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export interface Descarga {
  idConvenio: number;
  /** The signed copy the company uploaded, rather than the agreement as generated. */
  firmado?: boolean;
  nombrePorDefecto: string;
}

/**
 * GET /api/Empresa/descargaConvenio/{id} (the `enlace` addConvenioEmpresa and
 * the list give) or descargaConvenioFirmado/{id}: the PDF, saved by the browser.
 */
export function useDescargarConvenio() {
  return useMutation({
    mutationFn: async ({ idConvenio, firmado = false, nombrePorDefecto }: Descarga) => {
      const archivo = await download(
        firmado ? 'descargaConvenioFirmado' : 'descargaConvenio',
        { id: idConvenio },
        { nombrePorDefecto },
      );
      saveFile(archivo.blob, archivo.nombre);
    },
  });
}
