import type { EliminarCuentaInput, Exportacion } from '@puente/contract/endpoints/mis-datos';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { download, fetchData } from '@/lib/api-client';
import { endpointQuery, invalidateEndpoints } from '@/lib/api-query';
import { saveFile } from '@/lib/save-file';
import { useSession } from '@/lib/session';

/** How often the page asks again while a copy is being made (it is usually ready in a few seconds). */
const SONDEO_MS = 3000;

/** The page's data, the same for a student and a company contact. */
export interface VistaMisDatos {
  exportaciones: Exportacion[];
  puedeEliminar: boolean;
  /** A student's internships the university keeps (their data stay blocked). */
  practicasConservadas: number;
  /** A contact's companies that have nobody else: while there is one, the account cannot be erased. */
  empresasSinOtroContacto: string[];
}

/** Whose page it is: the endpoints differ by role (/api/Alumno/misDatos…, /api/Empresa/misDatos…). */
export function useEsContacto() {
  return useSession().userType === 'Empresa';
}

const deAlumno = () => fetchData('misDatos', {}).then((d): VistaMisDatos => ({ ...d, empresasSinOtroContacto: [] }));
const deContacto = () => fetchData('misDatosContacto', {}).then((d): VistaMisDatos => ({ ...d, practicasConservadas: 0 }));

/**
 * GET /api/Alumno/misDatos or /api/Empresa/misDatos: the copies asked for and whether the account can be
 * erased. While a copy is being made the page asks again every few seconds, so it turns "ready" without a reload.
 */
export function useMisDatos() {
  const contacto = useEsContacto();
  const { queryKey } = endpointQuery(contacto ? 'misDatosContacto' : 'misDatos', {});
  return useQuery({
    queryKey,
    queryFn: contacto ? deContacto : deAlumno,
    refetchInterval: (query) => (query.state.data?.exportaciones.some((e) => e.estado === 'pendiente') ? SONDEO_MS : false),
  });
}

/** POST …/misDatos/exportar: asks for a copy (the one being made, if any; 48 past the day's limit). */
export function useSolicitarExportacion() {
  const queryClient = useQueryClient();
  const contacto = useEsContacto();
  return useMutation({
    mutationFn: () => fetchData(contacto ? 'solicitarExportacionContacto' : 'solicitarExportacion', {}),
    onSettled: () => invalidateEndpoints(queryClient, ['misDatos', 'misDatosContacto']),
  });
}

/** GET …/misDatos/exportacion/{id}: the ready ZIP, saved by the browser. */
export function useDescargarExportacion() {
  const contacto = useEsContacto();
  return useMutation({
    mutationFn: async ({ id, nombre }: { id: number; nombre: string }) => {
      const archivo = await download(
        contacto ? 'descargarExportacionContacto' : 'descargarExportacion',
        { id },
        { nombrePorDefecto: nombre },
      );
      saveFile(archivo.blob, archivo.nombre);
    },
  });
}

/** POST …/misDatos/eliminarCuenta: erases the account at once (3: not their password; 48: a contact who is the last). */
export function useEliminarCuenta() {
  const contacto = useEsContacto();
  return useMutation({
    mutationFn: async (datos: EliminarCuentaInput): Promise<void> => {
      await (contacto ? fetchData('eliminarCuentaContacto', datos) : fetchData('eliminarCuenta', datos));
    },
  });
}
