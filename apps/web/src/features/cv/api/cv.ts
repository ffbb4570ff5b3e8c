import type { Cv } from '@puente/contract/cv';
import type { OutputOf } from '@puente/contract/endpoint';
import type { cvEndpoints } from '@puente/contract/endpoints/cv';
import type { cvArchivosEndpoints } from '@puente/contract/endpoints/cv-archivos';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiInput, fetchData } from '@/lib/api-client';
import { endpointQuery, invalidateEndpoint, invalidateEndpoints } from '@/lib/api-query';

/**
 * GET /api/Alumno/dameCvUsuario: every section and what is missing (`completitud`).
 * Its names of languages, levels, countries and tags come in the reader's
 * language (decision 013): app/language-sync fetches it again when the language changes.
 */
export const cvQuery = endpointQuery('dameCvUsuario', {});

export const useCv = () => useQuery(cvQuery);

type GruposCv = typeof cvEndpoints & typeof cvArchivosEndpoints;
/** The student's writes to their CV: the endpoints that answer it as it now is (addDoc wraps it with the new document). */
type EscrituraCv = Exclude<
  { [N in keyof GruposCv]: OutputOf<GruposCv[N]> extends Cv | { cv: Cv } ? N : never }[keyof GruposCv],
  'dameCvUsuario'
>;

const esCv = (value: unknown): value is Cv =>
  typeof value === 'object' && value !== null && 'completitud' in value && 'personales' in value;

/** The CV inside a write's answer: the answer itself, or its `cv` (addDoc). */
function cvDeRespuesta(answer: unknown): Cv | null {
  if (esCv(answer)) return answer;
  if (typeof answer === 'object' && answer !== null && 'cv' in answer && esCv(answer.cv)) return answer.cv;
  return null;
}

/**
 * What a CV change makes stale elsewhere: whether the student can apply
 * (studies, active search, documents) is part of every offer answer and of
 * the missing-data checks. Marked stale, fetched again when next shown.
 */
const DEPENDEN_DEL_CV = ['ofertasUsuario', 'ofertasEncajan', 'oferta', 'faltanDatosPersonales'] as const;

/** One section's write: its answer replaces the CV in the cache, so the screen never reads it twice. */
export function useGuardarCv<N extends EscrituraCv>(name: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiInput<N>) => fetchData(name, input),
    onSuccess: (answer) => {
      const cv = cvDeRespuesta(answer);
      if (cv) queryClient.setQueryData(cvQuery.queryKey, cv);
      else void invalidateEndpoint(queryClient, 'dameCvUsuario');
      void invalidateEndpoints(queryClient, DEPENDEN_DEL_CV, { refetchType: 'none' });
    },
  });
}
