import { describe, expect, it } from 'vitest';
import { escribirFiltros, hayFiltros, leerFiltros } from './filtros-url';

describe('the communications list filters in the address', () => {
  it('reads each filter with the contract schema and leaves out what it refuses', () => {
    expect(leerFiltros(new URLSearchParams('para=todos&estado=vigente&texto=feria'))).toEqual({
      para: 'todos',
      estado: 'vigente',
      texto: 'feria',
    });
    expect(leerFiltros(new URLSearchParams('para=gestores&estado=borrada&texto='))).toEqual({});
  });

  it('writes only what is set, in the order of the contract', () => {
    expect(escribirFiltros({ texto: 'feria', estado: 'retirada', para: 'empresa' }).toString()).toBe(
      'para=empresa&estado=retirada&texto=feria',
    );
    expect(escribirFiltros({}).toString()).toBe('');
    expect(hayFiltros({})).toBe(false);
    expect(hayFiltros({ estado: 'programada' })).toBe(true);
  });
});
