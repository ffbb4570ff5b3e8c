import '@/test/setup';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFalsa, fila, type Llamada } from '../test/api-falsa';
import { AlumnosGestionPage } from './alumnos-gestion-page';

globalThis.CSS ??= {} as typeof CSS;
globalThis.CSS.escape ??= (valor: string) => valor.replace(/[^\w-]/g, (c) => `\\${c}`);

let permisos: string[];
let llamadas: Llamada[];
let filas = [
  fila(7, 'Lucía'),
  fila(8, 'Marcos', { dni: '87654321X', estado: 'bloqueado', titulacion: null, otrasTitulaciones: 0 }),
];

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
  permisos = ['practicas'];
  filas = [
    fila(7, 'Lucía'),
    fila(8, 'Marcos', { dni: '87654321X', estado: 'bloqueado', titulacion: null, otrasTitulaciones: 0 }),
  ];
  llamadas = apiFalsa(() => permisos, {
    '/api/Gestion/alumnos': () => ({
      status: 0,
      datos: { items: filas, siguiente: null, total: filas.length, totalEstimado: false },
    }),
    '/api/Dominios/titulaciones': [],
  });
});
afterEach(() => vi.unstubAllGlobals());

function Direccion() {
  return <p data-testid="direccion">{useLocation().search}</p>;
}

function pintar(ruta = '/gestion/alumnos') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[ruta]}>
        <AlumnosGestionPage />
        <Direccion />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const ultimaLista = () => llamadas.filter((l) => l.url === '/api/Gestion/alumnos').at(-1);

// A whole screen renders per test: on a loaded 2-core machine that can take longer than the default 5 s.
describe('AlumnosGestionPage', { timeout: 20_000 }, () => {
  it('asks the list with the address filters and shows each student with their state and degree', async () => {
    pintar('/gestion/alumnos?estado=bloqueado&conPracticas=true&orden=recientes');
    await screen.findByRole('row', { name: /Lucía García Fernández/ });
    const params = ultimaLista()?.params;
    expect(params?.get('estado')).toBe('bloqueado');
    expect(params?.get('conPracticas')).toBe('true');
    expect(params?.get('orden')).toBe('recientes');
    expect(screen.getByText('2 estudiantes')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lucía García Fernández' }).getAttribute('href')).toBe('/gestion/alumnos/7');
    const marcos = within(screen.getByRole('row', { name: /Marcos/ }));
    expect(marcos.getByText('Bloqueada')).toBeTruthy();
    expect(marcos.getByText('Sin titulación')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /Lucía/ })).getByText('y 1 más')).toBeTruthy();
  });

  it('searches the text box with Enter: the words go to the address and to the API', async () => {
    pintar();
    await screen.findByRole('row', { name: /Lucía/ });
    const caja = screen.getByLabelText('Nombre, DNI/NIE o correo');
    fireEvent.change(caja, { target: { value: '  lucia garcia ' } });
    fireEvent.submit(caja.closest('form') as HTMLFormElement);
    await waitFor(() => expect(ultimaLista()?.params.get('q')).toBe('lucia garcia'));
    expect(screen.getByTestId('direccion').textContent).toBe('?q=lucia+garcia');
  });

  it('says when nothing matches', async () => {
    filas = [];
    pintar('/gestion/alumnos?q=nadie');
    expect(await screen.findByText('Ningún estudiante coincide con la búsqueda')).toBeTruthy();
  });

  it('shows the deregistration requests link to administración only', async () => {
    pintar();
    await screen.findByRole('row', { name: /Lucía/ });
    await waitFor(() => expect(llamadas.some((l) => l.url === '/api/Gestion/miCuenta')).toBe(true));
    expect(screen.queryByRole('link', { name: 'Solicitudes de baja' })).toBeNull();
  });

  it('tells a member without prácticas that the area is not theirs', async () => {
    permisos = ['empresas'];
    pintar();
    expect(await screen.findByRole('heading', { name: 'Tu cuenta no abre esta área' })).toBeTruthy();
  });
});
