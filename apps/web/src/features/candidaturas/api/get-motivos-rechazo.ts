import { ID_ESTADO_MOTIVO_RECHAZO } from '@puente/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** GET /api/Dominios/tipoMotivoCambioEstadoCandidatura, keeping the reasons for rejecting a pre-registration (idEstado 17). */
export const getMotivosRechazo = async (signal?: AbortSignal) =>
  (await fetchData('motivosCambioEstado', {}, { signal })).filter((motivo) => motivo.idEstado === ID_ESTADO_MOTIVO_RECHAZO);

export const useMotivosRechazo = (enabled: boolean) =>
  useQuery({
    queryKey: ['motivosRechazoPreinscripcion'],
    queryFn: ({ signal }) => getMotivosRechazo(signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
