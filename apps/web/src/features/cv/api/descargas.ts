import { useMutation } from '@tanstack/react-query';
import { download } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /api/Alumno/descargaCv: the CV as a PDF made by the API, saved by the browser. */
export function useDescargarCv() {
  return useMutation({
    mutationFn: async (nombrePorDefecto: string) => {
      const { blob, nombre } = await download('descargaCv', {}, { nombrePorDefecto });
      saveFile(blob, nombre);
    },
  });
}

/** GET /api/Alumno/descargaDoc/{id}: one of the student's own documents. */
export function useDescargarDocumento() {
  return useMutation({
    mutationFn: async ({ id, nombre }: { id: number; nombre: string }) => {
      const archivo = await download('descargaDoc', { id }, { nombrePorDefecto: nombre });
      saveFile(archivo.blob, archivo.nombre);
    },
  });
}
