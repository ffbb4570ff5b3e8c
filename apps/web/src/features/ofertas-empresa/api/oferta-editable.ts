import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/**
 * GET /api/Empresa/dameOfertaEditable/{id}: the stored values for the edit
 * form. A refusal (25, 68, 4) reaches the banner through the query cache.
 */
export const useOfertaEditable = (id: number) =>
  useQuery({
    ...endpointQuery('dameOfertaEditable', { id }),
    // Always the current state: another contact may have changed or closed it.
    staleTime: 0,
    gcTime: 0,
  });
