import '@/test/setup';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFalsa, type Llamada, solicitud } from '../test/api-falsa';
import { BajasPage } from './bajas-page';

let permisos: string[];
let llamadas: Llamada[];
let resuelta: { status: number; mensaje?: string } = { status: 0 };

beforeEach(() => {
  permisos = ['administracion'];
  resuelta = { status: 0 };
  llamadas = apiFalsa(() => permisos, {
    '/api/Gestion/solicitudesBaja': ({ params }) => ({
      status: 0,
      datos:
        (params.get('estado') ?? 'pendiente') === 'pendiente'
          ? { items: [solicitud(1, 'Nerea Campos Ibáñez')], siguiente: null, total: 1, totalEstimado: false }
          : { items: [], siguiente: null, total: 0, totalEstimado: false },
    }),
    '/api/Gestion/resolverSolicitudBaja': ({ body }) => ({
      ...resuelta,
      datos:
        resuelta.status === 0 ? { idSolicitud: body.id, idAlumno: 41, estado: body.aceptar ? 'aceptada' : 'rechazada' } : null,
    }),
  });
});
afterEach(() => vi.unstubAllGlobals());

function pintar() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/gestion/alumnos/bajas']}>
        <BajasPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const resoluciones = () => llamadas.filter((l) => l.url === '/api/Gestion/resolverSolicitudBaja').map((l) => l.body);

// A whole screen renders per test: on a loaded 2-core machine that can take longer than the default 5 s.
describe('BajasPage', { timeout: 20_000 }, () => {
  it('accepts after a confirmation that says what is erased and what is kept', async () => {
    pintar();
    const tarjeta = await screen.findByRole('article', { name: 'Nerea Campos Ibáñez' });
    expect(within(tarjeta).getByText('Ya trabajo')).toBeTruthy();
    fireEvent.click(within(tarjeta).getByRole('button', { name: 'Aceptar la baja…' }));
    const dialogo = await screen.findByRole('alertdialog', { name: '¿Aceptar la baja de Nerea Campos Ibáñez?' });
    expect(within(dialogo).getByText(/se borran sus datos personales/)).toBeTruthy();
    expect(within(dialogo).getByText(/Se conservan, sin datos personales, las prácticas/)).toBeTruthy();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Aceptar y borrar los datos' }));
    await screen.findByText('Baja de Nerea Campos Ibáñez aceptada: la cuenta está cerrada y sus datos borrados');
    expect(resoluciones()).toEqual([{ id: 1, aceptar: true }]);
  });

  it('refuses only with the legal basis, and says a refusal of the API inside the dialog', async () => {
    pintar();
    const tarjeta = await screen.findByRole('article', { name: 'Nerea Campos Ibáñez' });
    fireEvent.click(within(tarjeta).getByRole('button', { name: 'Rechazar…' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Rechazar la baja de Nerea Campos Ibáñez' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Rechazar la baja' }));
    expect(await within(dialogo).findByText('Explica la base legal para conservar la cuenta')).toBeTruthy();
    expect(resoluciones()).toEqual([]);

    resuelta = { status: 48, mensaje: 'Esa solicitud de baja ya está resuelta.' };
    fireEvent.change(within(dialogo).getByLabelText(/Base legal para conservar la cuenta/), {
      target: { value: 'Prácticas en curso hasta junio' },
    });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Rechazar la baja' }));
    expect(await within(dialogo).findByText('Esa solicitud de baja ya está resuelta.')).toBeTruthy();

    resuelta = { status: 0 };
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Rechazar la baja' }));
    await screen.findByText('Baja de Nerea Campos Ibáñez rechazada');
    expect(resoluciones().at(-1)).toEqual({ id: 1, aceptar: false, motivo: 'Prácticas en curso hasta junio' });
  });

  it('tells a member without administración that only administración handles them, and asks nothing', async () => {
    permisos = ['practicas'];
    pintar();
    expect(await screen.findByText(/Solo los miembros con el permiso de administración/)).toBeTruthy();
    await waitFor(() => expect(llamadas.some((l) => l.url === '/api/Gestion/miCuenta')).toBe(true));
    expect(llamadas.some((l) => l.url === '/api/Gestion/solicitudesBaja')).toBe(false);
  });
});
