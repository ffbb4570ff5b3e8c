import { describe, expect, it } from 'vitest';
import {
  aniosForoEmpleo,
  EXTENSIONES_DOCUMENTO,
  FORO_EMPLEO_PRIMER_ANIO,
  IBAN_CAJAS,
  IDIOMA_POR_DEFECTO,
  IDIOMAS,
  SUBIDA_MAX_BYTES,
  TELEFONO_MAX_DIGITOS,
  TELEFONO_MIN,
} from './constants';

describe('constants', () => {
  it('forum years run from 2010 through the current year', () => {
    expect(aniosForoEmpleo(new Date(2012, 5, 1))).toEqual([2010, 2011, 2012]);
    expect(aniosForoEmpleo(new Date(2010, 0, 1))).toEqual([2010]);
    const now = aniosForoEmpleo();
    expect(now[0]).toBe(FORO_EMPLEO_PRIMER_ANIO);
    expect(now.at(-1)).toBe(new Date().getFullYear());
  });

  it('IBAN boxes add up to a Spanish IBAN (24 characters)', () => {
    expect(IBAN_CAJAS.reduce((a, b) => a + b, 0)).toBe(24);
  });

  it('limits match spec §9', () => {
    expect(SUBIDA_MAX_BYTES).toBe(2_048_000);
    expect(TELEFONO_MIN).toBeLessThanOrEqual(TELEFONO_MAX_DIGITOS);
    expect(IDIOMAS).toContain(IDIOMA_POR_DEFECTO);
    expect(IDIOMA_POR_DEFECTO).toBe('es');
  });

  it('document extensions are the 19 of spec §5, lower case and unique', () => {
    expect(EXTENSIONES_DOCUMENTO).toHaveLength(19);
    expect(new Set(EXTENSIONES_DOCUMENTO).size).toBe(19);
    for (const ext of EXTENSIONES_DOCUMENTO) expect(ext).toMatch(/^[a-z]+$/);
  });
});
