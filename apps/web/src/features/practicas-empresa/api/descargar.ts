import { useMutation } from '@tanstack/react-query';
import { download } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** The file endpoints of /documentacion: each takes the id of what it serves. */
export type Descarga =
  | 'descargaDocumentoEmpresa'
  | 'descargaDocumentoPractica'
  | 'descargaPlantillaDocumentoPractica'
  | 'descargaAnexoPracticas'
  | 'descargaNotaInformativaPracticas';

/** One download: the file as the API names it (the given name when it does not), saved by the browser. */
export function useDescargar(endpoint: Descarga) {
  return useMutation({
    mutationFn: async ({ id, nombre }: { id: number; nombre: string }) => {
      const archivo = await download(endpoint, { id }, { nombrePorDefecto: nombre });
      saveFile(archivo.blob, archivo.nombre);
    },
  });
}
