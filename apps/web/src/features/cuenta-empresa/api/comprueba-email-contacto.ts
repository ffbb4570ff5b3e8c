import { useMutation } from '@tanstack/react-query';
import { type ApiInput, fetchData } from '@/lib/api-client';
import { silencioso } from '../rechazo';

/** POST /api/Alumno/compruebaEmailContactoEmpresa before the sign-up is sent: 44 another company's contact, 29 already one of this. */
export const useComprobarEmailContacto = () =>
  useMutation({
    mutationFn: (input: ApiInput<'compruebaEmailContactoEmpresa'>) => fetchData('compruebaEmailContactoEmpresa', input),
    meta: silencioso,
  });
