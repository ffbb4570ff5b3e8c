import { useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** GET /api/Empresa/dameCandidato/{id} (the candidacy's id): the CV the company sees, with the history. */
export const fetchCandidato = (idCandidatura: number) => fetchData('dameCandidato', { id: idCandidatura });

export const candidatoKey = (idCandidatura: number) => ['dameCandidato', idCandidatura] as const;

export const useCandidato = (idCandidatura: number) =>
  useQuery({ queryKey: candidatoKey(idCandidatura), queryFn: () => fetchCandidato(idCandidatura) });
