import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { medirConsultas } from '../lib/sondas';
import { type AvisosEntreCopias, avisosPglite, avisosPostgres } from './avisos';
import { type VersionEscrituras, vigilarEscrituras } from './escrituras';
import * as schema from './schema/all';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * One database handle for both engines. `exec` runs a multi-statement SQL text
 * (migrations); `db` is the Drizzle instance every repository uses.
 */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /**
   * The handle of the named prepared statements (an offer's detail, the
   * application rules), which never run inside a unit of work. On PostgreSQL
   * its own pool, whose connections plan each of them once, generically; `db`
   * plans every statement for its values (decisions 029 and 041). On PGlite, `db`.
   */
  preparadas: Db;
  exec(sqlText: string): Promise<void>;
  query<T>(sqlText: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  /** Notices between the API's copies on this database (db/avisos.ts). */
  avisos: AvisosEntreCopias;
  /**
   * PGlite only: a number that moves on every statement that may write
   * (db/escrituras.ts). The embedded database is always one copy, so a cache
   * kept until it moves is never stale (decision 055). None on PostgreSQL,
   * which other copies and tools write too.
   */
  escrituras?: VersionEscrituras;
  /** PGlite only: the whole data directory as a gzipped tarball. */
  dump?(): Promise<Blob>;
  /** Each connection pool's connections, for /metrics; none on PGlite, whose one connection is inside the process. */
  conexiones(): EstadoConexiones[];
}

export interface EstadoConexiones {
  pool: string;
  total: number;
  libres: number;
  /** Callers waiting for a connection. */
  esperando: number;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; `memory://` keeps it in memory. */
  dataDir?: string;
  /** A PGlite data dump to start from (tests restore a migrated, seeded template). */
  loadDataDir?: Blob;
}

const estadoDe = (pool: string, p: pg.Pool): EstadoConexiones => ({
  pool,
  total: p.totalCount,
  libres: p.idleCount,
  esperando: p.waitingCount,
});

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    // No JIT: the API's queries are short, and PostgreSQL compiles only when a plan's cost estimate is high,
    // which for the office's numbers meant a misestimated join: 345 ms of compiling in a report of 800 (decision 044).
    const pool = new pg.Pool({ connectionString: options.url, max: 10, options: '-c jit=off' });
    // The prepared statements are key lookups whose plan does not depend on the values. Left to choose,
    // PostgreSQL re-planned the rules' query on every detail (2 ms; decision 029): their connections force the
    // generic plan. Only theirs: on a connection, the setting makes every parameterised statement's plan generic,
    // and a list's `id < $1 … LIMIT $2` then took 30 ms instead of 1 (decision 041).
    const poolPreparadas = new pg.Pool({
      connectionString: options.url,
      max: 10,
      options: '-c plan_cache_mode=force_generic_plan',
    });
    // Every statement of both pools is timed for /metrics (lib/sondas.ts), transactions' included.
    for (const p of [pool, poolPreparadas]) {
      p.on('connect', (cliente) => {
        medirConsultas(cliente, 'postgres', ['query']);
        // A connection the server ends (a restart, pg_terminate_backend, DROP DATABASE … WITH (FORCE) after
        // close()) emits 'error'; without a listener that would end the process. The query it was running
        // gets the error itself, and the pool drops the connection and opens another when one is needed.
        cliente.on('error', () => {});
      });
      p.on('error', () => {});
    }
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    const avisos = avisosPostgres(options.url, pool);
    return {
      kind: 'postgres',
      db,
      preparadas: drizzleNodePg(poolPreparadas, { schema }) as unknown as Db,
      exec: async (text) => {
        await pool.query(text);
      },
      query: async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[],
      avisos,
      conexiones: () => [estadoDe('principal', pool), estadoDe('preparadas', poolPreparadas)],
      close: async () => {
        await avisos.cerrar();
        await Promise.all([pool.end(), poolPreparadas.end()]);
      },
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    extensions: { unaccent, pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  // Timed for /metrics (lib/sondas.ts); a transaction's statements go through its own handle and are not.
  medirConsultas(client, 'pglite', ['query', 'exec']);
  const escrituras = vigilarEscrituras(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    preparadas: db,
    escrituras,
    exec: async (text) => {
      await client.exec(text);
    },
    query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    avisos: avisosPglite(client),
    conexiones: () => [],
    close: () => client.close(),
    dump: async () => {
      const file = await client.dumpDataDir('gzip');
      return file;
    },
  };
}
