import '@/test/setup';
import type { BusquedaGuardada } from '@puente/contract/endpoints/busquedas-guardadas';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { type Manejadores, rechazo } from '@/test/servidor-falso';
import { BajaAlertaPage } from './baja-alerta-page';
import { BusquedasGuardadasPage } from './busquedas-guardadas-page';
import { GuardarBusquedaBoton } from './guardar-busqueda-boton';

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
});

const pintar = (elemento: ReactNode, servidor: Manejadores) => renderApp(elemento, { sesion: 'Alumno', servidor }).servidor;

describe('Guardar búsqueda', { timeout: 30_000 }, () => {
  it('propone un nombre, exige uno y envía los filtros de la búsqueda con la frecuencia elegida', async () => {
    const filtros = { texto: 'datos', idProvincia: 46, paraMi: true };
    const servidor = pintar(<GuardarBusquedaBoton tipo="practicas" filtros={filtros} pathBusquedas="/busquedas-guardadas" />, {
      guardarBusqueda: busqueda(),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar búsqueda' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Guardar esta búsqueda' });
    const nombre = within(dialogo).getByLabelText(/Nombre de la búsqueda/);
    expect((nombre as HTMLInputElement).value).toBe('datos (prácticas)');
    fireEvent.change(nombre, { target: { value: '' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialogo).findByText('Este campo es requerido')).toBeTruthy();
    expect(servidor.llamadasA('guardarBusqueda')).toEqual([]);

    fireEvent.change(nombre, { target: { value: 'Datos en Valencia' } });
    fireEvent.click(within(dialogo).getByRole('radio', { name: /Cada semana/ }));
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() => expect(servidor.llamadasA('guardarBusqueda')).toHaveLength(1));
    expect(servidor.llamadasA('guardarBusqueda')[0]?.body).toEqual({
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
    let guardadas = [busqueda()];
    const servidor = pintar(pagina, { busquedasGuardadas: () => guardadas, borrarBusqueda: { borrada: true } });
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
    guardadas = [];
    fireEvent.click(within(confirmar).getByRole('button', { name: 'Sí, borrarla' }));
    await vi.waitFor(() => expect(servidor.llamadasA('borrarBusqueda')[0]?.body).toEqual({ id: 7 }));
    expect(await screen.findByRole('heading', { name: 'Aún no has guardado ninguna búsqueda' })).toBeTruthy();
  });
});

describe('/alertas/baja/:token', { timeout: 30_000 }, () => {
  it('da de baja con un botón, sin sesión, y deja deshacerlo', async () => {
    const conToken =
      (datos: unknown) =>
      ({ token }: { token: string }) =>
        token === TOKEN ? datos : rechazo(4);
    pintar(<BajaAlertaPage token={TOKEN} pathInicio="/" />, {
      alertaPorToken: conToken({ nombre: 'Datos', frecuencia: 'diaria', frecuenciaAnterior: null }),
      bajaAlerta: conToken({ nombre: 'Datos', frecuencia: 'ninguna', frecuenciaAnterior: 'diaria' }),
      deshacerBajaAlerta: conToken({ nombre: 'Datos', frecuencia: 'diaria', frecuenciaAnterior: null }),
    });
    expect(await screen.findByRole('heading', { name: '¿Dejar de recibir los avisos de la búsqueda «Datos»?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dejar de recibir avisos' }));
    expect(await screen.findByRole('heading', { name: 'Ya no recibirás avisos de «Datos».' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Deshacer: volver a recibirlos' }));
    expect(await screen.findByText('Vuelves a recibir avisos de «Datos» (cada día).')).toBeTruthy();
  });

  it('un enlace que no existe lo dice sin el aviso de error general', async () => {
    pintar(<BajaAlertaPage token={TOKEN} pathInicio="/" />, {
      alertaPorToken: rechazo(4, null, 'El enlace no es válido.'),
    });
    expect(await screen.findByRole('heading', { name: 'El enlace no es válido' })).toBeTruthy();
  });
});
