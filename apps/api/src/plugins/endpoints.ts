import { Readable } from 'node:stream';
import { type Endpoint, type FileAnswer, type FileStreamAnswer, fileContentTypes } from '@puente/contract/endpoint';
import { ok } from '@puente/contract/envelope';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireAccess } from '../lib/access';
import type { Caller } from '../lib/caller';
import { camposErroneos } from '../lib/campos-erroneos';
import { attachment } from '../lib/content-disposition';
import type { Encuestado } from '../lib/encuestado';
import type { EndpointBinding, RouteFolder } from '../lib/endpoint-binding';
import { Notice } from '../lib/notice';
import { PortalError, rechazo } from '../lib/portal-error';
import type { Services } from '../services';
import { responderRechazo } from './errors';
import { limiteDeCuerpo } from './limite-cuerpo';

const MAINTENANCE_CODE = PortalCodes.MANTENIMIENTO;

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 ? token : null;
}

const unauthorized = (request: FastifyRequest, reply: FastifyReply) =>
  responderRechazo(request, reply, rechazo(2, 'sesion.noValida'), 401);

/**
 * Registers every binding of every route folder. The folder's role is its one
 * guard; a binding whose declared role differs from its folder's is a
 * programming error caught at start-up.
 */
export function registerEndpoints(app: FastifyInstance, services: Services, folders: RouteFolder[]) {
  const handled = new Set<Endpoint>();
  for (const group of folders) {
    for (const binding of group.bindings) {
      if (binding.endpoint.role !== group.role) {
        throw new Error(
          `${binding.endpoint.method} ${binding.endpoint.path} declara rol ${binding.endpoint.role} pero está en la carpeta ${group.role}`,
        );
      }
      if (handled.has(binding.endpoint)) throw new Error(`${binding.endpoint.path} registrado dos veces`);
      if ((fileContentTypes(binding.endpoint) !== null) !== (binding.answer === 'file')) {
        throw new Error(`${binding.endpoint.path}: un endpoint declarado con fileOutput se enlaza con bindFile, y solo ese`);
      }
      handled.add(binding.endpoint);
      if (binding.endpoint.body === 'form') {
        // Form-encoded bodies are accepted by these routes only; JSON is refused there (415 → code 15).
        app.register(async (scope) => {
          scope.removeAllContentTypeParsers();
          scope.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => done(null, parseForm(String(body))));
          registerOne(scope, services, binding);
        });
      } else if (binding.endpoint.body === 'json-or-form') {
        // JSON as everywhere, and a form as a mail client posts it (RFC 8058), in this route only.
        app.register(async (scope) => {
          scope.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => done(null, parseForm(String(body))));
          registerOne(scope, services, binding);
        });
      } else registerOne(app, services, binding);
    }
  }
  return handled;
}

const FORM = 'application/x-www-form-urlencoded';

/** Form fields as an object for the declaration's zod input; a repeated field becomes a list. */
function parseForm(body: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const seen = fields[key];
    fields[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return fields;
}

/**
 * A file answer: the bytes as they are, saved by the browser under its name,
 * never cached by a shared proxy (they are someone's documents) and never
 * sniffed or run as a page if opened directly.
 */
function sendFile(reply: FastifyReply, file: FileAnswer | FileStreamAnswer) {
  const contenido = file.contenido;
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachment(file.nombre))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(
      contenido instanceof Uint8Array
        ? Buffer.from(contenido.buffer, contenido.byteOffset, contenido.byteLength)
        : // Piece by piece as the service reads it: memory stays at one batch, however long the file.
          Readable.from(contenido),
    );
}

/**
 * Answers of a binding marked `salidaTipada` are built field by field as the contract's output type (TypeScript
 * refuses an undeclared field in those literals): in production one in this many still goes through the output
 * schema, every one in tests and development (decision 056). Every other answer is checked and stripped always.
 */
const MUESTRA_SALIDA_TIPADA = 100;
const salidaSiempreComprobada = process.env.NODE_ENV !== 'production';

