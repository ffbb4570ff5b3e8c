import { useMutation, useQueryClient } from '@tanstack/react-query';
import { silencioso } from '@/components/formularios-empresa/rechazo';
import { type ApiInput, fetchData } from '@/lib/api-client';
import { invalidateEndpoint } from '@/lib/api-query';
import { guardarNombreUsuario } from '@/lib/session';
import { datosContactoQuery } from './datos-contacto';

/**
 * POST /api/Empresa/editaContactoEmpresa: the answer is the contact as saved.
 * The header greets by the saved name at once (spec §3 Session); the company's
 * contact list and the shell's missing-data check are stale.
 */
export function useEditaContacto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiInput<'editaContactoEmpresa'>) => fetchData('editaContactoEmpresa', input),
    meta: silencioso,
    onSuccess: (contacto) => {
      queryClient.setQueryData(datosContactoQuery.queryKey, contacto);
      guardarNombreUsuario({ nombre: contacto.nombre, apellido1: contacto.apellidos });
      void invalidateEndpoint(queryClient, 'dameDatosEmpresa', undefined, { refetchType: 'none' });
      void invalidateEndpoint(queryClient, 'faltanDatosAlContactoEmpresa');
    },
  });
}
