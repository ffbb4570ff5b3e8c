import { describe, expect, it } from 'vitest';
import { busquedaDe, escribirFiltros, filtrosActivos, filtrosDeBusqueda, leerFiltros, urlDeBusqueda } from './filtros-url';

describe('filters in the URL', () => {
  it('reads what it writes, for each profile', () => {
    const url =
      '?texto=gestion&idProvincia=46&titulaciones=33,41&tiposFormacion=1&tituloPrograma=Talento&orden=fecha_asc&pagina=3';
    const filtros = leerFiltros(new URLSearchParams(url), 'practicas');
    expect(filtros).toEqual({
      texto: 'gestion',
      idProvincia: 46,
      orden: 'fecha_asc',
      pagina: 3,
      tituloPrograma: 'Talento',
      salario: null,
      listas: { titulaciones: [33, 41], tiposFormacion: [1] },
      paraMi: true,
    });
    expect(`?${escribirFiltros(filtros, 'practicas').toString()}`).toBe(
      '?texto=gestion&idProvincia=46&titulaciones=33%2C41&tiposFormacion=1&tituloPrograma=Talento&orden=fecha_asc&pagina=3',
    );
  });

  it("drops the other profile's filters and malformed values", () => {
    const params = new URLSearchParams('tiposFormacion=1&contrato=2,x,-3,2&salario=abc&pagina=0&idProvincia=1.5');
    const filtros = leerFiltros(params, 'empleo');
    expect(filtros.listas).toEqual({ contrato: [2] });
    expect(filtros.salario).toBeNull();
    expect(filtros.pagina).toBe(1);
    expect(filtros.idProvincia).toBeNull();
  });

  it('"Solo ofertas para mí" is on by default and only its "off" is written', () => {
    const off = leerFiltros(new URLSearchParams('paraMi=0'), 'practicas');
    expect(off.paraMi).toBe(false);
    expect(escribirFiltros(off, 'practicas').toString()).toBe('paraMi=0');
    expect(busquedaDe(off, 'practicas')).not.toHaveProperty('paraMi');
    const on = leerFiltros(new URLSearchParams(''), 'practicas');
    expect(on.paraMi).toBe(true);
    expect(escribirFiltros(on, 'practicas').toString()).toBe('');
    expect(busquedaDe(on, 'practicas')).toMatchObject({ paraMi: true });
    expect(filtrosActivos(on)).toBe(0);
  });

  it('writes only what differs from the defaults', () => {
    const filtros = leerFiltros(new URLSearchParams('orden=fecha_desc&pagina=1&texto=%20%20'), 'practicas');
    expect(escribirFiltros(filtros, 'practicas').toString()).toBe('');
  });

  it('builds the API request and counts the active filters (not the text)', () => {
    const filtros = leerFiltros(new URLSearchParams('texto=web&salario=20000&titulaciones=33&areasTitulaciones=5'), 'empleo');
    expect(busquedaDe(filtros, 'empleo')).toEqual({
      tipo: 'empleo',
      pagina: 1,
      tamanoPagina: 20,
      orden: 'fecha_desc',
      texto: 'web',
      salario: 20000,
      paraMi: true,
      titulaciones: [33],
      areasTitulaciones: [5],
    });
    expect(filtrosActivos(filtros)).toBe(3);
  });

  it('a saved search keeps the filters without page and order, and opens the same list again', () => {
    const url = 'texto=web&idProvincia=46&areasTitulaciones=5,3&paraMi=0&orden=fecha_asc&pagina=3';
    const guardados = filtrosDeBusqueda(leerFiltros(new URLSearchParams(url), 'practicas'), 'practicas');
    expect(guardados).toEqual({ texto: 'web', idProvincia: 46, areasTitulaciones: [5, 3] });
    expect(urlDeBusqueda('/ofertas-practicas', 'practicas', guardados)).toBe(
      '/ofertas-practicas?texto=web&idProvincia=46&areasTitulaciones=5%2C3&paraMi=0',
    );
    expect(urlDeBusqueda('/ofertas-empleo', 'empleo', { paraMi: true })).toBe('/ofertas-empleo');
  });
});
