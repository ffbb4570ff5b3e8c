import { camposErroneos } from './campos-erroneos';

/**
 * A keyset cursor: the sort key and id of a page's last row, and the total
 * the first page counted (the next pages answer it without counting again),
 * as opaque base64url JSON. The client only hands back what it was given;
 * anything else is a field error on `cursor`, never a 500 or a wrong page.
 */
export type Clave = [string | number, number];
export interface Total {
  total: number;
  totalEstimado: boolean;
}

const codificarCursor = (clave: Clave, total: Total): string =>
  Buffer.from(JSON.stringify([...clave, total.total, total.totalEstimado ? 1 : 0])).toString('base64url');

/** What a list sorts by: an instant (ISO, to the microsecond), a whole number, or a text (a name, as SQL orders it). */
export type TipoClave = 'fecha' | 'numero' | 'texto';

export function leerCursor(cursor: string | undefined, tipoValor: TipoClave): { clave: Clave; total: Total } | null {
  if (cursor === undefined) return null;
  const invalido = () => camposErroneos([{ campo: 'cursor', mensaje: 'El cursor de la página no es válido' }]);
  let leido: unknown;
  try {
    leido = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalido();
  }
  if (!Array.isArray(leido) || leido.length !== 4) throw invalido();
  const [valor, id, total, estimado] = leido as unknown[];
  if (!Number.isSafeInteger(id) || (id as number) < 1) throw invalido();
  if (!Number.isSafeInteger(total) || (total as number) < 0 || (estimado !== 0 && estimado !== 1)) throw invalido();
  if (tipoValor === 'fecha' && (typeof valor !== 'string' || Number.isNaN(Date.parse(valor)))) throw invalido();
  if (tipoValor === 'numero' && !Number.isSafeInteger(valor)) throw invalido();
  if (tipoValor === 'texto' && (typeof valor !== 'string' || valor.length > 500)) throw invalido();
  return { clave: [valor as string | number, id as number], total: { total: total as number, totalEstimado: estimado === 1 } };
}

/** The page out of `tamano + 1` rows read: the extra row only says there is a next page. */
export function cortarPagina<T>(filas: T[], tamano: number, clave: (fila: T) => Clave, total: Total) {
  const hayMas = filas.length > tamano;
  const items = hayMas ? filas.slice(0, tamano) : filas;
  const ultima = items.at(-1);
  return { items, siguiente: hayMas && ultima ? codificarCursor(clave(ultima), total) : null, ...total };
}
