import '@/test/setup';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFalsa, ficha, type Llamada, solicitud } from '../test/api-falsa';
import { FichaAlumnoPage } from './ficha-alumno-page';

let permisos: string[];
let llamadas: Llamada[];
let datos = ficha();

beforeEach(() => {
  permisos = ['practicas'];
  datos = ficha();
  llamadas = apiFalsa(() => permisos, {
    '/api/Gestion/alumnos/7': () => ({ status: 0, datos }),
    '/api/Gestion/cvAlumno/7': { presentacion: 'Me apasionan los datos' },
  });
});
afterEach(() => vi.unstubAllGlobals());

function pintar() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/gestion/alumnos/7']}>
        <FichaAlumnoPage
          idAlumno={7}
          heading={(titulo) => <h1>{titulo ?? 'Ficha'}</h1>}
          verCv={(cv) => <p>CV leído: {(cv as unknown as { presentacion: string }).presentacion}</p>}
          acciones={(f) => <button type="button">Entrar como {f.personales.nombre}</button>}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A section by its heading (role queries over the whole page are slow in jsdom). */
const seccion = (nombre: string) => within(screen.getByText(nombre, { selector: 'h2 > span' }).closest('section') as HTMLElement);

// A whole screen renders per test: on a loaded 2-core machine that can take longer than the default 5 s.
describe('FichaAlumnoPage', { timeout: 20_000 }, () => {
  it('shows every section of the student with what the API answered, and the route’s extra actions', async () => {
    pintar();
    expect(await screen.findByRole('heading', { level: 1, name: 'Lucía García Fernández' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Entrar como Lucía' })).toBeTruthy();
    expect(seccion('Datos y expediente').getByText('Grado en Ingeniería Informática')).toBeTruthy();
    expect(seccion('Candidaturas').getByText('Analista de datos júnior')).toBeTruthy();
    expect(seccion('Prácticas').getByText('En curso')).toBeTruthy();
    expect(seccion('Programas').getByText('Adherido')).toBeTruthy();
    expect(seccion('Eventos').getByText('No se ha inscrito en ningún evento.')).toBeTruthy();
    expect(seccion('Encuestas').getByText('Seguimiento de titulados 2026')).toBeTruthy();
    expect(seccion('Encuestas').getByText(/nunca sus respuestas/)).toBeTruthy();
    expect(seccion('Avisos enviados').getByText('Oferta nueva')).toBeTruthy();
    expect(seccion('Quién ha leído su CV').getByText('Javier Sánchez Gil (Innovación Levante S.L.)')).toBeTruthy();
    // A member of prácticas does not read deregistration requests: no such section nor index entry.
    expect(screen.queryByRole('region', { name: /^Solicitudes de baja/ })).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Secciones de la ficha' })).getAllByRole('link')).toHaveLength(9);
  });

  it('reads the CV only when asked (the read is audited), then shows it as the route composes it', async () => {
    pintar();
    await screen.findByRole('heading', { level: 1, name: 'Lucía García Fernández' });
    expect(llamadas.some((l) => l.url.startsWith('/api/Gestion/cvAlumno'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Ver CV' }));
    expect(await screen.findByText('CV leído: Me apasionan los datos')).toBeTruthy();
    expect(llamadas.filter((l) => l.url === '/api/Gestion/cvAlumno/7')).toHaveLength(1);
    // The page is read again, so the new read shows among "who read the CV".
    await waitFor(() => expect(llamadas.filter((l) => l.url === '/api/Gestion/alumnos/7')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Ver CV' })).toBeNull();
  });

  it('shows administración the student’s deregistration requests', async () => {
    permisos = ['administracion'];
    datos = ficha({ solicitudesBaja: [{ ...solicitud(1, 'Lucía García Fernández'), idAlumno: 7 }] });
    pintar();
    const bajas = await screen.findByRole('region', { name: /^Solicitudes de baja/ });
    expect(within(bajas).getByText('Pendiente')).toBeTruthy();
    expect(within(bajas).getByRole('link', { name: 'Atender la solicitud' }).getAttribute('href')).toBe('/gestion/alumnos/bajas');
  });

  it('says the student could not be loaded and offers to try again', async () => {
    llamadas = apiFalsa(() => permisos, {
      '/api/Gestion/alumnos/7': () => ({ status: 48, mensaje: 'Ese estudiante no existe.' }),
    });
    pintar();
    expect(await screen.findByRole('heading', { name: 'No hemos podido cargar la ficha del estudiante' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
