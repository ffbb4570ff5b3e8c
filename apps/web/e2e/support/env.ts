import { readFileSync } from 'node:fs';

/** Base URLs passed by scripts/e2e.mjs: the demo brand (default baseURL) and the second brand. */
export const DEMO_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
export const AURORA_URL = process.env.E2E_BASE_URL_AURORA ?? 'http://127.0.0.1:3001';

/** Demo accounts seeded by the API (one password for all). */
export const PASSWORD = 'Puente2026';
export const accounts = {
  lucia: { usuario: '12345678Z', nombre: 'Lucía' },
  marcos: { usuario: '87654321X', nombre: 'Marcos' },
  rrhh: 'rrhh.demo',
  seleccion: 'seleccion.demo',
  gestor: 'gestor.demo',
} as const;

/** The Spanish catalogue, read rather than imported so Node needs no JSON import attributes. */
export const es: { routes: Record<string, string> } & Record<string, unknown> = JSON.parse(
  readFileSync(new URL('../../src/i18n/es.json', import.meta.url), 'utf8'),
);

export const screenshotPath = (name: string) => new URL(`../screenshots/${name}.png`, import.meta.url).pathname;
