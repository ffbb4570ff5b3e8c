import { useMutation } from '@tanstack/react-query';
import { silencioso } from '@/components/formularios-empresa/rechazo';
import { type ApiInput, fetchData } from '@/lib/api-client';

/** POST /api/Publico/solicitarCuentaEmpresa: 503, shown on /login/empresas where the screen goes next. */
export const useSolicitarCuenta = () =>
  useMutation({
    mutationFn: (input: ApiInput<'solicitarCuentaEmpresa'>) => fetchData('solicitarCuentaEmpresa', input, { sinAviso: true }),
    meta: silencioso,
  });
