import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { fail } from '@puente/contract/envelope';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { rechazo } from '../lib/portal-error';
import { responderRechazo } from './errors';

/*
 * The answers that never reach a route, and so never the error handler of
 * plugins/errors.ts: Fastify's router refusing a path, and Node's HTTP parser
 * refusing a request before Fastify sees it. Each keeps the HTTP status it
 * had, but its body is the envelope, as every other answer of the API
 * (ARCHITECTURE §3), and it never echoes the request back.
 */

/**
 * Fastify's `frameworkErrors`: a malformed percent-escape in the path
 * (`/api/Alumno/dameOferta/%E0%A4%A`) is 400; a path parameter longer than
 * the router's maxParamLength (100) is 414. Anything else Fastify may add
 * here is unexpected: 500 with an error id in the log.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // No hook runs before these answers: the request's id is set here (plugins/id-peticion.ts does it for the rest).
  reply.header('x-request-id', request.id);
  if (error.code === 'FST_ERR_BAD_URL') {
    return responderRechazo(request, reply, rechazo(15, 'peticion.urlMalCodificada'), 400);
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return responderRechazo(request, reply, rechazo(15, 'peticion.urlLarga'), 414);
  }
  const errorId = randomUUID();
  request.log.error({ errorId, code: error.code }, 'error del enrutador');
  return responderRechazo(request, reply, rechazo(500, 'inesperado', { id: errorId }, { errorId }), 500);
}

/** The error Node gives the server's `clientError` event: the parser's code (HPE_…) or a timeout. */
export interface ConnectionError extends Error {
  code?: string;
}

const RESPUESTAS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'La línea de petición o las cabeceras superan el tamaño máximo (16 KB).'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'La petición no llegó completa a tiempo.'],
};
const PETICION_MAL_FORMADA: [number, string] = [400, 'La petición HTTP no es válida.'];

/** A complete HTTP/1.1 answer with the envelope as its body, for a socket that has no request or reply objects. */
export function respuestaEnBruto(status: number, mensaje: string): string {
  const body = JSON.stringify(fail(15, mensaje));
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Fastify's `clientErrorHandler` (the server's `clientError` event): a
 * request line or headers over Node's 16 KB (431), a request that did not
 * arrive in time (408), or bytes that are not HTTP (400). There is no request
 * object yet, so the answer is written to the socket as it is, then the
 * connection is closed, as Node does by default.
 */
export function clientErrorHandler(error: ConnectionError, socket: Socket) {
  // The peer has gone: nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, mensaje] = RESPUESTAS[error.code ?? ''] ?? PETICION_MAL_FORMADA;
  if (socket.writable) socket.write(respuestaEnBruto(status, mensaje));
  socket.destroy(error);
}
