import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { refrescarTrasCambio } from './refrescar';

/** POST /api/Alumno/aceptarPreinscripcion: the pre-registration (16) becomes an application (notice 519; 103 at the limit). */
export const aceptarPreinscripcion = (urlOferta: string) => fetchData('aceptarPreinscripcion', { urlOferta });

export function useAceptarPreinscripcion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: aceptarPreinscripcion, onSettled: () => refrescarTrasCambio(queryClient) });
}
