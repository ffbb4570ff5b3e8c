import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/** GET /api/Publico/dameFichaEvento/:id (no session): a public event for a shared link; 74 is shown by the screen. */
export function useFichaEventoPublico(id: string) {
  return useQuery({
    ...endpointQuery('dameFichaEventoPublico', { id }, { sinAviso: true }),
    enabled: id !== '',
    meta: { silencioso: true },
  });
}
