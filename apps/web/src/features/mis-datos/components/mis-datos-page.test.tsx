import '@/test/setup';
import type { Exportacion, MisDatos, MisDatosContacto } from '@puente/contract/endpoints/mis-datos';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SessionUserType, saveLogin } from '@/lib/session';
import { tokenExpiringIn } from '@/test/tokens';
import { MisDatosPage } from './mis-datos-page';

type Answer = { status: number; datos: unknown; mensaje?: string };
let answers: Record<string, Answer> = {};
const calls: { url: string; body: unknown }[] = [];
const PAGINA = '/api/Alumno/misDatos';
const ELIMINAR = '/api/Alumno/misDatos/eliminarCuenta';

const copia = (cambios: Partial<Exportacion> = {}): Exportacion => ({
  id: 1,
  estado: 'lista',
  solicitadaEn: '2026-11-29T09:00:00.000Z',
  listaEn: '2026-11-29T09:00:05.000Z',
  caducaEn: '2026-12-06T09:00:05.000Z',
  tamano: 240_000,
  ...cambios,
});
const datos = (cambios: Partial<MisDatos> = {}): MisDatos => ({
  exportaciones: [],
  puedeEliminar: true,
  practicasConservadas: 0,
  ...cambios,
});

const entrarComo = (tipo: SessionUserType) =>
  saveLogin({ token: tokenExpiringIn(3600), conPracticas: true, conEmpleo: true, primerAcceso: false }, tipo, {
    remember: true,
  });

beforeEach(() => {
  // jsdom has no layout: the form scrolls its first error into view.
  Element.prototype.scrollIntoView = () => undefined;
  entrarComo('Alumno');
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

function pintar(alEliminar = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/', element: <MisDatosPage alEliminar={alEliminar} rutaContactos="/mi-empresa#contactos" /> },
      { path: '/mi-empresa', element: <h1>Contactos de la empresa</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return alEliminar;
}

describe('/mis-datos', { timeout: 30_000 }, () => {
  it('pide una copia y ofrece descargar la que está lista, con su caducidad y tamaño', async () => {
    answers[PAGINA] = { status: 0, datos: datos({ exportaciones: [copia()] }) };
    answers['/api/Alumno/misDatos/exportar'] = { status: 0, datos: copia({ id: 2, estado: 'pendiente', caducaEn: null }) };
    pintar();
    expect(await screen.findByRole('heading', { name: 'Descargar mis datos' })).toBeTruthy();
    expect(screen.getByText(/Lista · se puede descargar hasta el/)).toBeTruthy();
    expect(screen.getByText(/240 kB/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar ZIP' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Preparar una copia' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/Alumno/misDatos/exportar')).toBe(true));
  });

  it('mientras se prepara no deja pedir otra', async () => {
    answers[PAGINA] = { status: 0, datos: datos({ exportaciones: [copia({ estado: 'pendiente', caducaEn: null })] }) };
    pintar();
    const boton = await screen.findByRole('button', { name: 'Preparando tu copia…' });
    expect((boton as HTMLButtonElement).disabled).toBe(true);
  });

  it('dice lo que se conserva y elimina la cuenta con la contraseña y la palabra ELIMINAR', async () => {
    answers[PAGINA] = { status: 0, datos: datos({ practicasConservadas: 1 }) };
    answers[ELIMINAR] = { status: 0, datos: { practicasConservadas: 1 } };
    const alEliminar = pintar();
    expect(await screen.findByText(/conservará bloqueados tu identidad y el registro de tu práctica/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
    fireEvent.change(await screen.findByLabelText(/Tu contraseña/), { target: { value: 'mi clave' } });
    fireEvent.change(screen.getByLabelText(/Escribe ELIMINAR/), { target: { value: 'vale' } });
    const dialogo = screen.getByRole('dialog');
    fireEvent.click(dialogo.querySelector('button[type="submit"]') as HTMLButtonElement);
    expect(await screen.findByText('Escribe ELIMINAR para confirmar')).toBeTruthy();
    expect(calls.some((c) => c.url === ELIMINAR)).toBe(false);
    fireEvent.change(screen.getByLabelText(/Escribe ELIMINAR/), { target: { value: 'eliminar' } });
    fireEvent.click(dialogo.querySelector('button[type="submit"]') as HTMLButtonElement);
    await waitFor(() => expect(alEliminar).toHaveBeenCalled());
    expect(calls.find((c) => c.url === ELIMINAR)?.body).toEqual({ password: 'mi clave', confirmacion: 'eliminar' });
  });

  it('sin el permiso de la marca no ofrece eliminar la cuenta', async () => {
    answers[PAGINA] = { status: 0, datos: datos({ puedeEliminar: false }) };
    pintar();
    await screen.findByRole('heading', { name: 'Descargar mis datos' });
    expect(screen.queryByRole('button', { name: 'Eliminar mi cuenta' })).toBeNull();
  });

  describe('de un contacto de empresa', () => {
    const contacto = (cambios: Partial<MisDatosContacto> = {}): MisDatosContacto => ({
      exportaciones: [],
      puedeEliminar: true,
      empresasSinOtroContacto: [],
      ...cambios,
    });
    beforeEach(() => entrarComo('Empresa'));

    it('usa sus propios servicios y elimina su cuenta con la contraseña', async () => {
      answers['/api/Empresa/misDatos'] = { status: 0, datos: contacto({ exportaciones: [copia({ id: 7 })] }) };
      answers['/api/Empresa/misDatos/exportar'] = { status: 0, datos: copia({ id: 8, estado: 'pendiente', caducaEn: null }) };
      answers['/api/Empresa/misDatos/eliminarCuenta'] = { status: 0, datos: { empresas: 1 } };
      const alEliminar = pintar();
      expect(await screen.findByText(/las empresas para las que actúas/)).toBeTruthy();
      expect(screen.getByText(/dejas de ser contacto de tus empresas/)).toBeTruthy();
      expect(screen.queryByText(/prácticas que la universidad deba conservar/)).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Preparar una copia' }));
      await waitFor(() => expect(calls.some((c) => c.url === '/api/Empresa/misDatos/exportar')).toBe(true));
      fireEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
      fireEvent.change(await screen.findByLabelText(/Tu contraseña/), { target: { value: 'clave' } });
      fireEvent.change(screen.getByLabelText(/Escribe ELIMINAR/), { target: { value: 'ELIMINAR' } });
      fireEvent.click(screen.getByRole('dialog').querySelector('button[type="submit"]') as HTMLButtonElement);
      await waitFor(() => expect(alEliminar).toHaveBeenCalled());
      expect(calls.some((c) => c.url.startsWith('/api/Alumno/'))).toBe(false);
    });

    it('el único contacto de una empresa ve por qué no puede irse y adónde ir a añadir otro', async () => {
      answers['/api/Empresa/misDatos'] = { status: 0, datos: contacto({ empresasSinOtroContacto: ['Talleres Norte S.L.'] }) };
      pintar();
      expect(await screen.findByText(/Eres el único contacto activo de Talleres Norte S.L./)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Eliminar mi cuenta' })).toBeNull();
      fireEvent.click(screen.getByRole('link', { name: 'Añadir un contacto' }));
      expect(await screen.findByRole('heading', { name: 'Contactos de la empresa' })).toBeTruthy();
    });
  });
});
