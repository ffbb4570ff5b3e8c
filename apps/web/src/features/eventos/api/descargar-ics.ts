import { useMutation } from '@tanstack/react-query';
import { download } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /api/Alumno/calendarioEvento/:id: the event as an .ics file, saved by the browser ("Añadir al calendario"). */
export function useDescargarIcs() {
  return useMutation({
    mutationFn: async (urlAcceso: string) => {
      const archivo = await download('calendarioEvento', { id: urlAcceso }, { nombrePorDefecto: `${urlAcceso}.ics` });
      saveFile(archivo.blob, archivo.nombre);
    },
  });
}
