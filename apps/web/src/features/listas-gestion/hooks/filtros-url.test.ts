import { describe, expect, it } from 'vitest';
import { escribirFiltros, hayFiltros, leerFiltros } from './filtros-url';

describe('the reference lists’ address', () => {
  it('reads degrees when it names no list, and leaves out what its schema refuses', () => {
    expect(leerFiltros(new URLSearchParams(''))).toEqual({ lista: 'titulaciones' });
    expect(leerFiltros(new URLSearchParams('lista=paises&estado=roto&texto=mar'))).toEqual({
      lista: 'titulaciones',
      texto: 'mar',
    });
  });

  it('writes a school search short, without the default list', () => {
    const filtros = { lista: 'centrosEducativos', idProvincia: 3, estado: 'retirado' } as const;
    expect(escribirFiltros(filtros).toString()).toBe('lista=centrosEducativos&estado=retirado&idProvincia=3');
    expect(escribirFiltros({ lista: 'titulaciones' }).toString()).toBe('');
    expect(hayFiltros({ lista: 'tiposContacto' })).toBe(false);
    expect(hayFiltros(filtros)).toBe(true);
  });
});
