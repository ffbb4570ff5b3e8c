import type { LoginInput } from '@puente/contract/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import type { UserType } from '@/lib/session';

export interface LoginVariables {
  role: UserType;
  input: LoginInput;
}

/** POST /api/{Alumno|Empresa}/logaUsuario; companies send eAmbito 'PrivadoEmpresa' (spec §3). */
export function login({ role, input }: LoginVariables) {
  return role === 'Alumno' ? fetchData('loginAlumno', input) : fetchData('loginEmpresa', { ...input, eAmbito: 'PrivadoEmpresa' });
}

export const useLogin = () => useMutation({ mutationFn: login });
