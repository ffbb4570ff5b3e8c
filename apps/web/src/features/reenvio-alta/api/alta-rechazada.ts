import { useMutation, useQuery } from '@tanstack/react-query';
import { type ApiInput, fetchData } from '@/lib/api-client';

/**
 * POST /api/Publico/altaEmpresaRechazada: the rejected sign-up the mailed
 * link opens. Read once per link: it is the form's starting point, and once
 * sent the link answers 42. Silent: the page says what a refusal means.
 */
export const useAltaRechazada = (token: string) =>
  useQuery({
    queryKey: ['altaEmpresaRechazada', token],
    queryFn: () => fetchData('altaEmpresaRechazada', { token }),
    enabled: token !== '',
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silencioso: true },
  });

/**
 * POST /api/Publico/reenviarAltaEmpresa: the corrected sign-up, once (528,
 * shown by the page's confirmation). Silent like the sign-up's: the form says
 * refusals on their fields or in the banner, the page a used or expired link.
 */
export const useReenviarAlta = () =>
  useMutation({
    mutationFn: (input: ApiInput<'reenviarAltaEmpresa'>) => fetchData('reenviarAltaEmpresa', input, { sinAviso: true }),
    meta: { silencioso: true },
  });
