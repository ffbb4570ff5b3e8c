import { camposErroneos } from './campos-erroneos';

/**
 * A keyset cursor: the sort key and id of a page's last row, as opaque
 * base64url JSON. The client only hands back what it was given; anything
 * else is a field error on `cursor`, never a 500 or a wrong page.
 */
export type Clave = [string | number, number];

export const codificarCursor = (clave: Clave): string => Buffer.from(JSON.stringify(clave)).toString('base64url');

export function leerCursor(cursor: string | undefined, tipoValor: 'fecha' | 'numero'): Clave | null {
  if (cursor === undefined) return null;
  const invalido = () => camposErroneos([{ campo: 'cursor', mensaje: 'El cursor de la página no es válido' }]);
  let clave: unknown;
  try {
    clave = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalido();
  }
  if (!Array.isArray(clave) || clave.length !== 2) throw invalido();
  const [valor, id] = clave as unknown[];
  if (!Number.isSafeInteger(id) || (id as number) < 1) throw invalido();
  if (tipoValor === 'fecha' && (typeof valor !== 'string' || Number.isNaN(Date.parse(valor)))) throw invalido();
  if (tipoValor === 'numero' && !Number.isSafeInteger(valor)) throw invalido();
  return [valor as string | number, id as number];
}

/** The page out of `tamano + 1` rows read: the extra row only says there is a next page. */
export function cortarPagina<T>(filas: T[], tamano: number, clave: (fila: T) => Clave) {
  const hayMas = filas.length > tamano;
  const items = hayMas ? filas.slice(0, tamano) : filas;
  const ultima = items.at(-1);
  return { items, siguiente: hayMas && ultima ? codificarCursor(clave(ultima)) : null };
}
