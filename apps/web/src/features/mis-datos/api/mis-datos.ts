import type { EliminarCuentaInput } from '@puente/contract/endpoints/mis-datos';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { download, fetchData } from '@/lib/api-client';
import { endpointQuery, invalidateEndpoint } from '@/lib/api-query';
import { saveFile } from '@/lib/save-file';

/** How often the page asks again while a copy is being made (it is usually ready in a few seconds). */
const SONDEO_MS = 3000;

/**
 * GET /api/Alumno/misDatos: the copies asked for and whether the account can be erased. While a copy is being
 * made the page asks again every few seconds, so it turns "ready" without a reload.
 */
export const useMisDatos = () =>
  useQuery({
    ...endpointQuery('misDatos', {}),
    refetchInterval: (query) => (query.state.data?.exportaciones.some((e) => e.estado === 'pendiente') ? SONDEO_MS : false),
  });

/** POST /api/Alumno/misDatos/exportar: asks for a copy (the one being made, if any; 48 past the day's limit). */
export function useSolicitarExportacion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchData('solicitarExportacion', {}),
    onSettled: () => invalidateEndpoint(queryClient, 'misDatos'),
  });
}

/** GET /api/Alumno/misDatos/exportacion/{id}: the ready ZIP, saved by the browser. */
export function useDescargarExportacion() {
  return useMutation({
    mutationFn: async ({ id, nombre }: { id: number; nombre: string }) => {
      const archivo = await download('descargarExportacion', { id }, { nombrePorDefecto: nombre });
      saveFile(archivo.blob, archivo.nombre);
    },
  });
}

/** POST /api/Alumno/misDatos/eliminarCuenta: erases the account at once (3: not their password). */
export const useEliminarCuenta = () =>
  useMutation({ mutationFn: (datos: EliminarCuentaInput) => fetchData('eliminarCuenta', datos) });
