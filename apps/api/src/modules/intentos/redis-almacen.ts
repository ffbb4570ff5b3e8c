import type { Redis } from 'ioredis';
import type { AlmacenIntentos, Recuento } from './almacen';
import type { Politica } from './politica';

/**
 * The same rule as IntentosRepository's upsert, as one Lua script: Redis runs
 * it atomically, so concurrent attempts from every copy are counted one by
 * one. Instants travel as whole epoch milliseconds formatted with %.0f (Lua
 * would otherwise write 1.78e+12 and lose them). No wait is 0, not `ahora`
 * (see IntentosRepository's `hasta`).
 */
const INTENTAR = `
local ahora = tonumber(ARGV[1])
local libres, bloqueoTras = tonumber(ARGV[2]), tonumber(ARGV[3])
local inicial, bloqueo, ventana = tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6])
local h = redis.call('HMGET', KEYS[1], 'fallos', 'espera', 'expira')
local fallos, espera, expira = tonumber(h[1]), tonumber(h[2]), tonumber(h[3])
if fallos == nil or expira == nil or expira <= ahora then
  fallos = 0
  expira = ahora + ventana
elseif espera ~= nil and espera > ahora then
  return {0, fallos, string.format('%.0f', espera)}
end
fallos = fallos + 1
local w = 0
if fallos >= bloqueoTras then w = bloqueo elseif fallos >= libres then w = math.min(bloqueo, inicial * 2 ^ (fallos - libres)) end
espera = 0
if w > 0 then espera = ahora + w end
if espera > expira then expira = espera end
redis.call('HSET', KEYS[1], 'fallos', fallos, 'espera', string.format('%.0f', espera), 'expira', string.format('%.0f', expira))
redis.call('PEXPIRE', KEYS[1], string.format('%.0f', math.max(1, expira - ahora)))
return {1, fallos, string.format('%.0f', espera)}
`;

const DEVOLVER = `
local f = tonumber(redis.call('HGET', KEYS[1], 'fallos'))
if f ~= nil and f > 0 then redis.call('HINCRBY', KEYS[1], 'fallos', -1) end
return 0
`;

/** The counters in Redis (`REDIS_URL`): a hash per key that expires with its window. */
export class RedisAlmacen implements AlmacenIntentos {
  constructor(
    private readonly redis: Redis,
    /** Several deployments (or test runs) may share one Redis: each keeps to its prefix. */
    private readonly prefijo: string,
  ) {}

  async intentar(clave: string, ahora: number, p: Politica): Promise<Recuento> {
    const args = [ahora, p.libres, p.bloqueoTras, p.esperaInicialMs, p.bloqueoMs, p.ventanaMs].map((n) => n.toFixed(0));
    const [contado, fallos, espera] = (await this.redis.eval(INTENTAR, 1, this.key(clave), ...args)) as [number, number, string];
    return { contado: contado === 1, fallos: Number(fallos), esperaHasta: Number(espera) };
  }

  async devolver(clave: string) {
    await this.redis.eval(DEVOLVER, 1, this.key(clave));
  }

  async olvidar(clave: string) {
    await this.redis.del(this.key(clave));
  }

  async cerrar() {
    await this.redis.quit();
  }

  private key(clave: string) {
    return `${this.prefijo}intentos:${clave}`;
  }
}
