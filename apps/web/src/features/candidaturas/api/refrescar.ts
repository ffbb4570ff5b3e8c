import type { QueryClient } from '@tanstack/react-query';
import { invalidateEndpoints } from '@/lib/api-query';

/**
 * What a candidacy change makes stale: the offer lists and detail (status on
 * each card), the student's candidacies and the notifications (the API
 * notifies every change). Named by endpoint so no feature imports another.
 */
const AFECTADAS = [
  'ofertasUsuario',
  'oferta',
  'candidaturasPracticas',
  'candidaturasEmpleo',
  'candidatura',
  'notificacionesAlumno',
] as const;

export const refrescarTrasCambio = (queryClient: QueryClient) => invalidateEndpoints(queryClient, AFECTADAS);
