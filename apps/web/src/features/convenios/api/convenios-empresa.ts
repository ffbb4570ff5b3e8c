import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/**
 * GET /api/Empresa/dameConveniosEmpresa: the company's agreements, newest
 * first, with their state. Not asked without `canCrearConvenios`: the API
 * answers 48 there, and the screen says agreements are not handled here.
 */
export const useConveniosEmpresa = (enabled: boolean) => useQuery({ ...endpointQuery('dameConveniosEmpresa', {}), enabled });
