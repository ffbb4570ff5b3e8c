import '@/test/setup';
import type { InscritoEvento } from '@puente/contract/eventos';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getShownError } from '@/lib/error-banner-store';
import { apiFalsa, evento, inscrito, type Llamada, pagina, pintarEn } from '../test/api-falsa';
import { EventoGestionPage } from './evento-gestion-page';

// jsdom has no CSS.escape nor layout; a dialog's focus return and a refused submit use them.
globalThis.CSS ??= {} as typeof CSS;
globalThis.CSS.escape ??= (valor: string) => valor.replace(/[^\w-]/g, (c) => `\\${c}`);

const LISTA = '/api/Gestion/eventos';
const INSCRITOS = '/api/Gestion/inscritosEvento/8';
const ASISTENCIA = '/api/Gestion/asistenciaEvento/8';
const CSV = '/api/Gestion/inscritosEventoCsv/8';
const MENSAJE = '/api/Gestion/mensajeInscritosEvento/8';

const TALLER = evento(8, 'Taller: tu CV en una página', {
  urlAcceso: 'taller-cv-una-pagina',
  lugar: 'Aula 2.4',
  plazas: 2,
  inscritos: 2,
  enEspera: 2,
});

let permisos: string[];
let llamadas: Llamada[];
let lista: InscritoEvento[];

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
  permisos = ['contenidos'];
  lista = [
    inscrito(1, 'Lucía García Fernández', { asistio: true }),
    inscrito(2, 'Marcos Ruiz Soto'),
    inscrito(3, 'Ana Pérez Gil', { estado: 'espera', posicionEspera: 1 }),
    inscrito(4, 'Pablo Díaz Mora', { estado: 'espera', posicionEspera: 2 }),
  ];
  llamadas = apiFalsa(() => permisos, respuestas());
});
afterEach(() => vi.unstubAllGlobals());

function respuestas(extra: Parameters<typeof apiFalsa>[1] = {}) {
  return {
    [LISTA]: () => pagina([TALLER]),
    [INSCRITOS]: () => ({ status: 0, datos: lista }),
    [ASISTENCIA]: ({ body }: Llamada) => {
      lista = lista.map((i) => (i.idAlumno === body.idAlumno ? { ...i, asistio: body.asistio === true } : i));
      return { status: 0, datos: lista.find((i) => i.idAlumno === body.idAlumno) };
    },
    ...extra,
  };
}

const pintar = (id = 8) =>
  pintarEn(
    `/gestion/eventos/${id}`,
    '/gestion/eventos/:id',
    <EventoGestionPage idEvento={id} heading={(titulo) => <h1>{titulo ?? 'Evento'}</h1>} />,
  );
const llamadasA = (url: string) => llamadas.filter((l) => l.url === url);
const cuentaLeida = () => waitFor(() => expect(llamadasA('/api/Gestion/miCuenta').length).toBeGreaterThan(0));

