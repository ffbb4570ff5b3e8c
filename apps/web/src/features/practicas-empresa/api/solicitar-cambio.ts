import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiInput, fetchData } from '@/lib/api-client';
import { practicasQuery } from './practicas';

/**
 * POST /api/Empresa/solictitarAccionSobrePractica (the spec's spelling) → 529
 * (its banner) with the request, put first among the internship's requests;
 * that kind leaves the changes it may still ask. Silent for the query client:
 * the form says 8 and 27 on their fields and the rest in the banner itself.
 */
export function useSolicitarCambio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiInput<'solictitarAccionSobrePractica'>) => fetchData('solictitarAccionSobrePractica', input),
    meta: { silencioso: true },
    onSuccess: (solicitud) => {
      queryClient.setQueryData(practicasQuery.queryKey, (lista) =>
        lista?.map((p) =>
          p.idPractica === solicitud.idPractica
            ? {
                ...p,
                solicitudes: [solicitud, ...p.solicitudes],
                cambiosPosibles: p.cambiosPosibles.filter((tipo) => tipo !== solicitud.tipo),
              }
            : p,
        ),
      );
    },
  });
}
