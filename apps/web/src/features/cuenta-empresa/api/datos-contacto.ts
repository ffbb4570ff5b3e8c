import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/** GET /api/Empresa/dameDatosContactoEmpresa: the caller's own data. */
export const datosContactoQuery = endpointQuery('dameDatosContactoEmpresa', {});

export const useDatosContacto = () => useQuery(datosContactoQuery);
