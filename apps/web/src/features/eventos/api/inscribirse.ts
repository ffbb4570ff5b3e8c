import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { invalidateEndpoints } from '@/lib/api-query';
import { clearError } from '@/lib/error-banner-store';

/**
 * POST /api/Alumno/inscribirseEnEvento: 532 registered, or 515 with the place
 * on the waiting list (the notice's banner says which; a refusal's says why).
 * The list and the detail are read again so the new state shows everywhere.
 */
export function useInscribirseEnEvento() {
  const queryClient = useQueryClient();
  return useMutation({
    // The previous action's banner (e.g. 532 "Inscripción realizada") goes: this action's answer replaces it.
    onMutate: () => clearError(),
    mutationFn: (e: { idEvento: number; urlEvento: string }) => fetchData('inscribirseEnEvento', e),
    onSettled: () => invalidateEndpoints(queryClient, ['dameEventos', 'dameFichaEvento']),
  });
}
