import { useMutation } from '@tanstack/react-query';
import { useFilasPorCursor } from '@/components/data-table/cursor';
import { download, fetchData } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import type { FiltrosActividad } from '../hooks/filtros-url';

/** GET /api/Gestion/actividad page by page with the server's cursor; a change of filter starts again. */
export const useActividad = (filtros: FiltrosActividad) =>
  useFilasPorCursor(['actividadGestion', filtros, 'paginas'], (cursor, signal) =>
    fetchData('actividadGestion', { ...filtros, ...(cursor ? { cursor } : {}) }, { signal }),
  );

/**
 * GET /api/Gestion/actividadCsv with the same filter as the list, and the session's token (a plain link
 * would carry none): the file the API streams, saved under the name it suggests.
 */
export function useDescargarCsv() {
  return useMutation({
    mutationFn: async (filtros: FiltrosActividad) => {
      const fichero = await download('actividadCsv', filtros, { nombrePorDefecto: 'actividad.csv' });
      saveFile(fichero.blob, fichero.nombre);
    },
  });
}
