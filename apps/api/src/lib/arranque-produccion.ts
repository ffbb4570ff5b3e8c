import type { FastifyInstance } from 'fastify';
import type { Env } from '../env';

/**
 * What a production copy on a real database cannot run without, and why. Without SMTP_URL each mail would be
 * written to one copy's disk, where nobody reads it; without PUBLIC_URL the links in mails would point at the
 * copy's own port, behind the balancer; without ENCRYPTION_KEY each copy would make a key of its own (decision 051).
 * The embedded demo (no DATABASE_URL) needs none of them.
 */
const OBLIGATORIAS_EN_PRODUCCION: Record<string, string> = {
  SMTP_URL: 'el servidor de correo por el que salen los correos (smtp://usuario:clave@servidor:587)',
  PUBLIC_URL: 'la dirección pública del portal, base de los enlaces de los correos (https://empleo.universidad.es)',
  ENCRYPTION_KEY:
    'la clave maestra que cifra los IBAN y NSS guardados, la misma en todas las copias (openssl rand -base64 32; decisión 051)',
};

/** The variables a production start on DATABASE_URL lacks, read from the raw environment (defaults do not count). */
export function faltasParaProduccion(source: Record<string, string | undefined>): string[] {
  if (source.NODE_ENV !== 'production' || !source.DATABASE_URL) return [];
  return Object.keys(OBLIGATORIAS_EN_PRODUCCION).filter((nombre) => !source[nombre]?.trim());
}

/** Stops the start naming each missing variable (server.ts, before anything opens). */
export function comprobarArranqueProduccion(source: Record<string, string | undefined>) {
  const faltan = faltasParaProduccion(source);
  if (faltan.length === 0) return;
  const lineas = faltan.map((nombre) => `  - ${nombre}: ${OBLIGATORIAS_EN_PRODUCCION[nombre]}`);
  throw new Error(
    `En producción (NODE_ENV=production) sobre una base de datos real (DATABASE_URL) faltan estas variables:\n${lineas.join('\n')}`,
  );
}

/**
 * Says once, in the log, that requests arrive through a proxy (they carry X-Forwarded-For) while TRUST_PROXY is
 * unset: every client then has the proxy's address, so the login limits count the whole university as one.
 */
export function avisarProxySinConfianza(app: FastifyInstance, env: Pick<Env, 'TRUST_PROXY'>) {
  if (env.TRUST_PROXY !== false) return;
  let avisado = false;
  app.addHook('onRequest', async (request) => {
    if (avisado || request.headers['x-forwarded-for'] === undefined) return;
    avisado = true;
    request.log.warn(
      { direccion: request.ip },
      'Las peticiones llegan con X-Forwarded-For y TRUST_PROXY no está definida: todas parecen venir del proxy, y los límites de acceso las cuentan juntas. Define TRUST_PROXY con las direcciones de los proxies (o su número).',
    );
  });
}
