import { endpoints } from '@puente/contract/endpoints/all';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Issue 29, "watching it": /metrics is scraped here as Prometheus would, and
 * its text parsed (docs/decisions/049-salud-y-metricas.md).
 */
const TOKEN = 'token-de-metricas-de-las-pruebas-0001';

interface Muestra {
  nombre: string;
  etiquetas: Record<string, string>;
  valor: number;
}

/** The text exposition format, line by line: `name{label="value",…} value`; comments and blank lines skipped. */
function leerMuestras(texto: string): Muestra[] {
  const muestras: Muestra[] = [];
  for (const linea of texto.split('\n')) {
    if (linea === '' || linea.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(linea);
    if (!m) throw new Error(`línea que no es del formato de Prometheus: ${linea}`);
    const etiquetas: Record<string, string> = {};
    for (const [, clave, valor] of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      etiquetas[clave as string] = (valor as string).replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    }
    muestras.push({ nombre: m[1] as string, etiquetas, valor: Number(m[3]) });
  }
  return muestras;
}

const de = (muestras: Muestra[], nombre: string, etiquetas: Record<string, string> = {}) =>
  muestras.filter((s) => s.nombre === nombre && Object.entries(etiquetas).every(([k, v]) => s.etiquetas[k] === v));

const suma = (muestras: Muestra[]) => muestras.reduce((total, s) => total + s.valor, 0);

let t: TestApp;
const raspar = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => t.close());

describe('/metrics', () => {
  it('sin el token, o con otro, 401; no es una ruta de la API ni del contrato', async () => {
    for (const cabecera of [undefined, 'Bearer otro-token-que-no-es-el-bueno-000', `Basic ${TOKEN}`, TOKEN]) {
      const r = await raspar(cabecera);
      expect(r.statusCode, String(cabecera)).toBe(401);
      expect(r.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(r.body).not.toContain('puente_');
    }
  });

  it('Prometheus lo raspa: peticiones por ruta, base de datos, correo, accesos, cachés y el proceso', async () => {
    const lucia = await t.login('alumno', '12345678Z');
    await t.call(endpoints.numOfertasEmpleo, {}, lucia);
    await t.call(endpoints.loginAlumno, { eUsuario: '12345678Z', ePassword: 'no-es-la-clave' });
    await t.call(endpoints.dominios);
    await t.call(endpoints.dominios);
    const oferta = await t.app.inject({ method: 'GET', url: '/api/Alumno/dameOferta/una-oferta-que-no-existe-12345' });
    expect(oferta.statusCode).toBe(401);
    // Under /api/, so it is a 404 whether or not the SPA is built (its fallback would answer any other path).
    await t.app.inject({ method: 'GET', url: '/api/NoExiste/abc123' });
    await t.services.withTransaction(() =>
      t.services.correo.encolar(null, {
        para: 'quien@example.com',
        idioma: 'es',
        plantilla: 'restablecerPassword',
        datos: { nombre: 'Quien', token: 'x'.repeat(43), caduca: new Date(Date.now() + 3600_000).toISOString() },
      }),
    );

    const r = await raspar(`Bearer ${TOKEN}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(r.headers['cache-control']).toBe('no-store');
    const m = leerMuestras(r.body);

    // Requests by the route's template, never the address asked: no offer address or token in a label.
    expect(
      suma(
        de(m, 'puente_http_requests_total', { route: '/api/Alumno/dameNumOfertasEmpleoUsuario', method: 'GET', status: '200' }),
      ),
    ).toBe(1);
    expect(suma(de(m, 'puente_http_requests_total', { route: endpoints.loginAlumno.path, method: 'POST', status: '200' }))).toBe(
      2,
    );
    expect(de(m, 'puente_http_requests_total', { route: '/api/Alumno/dameOferta/:url', status: '401' })).toHaveLength(1);
    expect(de(m, 'puente_http_requests_total', { route: 'unmatched', status: '404' })).toHaveLength(1);
    expect(r.body).not.toContain('una-oferta-que-no-existe');
    expect(r.body).not.toContain('abc123');
    const duraciones = de(m, 'puente_http_request_duration_seconds_count', { route: '/api/Dominios/dominios' });
    expect(suma(duraciones)).toBe(2);
    expect(suma(de(m, 'puente_http_request_duration_seconds_sum', { route: '/api/Dominios/dominios' }))).toBeGreaterThan(0);

    // The database: each statement timed; the pools on PostgreSQL (PGlite has none).
    const motor = t.database.kind;
    expect(suma(de(m, 'puente_db_query_duration_seconds_count', { engine: motor }))).toBeGreaterThan(0);
    if (motor === 'postgres') {
      expect(de(m, 'puente_db_pool_connections', { pool: 'principal', state: 'total' })[0]?.valor).toBeGreaterThan(0);
      expect(de(m, 'puente_db_pool_connections', { pool: 'preparadas', state: 'waiting' })[0]?.valor).toBe(0);
    }

    // The outbox, read at the scrape: the mail just queued is pending, and a moment old.
    expect(de(m, 'puente_outbox_pending')[0]?.valor).toBeGreaterThanOrEqual(1);
    const antiguedad = de(m, 'puente_outbox_oldest_pending_age_seconds')[0]?.valor ?? Number.NaN;
    expect(antiguedad).toBeGreaterThanOrEqual(0);
    expect(antiguedad).toBeLessThan(24 * 3600 * 365);

    // The wrong password, counted by action; the right one is not a failure.
    expect(de(m, 'puente_login_failures_total', { action: 'login' })[0]?.valor).toBe(1);

    // The reference lists: loaded once, then served from memory.
    expect(de(m, 'puente_cache_requests_total', { cache: 'dominios', result: 'hit' })[0]?.valor).toBeGreaterThanOrEqual(1);

    // The process: memory and the event loop's lag (prom-client's default metrics).
    expect(de(m, 'process_resident_memory_bytes')[0]?.valor).toBeGreaterThan(0);
    expect(de(m, 'nodejs_eventloop_lag_seconds')).toHaveLength(1);
    expect(de(m, 'nodejs_heap_size_used_bytes')[0]?.valor).toBeGreaterThan(0);
  });

  it('una cuenta bloqueada se cuenta, y los intentos que rechaza sin mirar', async () => {
    for (let i = 0; i < 10; i++)
      await t.services.intentos
        .vigilar({ accion: 'reset', cuenta: 'bloqueable', direccion: '10.0.0.9' }, async () => false)
        .catch(() => undefined);
    const m = leerMuestras((await raspar(`Bearer ${TOKEN}`)).body);
    expect(de(m, 'puente_login_failures_total', { action: 'reset' })[0]?.valor).toBeGreaterThanOrEqual(5);
    expect(suma(de(m, 'puente_login_throttled_total', { action: 'reset', key: 'cuenta' }))).toBeGreaterThanOrEqual(1);
  });
});

describe('/metrics sin METRICS_TOKEN', () => {
  it('no existe: 404 como cualquier dirección desconocida, también con un token', async () => {
    const otra = await createTestApp();
    try {
      const r = await otra.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(r.statusCode).toBe(404);
      expect(r.json()).toMatchObject({ status: 4 });
    } finally {
      await otra.close();
    }
  });
});
