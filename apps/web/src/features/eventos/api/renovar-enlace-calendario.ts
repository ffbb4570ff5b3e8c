import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { endpointKey } from '@/lib/api-query';

/** POST /api/Alumno/renovarEnlaceCalendario: a new address; the old one stops working at once. */
export function useRenovarEnlaceCalendario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchData('renovarEnlaceCalendario', {}),
    onSuccess: (datos) => queryClient.setQueryData(endpointKey('dameEnlaceCalendario', {}), datos),
  });
}
