import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/** GET /api/empresa/dameCuentasFacturacion: the company's fiscal accounts, each with its idCuenta. */
export const useCuentasFacturacion = () => useQuery(endpointQuery('dameCuentasFacturacion', {}));
