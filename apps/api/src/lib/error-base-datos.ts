/**
 * What of a database error may be logged. PostgreSQL's own texts carry the
 * values a query was given ('invalid input syntax for type integer:
 * "12345678Z"', 'Key (email)=(…) already exists'), Drizzle's wrapper adds the
 * query and its parameters, and PGlite's error repeats both: a DNI typed at
 * login would end up in the log. Only these fields name no user data: the
 * SQLSTATE, where in the schema it happened and which server routine raised it.
 */
export interface ErrorBaseDatos {
  sqlState: string;
  severidad?: string;
  esquema?: string;
  tabla?: string;
  columna?: string;
  tipoDato?: string;
  restriccion?: string;
  rutina?: string;
}

/** A PostgreSQL error from pg or PGlite: a five-character SQLSTATE and a severity (a Node EPIPE has only a code). */
function esErrorPostgres(value: unknown): value is Record<string, unknown> & { code: string } {
  if (typeof value !== 'object' || value === null) return false;
  const { code, severity } = value as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

const texto = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The safe fields of the database error in `error` or in its `cause` chain (Drizzle's DrizzleQueryError), or null. */
export function errorBaseDatos(error: unknown): ErrorBaseDatos | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if (esErrorPostgres(current)) {
      const campos: ErrorBaseDatos = {
        sqlState: current.code,
        severidad: texto(current.severity),
        esquema: texto(current.schema),
        tabla: texto(current.table),
        columna: texto(current.column),
        tipoDato: texto(current.dataType),
        restriccion: texto(current.constraint),
        rutina: texto(current.routine),
      };
      return Object.fromEntries(Object.entries(campos).filter(([, v]) => v !== undefined)) as unknown as ErrorBaseDatos;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * SQLSTATE class 22, "data exception": a value the column cannot hold (out
 * of range, invalid syntax, a NUL byte). The contract's rules should stop
 * every such value first; one that gets through is still the request's
 * fault, so it answers 400, not 500.
 */
export const esDatoNoValido = (e: ErrorBaseDatos): boolean => e.sqlState.startsWith('22');