function registerOne(app: FastifyInstance, services: Services, binding: EndpointBinding) {
  const { endpoint, options } = binding;
  const url = endpoint.path;
  let respuestas = 0;
  const comprobarSalida = () => salidaSiempreComprobada || !options.salidaTipada || respuestas++ % MUESTRA_SALIDA_TIPADA === 0;
  app.route({
    method: endpoint.method,
    url,
    bodyLimit: limiteDeCuerpo(endpoint, app.initialConfig.bodyLimit ?? 1024 * 1024),
    config: options.rateLimitPerMinute
      ? {
          rateLimit: {
            max: options.rateLimitPerMinute,
            timeWindow: '1 minute',
            // The route is part of the key: one database store serves every limited route.
            keyGenerator: (request: FastifyRequest) => `${endpoint.method} ${url.toLowerCase()}|${request.ip}`,
          },
        }
      : {},
    handler: async (request, reply) => {
      let caller: Caller | null = null;
      let encuestado: Encuestado | null = null;
      if (endpoint.role === 'encuesta') {
        // Only a survey's own token opens these; a portal token is a role that does not fit (decision 024).
        const token = bearer(request);
        encuestado = token ? await services.encuestaTokens.verificar(token) : null;
        if (!encuestado) {
          const portal = token ? await services.sessions.authenticate(token) : null;
          if (portal) return responderRechazo(request, reply, rechazo(71, 'permisos.recurso'), 403);
          return unauthorized(request, reply);
        }
      } else if (endpoint.role !== 'publico') {
        const token = bearer(request);
        caller = token ? await services.sessions.authenticate(token) : null;
        if (!caller) return unauthorized(request, reply);
        if (caller.rgpdPendiente && !options.allowRgpdPending) return unauthorized(request, reply);
        const allowed = endpoint.role === 'autenticado' || endpoint.role === caller.tipo;
        if (!allowed) return responderRechazo(request, reply, rechazo(71, 'permisos.recurso'), 403);
        // A staff endpoint also asks for its area's permission (decision 037).
        if (endpoint.permiso) requireAccess(caller, endpoint.permiso);
      }
      if (
        !options.duranteMantenimiento &&
        caller?.tipo !== 'gestor' &&
        !caller?.actor &&
        (await services.settings.mantenimiento())
      ) {
        return responderRechazo(request, reply, rechazo(MAINTENANCE_CODE, 'mantenimiento'), 503);
      }

      const raw = {
        ...((request.query as Record<string, unknown>) ?? {}),
        ...(typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {}),
        ...((request.params as Record<string, unknown>) ?? {}),
      };
      const parsed = endpoint.input.safeParse(raw);
      if (!parsed.success) {
        throw camposErroneos(parsed.error.issues.map((i) => ({ campo: i.path.join('.'), mensaje: i.message })));
      }

      const result = await binding.handler({ input: parsed.data, caller, encuestado, request, reply });
      if (reply.sent) return reply;
      if (binding.answer === 'file') {
        const file = endpoint.output.safeParse(result);
        if (!file.success) throw new Error(`Fichero de ${endpoint.path} fuera de contrato: ${file.error.message}`);
        return sendFile(reply, file.data as FileAnswer | FileStreamAnswer);
      }
      const status = result instanceof Notice ? result.code : 0;
      const datos = result instanceof Notice ? result.datos : result;
      // The answer goes out through the contract's output schema: fields the
      // contract does not declare (a company's internal comment, a hash) never leave.
      let sent = datos;
      if (comprobarSalida()) {
        const check = endpoint.output.safeParse(datos);
        if (!check.success) {
          throw new Error(`Respuesta de ${endpoint.path} fuera de contrato: ${check.error.message}`);
        }
        sent = check.data;
      }
      if (status === 0) return reply.send(ok(sent));
      return reply.send({ status, datos: sent, mensaje: result instanceof Notice ? result.mensaje : null });
    },
  });
}

export { PortalError };
