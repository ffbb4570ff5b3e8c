import { useMutation } from '@tanstack/react-query';
import { type ApiInput, fetchData } from '@/lib/api-client';

/**
 * Registration and password reset (issue 12). Their notices (504, 508) are
 * shown on /login, where the screens go next; 505 is shown where it is asked.
 */
export const useRegistrarUsuario = () =>
  useMutation({
    mutationFn: (input: ApiInput<'registrarUsuario'>) => fetchData('registrarUsuario', input, { sinAviso: true }),
  });

export const useSolicitarReseteo = () =>
  useMutation({
    mutationFn: (usuario: string) => fetchData('solicitarReseteoPassword', { usuario }),
  });

export const useRestablecerPassword = () =>
  useMutation({
    mutationFn: (input: ApiInput<'restablecerPassword'>) => fetchData('restablecerPassword', input, { sinAviso: true }),
  });
