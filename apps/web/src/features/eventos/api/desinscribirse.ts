import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { invalidateEndpoints } from '@/lib/api-query';
import { clearError } from '@/lib/error-banner-store';

/** POST /api/Alumno/desinscribirseDeEvento: leaves the place or the waiting list; the place goes to the first waiting. */
export function useDesinscribirseDeEvento() {
  const queryClient = useQueryClient();
  return useMutation({
    // The previous action's banner (e.g. 532 "Inscripción realizada") goes: this action's answer replaces it.
    onMutate: () => clearError(),
    mutationFn: (idEvento: number) => fetchData('desinscribirseDeEvento', { idEvento }),
    onSettled: () => invalidateEndpoints(queryClient, ['dameEventos', 'dameFichaEvento']),
  });
}
