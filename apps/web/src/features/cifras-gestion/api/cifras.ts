import type { ClaveTabla, FiltroCifras, InformeCifras } from '@puente/contract/cifras';
import { useMutation, useQuery } from '@tanstack/react-query';
import { silencioso } from '@/components/formularios-empresa/rechazo';
import { download } from '@/lib/api-client';
import { endpointQuery } from '@/lib/api-query';
import { saveFile } from '@/lib/save-file';

/**
 * GET /api/Gestion/cifras/:informe with the report's filters. Silent: the page says a failed read itself.
 * Figures move slowly: a minute before the same filters are read again.
 */
export const useCifras = (informe: InformeCifras, filtros: FiltroCifras, activa = true) =>
  useQuery({ ...endpointQuery('cifras', { informe, ...filtros }), enabled: activa, staleTime: 60_000, meta: silencioso });

/** GET /api/Gestion/cifrasCsv/:informe/:tabla: the table as shown, saved under the name the API suggests. */
export function useDescargarCifras() {
  return useMutation({
    mutationFn: async (datos: FiltroCifras & { informe: InformeCifras; tabla: ClaveTabla }) => {
      const fichero = await download('cifrasCsv', datos, { nombrePorDefecto: `cifras-${datos.informe}-${datos.tabla}.csv` });
      saveFile(fichero.blob, fichero.nombre);
    },
  });
}
