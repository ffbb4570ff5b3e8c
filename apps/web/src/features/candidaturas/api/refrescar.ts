import type { QueryClient } from '@tanstack/react-query';

/**
 * Query families a candidacy change makes stale: the offer lists and detail
 * (status on each card), the student's candidacies and the notifications (the
 * API notifies every change). Named by key so no feature imports another.
 */
const AFECTADAS = new Set(['ofertas', 'oferta', 'candidaturas', 'candidatura', 'notificaciones']);

export const refrescarTrasCambio = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => AFECTADAS.has(String(query.queryKey[0])) });
