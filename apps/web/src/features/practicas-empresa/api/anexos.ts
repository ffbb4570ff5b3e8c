import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/** GET /api/Empresa/dameAnexosPracticas: the university's annexes, newest first. */
export const anexosQuery = endpointQuery('dameAnexosPracticas', {});

export const useAnexos = () => useQuery(anexosQuery);
