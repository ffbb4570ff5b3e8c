import { useMutation } from '@tanstack/react-query';
import { type ApiInput, fetchData } from '@/lib/api-client';
import { silencioso } from '../rechazo';

/** POST /api/Publico/solicitarCuentaEmpresa: 503, shown on /login/empresas where the screen goes next. */
export const useSolicitarCuenta = () =>
  useMutation({
    mutationFn: (input: ApiInput<'solicitarCuentaEmpresa'>) => fetchData('solicitarCuentaEmpresa', input, { sinAviso: true }),
    meta: silencioso,
  });
