import { endpointList } from '@puente/contract/endpoints/all';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import { avisarProxySinConfianza } from './lib/arranque-produccion';
import { redactorDeUrl } from './lib/redactar-url';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { RUTA_BAJA_ALERTA } from './modules/correo/plantillas';
import { clientErrorHandler, frameworkErrors } from './plugins/client-errors';
import { registerCompression } from './plugins/compress';
import { registerEndpoints } from './plugins/endpoints';
import { registerErrorHandling } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
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
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: BODY_LIMIT,
    // Answers that never reach a route are still the envelope (plugins/client-errors.ts).
    frameworkErrors,
    clientErrorHandler,
    // Off unless TRUST_PROXY names the proxies: otherwise any client could pick its address per request.
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    genReqId: () => crypto.randomUUID(),
  });
  app.addHook('onClose', () => services.intentos.cerrar());
  avisarProxySinConfianza(app, env);

  registerErrorHandling(app);
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
  await registerStaticFiles(app, brand.id, env.BRANDS_DIR);
  return app;
}
