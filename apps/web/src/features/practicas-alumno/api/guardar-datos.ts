import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiInput, fetchData } from '@/lib/api-client';
import { invalidateEndpoints } from '@/lib/api-query';
import { faltaDatosQuery } from './falta-datos';

/**
 * POST /api/Alumno/editDatosPractica: the answer is what is still missing, so
 * it replaces the check; the internships are read again (their uploads open),
 * and the notifications (the one that asked for these data is done now).
 * Silent: 70/73, 83 and 84 are said on their fields by the form.
 */
export function useGuardarDatosPractica() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiInput<'editDatosPractica'>) => fetchData('editDatosPractica', input),
    meta: { silencioso: true },
    onSuccess: (falta) => {
      queryClient.setQueryData(faltaDatosQuery.queryKey, falta);
      void invalidateEndpoints(queryClient, ['damePracticasAlumno', 'notificacionesAlumno']);
    },
  });
}
