import { type Env, parseEnv } from '../env';

/** The tests' master key of the encryption at rest (lib/cifrado). */
export const CLAVE_CIFRADO_PRUEBAS = `pruebas:${Buffer.alloc(32, 7).toString('base64')}`;

/**
 * The API tests' environment: silent, the demo brand, a fixed signing key
 * (so no secret is stored in `ajustes`). The template database is seeded
 * with it (global-setup.ts) and every test app starts from it (test-app.ts).
 */
export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    BRAND: 'demo',
    JWT_SECRET: 'clave-de-pruebas-que-no-se-usa-fuera-de-los-tests-0001',
    // The master key of the encryption at rest: fixed, so the template's data keys open in every test app.
    ENCRYPTION_KEY: CLAVE_CIFRADO_PRUEBAS,
    ...overrides,
  });
}
