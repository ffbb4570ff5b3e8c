import type { InputOf } from '@puente/contract/endpoint';
import type { authEndpoints } from '@puente/contract/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

export type ImpersonateInput = InputOf<typeof authEndpoints.suplantar>;

export interface ImpersonateVariables {
  input: ImpersonateInput;
  /** The staff token, kept in memory only. */
  staffToken: string;
}

/** POST /api/Gestion/suplantar: god mode enters as a student or a company contact. */
export const impersonate = ({ input, staffToken }: ImpersonateVariables) => fetchData('suplantar', input, { token: staffToken });

export const useImpersonate = () => useMutation({ mutationFn: impersonate });
