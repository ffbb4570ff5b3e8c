import '@/test/setup';
import type { Exportacion, MisDatos, MisDatosContacto } from '@puente/contract/endpoints/mis-datos';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type SessionUserType, saveLogin } from '@/lib/session';
import { renderApp } from '@/test/render-app';
import type { Llamada, Manejadores } from '@/test/servidor-falso';
import { tokenExpiringIn } from '@/test/tokens';
import { MisDatosPage } from './mis-datos-page';

let manejadores: Manejadores = {};
let calls: Llamada[] = [];
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
  manejadores = {};
});

function pintar(alEliminar = vi.fn()) {
  calls = renderApp(null, {
    servidor: manejadores,
    rutas: [
      { path: '/', element: <MisDatosPage alEliminar={alEliminar} rutaContactos="/mi-empresa#contactos" /> },
      { path: '/mi-empresa', element: <h1>Contactos de la empresa</h1> },
    ],
  }).servidor.llamadas;
  return alEliminar;
}

describe('/mis-datos', { timeout: 30_000 }, () => {
  it('pide una copia y ofrece descargar la que está lista, con su caducidad y tamaño', async () => {
    manejadores.misDatos = datos({ exportaciones: [copia()] });
    manejadores.solicitarExportacion = copia({ id: 2, estado: 'pendiente', caducaEn: null });
    pintar();
    expect(await screen.findByRole('heading', { name: 'Descargar mis datos' })).toBeTruthy();
    expect(screen.getByText(/Lista · se puede descargar hasta el/)).toBeTruthy();
    expect(screen.getByText(/240 kB/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar ZIP' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Preparar una copia' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/Alumno/misDatos/exportar')).toBe(true));
  });

  it('mientras se prepara no deja pedir otra', async () => {
    manejadores.misDatos = datos({ exportaciones: [copia({ estado: 'pendiente', caducaEn: null })] });
    pintar();
    const boton = await screen.findByRole('button', { name: 'Preparando tu copia…' });
    expect((boton as HTMLButtonElement).disabled).toBe(true);
  });

  it('dice lo que se conserva y elimina la cuenta con la contraseña y la palabra ELIMINAR', async () => {
    manejadores.misDatos = datos({ practicasConservadas: 1 });
    manejadores.eliminarCuenta = { practicasConservadas: 1 };
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
    manejadores.misDatos = datos({ puedeEliminar: false });
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
      manejadores.misDatosContacto = contacto({ exportaciones: [copia({ id: 7 })] });
      manejadores.solicitarExportacionContacto = copia({ id: 8, estado: 'pendiente', caducaEn: null });
      manejadores.eliminarCuentaContacto = { empresas: 1 };
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
      manejadores.misDatosContacto = contacto({ empresasSinOtroContacto: ['Talleres Norte S.L.'] });
      pintar();
      expect(await screen.findByText(/Eres el único contacto activo de Talleres Norte S.L./)).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Eliminar mi cuenta' })).toBeNull();
      fireEvent.click(screen.getByRole('link', { name: 'Añadir un contacto' }));
      expect(await screen.findByRole('heading', { name: 'Contactos de la empresa' })).toBeTruthy();
    });
  });
});
