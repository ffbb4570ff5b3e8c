import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { endpointKey, endpointQuery } from '@/lib/api-query';
import { getBrand, setBrand } from '@/lib/brand';

/**
 * The portal's state as everyone reads it (GET /api/Publico/marca, `mantenimiento`), asked again on the
 * staff screen: the copy loaded at boot may be old, another member may have switched it since.
 */
export const useEstadoPortal = () => useQuery({ ...endpointQuery('marca', {}), staleTime: 0 });

/** POST /api/Gestion/mantenimiento (administración): the new state goes to the brand store the guards read. */
export function useCambiarMantenimiento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activo: boolean) => fetchData('mantenimiento', { activo }),
    onSuccess: ({ activo }) => {
      const marca = { ...getBrand(), mantenimiento: activo };
      setBrand(marca);
      queryClient.setQueryData(endpointKey('marca', {}), marca);
    },
  });
}
