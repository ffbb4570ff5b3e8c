import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { databaseStore } from '../modules/rate-limit/database-store';
import type { RateLimitRepository } from '../modules/rate-limit/rate-limit.repository';

/** Security headers with a CSP that allows no inline script, and per-route rate limits. */
export async function registerSecurity(app: FastifyInstance, rateLimits: RateLimitRepository) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://www.googletagmanager.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'https://www.google-analytics.com', 'https://*.google-analytics.com'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    hsts: { maxAge: 31536000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
  });
  // Off globally: only the routes that declare a limit get one.
  await app.register(rateLimit, { global: false, store: databaseStore(rateLimits) });
}
