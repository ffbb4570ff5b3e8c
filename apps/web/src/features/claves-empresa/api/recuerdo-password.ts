import { useMutation } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** The company password reminder: always 505, shown where it is asked (the API never tells whether the account exists). */
export const useRecuerdoPassword = () =>
  useMutation({
    mutationFn: (usuario: string) => fetchData('recuerdoPassword', { usuario }),
  });
