import { describe, expect, it } from 'vitest';
import { escribirFiltros, filtroApi, leerFiltros } from './filtros-url';

describe('the students list filters in the address', () => {
  it('reads each filter with the contract schema and leaves out what it refuses', () => {
    const filtros = leerFiltros(new URLSearchParams('q=lucia&idTitulacion=33&estado=baja&conPracticas=false&orden=recientes'));
    expect(filtros).toEqual({ q: 'lucia', idTitulacion: 33, estado: 'baja', conPracticas: false, orden: 'recientes' });
    expect(leerFiltros(new URLSearchParams('estado=borrado&idTitulacion=x&orden=otro'))).toEqual({ orden: 'nombre' });
  });

  it('writes only what is set, without the default order, and gives the API the filter alone', () => {
    const filtros = { q: 'garcia', conPracticas: true, orden: 'nombre' as const };
    expect(escribirFiltros(filtros).toString()).toBe('q=garcia&conPracticas=true');
    expect(escribirFiltros({ orden: 'recientes' }).toString()).toBe('orden=recientes');
    expect(filtroApi(filtros)).toEqual({ q: 'garcia', conPracticas: true });
  });
});
