import { isIP } from 'node:net';
import { z } from 'zod';

/** The names proxy-addr (Fastify's trustProxy) knows for common ranges. */
const NOMBRES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function esProxy(valor: string): boolean {
  if (NOMBRES.has(valor)) return true;
  const [direccion = '', prefijo, ...resto] = valor.split('/');
  const version = isIP(direccion);
  if (version === 0 || resto.length > 0) return false;
  if (prefijo === undefined) return true;
  return /^\d{1,3}$/.test(prefijo) && Number(prefijo) <= (version === 4 ? 32 : 128);
}

const MENSAJE =
  'TRUST_PROXY es un número de proxies delante de la API o una lista separada por comas de sus direcciones o rangos CIDR';

/**
 * TRUST_PROXY: which proxies may tell the client's address in
 * X-Forwarded-For. Unset, nobody: the address is the connection's, so a
 * client cannot pick a new one per request to escape the login limits. A hop
 * count or a list of the proxies' addresses/CIDRs is passed to Fastify's
 * `trustProxy`; `true` (trust any sender) is refused for that same reason.
 */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((valor, ctx): false | number | string[] => {
    const texto = valor?.trim() ?? '';
    if (texto === '' || texto === 'false' || texto === '0') return false;
    if (/^\d+$/.test(texto)) return Number(texto);
    const lista = texto.split(',').map((s) => s.trim());
    if (lista.every(esProxy)) return lista;
    ctx.addIssue({ code: 'custom', message: MENSAJE });
    return z.NEVER;
  });

/**
 * The value for Fastify's `trustProxy`. Its types leave out the hop count it
 * accepts, so a count becomes the function Fastify itself would build: trust
 * the first `n` hops counted from this server.
 */
export function fastifyTrustProxy(valor: false | number | string[]): boolean | string[] | ((ip: string, hop: number) => boolean) {
  return typeof valor === 'number' ? (_ip, hop) => hop < valor : valor;
}
