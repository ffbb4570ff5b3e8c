import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';

/** GET /api/{Alumno|Empresa}/detallePrograma/:id — silent: the screen itself says "not found" (63). */
export function useDetallePrograma(empresa: boolean, id: number) {
  const valido = Number.isInteger(id) && id > 0;
  const alumno = useQuery({
    ...endpointQuery('detalleProgramaAlumno', { id }, { sinAviso: true }),
    enabled: valido && !empresa,
    meta: { silencioso: true },
  });
  const deEmpresa = useQuery({
    ...endpointQuery('detalleProgramaEmpresa', { id }, { sinAviso: true }),
    enabled: valido && empresa,
    meta: { silencioso: true },
  });
  return empresa ? deEmpresa : alumno;
}
