import { describe, expect, it } from 'vitest';
import { escribirFiltros, hayFiltros, leerFiltros } from './filtros-url';

describe('the guides list filters in the address', () => {
  it('reads each filter with the contract schema and leaves out what it refuses', () => {
    expect(leerFiltros(new URLSearchParams('texto=entrevista&publicada=false'))).toEqual({
      texto: 'entrevista',
      publicada: false,
    });
    expect(leerFiltros(new URLSearchParams('publicada=quizas&texto='))).toEqual({});
  });

  it('writes only what is set, in the order of the contract', () => {
    expect(escribirFiltros({ publicada: true, texto: 'cv' }).toString()).toBe('texto=cv&publicada=true');
    expect(escribirFiltros({}).toString()).toBe('');
    expect(hayFiltros({})).toBe(false);
    expect(hayFiltros({ publicada: false })).toBe(true);
  });
});
