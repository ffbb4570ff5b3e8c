import { channel } from 'node:diagnostics_channel';

/*
 * What the code tells the metrics (docs/decisions/049-salud-y-metricas.md):
 * the database's statements, the per-copy caches and the attempts at a secret
 * publish here, and /metrics (lib/metricas.ts) listens. Node's diagnostics
 * channels keep the two apart: the modules import no metrics library, and
 * with nobody listening (METRICS_TOKEN unset, the tests) a publication is one
 * `hasSubscribers` check.
 */

/** One statement sent to the database, and how long it took to answer. */
export interface Consulta {
  motor: 'postgres' | 'pglite';
  segundos: number;
}

/** One read of a per-copy cache: served from it, or loaded. */
export interface LecturaCache {
  cache: string;
  acierto: boolean;
}

/**
 * What one attempt at a secret came to (modules/intentos): a wrong secret
 * (`fallo`); refused unchecked because the key must wait (`espera`); a wrong
 * secret after which the key is locked for the policy's full lock (`bloqueo`).
 */
export interface SucesoAcceso {
  accion: string;
  suceso: 'fallo' | 'espera' | 'bloqueo';
  /** Which counter: the account or the client's address (`fallo` has none). */
  clave?: 'cuenta' | 'direccion';
}

export const canales = {
  consulta: channel('puente.bd.consulta'),
  cache: channel('puente.cache'),
  acceso: channel('puente.acceso'),
};

export function anotarCache(cache: string, acierto: boolean) {
  if (canales.cache.hasSubscribers) canales.cache.publish({ cache, acierto } satisfies LecturaCache);
}

export function anotarAcceso(suceso: SucesoAcceso) {
  if (canales.acceso.hasSubscribers) canales.acceso.publish(suceso);
}

type Metodo = (...args: unknown[]) => unknown;

/**
 * Times the named methods of a database client (pg's `query`, PGlite's
 * `query` and `exec`) on that one object. Both ways of calling are timed: a
 * last argument that is a callback (pg-pool calls its clients so), or a
 * returned promise (Drizzle, Database.query).
 */
export function medirConsultas(cliente: object, motor: Consulta['motor'], metodos: string[]) {
  const destino = cliente as Record<string, unknown>;
  for (const nombre of metodos) {
    const original = destino[nombre];
    if (typeof original !== 'function') continue;
    const metodo = original as Metodo;
    destino[nombre] = (...args: unknown[]) => {
      if (!canales.consulta.hasSubscribers) return metodo.apply(cliente, args);
      const inicio = performance.now();
      const fin = () => {
        canales.consulta.publish({ motor, segundos: (performance.now() - inicio) / 1000 } satisfies Consulta);
      };
      const ultimo = args.at(-1);
      if (typeof ultimo === 'function') {
        args[args.length - 1] = (...respuesta: unknown[]) => {
          fin();
          return (ultimo as Metodo)(...respuesta);
        };
        return metodo.apply(cliente, args);
      }
      const resultado = metodo.apply(cliente, args);
      if (resultado instanceof Promise) resultado.then(fin, fin);
      return resultado;
    };
  }
}
