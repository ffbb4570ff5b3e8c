import type { QueryClient } from '@tanstack/react-query';
import { invalidateEndpoints } from '@/lib/api-query';

/** After an action on an offer: the list, every offer detail and the home counts read again. */
export const invalidarProcesos = (queryClient: QueryClient) =>
  invalidateEndpoints(queryClient, ['dameProcesosEmpleoYpracticas', 'dameDatosProceso', 'dameDatosProcesoComoAlumno']);
