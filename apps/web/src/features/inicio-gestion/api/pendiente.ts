import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/** How often the work queue is read again while the home is open, so a count moves without a reload. */
export const PENDIENTE_CADA_MS = 60_000;

/**
 * GET /api/Gestion/pendiente: what waits for staff, by kind (only the kinds the member reads).
 * Read again on returning to the window and every minute; a decision invalidates it too.
 */
export const usePendienteGestion = () =>
  useQuery({
    ...endpointQuery('pendienteGestion', {}),
    refetchOnWindowFocus: true,
    refetchInterval: PENDIENTE_CADA_MS,
  });
