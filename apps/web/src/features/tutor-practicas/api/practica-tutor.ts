import type { SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { endpointQuery } from '@/lib/api-query';

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
