import '@/test/setup';
import type { ActividadFila } from '@puente/contract/actividad';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '@/lib/session';
import { tokenExpiringIn } from '@/test/tokens';
import { ActividadPage } from './actividad-page';

globalThis.CSS ??= {} as typeof CSS;
globalThis.CSS.escape ??= (valor: string) => valor.replace(/[^\w-]/g, (c) => `\\${c}`);

const filas: ActividadFila[] = [
  {
    id: 30,
    fecha: '2026-11-27T10:15:00.000Z',
    actor: { tipo: 'gestor', id: 1, nombre: 'Ana Gestora' },
    como: { tipo: 'alumno', id: 5, nombre: 'Lucía García' },
    accion: 'suplantacion.inicio',
    entidad: 'alumno',
    entidadId: '5',
    detalle: { motivo: 'No encuentra dónde subir el convenio' },
  },
  {
    id: 29,
    fecha: '2026-11-27T09:00:00.000Z',
    actor: { tipo: 'gestor', id: 2, nombre: 'Inés Ortega' },
    como: null,
    accion: 'oferta.validacion',
    entidad: 'oferta',
    entidadId: '44',
    detalle: { lote: 3 },
  },
  {
    id: 28,
    fecha: '2026-11-26T09:00:00.000Z',
    actor: { tipo: 'empresa', id: 8, nombre: null },
    como: null,
    accion: 'algo.nuevo',
    entidad: 'empresa',
    entidadId: '12',
    detalle: null,
  },
];

let permisos: string[];
let pagina: { items: ActividadFila[]; siguiente: string | null; total: number; totalEstimado: boolean } | 'error';
const calls: { url: string; search: string; headers: Record<string, string> }[] = [];
let guardado: { nombre: string } | null;
/** A query string as sorted pairs: URLSearchParams objects all compare equal. */
const pares = (search = '') => [...new URLSearchParams(search).entries()].sort();

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
  calls.length = 0;
  guardado = null;
  permisos = ['administracion'];
  pagina = { items: filas, siguiente: null, total: 3, totalEstimado: false };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const [path = url, search = ''] = url.split('?');
      calls.push({ url: path, search, headers: (init.headers ?? {}) as Record<string, string> });
      if (path === '/api/Gestion/actividadCsv') {
        return new Response('\uFEFFId;Fecha (UTC)\r\n30;2026-11-27T10:15:00.000Z\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="actividad-2026-11-27.csv"',
          },
        });
      }
      if (path === '/api/Gestion/actividad' && pagina === 'error') {
        return new Response(JSON.stringify({ status: 1, mensaje: null, datos: null }));
      }
      const datos: Record<string, unknown> = {
        '/api/Gestion/miCuenta': { id: 1, nick: 'gestor.demo', email: 'g@uni.es', nombre: 'Ana', apellidos: 'Gestora', permisos },
        '/api/Gestion/actividad': pagina,
      };
      return new Response(JSON.stringify({ status: 0, mensaje: null, datos: datos[path] ?? null }));
    }),
  );
  URL.createObjectURL = vi.fn(() => 'blob:csv');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    guardado = { nombre: this.download };
  });
  saveLogin(
    { token: tokenExpiringIn(3600, { role: 'gestor' }), conPracticas: false, conEmpleo: false, primerAcceso: false },
    'Gestor',
    { remember: true },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function pintar(ruta = '/gestion/actividad') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[ruta]}>
        <ActividadPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// A whole table's first paint takes seconds on a loaded 2-core machine.
describe('ActividadPage', { timeout: 20_000 }, () => {
  it('shows each action in words, who did it (and as whom in god mode), the object with its page, and the details', async () => {
    pintar();
    const dios = await screen.findByRole('row', { name: /Entró en modo dios/ });
    expect(within(dios).getByText('Ana Gestora')).toBeTruthy();
    expect(within(dios).getByText('Modo dios')).toBeTruthy();
    expect(within(dios).getByRole('link', { name: 'Lucía García' }).getAttribute('href')).toBe('/gestion/alumnos/5');
    expect(within(dios).getByRole('link', { name: 'Estudiante n.º 5' }).getAttribute('href')).toBe('/gestion/alumnos/5');
    expect(within(dios).getByText('No encuentra dónde subir el convenio')).toBeTruthy();
    expect(within(dios).getByText('27/11/2026, 11:15:00')).toBeTruthy();

    const oferta = screen.getByRole('row', { name: /Validó una oferta/ });
    expect(within(oferta).getByRole('link', { name: 'Oferta n.º 44' }).getAttribute('href')).toBe('/gestion/ofertas/44');

    // An action the catalogue does not know shows its code; a nameless actor, their kind and id.
    const nueva = screen.getByRole('row', { name: /algo\.nuevo/ });
    expect(within(nueva).getByText('algo.nuevo').tagName).toBe('CODE');
    expect(within(nueva).getByText('Contacto de empresa n.º 8')).toBeTruthy();
    expect(within(nueva).getByRole('link', { name: 'Empresa n.º 12' }).getAttribute('href')).toBe('/gestion/empresas/12');
    expect(screen.getByText('3 acciones')).toBeTruthy();
  });

  it('asks with the filters of a deep link and downloads the CSV of exactly those, with the token', async () => {
    pintar('/gestion/actividad?objeto=empresa&id=12&modoDios=true&desde=2026-11-01');
    await screen.findByRole('row', { name: /Entró en modo dios/ });
    const lista = calls.find((c) => c.url === '/api/Gestion/actividad');
    expect(pares(lista?.search)).toEqual(pares('comoAlguien=true&entidad=empresa&entidadId=12&desde=2026-11-01'));
    expect(screen.getByLabelText('Id del objeto')).toHaveProperty('value', '12');
    expect(screen.getByRole('checkbox', { name: 'Solo lo hecho en modo dios' }).getAttribute('aria-checked')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(guardado?.nombre).toBe('actividad-2026-11-27.csv'));
    const csv = calls.find((c) => c.url === '/api/Gestion/actividadCsv');
    expect(pares(csv?.search)).toEqual(pares(lista?.search));
    expect(csv?.headers.Authorization).toMatch(/^Bearer /);
  });

  it('a filter changed goes to the address and asks again; "Quitar filtros" clears them', async () => {
    pintar('/gestion/actividad?objeto=empresa');
    await screen.findByRole('row', { name: /Entró en modo dios/ });
    const idObjeto = screen.getByLabelText('Id del objeto');
    fireEvent.change(idObjeto, { target: { value: '77' } });
    fireEvent.submit(idObjeto.closest('form') as HTMLFormElement);
    await waitFor(() => expect(calls.some((c) => c.search.includes('entidadId=77'))).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    await waitFor(() => expect(calls.at(-1)?.search).toBe(''));
  });

  it('says when nothing matches, and when the list could not load', async () => {
    pagina = { items: [], siguiente: null, total: 0, totalEstimado: false };
    pintar();
    expect(await screen.findByText('No hay actividad con estos filtros')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar CSV' })).toHaveProperty('disabled', true);
  });

  it('shows the error state with a retry', async () => {
    pagina = 'error';
    pintar();
    expect(await screen.findByText('No se ha podido cargar la lista')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('tells a member without administración (nor lectura) that the area is not theirs', async () => {
    permisos = ['empresas'];
    pintar();
    expect(await screen.findByRole('heading', { name: 'Tu cuenta no abre esta área' })).toBeTruthy();
  });
});
