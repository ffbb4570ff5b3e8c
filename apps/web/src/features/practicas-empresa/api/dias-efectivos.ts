import { useMutation, useQuery } from '@tanstack/react-query';
import { download } from '@/lib/api-client';
import { endpointQuery } from '@/lib/api-query';
import { saveFile } from '@/lib/save-file';

/** The section is one more on /documentacion: a failure leaves it out, with no banner over the rest. */
const silencioso = { silencioso: true };

/**
 * GET /api/Empresa/mesesDiasEfectivos: the closed months, per account code, of the internships the company itself
 * registers with the Social Security.
 */
export const useMesesDiasEfectivosEmpresa = () =>
  useQuery({ ...endpointQuery('mesesDiasEfectivosEmpresa', {}), meta: silencioso });

/**
 * GET /api/Empresa/diasEfectivosCsv?mes=&ccc= with the session's token (a plain link would carry none): the file
 * the API makes, saved under the name it suggests.
 */
export function useDescargarDiasEfectivosEmpresa() {
  return useMutation({
    mutationFn: async ({ mes, ccc }: { mes: string; ccc: string }) => {
      const fichero = await download(
        'diasEfectivosCsvEmpresa',
        { mes, ccc },
        { nombrePorDefecto: `dias-efectivos-${mes}-${ccc}.csv` },
      );
      saveFile(fichero.blob, fichero.nombre);
    },
  });
}
