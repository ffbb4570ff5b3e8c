import type { MotivoRechazoEmpresa } from '@puente/contract/empresa-cuenta';
import type { BloquearEmpresaDatos } from '@puente/contract/empresas-gestion';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFilasPorCursor } from '@/components/data-table/cursor';
import { fetchData } from '@/lib/api-client';
import { endpointQuery, invalidateEndpoints } from '@/lib/api-query';
import { type FiltrosEmpresas, filtroApi } from '../hooks/filtros-url';

/** What a decision on a company makes stale: its page, the list, the staff home's queue and the sign-ups queue. */
const TRAS_DECIDIR = ['empresaGestion', 'empresasGestion', 'pendienteGestion', 'empresasPendientes'] as const;

/** GET /api/Gestion/empresas page by page with the server's cursor; a change of filter or order starts again. */
export const useEmpresasGestion = (filtros: FiltrosEmpresas) =>
  useFilasPorCursor(['empresasGestion', filtros, 'paginas'], (cursor, signal) =>
    fetchData('empresasGestion', { ...filtroApi(filtros), orden: filtros.orden, ...(cursor ? { cursor } : {}) }, { signal }),
  );

/** GET /api/Gestion/empresas/:id: everything the university keeps of a company. */
export const useEmpresaGestion = (id: number) => useQuery(endpointQuery('empresaGestion', { id }));

function useDecision<T>(llamar: (datos: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: llamar,
    onSettled: () => invalidateEndpoints(queryClient, TRAS_DECIDIR),
  });
}

/** POST /api/Gestion/validarEmpresa: its contacts get the link to set their password. */
export const useValidarEmpresa = () => useDecision((id: number) => fetchData('validarEmpresa', { id }));

/** POST /api/Gestion/rechazarEmpresa with a reason of the list and, for "otro", the words (mailed to its contacts). */
export const useRechazarEmpresa = () =>
  useDecision((datos: { id: number; idMotivo: MotivoRechazoEmpresa; motivo?: string | undefined }) =>
    fetchData('rechazarEmpresa', datos),
  );

/** POST /api/Gestion/bloquearEmpresa: its contacts' sessions end at once (48 when it is not validated). */
export const useBloquearEmpresa = () => useDecision((datos: BloquearEmpresaDatos) => fetchData('bloquearEmpresa', datos));

/** POST /api/Gestion/desbloquearEmpresa: validated again (48 when it is not blocked). */
export const useDesbloquearEmpresa = () => useDecision((id: number) => fetchData('desbloquearEmpresa', { id }));
