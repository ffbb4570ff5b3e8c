import '@/test/setup';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { escribirFiltros, filtroApi, leerFiltros, useFiltrosOfertas } from './filtros-url';

let api: ReturnType<typeof useFiltrosOfertas> | undefined;
let search = '';
function Sonda() {
  api = useFiltrosOfertas();
  search = useLocation().search;
  return null;
}

describe('the offers filters in the address', () => {
  it('reads each filter with the contract, leaving out what it refuses', () => {
    const filtros = leerFiltros(
      new URLSearchParams('estado=1&q=datos&idPerfil=2&desde=2026-01-01&hasta=nope&orden=recientes&x=1'),
    );
    expect(filtros).toEqual({ estado: 1, q: 'datos', idPerfil: 2, desde: '2026-01-01', orden: 'recientes' });
    expect(leerFiltros(new URLSearchParams('estado=7&idPerfil=3&orden=otra'))).toEqual({ orden: 'antiguas' });
  });

  it('writes them back round, without unset ones or the default order', () => {
    const params = escribirFiltros({ estado: 1, q: 'datos', orden: 'antiguas' });
    expect(params.toString()).toBe('estado=1&q=datos');
    expect(leerFiltros(params)).toEqual({ estado: 1, q: 'datos', orden: 'antiguas' });
    expect(filtroApi({ estado: 2, idPerfil: 1, orden: 'recientes' })).toEqual({ estado: 2, idPerfil: 1 });
  });

  it('keeps «reenviada» both ways: true and false are different filters', () => {
    expect(leerFiltros(new URLSearchParams('estado=1&reenviada=true'))).toEqual({
      estado: 1,
      reenviada: true,
      orden: 'antiguas',
    });
    const no = escribirFiltros({ reenviada: false, orden: 'antiguas' });
    expect(no.toString()).toBe('reenviada=false');
    expect(leerFiltros(no)).toEqual({ reenviada: false, orden: 'antiguas' });
    expect(filtroApi({ reenviada: true, orden: 'recientes' })).toEqual({ reenviada: true });
    expect(leerFiltros(new URLSearchParams('reenviada=quizas'))).toEqual({ orden: 'antiguas' });
  });

  it('a change keeps the other filters and lands in the search params', () => {
    render(
      <MemoryRouter initialEntries={['/gestion/ofertas?estado=1&q=datos']}>
        <Sonda />
      </MemoryRouter>,
    );
    expect(api?.[0]).toEqual({ estado: 1, q: 'datos', orden: 'antiguas' });
    act(() => api?.[1]({ idPerfil: 2, orden: 'recientes' }));
    expect(search).toBe('?estado=1&q=datos&idPerfil=2&orden=recientes');
    act(() => api?.[1]({ estado: undefined }));
    expect(search).toBe('?q=datos&idPerfil=2&orden=recientes');
  });
});
