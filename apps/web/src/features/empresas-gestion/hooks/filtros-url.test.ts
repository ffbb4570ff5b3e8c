import { describe, expect, it } from 'vitest';
import { escribirFiltros, filtroApi, filtrosActivos, leerFiltros } from './filtros-url';

describe('the companies list filters in the address', () => {
  it('reads each filter with the contract and writes them back, the default order left out', () => {
    const params = new URLSearchParams(
      'q=levante&estado=bloqueada&idProvincia=46&idSector=9&desde=2026-01-01&hasta=2026-02-01&conOfertas=true&conConvenios=false&orden=nombre',
    );
    const filtros = leerFiltros(params);
    expect(filtros).toEqual({
      q: 'levante',
      estado: 'bloqueada',
      idProvincia: 46,
      idSector: 9,
      desde: '2026-01-01',
      hasta: '2026-02-01',
      conOfertas: true,
      conConvenios: false,
      orden: 'nombre',
    });
    expect(escribirFiltros(filtros).toString()).toBe(params.toString());
    expect(filtroApi(filtros)).not.toHaveProperty('orden');
    expect(filtrosActivos(filtros)).toBe(8);
    expect(escribirFiltros({ orden: 'recientes' }).toString()).toBe('');
  });

  it('leaves out what a hand-edited link got wrong, and keeps the rest', () => {
    const filtros = leerFiltros(
      new URLSearchParams('estado=borrada&idProvincia=x&conOfertas=quizá&desde=2026-02-30&orden=cif&q=meseta'),
    );
    expect(filtros).toEqual({ q: 'meseta', orden: 'recientes' });
    expect(filtrosActivos(filtros)).toBe(1);
  });
});
