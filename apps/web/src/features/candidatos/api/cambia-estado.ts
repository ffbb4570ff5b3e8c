import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { invalidateEndpoint } from '@/lib/api-query';
import { candidatosQuery, type DatosProceso } from './candidatos';

export interface CambiaEstadoVariables {
  idOferta: number;
  idCandidatura: number;
  idEstado: number;
  idMotivo?: number;
  comentario?: string;
}

/** POST /api/Empresa/cambiaEstadoCandidatura (14 or 49 if the move is not allowed; 15 without a required reason). */
export const cambiaEstado = ({ idOferta: _oferta, ...input }: CambiaEstadoVariables) =>
  fetchData('cambiaEstadoCandidatura', input);

const conCandidato = (
  datos: DatosProceso | undefined,
  idCandidatura: number,
  cambio: Partial<DatosProceso['candidatos'][number]>,
): DatosProceso | undefined =>
  datos && {
    ...datos,
    candidatos: datos.candidatos.map((c) => (c.idCandidatura === idCandidatura ? { ...c, ...cambio } : c)),
  };

/**
 * Moves the card at once (the board must feel direct) and puts it back if
 * the server refuses; no further move is offered until the answer arrives.
 */
export function useCambiaEstado() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cambiaEstado,
    onMutate: async ({ idOferta, idCandidatura, idEstado }) => {
      const { queryKey } = candidatosQuery(idOferta);
      await queryClient.cancelQueries({ queryKey });
      const antes = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (datos) => conCandidato(datos, idCandidatura, { estado: idEstado, transiciones: [] }));
      return { antes };
    },
    onError: (_error, { idOferta }, contexto) => {
      if (contexto?.antes) queryClient.setQueryData(candidatosQuery(idOferta).queryKey, contexto.antes);
    },
    onSuccess: (cambiada, { idOferta }) => {
      queryClient.setQueryData(candidatosQuery(idOferta).queryKey, (datos) =>
        conCandidato(datos, cambiada.idCandidatura, {
          estado: cambiada.estado,
          Estado: cambiada.Estado,
          transiciones: cambiada.transiciones,
        }),
      );
    },
    // Not awaited: the move is done when the server answers. Awaiting these reads delayed the caller's own
    // success (its announcement, its toast) past them, so the card could be picked again before its move was said.
    onSettled: (_datos, _error, { idOferta, idCandidatura }) => {
      void Promise.all([
        invalidateEndpoint(queryClient, 'dameDatosProceso', { id: idOferta }),
        invalidateEndpoint(queryClient, 'dameCandidato', { id: idCandidatura }),
        invalidateEndpoint(queryClient, 'dameProcesosEmpleoYpracticas'),
      ]);
    },
  });
}
