import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
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
  exec(sqlText: string): Promise<void>;
  query<T>(sqlText: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a gzipped tarball. */
  dump?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; `memory://` keeps it in memory. */
  dataDir?: string;
  /** A PGlite data dump to start from (tests restore a migrated, seeded template). */
  loadDataDir?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      // The named prepared statements (the offer detail, the application rules) are key lookups whose plan does
      // not depend on the values. Left to choose, PostgreSQL re-planned the rules' query on every detail (2 ms):
      // a one-offer array looks cheaper with a custom plan than the generic one's guess of ten (decision 029).
      // Unnamed statements, everything else, are planned per call whatever this says.
      options: '-c plan_cache_mode=force_generic_plan',
    });
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return {
      kind: 'postgres',
      db,
      exec: async (text) => {
        await pool.query(text);
      },
      query: async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[],
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    extensions: { unaccent, pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    exec: async (text) => {
      await client.exec(text);
    },
    query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    close: () => client.close(),
    dump: async () => {
      const file = await client.dumpDataDir('gzip');
      return file;
    },
  };
}
