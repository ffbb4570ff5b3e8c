import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/** GET /api/Empresa/dameDatosProceso/{id}: one own offer with its values, allowed actions and candidates. */
export const useDatosProceso = (id: number) => useQuery(endpointQuery('dameDatosProceso', { id }));
