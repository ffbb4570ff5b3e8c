import { PortalCodes } from '@puente/contract/errors/codes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiInput, fetchData } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { endpointQuery, invalidateEndpoint } from '@/lib/api-query';

const seguimientoQuery = (idPractica: number) =>
  endpointQuery('seguimientoPracticaAlumno', { id: idPractica }, { sinAviso: true });

/**
 * GET /api/Alumno/seguimientoPractica/:id: the legal record of one of the
 * student's internships, read only for those that need it: the ones with an
 * annex (whether its signed copy is there to download), accepted and not
 * started (what is still missing, and who registers them with the Social
 * Security), finished (the final report) and certified (the grade). Silent:
 * the card says itself that it could not find out, with a retry.
 */
export const useSeguimientoPractica = (idPractica: number) =>
  useQuery({ ...seguimientoQuery(idPractica), meta: { silencioso: true } });

export type MemoriaInput = Omit<ApiInput<'informeFinalPractica'>, 'idPractica'>;

/**
 * POST /api/Alumno/informeFinalPractica: the student's final report (RD
 * 592/2014, art. 14), sent once. The answer is the record, which replaces the
 * one read, and the notification that asked for it is done (the
 * notifications are read again). Silent: the form says 15 on its fields and 48 (not ended yet,
 * already sent) in its own banner; after a 48 the record is read again, so a
 * report sent from elsewhere shows up.
 */
export function useEnviarMemoria(idPractica: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MemoriaInput) => fetchData('informeFinalPractica', { ...input, idPractica }),
    meta: { silencioso: true },
    onSuccess: (registro) => {
      queryClient.setQueryData(seguimientoQuery(idPractica).queryKey, registro);
      void invalidateEndpoint(queryClient, 'notificacionesAlumno');
    },
    onError: (error) => {
      if (isApiError(error) && error.status === PortalCodes.ACCION_NO_PERMITIDA)
        void invalidateEndpoint(queryClient, 'seguimientoPracticaAlumno', { id: idPractica });
    },
  });
}
