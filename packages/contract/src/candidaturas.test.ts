import { describe, expect, it } from 'vitest';
import { checkCompanyTransition, ESTADOS_CANDIDATURA, etiquetasEstadoCandidatura, TRANSICIONES_EMPRESA } from './candidaturas';

describe('estados de candidatura', () => {
  it('cada estado tiene etiqueta en español e inglés', () => {
    for (const estado of ESTADOS_CANDIDATURA) {
      expect(etiquetasEstadoCandidatura[estado].es.length).toBeGreaterThan(3);
      expect(etiquetasEstadoCandidatura[estado].en.length).toBeGreaterThan(3);
    }
  });

  it('las transiciones de la tabla se aceptan y las demás dan 14; los estados finales y el 16 dan 49', () => {
    for (const [from, targets] of Object.entries(TRANSICIONES_EMPRESA)) {
      for (const to of targets ?? []) expect(checkCompanyTransition(Number(from), to)).toEqual({ ok: true });
    }
    expect(checkCompanyTransition(1, 6)).toEqual({ ok: false, code: 14 });
    expect(checkCompanyTransition(6, 1)).toEqual({ ok: false, code: 14 });
    expect(checkCompanyTransition(8, 2)).toEqual({ ok: false, code: 49 });
    expect(checkCompanyTransition(17, 2)).toEqual({ ok: false, code: 49 });
    expect(checkCompanyTransition(16, 2)).toEqual({ ok: false, code: 49 });
  });
});
