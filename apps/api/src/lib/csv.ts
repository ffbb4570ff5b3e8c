/**
 * CSV that Excel opens right in Spain: a UTF-8 byte-order mark (without it
 * Excel reads Windows-1252 and breaks every accent), ';' between fields (','
 * is the decimal mark in Spanish Excel, which therefore splits on ';') and
 * CRLF line ends (RFC 4180).
 */
const BOM = '\uFEFF';
const SEPARADOR = ';';

export type Celda = string | number | null | undefined;

/**
 * One cell. A text starting like a formula (= + - @, tab or CR) gets a
 * leading apostrophe, so a spreadsheet shows it instead of running it (CSV
 * injection: a candidate named "=HYPERLINK(…)" must stay a name). Numbers are
 * written as numbers. A cell with a separator, quote or line break is quoted.
 */
export function celdaCsv(valor: Celda): string {
  let texto = valor === null || valor === undefined ? '' : String(valor);
  if (typeof valor === 'string' && /^[=+\-@\t\r]/.test(texto)) texto = `'${texto}`;
  return /[;"\r\n]/.test(texto) ? `"${texto.replaceAll('"', '""')}"` : texto;
}

/** The whole file, header first, as UTF-8 bytes with the BOM. */
export function csv(cabecera: readonly string[], filas: readonly (readonly Celda[])[]): Buffer {
  const lineas = [cabecera, ...filas].map((fila) => fila.map(celdaCsv).join(SEPARADOR));
  return Buffer.from(`${BOM}${lineas.join('\r\n')}\r\n`, 'utf8');
}

/**
 * The same file piece by piece, for exports too long to hold: the header
 * with the BOM, then one piece per batch of rows as the caller reads them.
 */
export async function* csvPorPartes(
  cabecera: readonly string[],
  lotes: AsyncIterable<readonly (readonly Celda[])[]>,
): AsyncGenerator<Buffer> {
  yield Buffer.from(`${BOM}${cabecera.map(celdaCsv).join(SEPARADOR)}\r\n`, 'utf8');
  for await (const filas of lotes) {
    if (filas.length === 0) continue;
    yield Buffer.from(`${filas.map((fila) => fila.map(celdaCsv).join(SEPARADOR)).join('\r\n')}\r\n`, 'utf8');
  }
}
