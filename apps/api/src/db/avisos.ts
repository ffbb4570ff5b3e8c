import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a copy does when it hears a notice: `carga` is the notice's text, null when notices may have been missed. */
export type OyenteAviso = (carga: string | null) => void;

/**
 * Notices between the API's copies over PostgreSQL's LISTEN/NOTIFY: what one copy changes in a per-copy cache
 * (the reference lists today; sessions, brand texts and the maintenance flag are the next users) every copy on
 * the same database hears at once. A notice sent inside a transaction leaves at its commit; `avisar` runs
 * outside any, so callers send it after their change is committed.
 */
export interface AvisosEntreCopias {
  avisar(canal: string, carga?: string): Promise<void>;
  escuchar(canal: string, oyente: OyenteAviso): Promise<void>;
  cerrar(): Promise<void>;
}

/** Channel names go into LISTEN unquoted by parameters: only plain lower-case names are taken. */
function canalValido(canal: string) {
  if (!/^[a-z][a-z0-9_]{0,62}$/.test(canal)) throw new Error(`Canal de avisos no válido: ${canal}`);
  return canal;
}

const REINTENTO_MS = 1000;

/**
 * PostgreSQL: one connection of its own listens (a pooled one would be handed to other work). When it drops,
 * it reconnects every second and then tells every listener `null`, since notices sent meanwhile were lost:
 * a cache that hears null clears itself.
 */
export function avisosPostgres(url: string, pool: pg.Pool): AvisosEntreCopias {
  const oyentes = new Map<string, Set<OyenteAviso>>();
  let cliente: pg.Client | null = null;
  let conectando: Promise<pg.Client> | null = null;
  let cerrado = false;

  const repartir = (canal: string, carga: string | null) => {
    for (const oyente of oyentes.get(canal) ?? []) oyente(carga);
  };

  const conectar = (): Promise<pg.Client> => {
    conectando ??= (async () => {
      const c = new pg.Client({ connectionString: url });
      c.on('notification', (n) => repartir(n.channel, n.payload ? n.payload : null));
      const perdida = () => {
        if (cliente !== c) return;
        cliente = null;
        conectando = null;
        reconectar();
      };
      c.on('error', perdida);
      c.on('end', perdida);
      try {
        await c.connect();
        for (const canal of oyentes.keys()) await c.query(`LISTEN ${canal}`);
      } catch (error) {
        conectando = null;
        await c.end().catch(() => undefined);
        throw error;
      }
      cliente = c;
      return c;
    })();
    return conectando;
  };

  const reconectar = () => {
    if (cerrado) return;
    setTimeout(() => {
      if (cerrado) return;
      conectar().then(
        () => {
          for (const canal of oyentes.keys()) repartir(canal, null);
        },
        () => reconectar(),
      );
    }, REINTENTO_MS).unref();
  };

  return {
    async avisar(canal, carga = '') {
      await pool.query('SELECT pg_notify($1, $2)', [canalValido(canal), carga]);
    },
    async escuchar(canal, oyente) {
      canalValido(canal);
      const nuevo = !oyentes.has(canal);
      const lista = oyentes.get(canal) ?? new Set();
      lista.add(oyente);
      oyentes.set(canal, lista);
      const c = await conectar();
      if (nuevo) await c.query(`LISTEN ${canal}`);
    },
    async cerrar() {
      cerrado = true;
      const c = cliente;
      cliente = null;
      await c?.end();
    },
  };
}

/** The embedded database is always one copy; its own LISTEN keeps the same code path as PostgreSQL's. */
export function avisosPglite(client: PGlite): AvisosEntreCopias {
  return {
    async avisar(canal, carga = '') {
      await client.query('SELECT pg_notify($1, $2)', [canalValido(canal), carga]);
    },
    async escuchar(canal, oyente) {
      await client.listen(canalValido(canal), (carga) => oyente(carga ? carga : null));
    },
    async cerrar() {},
  };
}
