import type { Endpoint } from '@puente/contract/endpoint';
import { fail, ok } from '@puente/contract/envelope';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../lib/caller';
import type { EndpointBinding, RouteFolder } from '../lib/endpoint-binding';
import { Notice } from '../lib/notice';
import { PortalError } from '../lib/portal-error';
import type { Services } from '../services';

const MAINTENANCE_CODE = PortalCodes.MANTENIMIENTO;

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token.length > 0 ? token : null;
}

const unauthorized = (reply: FastifyReply) =>
  reply.status(401).send(fail(2, 'Tu sesión ha caducado o no es válida. Vuelve a iniciar sesión.'));

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
      handled.add(binding.endpoint);
      registerOne(app, services, binding);
    }
  }
  return handled;
}

function registerOne(app: FastifyInstance, services: Services, binding: EndpointBinding) {
  const { endpoint, options } = binding;
  const url = endpoint.path;
  app.route({
    method: endpoint.method,
    url,
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
      if (endpoint.role !== 'publico') {
        const token = bearer(request);
        caller = token ? await services.auth.authenticate(token) : null;
        if (!caller) return unauthorized(reply);
        if (caller.rgpdPendiente && !options.allowRgpdPending) return unauthorized(reply);
        const allowed = endpoint.role === 'autenticado' || endpoint.role === caller.tipo;
        if (!allowed) return reply.status(403).send(fail(71, 'No tienes permisos para acceder a este recurso.'));
      }
      if (!options.duringMaintenance && caller?.tipo !== 'gestor' && !caller?.actor && (await services.settings.maintenance())) {
        return reply.status(503).send(fail(MAINTENANCE_CODE, 'El portal está en mantenimiento. Vuelve a intentarlo más tarde.'));
      }

      const raw = {
        ...((request.query as Record<string, unknown>) ?? {}),
        ...(typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {}),
        ...((request.params as Record<string, unknown>) ?? {}),
      };
      const parsed = endpoint.input.safeParse(raw);
      if (!parsed.success) {
        const errores = parsed.error.issues.map((i) => ({ campo: i.path.join('.'), mensaje: i.message }));
        return reply.status(400).send(fail(15, errores[0]?.mensaje ?? 'Datos no válidos', { errores }));
      }

      const result = await binding.handler({ input: parsed.data, caller, request, reply });
      if (reply.sent) return reply;
      const status = result instanceof Notice ? result.code : 0;
      const datos = result instanceof Notice ? result.datos : result;
      // The answer goes out through the contract's output schema: fields the
      // contract does not declare (a company's internal comment, a hash) never leave.
      const check = endpoint.output.safeParse(datos);
      if (!check.success) {
        throw new Error(`Respuesta de ${endpoint.path} fuera de contrato: ${check.error.message}`);
      }
      const sent = check.data;
      if (status === 0) return reply.send(ok(sent));
      return reply.send({ status, datos: sent, mensaje: result instanceof Notice ? result.mensaje : null });
    },
  });
}

export { PortalError };
