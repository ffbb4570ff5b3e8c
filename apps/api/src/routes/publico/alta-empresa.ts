import { altaEmpresaEndpoints as e } from '@puente/contract/endpoints/alta-empresa';
import { bindPublic } from '../../lib/endpoint-binding';
import { idiomaDe } from '../../lib/idioma';
import type { Services } from '../../services';

/**
 * A company's anonymous ways in (modules/alta-empresa): the sign-up and its
 * checks, the reminder and the e-mailed links, and a rejected sign-up
 * corrected from its mail's link. Each is limited per address, like the
 * logins; over the limit the envelope answers 429. The reminder's mail and
 * the rejection's reason go out in the language the browser asks for.
 */
export const altaEmpresaPublicoRoutes = (s: Pick<Services, 'altaEmpresa' | 'altaEmpresaReenvio'>) => [
  bindPublic(e.compruebaCIF, ({ input }) => s.altaEmpresa.compruebaCif(input.cif), { rateLimitPerMinute: 20 }),
  bindPublic(e.existeCIF, ({ input }) => s.altaEmpresa.existeCif(input.cif, input.constant), { rateLimitPerMinute: 20 }),
  bindPublic(e.compruebaEmailContactoEmpresa, ({ input }) => s.altaEmpresa.compruebaEmailContacto(input.cif, input.email), {
    rateLimitPerMinute: 20,
  }),
  bindPublic(e.solicitarCuentaEmpresa, ({ input }) => s.altaEmpresa.solicitarCuenta(input), { rateLimitPerMinute: 5 }),
  bindPublic(e.recuerdoPassword, ({ input, request }) => s.altaEmpresa.recuerdoPassword(input.usuario, idiomaDe(request)), {
    rateLimitPerMinute: 5,
  }),
  bindPublic(e.restablecerPasswordEmpresa, ({ input }) => s.altaEmpresa.restablecerPassword(input), { rateLimitPerMinute: 10 }),
  bindPublic(e.establecerPassword, ({ input }) => s.altaEmpresa.establecerPassword(input), { rateLimitPerMinute: 10 }),
  bindPublic(e.altaEmpresaRechazada, ({ input, request }) => s.altaEmpresaReenvio.altaRechazada(input.token, idiomaDe(request)), {
    rateLimitPerMinute: 20,
  }),
  bindPublic(e.reenviarAltaEmpresa, ({ input }) => s.altaEmpresaReenvio.reenviar(input), { rateLimitPerMinute: 5 }),
];
