import '@/test/setup';
import type { EmpresaGestionFila } from '@puente/contract/empresas-gestion';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '@/lib/session';
import { dominiosDePrueba } from '@/test/dominios-de-prueba';
import { tokenExpiringIn } from '@/test/tokens';
import { EmpresasGestionPage } from './empresas-gestion-page';

const fila = (idEmpresa: number, nombre: string, extra: Partial<EmpresaGestionFila> = {}): EmpresaGestionFila => ({
  idEmpresa,
  cif: `B${String(idEmpresa).padStart(8, '0')}`,
  nombre,
  nombreComercial: `${nombre} comercial`,
  estado: 'validada',
  idProvincia: 46,
  provincia: 'Valencia/València',
  localidad: 'València',
  idSector: 9,
  sector: 'Sector del API',
  fechaAlta: '20/11/2026',
  ofertas: 3,
  convenios: 1,
  ...extra,
});

let permisos: string[];
let respuestaLista: { status: number; datos: unknown };
const calls: { url: string; search: URLSearchParams }[] = [];

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
  calls.length = 0;
  permisos = ['empresas'];
  respuestaLista = {
    status: 0,
    datos: {
      items: [fila(11, 'Innovación Levante S.L.'), fila(12, 'Grupo Meseta S.A.', { estado: 'bloqueada', ofertas: 0 })],
      siguiente: 'cursor-2',
      total: 3,
      totalEstimado: false,
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const [path = url, search = ''] = url.split('?');
      const params = new URLSearchParams(search);
      calls.push({ url: path, search: params });
      if (path === '/api/Gestion/empresas') {
        if (params.get('cursor') === 'cursor-2') {
          return Response.json({
            status: 0,
            mensaje: null,
            datos: { items: [fila(13, 'Tercera S.L.')], siguiente: null, total: 3, totalEstimado: false },
          });
        }
        return Response.json({ mensaje: null, ...respuestaLista });
      }
      const datos: Record<string, unknown> = {
        '/api/Gestion/miCuenta': {
          id: 2,
          nick: 'empresas.demo',
          email: 'e@uni.es',
          nombre: 'Inés',
          apellidos: 'Ortega',
          permisos,
        },
        '/api/Dominios/dominiosList/es': dominiosDePrueba,
      };
      return Response.json({ status: 0, mensaje: null, datos: datos[path] ?? null });
    }),
  );
  saveLogin(
    { token: tokenExpiringIn(3600, { role: 'gestor' }), conPracticas: false, conEmpleo: false, primerAcceso: false },
    'Gestor',
    { remember: true },
  );
});

afterEach(() => vi.unstubAllGlobals());

function Donde() {
  const location = useLocation();
  return <p data-testid="donde">{`${location.pathname}${location.search}`}</p>;
}

function pintar(ruta = '/gestion/empresas') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[ruta]}>
        <Routes>
          <Route path="/gestion/empresas" element={<EmpresasGestionPage />} />
          <Route path="/gestion/empresas/:id" element={<p>Ficha abierta</p>} />
        </Routes>
        <Donde />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const ultimaLista = () => calls.filter((c) => c.url === '/api/Gestion/empresas').at(-1)?.search;

describe('EmpresasGestionPage', { timeout: 20_000 }, () => {
  it('asks the list with the address filters and shows each row with its state and counts', async () => {
    pintar('/gestion/empresas?estado=bloqueada&q=meseta&conConvenios=true&orden=antiguas');
    const fila11 = await screen.findByRole('row', { name: /Innovación Levante S\.L\./ });
    expect(Object.fromEntries(ultimaLista() ?? [])).toEqual({
      estado: 'bloqueada',
      q: 'meseta',
      conConvenios: 'true',
      orden: 'antiguas',
    });
    expect(screen.getByText('3 empresas')).toBeTruthy();
    expect(within(fila11).getByText('Validada')).toBeTruthy();
    expect(within(fila11).getByText('B00000011')).toBeTruthy();
    // The province in the UI language's list, the API's name when the list does not know it.
    expect(within(fila11).getByText('Valencia/València')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Grupo Meseta/ })).getByText('Bloqueada')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Innovación Levante S.L.' }).getAttribute('href')).toBe('/gestion/empresas/11');
    // The text box shows the address's search.
    expect((screen.getByLabelText('Nombre, nombre comercial o CIF') as HTMLInputElement).value).toBe('meseta');
  });

  it('searches with Enter, keeps it in the address, and clears every filter at once', async () => {
    pintar('/gestion/empresas?estado=pendiente');
    await screen.findByRole('row', { name: /Innovación/ });
    const texto = screen.getByLabelText('Nombre, nombre comercial o CIF');
    fireEvent.change(texto, { target: { value: '  B12345674 ' } });
    fireEvent.submit(texto.closest('form') as HTMLFormElement);
    await waitFor(() => expect(screen.getByTestId('donde').textContent).toBe('/gestion/empresas?q=B12345674&estado=pendiente'));
    await waitFor(() => expect(ultimaLista()?.get('q')).toBe('B12345674'));
    fireEvent.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    await waitFor(() => expect(screen.getByTestId('donde').textContent).toBe('/gestion/empresas'));
    expect(screen.queryByRole('button', { name: 'Quitar filtros' })).toBeNull();
  });

  it('loads the next page with the cursor and opens a row with Enter', async () => {
    pintar();
    await screen.findByRole('row', { name: /Innovación/ });
    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await screen.findByRole('row', { name: /Tercera S\.L\./ });
    expect(ultimaLista()?.get('cursor')).toBe('cursor-2');
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('row', { name: /Grupo Meseta/ }), { key: 'Enter' });
    await screen.findByText('Ficha abierta');
    expect(screen.getByTestId('donde').textContent).toBe('/gestion/empresas/12');
  });

  it('says when nothing matches, and offers to try again when the list fails', async () => {
    respuestaLista = { status: 0, datos: { items: [], siguiente: null, total: 0, totalEstimado: false } };
    pintar('/gestion/empresas?q=nadie');
    await screen.findByText('Ninguna empresa coincide');
    respuestaLista = { status: 1, datos: null };
    pintar('/gestion/empresas?q=falla');
    await screen.findByRole('button', { name: 'Reintentar' });
  });

  it('tells a member without the area that it is not theirs, and asks nothing', async () => {
    permisos = ['contenidos'];
    pintar();
    await screen.findByText('Tu cuenta no abre esta área');
  });
});
