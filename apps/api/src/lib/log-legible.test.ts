import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { salidaLegible } from './log-legible';

/** Issue 29: pretty lines in `npm run dev`, JSON everywhere else (decision 049). */
describe('LOG_PRETTY', () => {
  it('por defecto solo en el script dev de npm; se puede forzar en cualquier sentido', () => {
    expect(parseEnv({}).LOG_PRETTY).toBe(false);
    expect(parseEnv({ npm_lifecycle_event: 'start' }).LOG_PRETTY).toBe(false);
    expect(parseEnv({ npm_lifecycle_event: 'dev' }).LOG_PRETTY).toBe(true);
    expect(parseEnv({ npm_lifecycle_event: 'dev', LOG_PRETTY: 'false' }).LOG_PRETTY).toBe(false);
    expect(parseEnv({ LOG_PRETTY: 'true' }).LOG_PRETTY).toBe(true);
    expect(() => parseEnv({ LOG_PRETTY: 'si' })).toThrow(/LOG_PRETTY/);
  });

  it('METRICS_TOKEN, si está, tiene al menos 24 caracteres', () => {
    expect(() => parseEnv({ METRICS_TOKEN: 'corto' })).toThrow(/METRICS_TOKEN/);
    expect(parseEnv({ METRICS_TOKEN: 'x'.repeat(24) }).METRICS_TOKEN).toBe('x'.repeat(24));
  });

  it('con pino-pretty instalado (desarrollo), una línea con el id de la petición delante del mensaje', async () => {
    const salida = await salidaLegible();
    expect(salida).not.toBeNull();
  });
});
