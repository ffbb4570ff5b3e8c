import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/** GET /api/Alumno/dameEnlaceCalendario: the personal feed's address (made on first ask). */
export function useEnlaceCalendario(activo: boolean) {
  return useQuery({ ...endpointQuery('dameEnlaceCalendario', {}), enabled: activo });
}
