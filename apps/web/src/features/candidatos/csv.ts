import { saveFile } from '@/lib/save-file';

/**
 * CSV that Excel opens right in Spain: a UTF-8 BOM (so accents survive),
 * ';' between fields (',' is the decimal mark there) and CRLF line ends.
 */
const BOM = '\uFEFF';
const SEPARADOR = ';';

/**
 * A cell as text. Cells starting like a formula (= + - @, tab, CR) get a
 * leading apostrophe so a spreadsheet shows them instead of running them
 * (CSV injection); cells with a separator, quote or line break are quoted.
 */
export function celdaCsv(valor: string | number | null | undefined): string {
  let texto = valor === null || valor === undefined ? '' : String(valor);
  if (/^[=+\-@\t\r]/.test(texto)) texto = `'${texto}`;
  return /[;"\r\n]/.test(texto) ? `"${texto.replaceAll('"', '""')}"` : texto;
}

export function construirCsv(cabecera: string[], filas: (string | number | null)[][]): string {
  const lineas = [cabecera, ...filas].map((fila) => fila.map(celdaCsv).join(SEPARADOR));
  return `${BOM}${lineas.join('\r\n')}\r\n`;
}

/** Saves the text as a CSV file in the browser (no server round trip). */
export function descargarCsv(nombreFichero: string, contenido: string) {
  saveFile(new Blob([contenido], { type: 'text/csv;charset=utf-8' }), nombreFichero);
}
