import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiOutput, fetchData } from '@/lib/api-client';
import { endpointQuery, invalidateEndpoints } from '@/lib/api-query';
import { PROGRAMAS_LEIDOS_DE_NUEVO } from './programas-gestion';

export type AdhesionGestion = ApiOutput<'adhesionesPrograma'>[number];

/** GET /api/Gestion/adhesionesPrograma/:id: the students' and companies' adhesions, asked once the member may read them. */
export const useAdhesionesPrograma = (id: number, activa: boolean) =>
  useQuery({ ...endpointQuery('adhesionesPrograma', { id }), enabled: activa && id > 0 });

/** GET /api/Gestion/ofertasYPracticasPrograma/:id: the programme's offers with their candidacies, and its internships. */
export const useOfertasYPracticasPrograma = (id: number, activa: boolean) =>
  useQuery({ ...endpointQuery('ofertasYPracticasPrograma', { id }), enabled: activa && id > 0 });

/**
 * POST /api/Gestion/resolverAdhesionPrograma/:id: accepts or rejects a requested adhesion, and the API tells
 * the student or the company. The question that asks first says a refusal (48: no longer pending) inside
 * itself. Then the adhesions, the list's pending count and the staff home's queue read again.
 */
export function useResolverAdhesion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (datos: { id: number; tipo: AdhesionGestion['tipo']; idAdherente: number; aceptar: boolean }) =>
      fetchData('resolverAdhesionPrograma', datos),
    onSettled: () => invalidateEndpoints(queryClient, PROGRAMAS_LEIDOS_DE_NUEVO),
  });
}
