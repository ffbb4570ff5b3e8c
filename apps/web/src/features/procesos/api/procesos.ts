import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/** GET /api/Empresa/dameProcesosEmpleoYpracticas: the company's offers with their state and candidate counts. */
export const useProcesos = () => useQuery(endpointQuery('dameProcesosEmpleoYpracticas', {}));
