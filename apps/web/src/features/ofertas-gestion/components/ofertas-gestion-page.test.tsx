import '@/test/setup';
import type { OfertaGestionFila } from '@puente/contract/ofertas-gestion';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '@/lib/session';
import { tokenExpiringIn } from '@/test/tokens';
import { OfertasGestionPage } from './ofertas-gestion-page';

globalThis.CSS ??= {} as typeof CSS;
globalThis.CSS.escape ??= (valor: string) => valor.replace(/[^\w-]/g, (c) => `\\${c}`);

const fila = (idOferta: number, titulo: string): OfertaGestionFila => ({
  idOferta,
  urlAcceso: `o-${idOferta}`,
  titulo,
  idPerfil: 1,
  idEstado: 1,
  Estado: 'Pendiente de validación',
  empresa: { id: 1, nombre: 'Levante Tech', cif: 'B12345674' },
  fechaCreacion: '20/11/2026',
  fechaLimite: null,
  reenvios: 0,
});

let permisos: string[];
const calls: { url: string; search: string; body: Record<string, unknown> }[] = [];

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
  calls.length = 0;
  permisos = ['empresas'];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const [path = url, search = ''] = url.split('?');
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ url: path, search, body });
      const datos: Record<string, unknown> = {
        '/api/Gestion/miCuenta': {
          id: 2,
          nick: 'empresas.demo',
          email: 'e@uni.es',
          nombre: 'Inés',
          apellidos: 'Ortega',
          permisos,
        },
        '/api/Gestion/ofertas': {
          items: [fila(11, 'Analista'), { ...fila(12, 'Becario'), reenvios: 1 }],
          siguiente: null,
          total: 2,
          totalEstimado: false,
        },
        '/api/Gestion/ofertasEnBloque': {
          idLote: 7,
          afectadas: 1,
          omitidas: [{ idOferta: 12, titulo: 'Becario', razon: 'incompleta' }],
          totalOmitidas: 1,
          deshacerHasta: new Date(Date.now() + 10_000).toISOString(),
        },
        '/api/Gestion/deshacerLoteOfertas': { idLote: 7, restauradas: 1, cambiadasDespues: 0 },
      };
      return new Response(JSON.stringify({ status: 0, mensaje: null, datos: datos[path] ?? null }));
    }),
  );
  saveLogin(
    { token: tokenExpiringIn(3600, { role: 'gestor' }), conPracticas: false, conEmpleo: false, primerAcceso: false },
    'Gestor',
    { remember: true },
  );
});

afterEach(() => vi.unstubAllGlobals());

function pintar(ruta = '/gestion/ofertas?estado=1') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[ruta]}>
        <OfertasGestionPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('OfertasGestionPage', () => {
  it('asks the list with the address filters and validates a selection, then undoes it', async () => {
    pintar();
    await screen.findByRole('row', { name: /Analista/ });
    expect(calls.find((c) => c.url === '/api/Gestion/ofertas')?.search).toContain('estado=1');
    expect(screen.getByText('2 ofertas')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Analista' }));
    fireEvent.click(screen.getByRole('button', { name: 'Validar' }));
    await screen.findByText('1 oferta validada');
    expect(calls.find((c) => c.url === '/api/Gestion/ofertasEnBloque')?.body).toEqual({ decision: 'validar', ids: [11] });
    expect(screen.getByText('Becario: le faltan datos')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Deshacer/ }));
    await screen.findByText('Deshecho: 1 oferta vuelve a estar pendiente');
    expect(calls.find((c) => c.url === '/api/Gestion/deshacerLoteOfertas')?.body).toEqual({ idLote: 7 });
  });

  it('applies to everything matching with the same filter, and marks a resubmitted offer', async () => {
    pintar('/gestion/ofertas?estado=1&q=becas&reenviada=true');
    await screen.findByRole('row', { name: /Analista/ });
    expect(screen.getByRole('row', { name: /Becario/ }).textContent).toContain('Reenviada');
    expect(screen.getByRole('row', { name: /Analista/ }).textContent).not.toContain('Reenviada');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Analista' }));
    fireEvent.click(screen.getByRole('button', { name: 'Aplicar a todas las que coinciden (2)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Validar' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/Gestion/ofertasEnBloque')?.body).toEqual({
        decision: 'validar',
        filtro: { estado: 1, q: 'becas', reenviada: true },
      }),
    );
  });

  it('shows no selection nor decision to a member who only reads', async () => {
    permisos = ['lectura'];
    pintar();
    await screen.findByRole('row', { name: /Analista/ });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/Gestion/miCuenta')).toBe(true));
    // The account's answer has rendered: the table would have grown its checkboxes by now.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Validar' })).toBeNull();
  });
});
