import type { SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFilasPorCursor } from '@/components/data-table/cursor';
import { silencioso } from '@/components/formularios-empresa/rechazo';
import { type ApiInput, download, fetchData } from '@/lib/api-client';
import { endpointQuery, invalidateEndpoints } from '@/lib/api-query';
import { saveFile } from '@/lib/save-file';
import type { FiltrosPracticas } from '../hooks/filtros-url';

/** GET /api/Gestion/practicas page by page with the server's cursor; a change of filter starts again. */
export const usePracticasGestion = (filtros: FiltrosPracticas) =>
  useFilasPorCursor(['practicasGestion', filtros, 'paginas'], (cursor, signal) =>
    fetchData('practicasGestion', { ...filtros, ...(cursor ? { cursor } : {}) }, { signal }),
  );

/**
 * POST /api/Gestion/recordarInformesTutor: mails the company tutors of the chosen internships (up to 100) who owe
 * the final report; the records' mails read again.
 */
export function useRecordarInformes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => fetchData('recordarInformesTutor', { ids }),
    onSuccess: () => invalidateEndpoints(queryClient, ['seguimientoPracticaGestion']),
  });
}

/**
 * GET /api/Gestion/seguimientoPractica/:id: the whole record of one internship. Silent: the page says a 45 (no
 * such internship) itself and hands anything else to the banner.
 */
export const seguimientoGestionQuery = (idPractica: number) =>
  endpointQuery('seguimientoPracticaGestion', { id: idPractica }, { sinAviso: true });
export const useSeguimientoGestion = (idPractica: number, enabled = true) =>
  useQuery({ ...seguimientoGestionQuery(idPractica), meta: silencioso, enabled });

/**
 * Each change answers the record as it now is, which replaces the one on screen; the list (what is missing, who
 * registers) and the months of effective days read again. Silent: the forms say their refusals themselves.
 */
function useCambio<I>(idPractica: number, llamar: (input: I) => Promise<SeguimientoPractica>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: llamar,
    meta: silencioso,
    onSuccess: (practica) => {
      queryClient.setQueryData(seguimientoGestionQuery(idPractica).queryKey, practica);
      void invalidateEndpoints(queryClient, ['practicasGestion', 'mesesDiasEfectivos']);
    },
  });
}

/** POST /api/Gestion/datosLegalesPractica (48 when it would move the obligated party under a registration). */
export const useGuardarDatosLegales = (idPractica: number) =>
  useCambio(idPractica, (input: ApiInput<'datosLegalesPractica'>) => fetchData('datosLegalesPractica', input));

/** POST /api/Gestion/altaSeguridadSocialPractica: the university records the registration for whichever party is obligated. */
export const useRegistrarAltaGestion = (idPractica: number) =>
  useCambio(idPractica, (input: ApiInput<'altaSeguridadSocialPracticaGestion'>) =>
    fetchData('altaSeguridadSocialPracticaGestion', input),
  );

/** POST /api/Gestion/bajaSeguridadSocialPractica: the deregistration, on or after the registration. */
export const useRegistrarBajaGestion = (idPractica: number) =>
  useCambio(idPractica, (input: ApiInput<'bajaSeguridadSocialPracticaGestion'>) =>
    fetchData('bajaSeguridadSocialPracticaGestion', input),
  );

/** POST /api/Gestion/anexoFirmadoPractica: the annex signed by the three parties, a PDF up to 2 MB; it replaces the one there. */
export const useSubirAnexoFirmadoGestion = (idPractica: number) =>
  useCambio(idPractica, (input: ApiInput<'anexoFirmadoPracticaGestion'>) => fetchData('anexoFirmadoPracticaGestion', input));

/** POST /api/Gestion/ausenciaPractica: a past scheduled day the student did not attend; the month's effective days lose it. */
export const useRegistrarAusenciaGestion = (idPractica: number) =>
  useCambio(idPractica, (input: ApiInput<'ausenciaPracticaGestion'>) => fetchData('ausenciaPracticaGestion', input));

/** POST /api/Gestion/borrarAusenciaPractica: an absence recorded by mistake. */
export const useBorrarAusenciaGestion = (idPractica: number) =>
  useCambio(idPractica, (input: ApiInput<'borrarAusenciaPracticaGestion'>) => fetchData('borrarAusenciaPracticaGestion', input));

/** GET /api/Gestion/mesesDiasEfectivos: the closed months with registered internships, per account code. */
export const useMesesDiasEfectivos = (enabled: boolean) => useQuery({ ...endpointQuery('mesesDiasEfectivos', {}), enabled });

/**
 * GET /api/Gestion/diasEfectivosCsv?mes=&ccc= with the session's token (a plain link would carry none): the file
 * the API makes, saved under the name it suggests.
 */
export function useDescargarDiasEfectivos() {
  return useMutation({
    mutationFn: async ({ mes, ccc }: { mes: string; ccc: string }) => {
      const fichero = await download('diasEfectivosCsv', { mes, ccc }, { nombrePorDefecto: `dias-efectivos-${mes}-${ccc}.csv` });
      saveFile(fichero.blob, fichero.nombre);
    },
  });
}
