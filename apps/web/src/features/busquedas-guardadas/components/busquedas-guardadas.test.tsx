import '@/test/setup';
import type { BusquedaGuardada } from '@puente/contract/endpoints/busquedas-guardadas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '@/lib/session';
import { tokenExpiringIn } from '@/test/tokens';
import { BajaAlertaPage } from './baja-alerta-page';
import { BusquedasGuardadasPage } from './busquedas-guardadas-page';
import { GuardarBusquedaBoton } from './guardar-busqueda-boton';

type Answer = { status: number; datos: unknown; mensaje?: string };
let answers: Record<string, Answer> = {};
const calls: { url: string; body: unknown }[] = [];
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCd';

const busqueda = (cambios: Partial<BusquedaGuardada> = {}): BusquedaGuardada => ({
  id: 7,
  nombre: 'Datos en Valencia',
  tipo: 'practicas',
  filtros: { texto: 'datos', idProvincia: 46, areasTitulaciones: [3, 5], paraMi: true },
  frecuencia: 'diaria',
  creadaEl: '20/11/2026',
  ultimaAlerta: null,
  ...cambios,
});

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
  saveLogin({ token: tokenExpiringIn(3600), conPracticas: true, conEmpleo: true, primerAcceso: false }, 'Alumno', {
    remember: true,
  });
  answers = {};
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
      return new Response(JSON.stringify({ mensaje: null, ...(answers[url] ?? { status: 500, datos: null }) }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function pintar(elemento: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: elemento }], { initialEntries: ['/'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('Guardar búsqueda', { timeout: 30_000 }, () => {
  it('propone un nombre, exige uno y envía los filtros de la búsqueda con la frecuencia elegida', async () => {
    answers['/api/Alumno/guardarBusqueda'] = { status: 0, datos: busqueda() };
    const filtros = { texto: 'datos', idProvincia: 46, paraMi: true };
    pintar(<GuardarBusquedaBoton tipo="practicas" filtros={filtros} pathBusquedas="/busquedas-guardadas" />);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar búsqueda' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Guardar esta búsqueda' });
    const nombre = within(dialogo).getByLabelText(/Nombre de la búsqueda/);
    expect((nombre as HTMLInputElement).value).toBe('datos (prácticas)');
    fireEvent.change(nombre, { target: { value: '' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialogo).findByText('Este campo es requerido')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/Alumno/guardarBusqueda')).toBe(false);

    fireEvent.change(nombre, { target: { value: 'Datos en Valencia' } });
    fireEvent.click(within(dialogo).getByRole('radio', { name: /Cada semana/ }));
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() => expect(calls.some((c) => c.url === '/api/Alumno/guardarBusqueda')).toBe(true));
    expect(calls.find((c) => c.url === '/api/Alumno/guardarBusqueda')?.body).toEqual({
      nombre: 'Datos en Valencia',
      frecuencia: 'semanal',
      tipo: 'practicas',
      filtros,
    });
  });
});

describe('/busquedas-guardadas', { timeout: 30_000 }, () => {
  const pagina = (
    <BusquedasGuardadasPage
      hrefBusqueda={(b) => `/ofertas-practicas?texto=${b.filtros.texto}`}
      pathPracticas="/ofertas-practicas"
    />
  );

  it('muestra cada búsqueda con su resumen, la abre, cambia sus avisos y la borra tras confirmar', async () => {
    answers['/api/Alumno/busquedasGuardadas'] = { status: 0, datos: [busqueda()] };
    answers['/api/Alumno/borrarBusqueda'] = { status: 0, datos: { borrada: true } };
    pintar(pagina);
    const tarjeta = await screen.findByRole('article');
    expect(within(tarjeta).getByRole('heading', { name: 'Datos en Valencia' })).toBeTruthy();
    expect(within(tarjeta).getByText('«datos»')).toBeTruthy();
    expect(within(tarjeta).getByText('3 filtros')).toBeTruthy();
    expect(within(tarjeta).getByText('Solo ofertas para mí')).toBeTruthy();
    expect(within(tarjeta).getByText('Guardada el 20/11/2026')).toBeTruthy();
    expect(within(tarjeta).getByRole('link', { name: 'Abrir la búsqueda' }).getAttribute('href')).toBe(
      '/ofertas-practicas?texto=datos',
    );
    expect(within(tarjeta).getByRole('combobox', { name: 'Avisos de «Datos en Valencia»' })).toBeTruthy();

    fireEvent.click(within(tarjeta).getByRole('button', { name: 'Borrar: Datos en Valencia' }));
    const confirmar = await screen.findByRole('alertdialog', { name: '¿Borrar la búsqueda «Datos en Valencia»?' });
    answers['/api/Alumno/busquedasGuardadas'] = { status: 0, datos: [] };
    fireEvent.click(within(confirmar).getByRole('button', { name: 'Sí, borrarla' }));
    await vi.waitFor(() => expect(calls.find((c) => c.url === '/api/Alumno/borrarBusqueda')?.body).toEqual({ id: 7 }));
    expect(await screen.findByRole('heading', { name: 'Aún no has guardado ninguna búsqueda' })).toBeTruthy();
  });
});

describe('/alertas/baja/:token', { timeout: 30_000 }, () => {
  it('da de baja con un botón, sin sesión, y deja deshacerlo', async () => {
    answers[`/api/Publico/alerta/${TOKEN}`] = {
      status: 0,
      datos: { nombre: 'Datos', frecuencia: 'diaria', frecuenciaAnterior: null },
    };
    answers[`/api/Publico/bajaAlerta/${TOKEN}`] = {
      status: 0,
      datos: { nombre: 'Datos', frecuencia: 'ninguna', frecuenciaAnterior: 'diaria' },
    };
    answers[`/api/Publico/deshacerBajaAlerta/${TOKEN}`] = {
      status: 0,
      datos: { nombre: 'Datos', frecuencia: 'diaria', frecuenciaAnterior: null },
    };
    pintar(<BajaAlertaPage token={TOKEN} pathInicio="/" />);
    expect(await screen.findByRole('heading', { name: '¿Dejar de recibir los avisos de la búsqueda «Datos»?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dejar de recibir avisos' }));
    expect(await screen.findByRole('heading', { name: 'Ya no recibirás avisos de «Datos».' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Deshacer: volver a recibirlos' }));
    expect(await screen.findByText('Vuelves a recibir avisos de «Datos» (cada día).')).toBeTruthy();
  });

  it('un enlace que no existe lo dice sin el aviso de error general', async () => {
    answers[`/api/Publico/alerta/${TOKEN}`] = { status: 4, datos: null, mensaje: 'El enlace no es válido.' };
    pintar(<BajaAlertaPage token={TOKEN} pathInicio="/" />);
    expect(await screen.findByRole('heading', { name: 'El enlace no es válido' })).toBeTruthy();
  });
});
