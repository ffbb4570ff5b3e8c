import { useMutation } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import type { UserType } from '@/lib/session';

export interface AcceptRgpdVariables {
  role: UserType;
  /** The provisional login token, held in memory until acceptance (spec §4). */
  token: string;
}

/** GET /api/{Alumno|Empresa}/guardaAceptacionRGPD: returns the final token. */
export function acceptRgpd({ role, token }: AcceptRgpdVariables) {
  return fetchData(role === 'Alumno' ? 'rgpdAceptarAlumno' : 'rgpdAceptarEmpresa', {}, { token });
}

export const useAcceptRgpd = () => useMutation({ mutationFn: acceptRgpd });
