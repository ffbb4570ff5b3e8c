import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/** GET /api/Alumno/dameTitulacionesActuales: the degrees of the university's records, and whether each is on the CV. */
export const useTitulacionesActuales = (enabled: boolean) =>
  useQuery({ ...endpointQuery('dameTitulacionesActuales', {}), enabled });
