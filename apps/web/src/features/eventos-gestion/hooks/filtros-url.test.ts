import { describe, expect, it } from 'vitest';
import { escribirFiltros, hayFiltros, leerFiltros } from './filtros-url';

describe('the events list filters in the address', () => {
  it('reads each filter with the contract schema and leaves out what it refuses', () => {
    expect(leerFiltros(new URLSearchParams('texto=feria&categoria=taller&estado=proximo'))).toEqual({
      texto: 'feria',
      categoria: 'taller',
      estado: 'proximo',
    });
    expect(leerFiltros(new URLSearchParams('estado=borrado&texto=&categoria='))).toEqual({});
  });

  it('writes only what is set, in the order of the contract', () => {
    expect(escribirFiltros({ estado: 'despublicado', categoria: 'charla', texto: 'cv' }).toString()).toBe(
      'texto=cv&categoria=charla&estado=despublicado',
    );
    expect(escribirFiltros({}).toString()).toBe('');
    expect(hayFiltros({})).toBe(false);
    expect(hayFiltros({ estado: 'pasado' })).toBe(true);
  });
});
