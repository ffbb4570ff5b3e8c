import { publicoEndpoints } from '@puente/contract/endpoints/publico';
import { bindPublic } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

const bearer = (authorization: string | undefined) => authorization?.replace(/^Bearer /, '') || null;

/** What the SPA needs before anyone logs in: the brand, and a way to report errors (modules/marca). */
export const marcaPublicoRoutes = (s: Pick<Services, 'marca' | 'errorReports'>) => [
  bindPublic(publicoEndpoints.marca, () => s.marca.publica(), { duranteMantenimiento: true }),
  bindPublic(
    publicoEndpoints.informarError,
    ({ input, request }) => s.errorReports.fromClient(input, bearer(request.headers.authorization), request.headers.host ?? ''),
    { rateLimitPerMinute: 10, duranteMantenimiento: true },
  ),
];
