import { useMutation } from '@tanstack/react-query';
import { download } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** The file endpoints of /mis-practicas: the student's own files and the university's templates. */
export type DescargaAlumno = 'descargaDocumentoPracticaAlumno' | 'descargaPlantillaPracticaAlumno';

export function useDescargar(endpoint: DescargaAlumno) {
  return useMutation({
    mutationFn: async ({ id, nombre }: { id: number; nombre: string }) => {
      const archivo = await download(endpoint, { id }, { nombrePorDefecto: nombre });
      saveFile(archivo.blob, archivo.nombre);
    },
  });
}
