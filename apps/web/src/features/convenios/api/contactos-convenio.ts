import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/** GET /api/empresa/dameContactosConveniosEmpresa: the company's contacts who may manage an agreement, id → label. */
export const useContactosConvenio = () => useQuery(endpointQuery('dameContactosConveniosEmpresa', {}));
