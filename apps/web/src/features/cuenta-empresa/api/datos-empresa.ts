import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/** GET /api/Empresa/dameDatosEmpresa: the token's company and its contacts. */
export const datosEmpresaQuery = endpointQuery('dameDatosEmpresa', {});

export const useDatosEmpresa = () => useQuery(datosEmpresaQuery);
