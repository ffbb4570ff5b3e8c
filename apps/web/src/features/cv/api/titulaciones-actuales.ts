import { useQuery } from '@tanstack/react-query';
import { cvFetch, cvKey } from './cv-client';

/** GET /api/Alumno/dameTitulacionesActuales: the degrees of the university's records, and whether each is on the CV. */
export const useTitulacionesActuales = (enabled: boolean) =>
  useQuery({
    queryKey: cvKey('dameTitulacionesActuales', {}),
    queryFn: () => cvFetch('dameTitulacionesActuales', {}),
    enabled,
  });
