import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { AlmacenIntentos } from './almacen';
import { IntentosRepository } from './intentos.repository';
import { esperaTras, POLITICA_CUENTA, type Politica } from './politica';
import { RedisAlmacen } from './redis-almacen';

const MINUTO = 60_000;
const p = POLITICA_CUENTA;

/** The same contract for both stores: PostgreSQL always, Redis when TEST_REDIS_URL is set (CI sets it). */
const almacenes: [string, () => Promise<{ almacen: AlmacenIntentos; cerrar: () => Promise<void> }>][] = [
  [
    'PostgreSQL',
    async () => {
      const t: TestApp = await createTestApp();
      return { almacen: new IntentosRepository(t.database.db), cerrar: () => t.close() };
    },
  ],
];
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  almacenes.push([
    'Redis',
    async () => {
      const almacen = new RedisAlmacen(new Redis(redisUrl), `puente-test-${randomBytes(6).toString('hex')}:`);
      return { almacen, cerrar: () => almacen.cerrar() };
    },
  ]);
}

describe('la política de esperas', () => {
  it('5 intentos libres, luego 1, 2, 4, 8 y 16 s, y 15 min desde el décimo', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 48].map((n) => esperaTras(n, p))).toEqual([
      0,
      0,
      0,
      0,
      1000,
      2000,
      4000,
      8000,
      16000,
      15 * MINUTO,
      15 * MINUTO,
      15 * MINUTO,
    ]);
  });
});

describe.each(almacenes)('contadores de intentos en %s', (_nombre, abrir) => {
  let almacen: AlmacenIntentos;
  let cerrar: () => Promise<void>;
  beforeAll(async () => {
    ({ almacen, cerrar } = await abrir());
  });
  afterAll(() => cerrar());

  const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);
  const clave = () => `prueba:${randomBytes(6).toString('hex')}`;

  it('cuenta los libres, hace esperar cada vez más y bloquea; lo rechazado no cuenta', async () => {
    const k = clave();
    let ahora = T0;
    const vistos: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await almacen.intentar(k, ahora, p);
      expect(r.contado).toBe(true);
      vistos.push(r.fallos);
    }
    expect(vistos).toEqual([1, 2, 3, 4, 5]);
    // The 5th set a 1 s wait: refused until then, and the refusal counts nothing.
    expect(await almacen.intentar(k, ahora + 999, p)).toEqual({ contado: false, fallos: 5, esperaHasta: T0 + 1000 });
    for (const espera of [1000, 2000, 4000, 8000, 16000]) {
      ahora += espera;
      expect((await almacen.intentar(k, ahora, p)).contado).toBe(true);
    }
    // Ten counted: locked for 15 minutes; once over, one more attempt and locked again.
    const bloqueado = await almacen.intentar(k, ahora + 15 * MINUTO - 1, p);
    expect(bloqueado).toEqual({ contado: false, fallos: 10, esperaHasta: ahora + 15 * MINUTO });
    ahora += 15 * MINUTO;
    expect(await almacen.intentar(k, ahora, p)).toEqual({ contado: true, fallos: 11, esperaHasta: ahora + 15 * MINUTO });
  });

  it('olvida la cuenta al acabar la ventana, y al borrarla', async () => {
    const k = clave();
    const corta: Politica = { ...p, ventanaMs: MINUTO };
    for (let i = 0; i < 5; i++) await almacen.intentar(k, T0, corta);
    expect((await almacen.intentar(k, T0 + MINUTO, corta)).fallos).toBe(1);
    await almacen.intentar(k, T0 + MINUTO, corta);
    await almacen.olvidar(k);
    expect((await almacen.intentar(k, T0 + MINUTO, corta)).fallos).toBe(1);
  });

  it('un bloqueo más largo que la ventana se cumple entero', async () => {
    const k = clave();
    const corta: Politica = { ...p, libres: 1, bloqueoTras: 1, ventanaMs: MINUTO };
    await almacen.intentar(k, T0, corta);
    expect((await almacen.intentar(k, T0 + 2 * MINUTO, corta)).contado).toBe(false);
    expect((await almacen.intentar(k, T0 + 15 * MINUTO, corta)).contado).toBe(true);
  });

  it('devolver resta un intento sin bajar de cero', async () => {
    const k = clave();
    await almacen.intentar(k, T0, p);
    await almacen.intentar(k, T0, p);
    await almacen.devolver(k);
    await almacen.devolver(k);
    await almacen.devolver(k);
    expect((await almacen.intentar(k, T0, p)).fallos).toBe(1);
    await almacen.devolver(clave());
  });

  it('una ráfaga de 40 intentos a la vez cuenta solo los 5 libres', async () => {
    const k = clave();
    const r = await Promise.all(Array.from({ length: 40 }, () => almacen.intentar(k, T0, p)));
    expect(r.filter((x) => x.contado)).toHaveLength(5);
    expect(r.filter((x) => !x.contado).every((x) => x.esperaHasta === T0 + 1000)).toBe(true);
  });
});
