import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** An id a proxy may hand on (HAProxy's unique-id, a UUID): short, and nothing a log line or a header could trip on. */
const ID_ACEPTABLE = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's `genReqId`: the `X-Request-Id` the request brings when it is a
 * sane token, so the balancer's log and ours share one id; otherwise a new
 * UUID. Every log line of the request carries it as `reqId`.
 */
export function idDePeticion(request: IncomingMessage): string {
  const dado = request.headers['x-request-id'];
  return typeof dado === 'string' && ID_ACEPTABLE.test(dado) ? dado : randomUUID();
}

/** Every answer names its request's id in `X-Request-Id`, refusals and errors included. The first hook of all. */
export function registerIdPeticion(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}