describe('EventoGestionPage', { timeout: 20_000 }, () => {
  it('heads the page with the event and lists those with a place and the waiting list in its order', async () => {
    pintar();
    expect(await screen.findByRole('heading', { level: 1, name: 'Taller: tu CV en una página' })).toBeTruthy();
    const resumen = within(screen.getByRole('region', { name: 'Resumen del evento' }));
    expect(resumen.getByText('2 inscritos de 2 plazas')).toBeTruthy();
    expect(resumen.getByText('2 personas')).toBeTruthy();
    expect(resumen.getByText('Aula 2.4')).toBeTruthy();
    const inscritos = within(await screen.findByRole('region', { name: 'Inscritos (2)' }));
    expect(inscritos.getByText('1 de 2 asistió')).toBeTruthy();
    expect(inscritos.getByRole('checkbox', { name: 'Lucía García Fernández: asistió' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(inscritos.getByText('Sin marcar')).toBeTruthy();
    const espera = within(screen.getByRole('region', { name: 'Lista de espera (2)' }));
    expect(espera.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('1Ana Pérez Gil'),
      expect.stringContaining('2Pablo Díaz Mora'),
    ]);
    expect(espera.queryByRole('checkbox')).toBeNull();
  });

  it('marks attendance with one tap each, saved at once, and counts it', async () => {
    pintar();
    const inscritos = within(await screen.findByRole('region', { name: 'Inscritos (2)' }));
    const marcos = inscritos.getByRole('checkbox', { name: 'Marcos Ruiz Soto: asistió' });
    fireEvent.click(marcos);
    expect(await inscritos.findByText('2 de 2 asistieron')).toBeTruthy();
    await waitFor(() => expect(llamadasA(ASISTENCIA).map((l) => l.body)).toEqual([{ idAlumno: 2, asistio: true }]));
    // Another tap marks Lucía as absent.
    fireEvent.click(inscritos.getByRole('checkbox', { name: 'Lucía García Fernández: asistió' }));
    expect(await inscritos.findByText('1 de 2 asistió')).toBeTruthy();
    await waitFor(() => expect(llamadasA(ASISTENCIA)).toHaveLength(2));
    expect(llamadasA(ASISTENCIA)[1]?.body).toEqual({ idAlumno: 1, asistio: false });
    expect(await inscritos.findByText('No asistió')).toBeTruthy();
  });

  it('puts a refused mark back as it was', async () => {
    llamadas = apiFalsa(() => permisos, respuestas({ [ASISTENCIA]: () => ({ status: 48 }) }));
    pintar();
    const inscritos = within(await screen.findByRole('region', { name: 'Inscritos (2)' }));
    const marcos = inscritos.getByRole('checkbox', { name: 'Marcos Ruiz Soto: asistió' });
    fireEvent.click(marcos);
    await waitFor(() => expect(llamadasA(ASISTENCIA)).toHaveLength(1));
    await waitFor(() => expect(marcos.getAttribute('aria-checked')).toBe('false'));
    expect(inscritos.getByText('1 de 2 asistió')).toBeTruthy();
  });

  it('downloads the registrants as CSV', async () => {
    const crearUrl = vi.fn();
    URL.createObjectURL = crearUrl.mockReturnValue('blob:csv');
    URL.revokeObjectURL = () => undefined;
    llamadas = apiFalsa(
      () => permisos,
      respuestas({
        [CSV]: () =>
          new Response('Nombre;Correo\nLucía', {
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': 'attachment; filename="inscritos-taller-cv-una-pagina.csv"',
            },
          }),
      }),
    );
    pintar();
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar inscritos (CSV)' }));
    await waitFor(() => expect(llamadasA(CSV)).toHaveLength(1));
    await waitFor(() => expect(crearUrl).toHaveBeenCalled());
  });

  it('sends a message to the registrants, and the waiting list when ticked, and says to how many', async () => {
    llamadas = apiFalsa(() => permisos, respuestas({ [MENSAJE]: () => ({ status: 0, datos: { enviados: 4 } }) }));
    pintar();
    await screen.findByRole('region', { name: 'Inscritos (2)' });
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar mensaje a los inscritos' }));
    const dialogo = within(await screen.findByRole('dialog', { name: 'Mensaje a los inscritos' }));
    expect(dialogo.getByText(/Lo reciben por correo las 2 personas inscritas/)).toBeTruthy();
    fireEvent.click(dialogo.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(dialogo.getAllByText('Este campo es requerido')).toHaveLength(2));
    fireEvent.input(dialogo.getByLabelText('Asunto'), { target: { value: 'Cambio de aula' } });
    fireEvent.input(dialogo.getByLabelText('Mensaje'), { target: { value: 'El taller será en el aula 3.1.' } });
    fireEvent.click(dialogo.getByRole('checkbox', { name: 'Enviarlo también a las 2 personas en lista de espera' }));
    fireEvent.click(dialogo.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(llamadasA(MENSAJE).map((l) => l.body)).toEqual([
      { asunto: 'Cambio de aula', texto: 'El taller será en el aula 3.1.', incluirEspera: true },
    ]);
    expect(await screen.findByText('Mensaje enviado a 4 personas')).toBeTruthy();
  });

  it('lets a read-only member read the attendance and download the CSV, and nothing else', async () => {
    permisos = ['lectura'];
    pintar();
    const inscritos = within(await screen.findByRole('region', { name: 'Inscritos (2)' }));
    await cuentaLeida();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(inscritos.queryByRole('checkbox')).toBeNull();
    expect(inscritos.getByText('Asistió')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar inscritos (CSV)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar mensaje a los inscritos' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
    expect(getShownError()).toBeNull();
  });

  it('says when the event does not exist', async () => {
    pintar(99);
    expect(await screen.findByRole('heading', { name: 'Este evento no existe' })).toBeTruthy();
  });
});
