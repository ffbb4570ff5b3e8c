import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/** GET /api/Empresa/dameCandidato/{id} (the candidacy's id): the CV the company sees, with the history. */
export const useCandidato = (idCandidatura: number) => useQuery(endpointQuery('dameCandidato', { id: idCandidatura }));
