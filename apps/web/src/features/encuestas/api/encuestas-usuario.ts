import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';
import type { SessionUserType } from '@/lib/session';

export const encuestasQuery = {
  Alumno: endpointQuery('dameEncuestasUsuario', {}),
  Empresa: endpointQuery('dameEncuestas', {}),
} as const;

/** GET /api/Alumno/dameEncuestasUsuario or /api/Empresa/dameEncuestas: the reader's surveys, answered or not. */
export function useEncuestasUsuario(userType: SessionUserType | null, activo = true, silencioso = false) {
  const meta = silencioso ? { silencioso: true } : undefined;
  const alumno = useQuery({ ...encuestasQuery.Alumno, enabled: activo && userType === 'Alumno', meta });
  const empresa = useQuery({ ...encuestasQuery.Empresa, enabled: activo && userType === 'Empresa', meta });
  return userType === 'Empresa' ? empresa : alumno;
}

/** Where a survey of the list starts: its entry page with the personal link's value. */
export const enlaceEncuesta = (urlAcceso: string, querystringValue: string | null) =>
  `/encuestas/${encodeURIComponent(urlAcceso)}${querystringValue ? `?acceso=${encodeURIComponent(querystringValue)}` : ''}`;
