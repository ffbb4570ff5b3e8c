import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/** GET /api/Empresa/dameProcesosEmpleoYpracticas for the home counts: the same query as "Mis ofertas", one answer for both. */
export const useProcesos = () => useQuery(endpointQuery('dameProcesosEmpleoYpracticas', {}));
