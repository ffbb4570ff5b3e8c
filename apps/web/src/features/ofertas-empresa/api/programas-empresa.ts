import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/** GET /api/Empresa/programasDeLaEmpresa: programmes an internship offer may belong to. */
export const useProgramasEmpresa = () => useQuery({ ...endpointQuery('programasDeLaEmpresa', {}), staleTime: 5 * 60_000 });
