import type { Cv } from '@puente/contract/cv';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidateEndpoints } from '@/lib/api-query';
import { useLanguage } from '@/lib/i18n';
import { type CvEndpoint, type CvInput, type CvOutput, cvFetch, cvKey } from './cv-client';

/** GET /api/Alumno/dameCvUsuario: every section and what is missing (`completitud`). */
export const cvQueryKey = cvKey('dameCvUsuario', {});

export function useCv() {
  const queryClient = useQueryClient();
  const lang = useLanguage();
  const first = useRef(lang);
  // Names of languages, levels, countries and tags come in the reader's language (decision 013).
  useEffect(() => {
    if (first.current === lang) return;
    first.current = lang;
    void queryClient.invalidateQueries({ queryKey: cvQueryKey });
  }, [lang, queryClient]);
  return useQuery({ queryKey: cvQueryKey, queryFn: () => cvFetch('dameCvUsuario', {}) });
}

const esCv = (value: unknown): value is Cv =>
  typeof value === 'object' && value !== null && 'completitud' in value && 'personales' in value;

/** Every write answers the CV as it now is; addDoc wraps it with the new document. */
export function cvDeRespuesta(answer: unknown): Cv | null {
  if (esCv(answer)) return answer;
  if (typeof answer === 'object' && answer !== null && 'cv' in answer && esCv(answer.cv)) return answer.cv;
  return null;
}

/**
 * What a CV change makes stale elsewhere: whether the student can apply
 * (studies, active search, documents) is part of every offer answer and of
 * the missing-data checks. Marked stale, fetched again when next shown.
 */
const DEPENDEN_DEL_CV = ['ofertasUsuario', 'ofertasEncajan', 'oferta', 'faltanDatosPersonales', 'faltanDatosPractica'] as const;

/** One section's write: its answer replaces the CV in the cache, so the screen never reads it twice. */
export function useGuardarCv<N extends CvEndpoint>(name: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CvInput<N>): Promise<CvOutput<N>> => cvFetch(name, input),
    onSuccess: (answer) => {
      const cv = cvDeRespuesta(answer);
      if (cv) queryClient.setQueryData(cvQueryKey, cv);
      else void queryClient.invalidateQueries({ queryKey: cvQueryKey });
      void invalidateEndpoints(queryClient, DEPENDEN_DEL_CV, { refetchType: 'none' });
    },
  });
}
