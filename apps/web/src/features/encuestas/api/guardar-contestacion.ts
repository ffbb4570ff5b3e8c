import type { Contestacion } from '@puente/contract/encuestas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateEndpoints } from '@/lib/api-query';
import { mostrarErrorEncuesta } from './mostrar-error';
import { llamarEncuesta, olvidarEncuestaEnCurso } from './token-encuesta';

/**
 * POST /api/Encuestas/guardaContestacionEncuesta/:id: the answers of the path
 * followed. Done, the survey token is forgotten and the lists are read again,
 * so a mandatory survey's popup lets the portal go, and so are the
 * notifications: the one asking to answer it is done now (issue 28).
 */
export function useGuardarContestacion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; lContestaciones: Contestacion[] }) => llamarEncuesta('guardaContestacionEncuesta', v),
    meta: { silencioso: true },
    onError: mostrarErrorEncuesta,
    onSuccess: () => {
      olvidarEncuestaEnCurso();
      void invalidateEndpoints(queryClient, [
        'dameEncuestasUsuario',
        'dameEncuestas',
        'notificacionesAlumno',
        'notificacionesEmpresa',
      ]);
    },
  });
}
