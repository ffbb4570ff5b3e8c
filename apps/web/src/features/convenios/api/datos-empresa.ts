import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/** GET /api/Empresa/dameDatosEmpresa: the company's address (a new contact's starts as it) and the IBAN of its profile. */
export const useDatosEmpresa = () => useQuery(endpointQuery('dameDatosEmpresa', {}));
