import { type Endpoint, fileContentTypes, mediaType } from '@puente/contract/endpoint';
import { z } from 'zod';
import type { Database } from '../../db/client';

/** What one fuzz answer must be, and the database after the run. */

/** Exactly the envelope: nothing besides status, datos and mensaje. */
const sobre = z.object({ status: z.number().int(), datos: z.unknown(), mensaje: z.string().nullable() }).strict();

/** A stack frame or a source path: an error's insides leaving with the answer. */
const TRAZA = /\n\s+at\s|\bat\s+\S+\s+\(|\.(ts|js|mjs):\d+|node_modules|Error:\s/;

/** What the database or its drivers write about a failed query. */
const SQL =
  /Failed query|params:|syntax error at or near|violates .*constraint|duplicate key|relation "|SQLSTATE|DrizzleQueryError|invalid input syntax|invalid byte sequence|out of range for type/i;

export interface Respuesta {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** Everything wrong with one answer (empty when it is fine). */
export function problemasDe(endpoint: Endpoint, r: Respuesta): string[] {
  const problemas: string[] = [];
  if (r.statusCode >= 500) problemas.push(`HTTP ${r.statusCode}`);
  const tipos = fileContentTypes(endpoint);
  const contentType = mediaType(String(r.headers['content-type'] ?? ''));
  // A declared file answer is the file itself: its bytes are the data, not ours to read.
  if (tipos && r.statusCode === 200 && tipos.includes(contentType)) {
    if (!String(r.headers['content-disposition'] ?? '').startsWith('attachment'))
      problemas.push('fichero sin Content-Disposition');
    return problemas;
  }
  let json: unknown;
  try {
    json = JSON.parse(r.body);
  } catch {
    problemas.push(`no es JSON: ${r.body.slice(0, 120)}`);
    return problemas;
  }
  if (!sobre.safeParse(json).success) problemas.push(`fuera del sobre: ${r.body.slice(0, 160)}`);
  if (TRAZA.test(r.body)) problemas.push(`traza en la respuesta: ${r.body.slice(0, 160)}`);
  if (SQL.test(r.body)) problemas.push(`texto SQL en la respuesta: ${r.body.slice(0, 160)}`);
  // Every refusal says its catalogue text or its own (decision 030), never a bare "Error N".
  const mensaje = (json as { mensaje?: unknown } | null)?.mensaje;
  if (typeof mensaje === 'string' && /^Error \d+$/.test(mensaje)) problemas.push(`mensaje sin texto: ${mensaje}`);
  return problemas;
}

interface Columna {
  tabla: string;
  columna: string;
  tipo: string;
}

/**
 * Rows that hold what no input may store: a C0/C1 control character other
 * than tab and line breaks, the U+FFFD a lone surrogate becomes, or a JSON
 * document with a prototype key. Every text and JSON column of the schema is
 * read, so a new table is checked without touching this.
 */
export async function filasIndebidas(database: Database): Promise<string[]> {
  const columnas = await database.query<Columna>(
    `SELECT table_name AS tabla, column_name AS columna, data_type AS tipo FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json')`,
  );
  const encontradas: string[] = [];
  for (const { tabla, columna, tipo } of columnas) {
    const col = `"${columna}"`;
    const condicion = tipo.startsWith('json')
      ? `${col}::text ~ '"(__proto__|constructor|prototype)"\\s*:'`
      : `${col} ~ '[\\x01-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f-\\x9f]' OR strpos(${col}, U&'\\FFFD') > 0`;
    const [fila] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${tabla}" WHERE ${condicion}`);
    if (fila && fila.n > 0) encontradas.push(`${tabla}.${columna}: ${fila.n}`);
  }
  return encontradas;
}

/** Row counts of every table of the schema. */
export async function recuentos(database: Database): Promise<Record<string, number>> {
  const tablas = await database.query<{ tabla: string }>(
    "SELECT table_name AS tabla FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  const resultado: Record<string, number> = {};
  for (const { tabla } of tablas) {
    const [fila] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${tabla}"`);
    resultado[tabla] = fila?.n ?? 0;
  }
  return resultado;
}
