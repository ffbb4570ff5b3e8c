import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { silencioso } from '@/components/formularios-empresa/rechazo';
import { type ApiInput, fetchData } from '@/lib/api-client';
import { endpointQuery, invalidateEndpoints } from '@/lib/api-query';

/** GET /api/Empresa/dameSolicitudesPracticasEducacion: the requests to the company's centres, pending first. */
export const useSolicitudesEducacion = () => useQuery(endpointQuery('dameSolicitudesPracticasEducacion', {}));

/** GET /api/Empresa/dameSolicitudPractica/:id (45 when it is not the company's: the screen says so). */
export const solicitudQuery = (id: number) => endpointQuery('dameSolicitudPractica', { id });
export const useSolicitud = (id: number) => useQuery({ ...solicitudQuery(id), meta: silencioso, retry: false });

const cambia = ['dameSolicitudesPracticasEducacion', 'dameSolicitudPractica'] as const;

/** POST /api/Empresa/aceptarSolicitudPractica: the internship starts; the list and the detail read it again. */
export function useAceptarSolicitud() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiInput<'aceptarSolicitudPractica'>) => fetchData('aceptarSolicitudPractica', input),
    meta: silencioso,
    onSuccess: () => invalidateEndpoints(queryClient, cambia),
  });
}

/** POST /api/Empresa/rechazarSolicitudPractica → 520 (its banner). */
export function useRechazarSolicitud() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiInput<'rechazarSolicitudPractica'>) => fetchData('rechazarSolicitudPractica', input),
    meta: silencioso,
    onSuccess: () => invalidateEndpoints(queryClient, cambia),
  });
}
