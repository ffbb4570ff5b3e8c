import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/** GET /api/{Alumno|Empresa}/dameFichaEvento/:id — silent: the screen itself says "not available" (74). */
export function useFichaEvento(empresa: boolean, id: string) {
  const alumno = useQuery({
    ...endpointQuery('dameFichaEvento', { id }, { sinAviso: true }),
    enabled: id !== '' && !empresa,
    meta: { silencioso: true },
  });
  const deEmpresa = useQuery({
    ...endpointQuery('dameFichaEventoEmpresa', { id }, { sinAviso: true }),
    enabled: id !== '' && empresa,
    meta: { silencioso: true },
  });
  return empresa ? deEmpresa : alumno;
}
