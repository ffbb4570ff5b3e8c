import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { databaseStore } from '../modules/rate-limit/database-store';
import type { RateLimitRepository } from '../modules/rate-limit/rate-limit.repository';
import { HASH_SCRIPT_COOKIES } from './script-cookies';

/**
 * Where forms may be submitted, redirects after a submission included:
 * ourselves, plus the university's IdP when SAML SSO is configured. The IdP's
 * own login page posts the SAML response to us (its CSP governs that), but our
 * side of a sign-in goes to the IdP: an HTTP-POST binding AuthnRequest is a
 * form aimed at it, and a form posted to us that answers with a redirect to it
 * is checked against form-action too (Chromium). Without SSO nothing leaves.
 */
export const formActionSources = (samlIdpUrl?: string): string[] =>
  samlIdpUrl ? ["'self'", new URL(samlIdpUrl).origin] : ["'self'"];

/**
 * Google Analytics 4 (gtag.js): the library from googletagmanager, hits to
 * google-analytics and its regional analytics.google.com hosts. Only a brand
 * with an analytics id loads it (spec §10); for any other brand these hosts
 * stay out of the CSP, so an injected script or beacon cannot use them.
 */
const ANALYTICS = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
};

/** Security headers with a CSP that allows no inline script, and per-route rate limits. */
export async function registerSecurity(
  app: FastifyInstance,
  rateLimits: RateLimitRepository,
  options: { samlIdpUrl?: string | undefined; analytics?: boolean } = {},
) {
  const analytics = options.analytics === true;
  // helmet itself, built once: @fastify/helmet builds the middleware again on every request, parsing the CSP
  // directives each time (4.6 % of the CPU of an offer search under load, decision 029). The headers are
  // the same on every answer, so one middleware serves them all.
  const cabeceras = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'self', and the pre-rendered pages' one inline script by its hash (script-cookies.ts, decision 060).
        scriptSrc: ["'self'", HASH_SCRIPT_COOKIES, ...(analytics ? ANALYTICS.script : [])],
        // Stylesheets come from our own files (Tailwind's build). Radix inserts <style> elements at run time —
        // react-remove-scroll's scroll lock under Dialog, DropdownMenu and Select, and Select's rule hiding its
        // scrollbar — whose text varies (ids, the scrollbar's width), so no hash fits, and a nonce would need the
        // static index.html rewritten per request: 'unsafe-inline' stays for <style> elements only. style=""
        // attributes are refused; React's style props and brand-theme.ts's CSS variables go through the CSSOM,
        // which CSP does not govern.
        styleSrc: ["'self'"],
        styleSrcElem: ["'self'", "'unsafe-inline'"],
        styleSrcAttr: ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", ...(analytics ? ANALYTICS.connect : [])],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: formActionSources(options.samlIdpUrl),
      },
    },
    hsts: { maxAge: 31536000, includeSubDomains: true },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    cabeceras(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
  // Off globally: only the routes that declare a limit get one.
  await app.register(rateLimit, { global: false, store: databaseStore(rateLimits) });
}
