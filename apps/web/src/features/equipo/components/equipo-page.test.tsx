import '@/test/setup';
import type { Gestor } from '@puente/contract/equipo';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '@/lib/session';
import { tokenExpiringIn } from '@/test/tokens';
import { EquipoPage } from './equipo-page';

// jsdom has no CSS.escape nor layout; a dialog's focus return and a refused submit use them.
globalThis.CSS ??= {} as typeof CSS;
globalThis.CSS.escape ??= (valor: string) => valor.replace(/[^\w-]/g, (c) => `\\${c}`);

type Answer = { status: number; datos: unknown; mensaje?: string | null };
type Handler = (body: Record<string, unknown>) => Answer;

const ana: Gestor = {
  id: 1,
  nick: 'gestor.demo',
  email: 'gestion@uni.es',
  nombre: 'Ana',
  apellidos: 'Ruiz',
  permisos: ['administracion'],
  activo: true,
  creadoEn: '2026-01-01T00:00:00.000Z',
};
const luis: Gestor = {
  ...ana,
  id: 2,
  nick: 'luis.p',
  email: 'luis@uni.es',
  nombre: 'Luis',
  apellidos: 'Pardo',
  permisos: ['lectura'],
};

let handlers: Record<string, Handler>;
const calls: { url: string; body: Record<string, unknown> }[] = [];
let equipo: Gestor[];

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
  calls.length = 0;
  equipo = [ana, luis];
  handlers = {
    '/api/Gestion/miCuenta': () => ({
      status: 0,
      datos: { id: 1, nick: 'gestor.demo', email: ana.email, nombre: 'Ana', apellidos: 'Ruiz', permisos: ['administracion'] },
    }),
    '/api/Gestion/equipo': () => ({ status: 0, datos: equipo }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      const path = url.split('?')[0] ?? url;
      calls.push({ url: path, body });
      const handler = handlers[path];
      return new Response(JSON.stringify({ mensaje: null, ...(handler ? handler(body) : { status: 500, datos: null }) }));
    }),
  );
  saveLogin(
    { token: tokenExpiringIn(3600, { role: 'gestor' }), conPracticas: false, conEmpleo: false, primerAcceso: false },
    'Gestor',
    {
      remember: true,
    },
  );
});

afterEach(() => vi.unstubAllGlobals());

function renderEquipo() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <EquipoPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const escribir = (nombre: string | RegExp, valor: string) =>
  fireEvent.input(screen.getByLabelText(nombre), { target: { value: valor } });

describe('Equipo', () => {
  it('lists the team with its permissions as labels and its state', async () => {
    renderEquipo();
    await screen.findByRole('row', { name: /Ana Ruiz/ });
    const tabla = screen.getByRole('table', { name: 'Equipo de gestión' });
    const filas = within(tabla).getAllByRole('row').slice(1);
    expect(filas.map((f) => within(f).getAllByRole('cell')[0]?.textContent)).toEqual(['Ana Ruiz', 'Luis Pardo']);
    expect(within(filas[1] as HTMLElement).getByText('Solo lectura')).toBeTruthy();
    expect(within(filas[0] as HTMLElement).getByText('Administración')).toBeTruthy();
    expect(within(filas[0] as HTMLElement).getByText('Activo')).toBeTruthy();
  });

  it('adds a member: the nick taken (8) is said on its field, then the list has the new one', async () => {
    handlers['/api/Gestion/crearGestor'] = () => ({
      status: 8,
      datos: null,
      mensaje: 'Ya hay un miembro del personal con ese nombre de usuario.',
    });
    renderEquipo();
    await screen.findByRole('row', { name: /Ana Ruiz/ });
    fireEvent.click(screen.getByRole('button', { name: 'Añadir miembro' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Añadir miembro' });
    escribir(/^Nombre/, 'Marta');
    escribir(/^Apellidos/, 'Vidal');
    escribir(/^Usuario/, 'luis.p');
    escribir(/^E-mail/, 'marta@uni.es');
    escribir(/^Primera contraseña/, 'Contenidos2026');
    fireEvent.click(within(dialogo).getByRole('checkbox', { name: /Contenidos/ }));
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Añadir' }));
    await waitFor(() => expect(screen.getByLabelText(/^Usuario/).getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialogo).getByText('Ya hay un miembro del personal con ese usuario.')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/Gestion/crearGestor')?.body).toEqual({
      nombre: 'Marta',
      apellidos: 'Vidal',
      nick: 'luis.p',
      email: 'marta@uni.es',
      permisos: ['contenidos'],
      password: 'Contenidos2026',
    });

    const marta: Gestor = {
      ...ana,
      id: 3,
      nick: 'marta.v',
      email: 'marta@uni.es',
      nombre: 'Marta',
      apellidos: 'Vidal',
      permisos: ['contenidos'],
    };
    handlers['/api/Gestion/crearGestor'] = () => {
      equipo = [ana, luis, marta];
      return { status: 0, datos: marta };
    };
    escribir(/^Usuario/, 'marta.v');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Añadir' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const fila = await screen.findByRole('row', { name: /Marta Vidal/ });
    expect(within(fila).getByText('Contenidos')).toBeTruthy();
  });

  it('asks for a permission before calling the API', async () => {
    renderEquipo();
    await screen.findByRole('row', { name: /Ana Ruiz/ });
    fireEvent.click(screen.getByRole('button', { name: 'Añadir miembro' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Añadir miembro' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Añadir' }));
    expect(await within(dialogo).findByText('Elige al menos un permiso')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/Gestion/crearGestor')).toBe(false);
  });

  it('opens a member with Enter and says the last administrator refusal (48) inside the dialog', async () => {
    handlers['/api/Gestion/editarGestor/1'] = () => ({
      status: 48,
      datos: null,
      mensaje: 'El portal necesita al menos una persona activa con el permiso de administración.',
    });
    renderEquipo();
    const fila = await screen.findByRole('row', { name: /Ana Ruiz/ });
    act(() => fila.focus());
    fireEvent.keyDown(fila, { key: 'Enter' });
    const dialogo = await screen.findByRole('dialog', { name: 'Editar a Ana Ruiz' });
    fireEvent.click(within(dialogo).getByRole('checkbox', { name: 'Cuenta activa' }));
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Guardar cambios' }));
    const alerta = await within(dialogo).findByRole('alert');
    expect(alerta.textContent).toContain('al menos una persona activa');
    expect(calls.find((c) => c.url === '/api/Gestion/editarGestor/1')?.body).toEqual({
      permisos: ['administracion'],
      activo: false,
    });
  });

  it('tells a member without the permission that the area is not theirs', async () => {
    handlers['/api/Gestion/miCuenta'] = () => ({
      status: 0,
      datos: { id: 4, nick: 'c', email: 'c@uni.es', nombre: 'C', apellidos: 'D', permisos: ['contenidos'] },
    });
    renderEquipo();
    expect(await screen.findByText('Tu cuenta no abre esta área')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/Gestion/equipo')).toBe(false);
  });
});
