import { describe, expect, it } from 'vitest';
import { escribirFiltros, hayFiltros, leerFiltros } from './filtros-url';

describe('the surveys list’s address', () => {
  it('reads what the contract’s filter takes and leaves out what it refuses', () => {
    expect(leerFiltros(new URLSearchParams(''))).toEqual({});
    expect(leerFiltros(new URLSearchParams('texto=feria&publicada=false&para=alumnos'))).toEqual({
      texto: 'feria',
      publicada: false,
      para: 'alumnos',
    });
    expect(leerFiltros(new URLSearchParams('publicada=quizas&para=todos'))).toEqual({});
  });

  it('writes a search short and knows when one is set', () => {
    expect(escribirFiltros({ publicada: true, para: 'empresas' }).toString()).toBe('publicada=true&para=empresas');
    expect(escribirFiltros({}).toString()).toBe('');
    expect(hayFiltros({})).toBe(false);
    expect(hayFiltros({ publicada: false })).toBe(true);
  });
});
