import { useMutation } from '@tanstack/react-query';
import { type ApiInput, fetchData } from '@/lib/api-client';

/** A new contact's first password from the mailed link: 514 is shown on /login/empresas, where the screen goes next. */
export const useEstablecerPassword = () =>
  useMutation({
    mutationFn: (input: ApiInput<'establecerPassword'>) => fetchData('establecerPassword', input, { sinAviso: true }),
  });
