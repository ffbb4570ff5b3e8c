import { describe, expect, it } from 'vitest';
import { escribirFiltros, hayFiltros, leerFiltros } from './filtros-url';

describe('the programmes list filters in the address', () => {
  it('reads each filter with the contract schema and leaves out what it refuses', () => {
    expect(leerFiltros(new URLSearchParams('texto=pymes&activo=true&conPendientes=false'))).toEqual({
      texto: 'pymes',
      activo: true,
      conPendientes: false,
    });
    expect(leerFiltros(new URLSearchParams('activo=quizas&conPendientes=&texto=%20'))).toEqual({});
  });

  it('writes only what is set, in the order of the contract', () => {
    expect(escribirFiltros({ conPendientes: true, activo: false, texto: 'pymes' }).toString()).toBe(
      'texto=pymes&activo=false&conPendientes=true',
    );
    expect(escribirFiltros({}).toString()).toBe('');
    expect(hayFiltros({})).toBe(false);
    expect(hayFiltros({ activo: false })).toBe(true);
  });
});
