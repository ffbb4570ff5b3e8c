import type { PGlite } from '@electric-sql/pglite';

/**
 * A number that changes whenever the embedded database may have changed
 * (decision 055). PGlite is always one copy inside this process, so every
 * write reaches it through this one client: a cache that remembers the number
 * it was filled under knows it is stale as soon as the number moves, whichever
 * module wrote and however (Drizzle, raw SQL, a migration, a unit of work).
 */
export type VersionEscrituras = () => number;

/**
 * Whether a statement only reads. Conservative: anything but a plain SELECT
 * with no writing keyword counts as a write (a false alarm only empties a
 * cache). `recalcular_…` are the PL/pgSQL functions a SELECT may call that write.
 */
export function soloLee(sqlText: string): boolean {
  return (
    /^\s*select\b/i.test(sqlText) &&
    !/\b(insert|update|delete|merge|truncate|copy|call|nextval|setval|lock|share|recalcular_\w+)\b/i.test(sqlText)
  );
}

type Metodo = (...args: unknown[]) => unknown;

/**
 * Whether a finished statement certainly changed nothing: a top-level UPDATE
 * or DELETE (no WITH, whose data-modifying parts the count leaves out) that
 * touched no row. The outbox worker's claim every two seconds is one; on 0
 * rows no row trigger fires and the statement triggers (0041) read empty sets.
 */
function nadaCambio(sqlText: unknown, resultado: unknown): boolean {
  return (
    typeof sqlText === 'string' &&
    /^\s*(update|delete)\b/i.test(sqlText) &&
    (resultado as { affectedRows?: unknown } | undefined)?.affectedRows === 0
  );
}

/**
 * Watches the client's entry points that run SQL outside a transaction
 * (`query`, `exec`, and `sql`, which calls `query`) and its transactions. The
 * protocol calls are PGlite's own steps of every statement, reads included,
 * and the application sends none itself.
 *
 * The version moves when a write has finished (failed ones too), and a
 * transaction moves it at its end whatever it ran (its statements go through
 * its own handle). That is enough: a cache entry remembers the version its
 * read started under, and PGlite runs one statement at a time, so a read
 * started after a write finished sees it, and one that started before is
 * dropped when the write finishes.
 */
export function vigilarEscrituras(client: PGlite): VersionEscrituras {
  let version = 0;
  const destino = client as unknown as Record<string, unknown>;
  const envolver = (nombre: string, escribe: (args: unknown[]) => boolean) => {
    const original = destino[nombre];
    if (typeof original !== 'function') return;
    const metodo = original as Metodo;
    destino[nombre] = (...args: unknown[]) => {
      if (!escribe(args)) return metodo.apply(client, args);
      const marcar = (resultado?: unknown) => {
        if (!nadaCambio(args[0], resultado)) version++;
      };
      const fallo = (error: unknown) => {
        version++;
        throw error;
      };
      try {
        const resultado = metodo.apply(client, args);
        if (resultado instanceof Promise) {
          return resultado.then((r: unknown) => {
            marcar(r);
            return r;
          }, fallo);
        }
        marcar(resultado);
        return resultado;
      } catch (error) {
        return fallo(error);
      }
    };
  };
  const texto = (args: unknown[]) => (typeof args[0] === 'string' ? !soloLee(args[0]) : true);
  envolver('query', texto);
  envolver('exec', texto);
  envolver('transaction', () => true);
  return () => version;
}
