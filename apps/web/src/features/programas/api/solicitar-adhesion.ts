import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { invalidateEndpoints } from '@/lib/api-query';

/**
 * POST /api/Alumno/solicitaAdhesionPrograma/:id (523 joined, 533 requested) or
 * /api/Empresa/solicitaAhesionPrograma/:id (the spec's spelling, 533): the
 * notice's banner says which; a refusal's banner says why. The lists and the
 * detail are read again so the new state shows everywhere.
 */
export function useSolicitarAdhesion(empresa: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      empresa ? fetchData('solicitaAhesionPrograma', { id }) : fetchData('solicitaAdhesionPrograma', { id }),
    onSettled: () =>
      invalidateEndpoints(queryClient, [
        'programasActivosAlumno',
        'programasActivosEmpresa',
        'detalleProgramaAlumno',
        'detalleProgramaEmpresa',
        'programasDeLaEmpresa',
      ]),
  });
}
