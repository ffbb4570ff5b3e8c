import { describe, expect, it } from 'vitest';
import { MicroCache } from './micro-cache';

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('MicroCache', () => {
  it('sirve la misma respuesta dentro del plazo; después sirve la anterior mientras recarga una sola vez', async () => {
    let now = 0;
    let loads = 0;
    const cache = new MicroCache<number>(2000, { maxEntries: 10, now: () => now });
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    now = 1999;
    expect(await cache.get('a', load)).toBe(1);
    now = 2000;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    await settle();
    expect(loads).toBe(2);
    expect(await cache.get('a', load)).toBe(2);
  });

  it('una entrada demasiado antigua no se sirve: se espera a la nueva', async () => {
    let now = 0;
    let loads = 0;
    const cache = new MicroCache<number>(2000, { maxEntries: 10, now: () => now });
    const load = async () => ++loads;
    await cache.get('a', load);
    now = 8000;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('las peticiones simultáneas de una clave comparten una sola carga', async () => {
    let loads = 0;
    const cache = new MicroCache<number>(2000);
    const load = () => new Promise<number>((r) => setTimeout(() => r(++loads), 10));
    expect(await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)])).toEqual([1, 1, 1]);
  });

  it('no recuerda los fallos, respeta el máximo de entradas y con plazo 0 no guarda nada', async () => {
    const cache = new MicroCache<number>(2000, { maxEntries: 2 });
    await expect(cache.get('x', () => Promise.reject(new Error('caída')))).rejects.toThrow('caída');
    expect(await cache.get('x', async () => 7)).toBe(7);
    await cache.get('y', async () => 1);
    await cache.get('z', async () => 1);
    expect(await cache.get('x', async () => 8)).toBe(8);
    let loads = 0;
    const off = new MicroCache<number>(0);
    await off.get('a', async () => ++loads);
    await off.get('a', async () => ++loads);
    expect(loads).toBe(2);
  });
});
