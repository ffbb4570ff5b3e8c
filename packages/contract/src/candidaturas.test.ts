import { describe, expect, it } from 'vitest';
import { checkCompanyTransition, ESTADOS_CANDIDATURA, etiquetasEstadoCandidatura } from './candidaturas';

describe('estados de candidatura', () => {
  it('cada estado tiene etiqueta en español e inglés', () => {
    for (const estado of ESTADOS_CANDIDATURA) {
      expect(etiquetasEstadoCandidatura[estado].es.length).toBeGreaterThan(3);
      expect(etiquetasEstadoCandidatura[estado].en.length).toBeGreaterThan(3);
    }
  });

  it('los estados finales y el 16 dan 49; fuera de la tabla, 14', () => {
    expect(checkCompanyTransition(1, 6)).toEqual({ ok: false, code: 14 });
    expect(checkCompanyTransition(6, 1)).toEqual({ ok: false, code: 14 });
    expect(checkCompanyTransition(8, 2)).toEqual({ ok: false, code: 49 });
    expect(checkCompanyTransition(17, 2)).toEqual({ ok: false, code: 49 });
    expect(checkCompanyTransition(16, 2)).toEqual({ ok: false, code: 49 });
  });
});

/**
 * The company's moves, copied by hand from docs/candidaturas.md ("Transiciones")
 * and docs/procesos.md ("Company candidacy moves"), not read from
 * TRANSICIONES_EMPRESA: a wrong entry in the code's table must fail here.
 * Rows: from; columns: to. ok = allowed, 14 = not in the table, 49 = the
 * candidacy cannot move (final 7, 8, 17, or 16 awaiting the student).
 */
const TO = [1, 2, 3, 4, 5, 6, 7, 8, 16, 17] as const;
type Expected = 'ok' | 14 | 49;
// biome-ignore format: the matrix is easier to check against the docs aligned
const MATRIX: Record<number, readonly Expected[]> = {
  //     1     2     3     4     5     6     7     8    16    17
  1:  [  14, 'ok', 'ok', 'ok', 'ok',   14,   14,   14,   14,   14],
  2:  [  14,   14, 'ok', 'ok', 'ok',   14,   14,   14,   14,   14],
  3:  [  14, 'ok',   14, 'ok', 'ok', 'ok',   14,   14,   14,   14],
  4:  [  14,   14, 'ok',   14, 'ok', 'ok',   14,   14,   14,   14],
  5:  [  14, 'ok',   14,   14,   14,   14,   14,   14,   14,   14],
  6:  [  14,   14,   14, 'ok',   14,   14,   14,   14,   14,   14],
  7:  [  49,   49,   49,   49,   49,   49,   49,   49,   49,   49],
  8:  [  49,   49,   49,   49,   49,   49,   49,   49,   49,   49],
  16: [  49,   49,   49,   49,   49,   49,   49,   49,   49,   49],
  17: [  49,   49,   49,   49,   49,   49,   49,   49,   49,   49],
};

const casos = Object.entries(MATRIX).flatMap(([from, row]) =>
  row.map((expected, i) => [Number(from), TO[i] as number, expected] as const),
);

describe('checkCompanyTransition: la tabla de la empresa, caso a caso', () => {
  it('cubre los 100 pares de estados', () => expect(casos).toHaveLength(100));

  it.each(casos)('%i → %i: %s', (from, to, expected) => {
    expect(checkCompanyTransition(from, to)).toEqual(expected === 'ok' ? { ok: true } : { ok: false, code: expected });
  });

  it('un estado de partida desconocido no tiene transiciones → 14', () => {
    expect(checkCompanyTransition(99, 2)).toEqual({ ok: false, code: 14 });
  });
});
