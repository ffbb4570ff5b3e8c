import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { silencioso } from '@/components/formularios-empresa/rechazo';
import { type ApiInput, fetchData } from '@/lib/api-client';
import { endpointQuery, invalidateEndpoints } from '@/lib/api-query';

/** GET /api/Alumno/dameSolicitudesPractica: the student's proposals and requests, newest first. */
export const useMisSolicitudes = () => useQuery(endpointQuery('dameSolicitudesPracticaAlumno', {}));

/** GET /api/Alumno/numeroSolicitudPracticasEducacionDisponibles. */
export const useDisponiblesEducacion = () => useQuery(endpointQuery('numeroSolicitudPracticasEducacionDisponibles', {}));

/** GET /api/Dominios/centrosEducativosDeProvincia/:id, once a province is chosen. */
export const useCentros = (idProvincia: number | null) =>
  useQuery({
    ...endpointQuery('centrosEducativos', { id: idProvincia ?? 0 }),
    enabled: idProvincia !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** POST /api/Alumno/solicitudPractica → 510 (a proposal) or 528 (a centre request), their banners. */
export function useEnviarSolicitudAlumno() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiInput<'solicitudPracticaAlumno'>) => fetchData('solicitudPracticaAlumno', input),
    meta: silencioso,
    onSuccess: () =>
      invalidateEndpoints(queryClient, ['dameSolicitudesPracticaAlumno', 'numeroSolicitudPracticasEducacionDisponibles']),
  });
}

/** POST /api/Empresa/solicitudPractica → 510 (a registered student) or 528 (one not yet in the portal). */
export const useProponerAlumno = () =>
  useMutation({
    mutationFn: (input: ApiInput<'solicitudPracticaEmpresa'>) => fetchData('solicitudPracticaEmpresa', input),
    meta: silencioso,
  });
