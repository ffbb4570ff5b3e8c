import { endpointList } from '@puente/contract/endpoints/all';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Database } from './db/client';
import { saludDe } from './db/salud';
import { avisarProxySinConfianza } from './lib/arranque-produccion';
import type { Latido } from './lib/latido';
import { salidaLegible } from './lib/log-legible';
import { redactorDeUrl } from './lib/redactar-url';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { RUTA_BAJA_ALERTA } from './modules/correo/plantillas';
import { clientErrorHandler, frameworkErrors } from './plugins/client-errors';
import { registerCompression } from './plugins/compress';
import { registerEndpoints } from './plugins/endpoints';
import { registerErrorHandling } from './plugins/errors';
import { idDePeticion, registerIdPeticion } from './plugins/id-peticion';
import { registerMetricas } from './plugins/metricas';
import { registerOpenApi } from './plugins/openapi';
import { registerSalud } from './plugins/salud';
import { registerSecurity } from './plugins/security';
import { registerStaticFiles } from './plugins/static-files';
import { alumnoRoutes } from './routes/alumno/routes';
import { empresaRoutes } from './routes/empresa/routes';
import { encuestasRoutes } from './routes/encuestas/routes';
import { gestionRoutes } from './routes/gestion/routes';
import { publicoRoutes } from './routes/publico/routes';
import { sesionRoutes } from './routes/sesion/routes';
import type { Services } from './services';
import { APP_VERSION } from './version';

/**
 * A file may be 2 MB decoded (2000 KB, spec §9); as base64 it is about 2.7 MB
 * (4 characters per 3 bytes), and 3 MB leaves some 400 KB for the rest of the
 * JSON. The 413 message of plugins/errors.ts states both limits.
 */
export const BODY_LIMIT = 3 * 1024 * 1024;

export interface BuildOptions {
  /** Where the log goes instead of stdout: tests read it to check what is written (and what is not). */
  logStream?: DestinationStream;
  /** The database /readyz checks and /metrics reads (its pools, the outbox); server.ts and the tests' app pass it. */
  database?: Database;
  /** The mail worker's beat, when this process runs one (server.ts): /readyz checks it, /metrics shows it. */
  latidoCorreo?: Latido;
}

/**
 * Builds the whole API over the services of `createServices` (services.ts),
 * made once by the caller, who uses them besides the app too (server.ts, the
 * tests). Closing the app closes what those services keep open.
 */
export async function buildApp(services: Services, options: BuildOptions = {}): Promise<FastifyInstance> {
  const { env, brand } = services;
  const redactarUrl = redactorDeUrl([
    ...endpointList.map(([, e]) => e.path).filter((p) => p.endsWith('/:token')),
    `${RUTA_BAJA_ALERTA}/:token`,
  ]);
  // Pretty lines only for a person at a terminal (LOG_PRETTY, lib/log-legible.ts); tests keep their own stream.
  const legible = !options.logStream && env.LOG_PRETTY && env.LOG_LEVEL !== 'silent' ? await salidaLegible() : null;
  const destino = options.logStream ?? legible;
  const app = Fastify({
    logger:
      env.LOG_LEVEL === 'silent'
        ? false
        : {
            level: env.LOG_LEVEL,
            // The address of every request line, without the secrets links carry (calendar feed, alert, reset tokens).
            serializers: {
              req: (request: FastifyRequest) => ({
                method: request.method,
                url: redactarUrl(request.url),
                host: request.host,
                remoteAddress: request.ip,
                remotePort: request.socket?.remotePort,
              }),
            },
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                'body.ePassword',
                'body.password',
                'body.passwordActual',
                'body.passwordNueva',
              ],
              censor: '[oculto]',
            },
            ...(destino ? { stream: destino } : {}),
          },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: BODY_LIMIT,
    // Answers that never reach a route are still the envelope (plugins/client-errors.ts).
    frameworkErrors,
    clientErrorHandler,
    // Off unless TRUST_PROXY names the proxies: otherwise any client could pick its address per request.
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    // The balancer's X-Request-Id when it is a sane token, else a new UUID; every answer returns it (decision 049).
    genReqId: idDePeticion,
  });
  registerIdPeticion(app);
  if (env.LOG_PRETTY && !destino) app.log.warn('LOG_PRETTY: pino-pretty no está instalado; el registro sale en JSON');
  app.addHook('onClose', () => services.intentos.cerrar());
  avisarProxySinConfianza(app, env);

  registerErrorHandling(app);
  // Machinery outside /api and the contract (decision 049): before the routes, so the metrics' hook sees them all.
  const { latidoCorreo } = options;
  const base = options.database ? saludDe(options.database) : undefined;
  registerMetricas(app, env.METRICS_TOKEN, { base, colaCorreo: services.estadoColaCorreo, latidoCorreo });
  registerSalud(app, { base, latidoCorreo });
  await registerSecurity(app, services.rateLimits, {
    samlIdpUrl: brand.saml?.urlSso ?? env.SAML_IDP_URL,
    analytics: Boolean(brand.analitycs),
  });
  // Before every route it compresses: it hooks the routes declared after it.
  await registerCompression(app);
  const folders = [
    publicoRoutes(services),
    sesionRoutes(services),
    alumnoRoutes(services),
    empresaRoutes(services),
    gestionRoutes(services),
    encuestasRoutes(services),
  ];
  // The document reads the bindings too: a route's rate limit and maintenance answers are statuses it declares.
  await registerOpenApi(app, endpointList, APP_VERSION, { folders, publicUrl: env.PUBLIC_URL });
  const handled = registerEndpoints(app, services, folders);
  const missing = endpointList.filter(([, e]) => !handled.has(e)).map(([name, e]) => `${name} (${e.method} ${e.path})`);
  if (missing.length > 0) throw new Error(`Endpoints declarados sin manejador: ${missing.join(', ')}`);
  await registerStaticFiles(app, brand.id, env.BRANDS_DIR, undefined, {
    marca: () => services.marca.publica(),
    avisar: (error) => app.log.warn({ err: error }, 'primera pintura: no se pudieron pre-renderizar las páginas'),
  });
  return app;
}
