import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { invalidateEndpoints } from '@/lib/api-query';

/** POST /api/Alumno/desinscribirseDeEvento: leaves the place or the waiting list; the place goes to the first waiting. */
export function useDesinscribirseDeEvento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idEvento: number) => fetchData('desinscribirseDeEvento', { idEvento }),
    onSettled: () => invalidateEndpoints(queryClient, ['dameEventos', 'dameFichaEvento']),
  });
}
