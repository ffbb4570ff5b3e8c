import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('variables de entorno', () => {
  it('valores por defecto del README', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', BRAND: 'demo', MAINTENANCE_MODE: false, SEED_DEMO: true });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('un valor incorrecto para el arranque con un mensaje claro por variable', () => {
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(/PORT: PORT debe ser un número de puerto/);
    expect(() => parseEnv({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL debe empezar por postgres/);
    expect(() => parseEnv({ BRAND: '../etc' })).toThrow(/BRAND es el nombre de una carpeta/);
    expect(() => parseEnv({ JWT_SECRET: 'corta' })).toThrow(/JWT_SECRET debe tener al menos 32/);
    expect(() => parseEnv({ MAINTENANCE_MODE: 'quizas' })).toThrow(/MAINTENANCE_MODE/);
  });

  it('SEED_DEMO: por defecto sí con la base embebida, no contra DATABASE_URL (cuentas con contraseña publicada)', () => {
    expect(parseEnv({}).SEED_DEMO).toBe(true);
    expect(parseEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/puente' }).SEED_DEMO).toBe(false);
    expect(parseEnv({ DATABASE_URL: 'postgresql://puente@db/puente', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(parseEnv({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(() => parseEnv({ SEED_DEMO: 'si' })).toThrow(/SEED_DEMO debe ser true o false/);
  });

  it('interpreta los booleanos', () => {
    expect(parseEnv({ MAINTENANCE_MODE: 'true', SEED_DEMO: 'false' })).toMatchObject({
      MAINTENANCE_MODE: true,
      SEED_DEMO: false,
    });
  });
});
