import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { candidatosKey, type DatosProceso } from './candidatos';

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
      const key = candidatosKey(idOferta);
      await queryClient.cancelQueries({ queryKey: key });
      const antes = queryClient.getQueryData<DatosProceso>(key);
      queryClient.setQueryData<DatosProceso>(key, (datos) =>
        conCandidato(datos, idCandidatura, { estado: idEstado, transiciones: [] }),
      );
      return { antes };
    },
    onError: (_error, { idOferta }, contexto) => {
      if (contexto?.antes) queryClient.setQueryData(candidatosKey(idOferta), contexto.antes);
    },
    onSuccess: (cambiada, { idOferta }) => {
      queryClient.setQueryData<DatosProceso>(candidatosKey(idOferta), (datos) =>
        conCandidato(datos, cambiada.idCandidatura, {
          estado: cambiada.estado,
          Estado: cambiada.Estado,
          transiciones: cambiada.transiciones,
        }),
      );
    },
    onSettled: (_datos, _error, { idOferta, idCandidatura }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: candidatosKey(idOferta) }),
        queryClient.invalidateQueries({ queryKey: ['dameCandidato', idCandidatura] }),
        queryClient.invalidateQueries({ queryKey: ['dameProcesosEmpleoYpracticas'] }),
      ]),
  });
}
