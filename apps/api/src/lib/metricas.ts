import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { conPlazo } from './con-plazo';
import type { Latido } from './latido';
import { type Consulta, canales, type LecturaCache, type SucesoAcceso } from './sondas';

/** The part of a pino logger a failed scrape-time read writes to. */
interface LogMetricas {
  warn(obj: object, msg: string): void;
}

/** One connection pool (db/client.ts: `conexiones`). */
export interface EstadoPool {
  pool: string;
  total: number;
  libres: number;
  esperando: number;
}

export interface OpcionesMetricas {
  /** The database's pools (db/salud.ts); without it, that series is absent. */
  base?: { conexiones(): EstadoPool[] } | undefined;
  /** The outbox's figures (modules/correo: `estadoColaCorreo`); without it, those series are absent. */
  colaCorreo?: (() => Promise<{ pendientes: number; antiguedad: number }>) | undefined;
  /** The mail worker's beat, when this process runs one. */
  latidoCorreo?: Pick<Latido, 'edadMs'> | undefined;
  log: LogMetricas;
  /** How long a scrape waits for the outbox's figures. */
  plazoMs?: number;
}

export interface Metricas {
  registro: Registry;
  /** One answered request, by its route's template (never the address: no ids or tokens in a label). */
  peticion(ruta: string, metodo: string, estado: number, segundos: number): void;
  /** Stops listening to the probes of lib/sondas.ts (the app is closing). */
  cerrar(): void;
}

const SEGUNDOS_HTTP = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const SEGUNDOS_BD = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/**
 * The metrics of one app, in a registry of its own: tests build many apps in
 * one process, and prom-client's global registry refuses a name twice
 * (docs/decisions/049-salud-y-metricas.md). The figures that live elsewhere
 * (pools, the outbox) are read when Prometheus scrapes; the events (queries,
 * cache reads, attempts at a secret) arrive through lib/sondas.ts.
 */
export function crearMetricas({ base, colaCorreo, latidoCorreo, log, plazoMs = 2000 }: OpcionesMetricas): Metricas {
  const registro = new Registry();
  const registers = [registro];
  collectDefaultMetrics({ register: registro });

  const peticiones = new Counter({
    name: 'puente_http_requests_total',
    help: 'Answered requests, by route template, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers,
  });
  const duracion = new Histogram({
    name: 'puente_http_request_duration_seconds',
    help: 'Time from the request to its answer, by route template, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: SEGUNDOS_HTTP,
    registers,
  });
  const consultas = new Histogram({
    name: 'puente_db_query_duration_seconds',
    help: 'Time each statement took to answer (PGlite: statements outside transactions)',
    labelNames: ['engine'] as const,
    buckets: SEGUNDOS_BD,
    registers,
  });
  const cache = new Counter({
    name: 'puente_cache_requests_total',
    help: 'Reads of the per-copy caches: hit (served from memory) or miss (loaded)',
    labelNames: ['cache', 'result'] as const,
    registers,
  });
  const fallos = new Counter({
    name: 'puente_login_failures_total',
    help: 'Wrong secrets, by action (login, password-actual, reset, registro)',
    labelNames: ['action'] as const,
    registers,
  });
  const esperas = new Counter({
    name: 'puente_login_throttled_total',
    help: 'Attempts refused unchecked (429) because the account or the address must wait',
    labelNames: ['action', 'key'] as const,
    registers,
  });
  const bloqueos = new Counter({
    name: 'puente_login_locks_total',
    help: 'Wrong secrets that left the account or the address locked for the full lock time',
    labelNames: ['action', 'key'] as const,
    registers,
  });
  if (base) {
    new Gauge({
      name: 'puente_db_pool_connections',
      help: 'Connections of each PostgreSQL pool: total, idle, and callers waiting for one',
      labelNames: ['pool', 'state'] as const,
      registers,
      collect() {
        this.reset();
        for (const c of base.conexiones()) {
          this.set({ pool: c.pool, state: 'total' }, c.total);
          this.set({ pool: c.pool, state: 'idle' }, c.libres);
          this.set({ pool: c.pool, state: 'waiting' }, c.esperando);
        }
      },
    });
  }
  if (colaCorreo) registrarCola(colaCorreo, { log, plazoMs, registers });
  if (latidoCorreo) {
    new Gauge({
      name: 'puente_outbox_worker_last_beat_age_seconds',
      help: "Seconds since this process's mail worker last showed it is alive",
      registers,
      collect() {
        this.set(latidoCorreo.edadMs() / 1000);
      },
    });
  }

  const oyentes: [(typeof canales)[keyof typeof canales], (mensaje: unknown) => void][] = [
    [
      canales.consulta,
      (m) => {
        const { motor, segundos } = m as Consulta;
        consultas.observe({ engine: motor }, segundos);
      },
    ],
    [
      canales.cache,
      (m) => {
        const lectura = m as LecturaCache;
        cache.inc({ cache: lectura.cache, result: lectura.acierto ? 'hit' : 'miss' });
      },
    ],
    [
      canales.acceso,
      (m) => {
        const { accion, suceso, clave } = m as SucesoAcceso;
        if (suceso === 'fallo') fallos.inc({ action: accion });
        else (suceso === 'espera' ? esperas : bloqueos).inc({ action: accion, key: clave ?? 'cuenta' });
      },
    ],
  ];
  for (const [canal, oyente] of oyentes) canal.subscribe(oyente);

  return {
    registro,
    peticion(ruta, metodo, estado, segundos) {
      const labels = { route: ruta, method: metodo, status: String(estado) };
      peticiones.inc(labels);
      duracion.observe(labels, segundos);
    },
    cerrar() {
      for (const [canal, oyente] of oyentes) canal.unsubscribe(oyente);
    },
  };
}

/**
 * The outbox's depth and the age of its oldest unsent mail, read at each
 * scrape by one statement for both gauges (prom-client collects them at
 * once). A read that fails or is late gives both NaN in that scrape.
 */
function registrarCola(
  colaCorreo: NonNullable<OpcionesMetricas['colaCorreo']>,
  { log, plazoMs, registers }: { log: LogMetricas; plazoMs: number; registers: Registry[] },
) {
  let lectura: Promise<{ pendientes: number; antiguedad: number } | null> | null = null;
  const leer = () => {
    lectura ??= conPlazo(colaCorreo(), plazoMs, 'la cola de correo')
      .catch((error: unknown) => {
        log.warn({ err: error }, 'métricas: no se pudo leer la cola de correo');
        return null;
      })
      .finally(() => {
        lectura = null;
      });
    return lectura;
  };
  new Gauge({
    name: 'puente_outbox_pending',
    help: 'Mails waiting to be sent or being sent (retries included)',
    registers,
    async collect() {
      // NaN, not 0, when it could not be read: an empty outbox and an unknown one must not look alike.
      this.set((await leer())?.pendientes ?? Number.NaN);
    },
  });
  new Gauge({
    name: 'puente_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest mail not yet sent (0 when there is none)',
    registers,
    async collect() {
      this.set((await leer())?.antiguedad ?? Number.NaN);
    },
  });
}
