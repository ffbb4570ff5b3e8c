import { describe, expect, it } from 'vitest';
import { escribirFiltros, hayFiltros, leerFiltros } from './filtros-url';

describe('the internships list filters in the address', () => {
  it('reads each filter with the contract schema and leaves out what it refuses', () => {
    const filtros = leerFiltros(
      new URLSearchParams('estado=en_curso&falta=informe&obligado=universidad&mes=2026-03&texto=levante'),
    );
    expect(filtros).toEqual({ estado: 'en_curso', falta: 'informe', obligado: 'universidad', mes: '2026-03', texto: 'levante' });
    expect(leerFiltros(new URLSearchParams('estado=borrada&falta=nss&obligado=alumno&mes=2026-13&texto='))).toEqual({});
  });

  it('writes only what is set, in the order of the contract', () => {
    expect(escribirFiltros({ texto: 'lucia', mes: '2026-03', falta: 'alta' }).toString()).toBe(
      'falta=alta&mes=2026-03&texto=lucia',
    );
    expect(escribirFiltros({}).toString()).toBe('');
    expect(hayFiltros({})).toBe(false);
    expect(hayFiltros({ obligado: 'empresa' })).toBe(true);
  });
});
