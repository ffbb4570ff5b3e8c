import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/** GET /api/Empresa/damePracticas: the company's internships, the changes it may ask and its requests. */
export const practicasQuery = endpointQuery('damePracticas', {});

export const usePracticas = () => useQuery(practicasQuery);
