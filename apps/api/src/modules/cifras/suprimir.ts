import { CELDA_MINIMA } from '@puente/contract/cifras';

/**
 * Which counts of a table of people must not be shown (decision 044): every
 * count from 1 to CELDA_MINIMA - 1, and then, so that no hidden count can be
 * worked out by subtraction from the totals shown beside it, the smallest
 * other non-zero count of any row or column that hides exactly one
 * (secondary suppression). Zeros are shown: they say nothing about a person
 * that the hidden cells next to them would not.
 *
 * `cuentas[f][c]`: row f, column c, all the columns being parts of the same
 * whole per row, all the rows parts of the same whole per column.
 */
export function celdasSuprimidas(cuentas: readonly (readonly number[])[]): boolean[][] {
  const oculta = cuentas.map((fila) => fila.map((n) => n > 0 && n < CELDA_MINIMA));
  const filas = cuentas.length;
  const columnas = cuentas[0]?.length ?? 0;
  /** Hides the smallest visible non-zero count among `celdas`; false when there is none. */
  const ocultarOtra = (celdas: [number, number][]) => {
    let mejor: [number, number] | null = null;
    for (const [f, c] of celdas) {
      const n = cuentas[f]?.[c] ?? 0;
      if (n === 0 || oculta[f]?.[c]) continue;
      if (!mejor || n < (cuentas[mejor[0]]?.[mejor[1]] ?? 0)) mejor = [f, c];
    }
    if (!mejor) return false;
    (oculta[mejor[0]] as boolean[])[mejor[1]] = true;
    return true;
  };
  for (let cambio = true; cambio; ) {
    cambio = false;
    for (let f = 0; f < filas; f++) {
      const celdas = Array.from({ length: columnas }, (_, c) => [f, c] as [number, number]);
      if (celdas.filter(([, c]) => oculta[f]?.[c]).length === 1) cambio = ocultarOtra(celdas) || cambio;
    }
    for (let c = 0; c < columnas; c++) {
      const celdas = Array.from({ length: filas }, (_, f) => [f, c] as [number, number]);
      if (celdas.filter(([f]) => oculta[f]?.[c]).length === 1) cambio = ocultarOtra(celdas) || cambio;
    }
  }
  return oculta;
}
