import { randomUUID } from 'node:crypto';
import { fail } from '@puente/contract/envelope';
import { httpStatusFor } from '@puente/contract/errors/http-status';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBaseDatos, esDatoNoValido } from '../lib/error-base-datos';
import { idiomaDe } from '../lib/idioma';
import { PortalError, rechazo } from '../lib/portal-error';

/**
 * A refusal as the envelope, its `mensaje` in the reader's language
 * (Accept-Language): the refusal's own key, else the contract catalogue's
 * text for the code (decision 030). Also for the plugins that answer before
 * a route (session, permissions, maintenance, not found).
 */
export function responderRechazo(request: FastifyRequest, reply: FastifyReply, error: PortalError, http?: number) {
  return reply
    .status(http ?? error.respuesta?.http ?? httpStatusFor(error.code))
    .headers(error.respuesta?.cabeceras ?? {})
    .send(fail(error.code, error.mensaje(idiomaDe(request)), error.datos));
}

/**
 * Every failure leaves as the envelope: catalogue codes for refusals, 413/429
 * with their own codes, and 500 with an error id that is in the log, never a
 * stack trace.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | PortalError, request, reply) => {
    if (error instanceof PortalError) return responderRechazo(request, reply, error);
    const status = error.statusCode ?? 500;
    if (status === 413) return responderRechazo(request, reply, rechazo(15, 'peticion.demasiadoGrande'), 413);
    if (status === 429) return responderRechazo(request, reply, rechazo(48, 'peticion.demasiadasPeticiones'), 429);
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and the like.
      return responderRechazo(request, reply, rechazo(15, 'peticion.noValida'), 400);
    }
    const errorId = randomUUID();
    const bd = errorBaseDatos(error);
    if (bd) {
      // Only the SQLSTATE and where: the error's message, Drizzle's wrapper and PGlite's error carry the query's values.
      request.log.error({ errorId, bd }, 'error de la base de datos');
      if (esDatoNoValido(bd)) {
        return responderRechazo(request, reply, rechazo(15, 'peticion.datoNoValido', { id: errorId }, { errorId }), 400);
      }
      return responderRechazo(request, reply, rechazo(500, 'inesperado', { id: errorId }, { errorId }), 500);
    }
    request.log.error({ err: error, errorId }, 'unexpected error');
    return responderRechazo(request, reply, rechazo(500, 'inesperado', { id: errorId }, { errorId }), 500);
  });
}
