import type { Endpoint } from '@puente/contract/endpoint';
import { z } from 'zod';

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

/**
 * The longest text the JSON schema of an input declares, at any depth: its `maxLength`, or no end at all for a
 * file in base64 (`contentEncoding`, the contract's base64UploadSchema). 0 when it declares none.
 */
function textoMasLargo(esquema: unknown): number {
  if (Array.isArray(esquema)) return Math.max(0, ...esquema.map(textoMasLargo));
  if (esquema === null || typeof esquema !== 'object') return 0;
  if ('contentEncoding' in esquema && esquema.contentEncoding === 'base64') return Number.POSITIVE_INFINITY;
  const propio = 'maxLength' in esquema && typeof esquema.maxLength === 'number' ? esquema.maxLength : 0;
  return Math.max(propio, ...Object.values(esquema).map(textoMasLargo));
}

/**
 * The largest body a route reads (issue 29): Fastify refuses anything bigger with a 413 before parsing it, so a
 * 2 MB JSON of 200 000 keys never ties the login up. Only routes whose input declares a file (a base64 field)
 * take the whole `maximo`; anonymous routes take a few KB (more when a field is long free text); the rest 1 MB.
 */
export function limiteDeCuerpo(endpoint: Endpoint, maximo: number): number {
  const mayor = textoMasLargo(z.toJSONSchema(endpoint.input, { io: 'input', unrepresentable: 'any' }));
  if (mayor > CAMPO_DE_FICHERO) return maximo;
  if (endpoint.role === 'publico' || endpoint.role === 'encuesta') {
    return mayor > CAMPO_LARGO || endpoint.role === 'encuesta' ? CUERPO_ANONIMO_LARGO : CUERPO_ANONIMO;
  }
  return Math.min(CUERPO_CON_SESION, maximo);
}
