import type { LoginInput } from '@puente/contract/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** POST /api/Gestion/logaUsuario: the staff login in front of god mode. */
export const staffLogin = (input: LoginInput) => fetchData('loginGestor', input, { token: null });

export const useStaffLogin = () => useMutation({ mutationFn: staffLogin });
