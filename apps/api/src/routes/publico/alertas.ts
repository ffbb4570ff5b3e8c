import { busquedasGuardadasEndpoints as b } from '@puente/contract/endpoints/busquedas-guardadas';
import { bindPublic } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/** An alert mail's unsubscribe link (modules/busquedas-guardadas): its secret token, no session (RFC 8058). */
export const alertasPublicoRoutes = (s: Pick<Services, 'busquedasGuardadas'>) => [
  bindPublic(b.alertaPorToken, ({ input }) => s.busquedasGuardadas.alertaPorToken(input.token), { rateLimitPerMinute: 60 }),
  bindPublic(b.bajaAlerta, ({ input }) => s.busquedasGuardadas.darDeBaja(input.token), { rateLimitPerMinute: 60 }),
  bindPublic(b.deshacerBajaAlerta, ({ input }) => s.busquedasGuardadas.deshacerBaja(input.token), { rateLimitPerMinute: 60 }),
];
