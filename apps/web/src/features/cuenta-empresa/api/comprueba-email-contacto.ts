import { useMutation } from '@tanstack/react-query';
import { silencioso } from '@/components/formularios-empresa/rechazo';
import { type ApiInput, fetchData } from '@/lib/api-client';

/** POST /api/Alumno/compruebaEmailContactoEmpresa before the sign-up is sent: 44 another company's contact, 29 already one of this. */
export const useComprobarEmailContacto = () =>
  useMutation({
    mutationFn: (input: ApiInput<'compruebaEmailContactoEmpresa'>) => fetchData('compruebaEmailContactoEmpresa', input),
    meta: silencioso,
  });
