import type { QueryClient } from '@tanstack/react-query';

/** After an action on an offer: the list, every offer detail and the home counts read again. */
export const invalidarProcesos = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['dameProcesosEmpleoYpracticas'] }),
    queryClient.invalidateQueries({ queryKey: ['dameDatosProceso'] }),
    queryClient.invalidateQueries({ queryKey: ['dameDatosProcesoComoAlumno'] }),
  ]);
