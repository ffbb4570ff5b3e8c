import { afterEach, describe, expect, it } from 'vitest';
import type { AlmacenIntentos, Recuento } from '../modules/intentos/almacen';
import { IntentosService } from '../modules/intentos/intentos.service';
import { POLITICA_CUENTA } from '../modules/intentos/politica';
import { crearMetricas, type Metricas } from './metricas';
import { MicroCache } from './micro-cache';

/** The events of lib/sondas.ts as counters of one app's registry (decision 049). */
let metricas: Metricas | null = null;
afterEach(() => {
  metricas?.cerrar();
  metricas = null;
});

const valor = async (nombre: string, etiquetas: Record<string, string>) => {
  const metrica = await metricas?.registro.getSingleMetric(nombre)?.get();
  const fila = metrica?.values.find((v) => Object.entries(etiquetas).every(([k, e]) => v.labels[k] === e));
  return fila?.value ?? 0;
};

/** An almacen whose every count answers `recuento`. */
const almacenQue = (recuento: Recuento): AlmacenIntentos => ({
  intentar: async () => recuento,
  devolver: async () => undefined,
  olvidar: async () => undefined,
  cerrar: async () => undefined,
});

describe('crearMetricas', () => {
  it('una clave bloqueada del todo cuenta como bloqueo; una que espera, como intento rechazado', async () => {
    metricas = crearMetricas({ log: { warn: () => undefined } });
    const bloqueada = new IntentosService({
      almacen: almacenQue({ contado: true, fallos: POLITICA_CUENTA.bloqueoTras, esperaHasta: 0 }),
      ahora: () => 0,
    });
    expect(await bloqueada.vigilar({ accion: 'login', cuenta: 'x', direccion: '1.2.3.4' }, async () => false)).toBe(false);
    const esperando = new IntentosService({
      almacen: almacenQue({ contado: false, fallos: 6, esperaHasta: 5000 }),
      ahora: () => 0,
    });
    await expect(esperando.vigilar({ accion: 'login', cuenta: 'x', direccion: '1.2.3.4' }, async () => true)).rejects.toThrow();

    expect(await valor('puente_login_failures_total', { action: 'login' })).toBe(1);
    expect(await valor('puente_login_locks_total', { action: 'login', key: 'cuenta' })).toBe(1);
    expect(await valor('puente_login_locks_total', { action: 'login', key: 'direccion' })).toBe(0);
    expect(await valor('puente_login_throttled_total', { action: 'login', key: 'direccion' })).toBe(1);
  });

  it('la micro-caché cuenta aciertos y fallos por su nombre; apagada, nada', async () => {
    metricas = crearMetricas({ log: { warn: () => undefined } });
    const cache = new MicroCache<number>(2000, { nombre: 'prueba' });
    await cache.get('a', async () => 1);
    await cache.get('a', async () => 2);
    await cache.get('a', async () => 3);
    await new MicroCache<number>(0, { nombre: 'apagada' }).get('a', async () => 1);
    expect(await valor('puente_cache_requests_total', { cache: 'prueba', result: 'miss' })).toBe(1);
    expect(await valor('puente_cache_requests_total', { cache: 'prueba', result: 'hit' })).toBe(2);
    expect(await valor('puente_cache_requests_total', { cache: 'apagada' })).toBe(0);
  });

  it('cerrada, deja de escuchar', async () => {
    const cerrada = crearMetricas({ log: { warn: () => undefined } });
    cerrada.cerrar();
    await new MicroCache<number>(2000, { nombre: 'tras-cerrar' }).get('a', async () => 1);
    const metrica = await cerrada.registro.getSingleMetric('puente_cache_requests_total')?.get();
    expect(metrica?.values).toEqual([]);
  });

  // prom-client writes it "Nan"; Prometheus reads a float case-insensitively.
  it('una cola de correo que no se puede leer da NaN, no 0', async () => {
    metricas = crearMetricas({
      log: { warn: () => undefined },
      colaCorreo: () => Promise.reject(new Error('la base de datos no está')),
    });
    const texto = await metricas.registro.metrics();
    expect(texto).toMatch(/^puente_outbox_pending NaN$/im);
    expect(texto).toMatch(/^puente_outbox_oldest_pending_age_seconds NaN$/im);
  });
});
