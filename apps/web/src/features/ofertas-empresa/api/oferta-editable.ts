import { useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/**
 * GET /api/Empresa/dameOfertaEditable/{id}: the stored values for the edit
 * form. A refusal (25, 68, 4) reaches the banner through the query cache.
 */
export const fetchOfertaEditable = (id: number) => fetchData('dameOfertaEditable', { id });

export const useOfertaEditable = (id: number) =>
  useQuery({
    queryKey: ['dameOfertaEditable', id],
    queryFn: () => fetchOfertaEditable(id),
    // Always the current state: another contact may have changed or closed it.
    staleTime: 0,
    gcTime: 0,
  });
