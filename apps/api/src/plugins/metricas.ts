import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { crearMetricas, type OpcionesMetricas } from '../lib/metricas';
import { rechazo } from '../lib/portal-error';
import { responderRechazo } from './errors';

const huella = (texto: string) => createHash('sha256').update(texto).digest();

/**
 * GET /metrics in Prometheus's text format (lib/metricas.ts), for whoever
 * holds METRICS_TOKEN: `Authorization: Bearer <token>`, else 401. Unset, the
 * address answers the 404 of any unknown one, and nothing is measured
 * (docs/decisions/049-salud-y-metricas.md). Registered before the routes, so
 * its hook sees every answer.
 */
export function registerMetricas(app: FastifyInstance, token: string | undefined, opciones: Omit<OpcionesMetricas, 'log'>) {
  if (!token) {
    // Declared anyway, or the SPA's history fallback would answer index.html.
    app.get('/metrics', (request, reply) =>
      responderRechazo(request, reply, rechazo(4, 'recurso.ruta', { metodo: request.method, ruta: '/metrics' }), 404),
    );
    return;
  }
  const metricas = crearMetricas({ ...opciones, log: app.log });
  app.addHook('onResponse', (request, reply, done) => {
    // The route's template: an unmatched address is one label, whatever was asked.
    metricas.peticion(request.routeOptions.url ?? 'unmatched', request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.addHook('onClose', (_app, done) => {
    metricas.cerrar();
    done();
  });
  // Both sides hashed: equal lengths for timingSafeEqual, and the time says nothing of the token's length.
  const esperada = huella(token);
  app.get('/metrics', async (request, reply) => {
    const dado = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!timingSafeEqual(huella(dado), esperada)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return responderRechazo(request, reply, rechazo(2), 401);
    }
    reply.header('cache-control', 'no-store').type(metricas.registro.contentType);
    return metricas.registro.metrics();
  });
}
