import { samlEndpoints } from '@puente/contract/endpoints/saml';
import { esRutaInterna } from '@puente/contract/validation/ruta-interna';
import { bindPublic, bindPublicFile } from '../../lib/endpoint-binding';
import type { Services } from '../../services';

/**
 * University single sign-on (decision 016). The ACS does not validate: it
 * only hands the IdP's form post to the SPA's /acceso (in the fragment, which
 * no server sees again), and /acceso sends it to `validaRespuestaLoginIntegrado`.
 */
export const samlPublicoRoutes = (s: Pick<Services, 'saml'>) => [
  bindPublic(samlEndpoints.samlInicio, ({ input }) => s.saml.inicio(input.ruta), { rateLimitPerMinute: 30 }),
  bindPublicFile(samlEndpoints.samlMetadata, async () => s.saml.metadata()),
  bindPublic(samlEndpoints.samlAcs, async ({ input, reply }) => {
    const fragmento = new URLSearchParams({ respuesta: input.SAMLResponse });
    // Only a path of the portal goes back: a forged RelayState cannot send the student elsewhere.
    if (esRutaInterna(input.RelayState)) fragmento.set('ruta', input.RelayState);
    await reply.redirect(`/acceso#${fragmento.toString()}`, 303);
    return null;
  }),
  bindPublic(samlEndpoints.loginIntegrado, ({ input }) => s.saml.login(input.respuesta), { rateLimitPerMinute: 30 }),
];
