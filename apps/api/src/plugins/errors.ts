import { randomUUID } from 'node:crypto';
import { fail } from '@puente/contract/envelope';
import { httpStatusFor } from '@puente/contract/errors/http-status';
import type { FastifyError, FastifyInstance } from 'fastify';
import { errorBaseDatos, esDatoNoValido } from '../lib/error-base-datos';
import { PortalError } from '../lib/portal-error';

/**
 * Every failure leaves as the envelope: catalogue codes for refusals, 413/429
 * with their own codes, and 500 with an error id that is in the log, never a
 * stack trace.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | PortalError, request, reply) => {
    if (error instanceof PortalError) {
      return reply
        .status(error.respuesta?.http ?? httpStatusFor(error.code))
        .headers(error.respuesta?.cabeceras ?? {})
        .send(fail(error.code, error.message, error.datos));
    }
    const status = error.statusCode ?? 500;
    if (status === 413)
      return reply
        .status(413)
        .send(
          fail(
            15,
            'El contenido enviado es demasiado grande: un fichero puede ocupar hasta 2 MB (2000 KB) y la petición entera, 3 MB.',
          ),
        );
    if (status === 429)
      return reply.status(429).send(fail(48, 'Demasiadas peticiones seguidas. Espera un minuto y vuelve a intentarlo.'));
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and the like.
      return reply.status(400).send(fail(15, 'La petición no es válida: revisa los datos enviados.'));
    }
    const errorId = randomUUID();
    const bd = errorBaseDatos(error);
    if (bd) {
      // Only the SQLSTATE and where: the error's message, Drizzle's wrapper and PGlite's error carry the query's values.
      request.log.error({ errorId, bd }, 'error de la base de datos');
      if (esDatoNoValido(bd)) {
        return reply.status(400).send(fail(15, `Un dato enviado no es válido. Identificador: ${errorId}`, { errorId }));
      }
      return reply.status(500).send(fail(500, `Error inesperado. Identificador: ${errorId}`, { errorId }));
    }
    request.log.error({ err: error, errorId }, 'unexpected error');
    return reply.status(500).send(fail(500, `Error inesperado. Identificador: ${errorId}`, { errorId }));
  });
}
