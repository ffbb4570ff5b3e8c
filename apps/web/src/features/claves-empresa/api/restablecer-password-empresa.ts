import { useMutation } from '@tanstack/react-query';
import { type ApiInput, fetchData } from '@/lib/api-client';

/** The new password from the reminder's link: 508 is shown on /login/empresas, where the screen goes next. */
export const useRestablecerPasswordEmpresa = () =>
  useMutation({
    mutationFn: (input: ApiInput<'restablecerPasswordEmpresa'>) =>
      fetchData('restablecerPasswordEmpresa', input, { sinAviso: true }),
  });
