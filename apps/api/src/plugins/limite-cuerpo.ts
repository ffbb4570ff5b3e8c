import type { Endpoint } from '@puente/contract/endpoint';
import { formaDe, hojasDe } from '@puente/contract/input-shape';

/** A body without files, of an anonymous route (a login, a sign-up, a password reminder): a few KB. */
export const CUERPO_ANONIMO = 16 * 1024;
/** An anonymous route with long free text (a survey's answers, a company's description). */
export const CUERPO_ANONIMO_LARGO = 256 * 1024;
/** A signed-in user's body without files (a CV, an offer, a staff list). */
export const CUERPO_CON_SESION = 1024 * 1024;
/** A text field longer than this is a file in base64 (or a SAML response): the route takes the full upload limit. */
const CAMPO_DE_FICHERO = 64 * 1024;
/** A text field longer than this makes an anonymous route "long". */
const CAMPO_LARGO = 4 * 1024;

/** The longest text an input declares: a file in base64 has no end; a text without a maximum counts as none. */
function textoMasLargo(input: Endpoint['input']): number {
  let mayor = 0;
  for (const { forma } of hojasDe(formaDe(input))) {
    if (forma.tipo !== 'texto') continue;
    mayor = Math.max(mayor, forma.base64 ? Number.POSITIVE_INFINITY : (forma.max ?? 0));
  }
  return mayor;
}

/**
 * The largest body a route reads (issue 29): Fastify refuses anything bigger with a 413 before parsing it, so a
 * 2 MB JSON of 200 000 keys never ties the login up. Only routes whose input declares a file (a base64 field)
 * take the whole `maximo`; anonymous routes take a few KB (more when a field is long free text); the rest 1 MB.
 */
export function limiteDeCuerpo(endpoint: Endpoint, maximo: number): number {
  const mayor = textoMasLargo(endpoint.input);
  if (mayor > CAMPO_DE_FICHERO) return maximo;
  if (endpoint.role === 'publico' || endpoint.role === 'encuesta') {
    return mayor > CAMPO_LARGO || endpoint.role === 'encuesta' ? CUERPO_ANONIMO_LARGO : CUERPO_ANONIMO;
  }
  return Math.min(CUERPO_CON_SESION, maximo);
}
