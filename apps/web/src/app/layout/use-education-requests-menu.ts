import { useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { portalUserType, useSession } from '@/lib/session';

/**
 * Spec §6: the company's "Solicitudes de prácticas de educación" item shows
 * only when GET /api/Empresa/tieneMenuSolicitudesPracticasEducacion says so
 * (the active company answers for an education centre, decision 021). The
 * token is part of the key, so switching company asks again. A failure only
 * hides the item: no banner for a menu.
 */
export function useHasEducationRequestsMenu(): boolean {
  const session = useSession();
  const empresa = portalUserType(session) === 'Empresa' && Boolean(session.token);
  const consulta = useQuery({
    queryKey: ['tieneMenuSolicitudesPracticasEducacion', {}, session.token] as const,
    queryFn: ({ signal }) => fetchData('tieneMenuSolicitudesPracticasEducacion', {}, { signal }),
    enabled: empresa,
    staleTime: 5 * 60_000,
    retry: false,
    meta: { silencioso: true },
  });
  return empresa && consulta.data === true;
}
