import '@/test/setup';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { escribirFiltros, hayFiltros, leerFiltros, useFiltrosActividad } from './filtros-url';

let api: ReturnType<typeof useFiltrosActividad> | undefined;
let search = '';
function Sonda() {
  api = useFiltrosActividad();
  search = useLocation().search;
  return null;
}

describe('the audit trail filters in the address', () => {
  it('reads the short names other pages link with, each by the contract, leaving out what it refuses', () => {
    expect(leerFiltros(new URLSearchParams('objeto=empresa&id=12'))).toEqual({ entidad: 'empresa', entidadId: '12' });
    expect(
      leerFiltros(new URLSearchParams('actor=gestor&actorId=3&modoDios=true&accion=oferta&desde=2026-11-01&hasta=mal&x=1')),
    ).toEqual({ actorTipo: 'gestor', actorId: 3, comoAlguien: true, accion: 'oferta', desde: '2026-11-01' });
    expect(leerFiltros(new URLSearchParams('actor=robot&actorId=-1&modoDios=false'))).toEqual({});
  });

  it('writes them back round, without unset ones', () => {
    const params = escribirFiltros({ entidad: 'alumno', entidadId: '5', comoAlguien: true });
    expect(params.toString()).toBe('modoDios=true&objeto=alumno&id=5');
    expect(leerFiltros(params)).toEqual({ entidad: 'alumno', entidadId: '5', comoAlguien: true });
    expect(hayFiltros({})).toBe(false);
    expect(hayFiltros({ desde: '2026-01-01' })).toBe(true);
  });

  it('a change keeps the other filters; null clears them all', () => {
    render(
      <MemoryRouter initialEntries={['/gestion/actividad?objeto=empresa&id=12']}>
        <Sonda />
      </MemoryRouter>,
    );
    expect(api?.[0]).toEqual({ entidad: 'empresa', entidadId: '12' });
    act(() => api?.[1]({ actorTipo: 'gestor', comoAlguien: true }));
    expect(search).toBe('?actor=gestor&modoDios=true&objeto=empresa&id=12');
    act(() => api?.[1](null));
    expect(search).toBe('');
  });
});
