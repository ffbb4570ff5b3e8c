import type { SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiInput, download, fetchData } from '@/lib/api-client';
import { endpointQuery } from '@/lib/api-query';
import { saveFile } from '@/lib/save-file';

/**
 * POST /api/Tutor/practica: the internship of the academic tutor's link
 * (no login, the token is the key). Silent: the page says what a 42 (link
 * unknown or expired) means, and offers to try again otherwise.
 */
export const practicaTutorQuery = (token: string) => endpointQuery('practicaTutor', { token }, { sinAviso: true });

export const usePracticaTutor = (token: string) =>
  useQuery({
    ...practicaTutorQuery(token),
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silencioso: true },
  });

/**
 * The tutor's answer to the plan: accepted, or sent back with remarks. Both
 * answer the record as it now is, which replaces the one on screen. Silent:
 * the page says a 42 (the link) and a 48 (the plan no longer awaits review),
 * and hands anything else to the banner.
 */
function useRespuesta<I>(token: string, llamar: (input: I) => Promise<SeguimientoPractica>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: llamar,
    meta: { silencioso: true },
    onSuccess: (practica) => queryClient.setQueryData(practicaTutorQuery(token).queryKey, practica),
  });
}

/** POST /api/Tutor/aceptarProyectoFormativo. */
export const useAceptarProyecto = (token: string) =>
  useRespuesta<void>(token, () => fetchData('aceptarProyectoFormativo', { token }, { sinAviso: true }));

/** POST /api/Tutor/devolverProyectoFormativo, with the remarks the company will read. */
export const useDevolverProyecto = (token: string) =>
  useRespuesta(token, (observaciones: string) =>
    fetchData('devolverProyectoFormativo', { token, observaciones }, { sinAviso: true }),
  );

/**
 * POST /api/Tutor/informe: the internship of the company tutor's link and its
 * final report once sent (42 for a link unknown or expired). Silent, like the
 * academic tutor's: the page says what went wrong.
 */
export const informeTutorEmpresaQuery = (token: string) => endpointQuery('informeTutorEmpresa', { token }, { sinAviso: true });

export const useInformeTutorEmpresa = (token: string) =>
  useQuery({
    ...informeTutorEmpresaQuery(token),
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silencioso: true },
  });

/** The report as the form gives it: the link's token is added here. */
export type InformeTutorEnviado = Omit<ApiInput<'enviarInformeTutor'>, 'token'>;

/**
 * POST /api/Tutor/enviarInforme, once (48 if it was already sent): the record
 * it answers, with the report, replaces the one on screen.
 */
export function useEnviarInformeTutor(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (informe: InformeTutorEnviado) => fetchData('enviarInformeTutor', { token, ...informe }, { sinAviso: true }),
    meta: { silencioso: true },
    onSuccess: (practica) => queryClient.setQueryData(informeTutorEmpresaQuery(token).queryKey, practica),
  });
}

/** POST /api/Tutor/calificar: the academic tutor's grade (0–10, one decimal); the record, now certified, replaces the one on screen. */
export const useCalificarPractica = (token: string) =>
  useRespuesta(token, (calificacion: number) => fetchData('calificarPractica', { token, calificacion }, { sinAviso: true }));

/** The files a tutor's link downloads: the company tutor's report and the collaboration certificate. */
export type DescargaTutor = 'informeTutorPdf' | 'certificadoColaboracion';

/**
 * POST /api/Tutor/informePdf or /api/Tutor/certificadoColaboracion with the
 * link's token in the body: the PDF the API makes, saved under the name it
 * suggests (the given one otherwise). Silent: the page says a 42 or a 48.
 */
export function useDescargaTutor(token: string) {
  return useMutation({
    mutationFn: async ({ endpoint, nombre }: { endpoint: DescargaTutor; nombre: string }) => {
      const archivo = await download(endpoint, { token }, { nombrePorDefecto: nombre });
      saveFile(archivo.blob, archivo.nombre);
    },
    meta: { silencioso: true },
  });
}
