import { describe, expect, it } from 'vitest';
import { celdasSuprimidas } from './suprimir';

describe('celdas suprimidas', () => {
  it('oculta las cuentas de 1 a 4, nunca los ceros ni las de 5 o más si nada las delata', () => {
    expect(celdasSuprimidas([[0, 5, 3, 4]])).toEqual([[false, false, true, true]]);
  });

  it('oculta otra cuenta de la fila cuando solo una lo estaba, para que no salga restando del total', () => {
    expect(celdasSuprimidas([[9, 2, 0, 7]])).toEqual([[false, true, false, true]]);
  });

  it('hace lo mismo por columnas, y repite hasta que ninguna fila ni columna esconde una sola', () => {
    const oculta = celdasSuprimidas([
      [20, 3, 10],
      [30, 12, 8],
    ]);
    // Row 1 hides 3, then 10 (its smallest other); column 2 then hides 8 below the 10, and row 2 its 12.
    expect(oculta).toEqual([
      [false, true, true],
      [false, true, true],
    ]);
  });
});
