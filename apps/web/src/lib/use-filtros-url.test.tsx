import '@/test/setup';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { filtrosUrl, useFiltrosUrl } from './use-filtros-url';

interface Filtros {
  q?: string;
  id?: number;
  activo?: boolean;
  orden: 'nombre' | 'recientes';
}

const FILTROS = filtrosUrl<Filtros>({
  campos: {
    q: z.string().min(1).optional(),
    id: z.coerce.number().int().positive().optional(),
    activo: z.stringbool().optional(),
    orden: z.enum(['nombre', 'recientes']),
  },
  parametros: { id: 'ref' },
  porDefecto: { orden: 'nombre' },
});

let api: ReturnType<typeof useFiltrosUrl<Filtros>> | undefined;
let search = '';
function Sonda() {
  api = useFiltrosUrl(FILTROS);
  search = useLocation().search;
  return null;
}

describe('a list’s filters in the address', () => {
  it('reads each field by its schema and its parameter name, leaving out what it refuses', () => {
    expect(FILTROS.leer(new URLSearchParams('q=ana&ref=7&activo=false&orden=recientes&x=1'))).toEqual({
      q: 'ana',
      id: 7,
      activo: false,
      orden: 'recientes',
    });
    expect(FILTROS.leer(new URLSearchParams('id=7&ref=-1&activo=quizá&orden=otro'))).toEqual({ orden: 'nombre' });
  });

  it('writes them in the order of the fields, without unset ones or defaults', () => {
    expect(FILTROS.escribir({ orden: 'recientes', activo: false, id: 3, q: '' }).toString()).toBe(
      'ref=3&activo=false&orden=recientes',
    );
    expect(FILTROS.escribir({ orden: 'nombre' }).toString()).toBe('');
  });

  it('a change keeps the other filters; null clears them but keeps the order', () => {
    render(
      <MemoryRouter initialEntries={['/lista?q=ana&orden=recientes']}>
        <Sonda />
      </MemoryRouter>,
    );
    expect(api?.[0]).toEqual({ q: 'ana', orden: 'recientes' });
    act(() => api?.[1]({ id: 4 }));
    expect(search).toBe('?q=ana&ref=4&orden=recientes');
    act(() => api?.[1]({ q: undefined }));
    expect(search).toBe('?ref=4&orden=recientes');
    act(() => api?.[1](null));
    expect(search).toBe('?orden=recientes');
  });
});
