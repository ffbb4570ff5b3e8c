import { z } from 'zod';
import { defineEndpoint, fileOutput } from '../endpoint';
import { MENSAJES } from '../validation/messages';
import { esRutaInterna } from '../validation/ruta-interna';
import { texto, textoMultilinea } from '../validation/text';
import { loginOutput } from './auth';

/** A path inside the portal ("/ofertas?pagina=2"), never another site ("//x", "https://…"). */
export const rutaLocal = texto().max(500).refine(esRutaInterna, 'Ruta interna del portal');

/**
 * University single sign-on of students, SAML 2.0 Web SSO (decision 016):
 * `samlInicio` gives the IdP's URL with an AuthnRequest; the IdP posts its
 * response to `samlAcs`, which hands it to the SPA's /acceso in the URL
 * fragment; /acceso sends it to `validaRespuestaLoginIntegrado`, which
 * answers like the student login. Off (48) for a brand without `saml`.
 */
export const samlEndpoints = {
  samlInicio: defineEndpoint({
    method: 'GET',
    path: '/api/Publico/saml/inicio',
    role: 'publico',
    summary: 'URL del proveedor de identidad de la universidad con la petición SAML (AuthnRequest); RelayState lleva la ruta',
    input: z.object({ ruta: rutaLocal.optional() }),
    output: z.object({ url: z.string() }),
  }),
  samlMetadata: defineEndpoint({
    method: 'GET',
    path: '/api/Publico/saml/metadata',
    role: 'publico',
    summary: 'Metadatos SAML del portal como proveedor de servicio (entity id y URL de respuesta)',
    input: z.object({}),
    output: fileOutput('application/samlmetadata+xml'),
  }),
  samlAcs: defineEndpoint({
    method: 'POST',
    path: '/api/Publico/saml/acs',
    role: 'publico',
    summary:
      'Recibe la respuesta SAML que publica el proveedor de identidad (formulario) y redirige (303) a /acceso con ella en el fragmento; no la valida ni guarda',
    // Base64 that some IdPs wrap in lines.
    input: z.object({ SAMLResponse: textoMultilinea().min(1).max(200_000), RelayState: texto().max(500).optional() }),
    output: z.null(),
    body: 'form',
  }),
  loginIntegrado: defineEndpoint({
    method: 'POST',
    path: '/api/Alumno/validaRespuestaLoginIntegrado',
    role: 'publico',
    summary:
      'Inicio de sesión de estudiante con la respuesta SAML del proveedor de identidad (firma, destinatario, vigencia y un solo uso); responde como logaUsuario',
    input: z.object({ respuesta: textoMultilinea({ error: MENSAJES.requerido }).min(1, MENSAJES.requerido).max(200_000) }),
    output: loginOutput,
  }),
} as const;
