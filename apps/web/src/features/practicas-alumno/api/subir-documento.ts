import type { PracticaAlumno } from '@puente/contract/practicas-alumno';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiInput, fetchData } from '@/lib/api-client';
import { invalidateEndpoint } from '@/lib/api-query';
import { practicasAlumnoQuery } from './practicas';

/**
 * POST addFicheroPractica (a required document) and addDocumentoPractica
 * (another one, with its name): 513 with the internship, which replaces it
 * in the list; 518 (its banner) when bank data are missing, then the check
 * is read again. The notifications are read again too: the last document of
 * an internship marks done the one that asked for them. Silent: the upload
 * says its refusals under itself.
 */
function useSubida<N extends 'addFicheroPractica' | 'addDocumentoPractica'>(nombre: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiInput<N>) => fetchData(nombre, input) as Promise<PracticaAlumno>,
    meta: { silencioso: true },
    onSuccess: (practica) => {
      queryClient.setQueryData(practicasAlumnoQuery.queryKey, (lista) =>
        lista?.map((p) => (p.idPractica === practica.idPractica ? practica : p)),
      );
      if (!practica.admiteDocumentos) void invalidateEndpoint(queryClient, 'faltaDatosNecesariosPorPractica');
      void invalidateEndpoint(queryClient, 'notificacionesAlumno');
    },
  });
}

export const useSubirFicheroPractica = () => useSubida('addFicheroPractica');
export const useSubirOtroDocumento = () => useSubida('addDocumentoPractica');
