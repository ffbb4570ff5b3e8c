import { useMutation, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { endpointQuery } from '@/lib/api-query';

/** GET /api/Empresa/misEmpresas: the logged-in contact's validated companies, the active one marked. */
export const useMisEmpresas = (enabled: boolean) =>
  useQuery({ ...endpointQuery('misEmpresas', {}), enabled, staleTime: 5 * 60_000 });

/** POST /api/Empresa/cambiarEmpresa: a token for another of the contact's companies (the old one is revoked). */
export const useCambiarEmpresa = () =>
  useMutation({ mutationFn: (idEmpresa: number) => fetchData('cambiarEmpresa', { idEmpresa }) });
