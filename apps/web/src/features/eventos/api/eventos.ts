import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@/lib/api-query';
import type { SessionUserType } from '@/lib/session';

export interface FiltroEventos {
  texto?: string;
  categoria?: string;
}

const limpio = (f: FiltroEventos): FiltroEventos => ({
  ...(f.texto?.trim() ? { texto: f.texto.trim() } : {}),
  ...(f.categoria ? { categoria: f.categoria } : {}),
});

/**
 * GET /api/Alumno/dameEventos or /api/Empresa/dameEventos: the published
 * events, newest first, with the categories for the chips. A student reads
 * their registration on each; a company only reads.
 */
export function useEventos(userType: SessionUserType | null, filtro: FiltroEventos = {}, activo = true) {
  const input = limpio(filtro);
  const alumno = useQuery({ ...endpointQuery('dameEventos', input), enabled: activo && userType === 'Alumno' });
  const empresa = useQuery({ ...endpointQuery('dameEventosEmpresa', input), enabled: activo && userType === 'Empresa' });
  return userType === 'Empresa' ? empresa : alumno;
}
