import '@/test/setup';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFalsa, fila, type Llamada } from '../test/api-falsa';
import { PracticasGestionPage } from './practicas-gestion-page';

globalThis.CSS ??= {} as typeof CSS;
globalThis.CSS.escape ??= (valor: string) => valor.replace(/[^\w-]/g, (c) => `\\${c}`);

const LISTA = '/api/Gestion/practicas';
const RECORDAR = '/api/Gestion/recordarInformesTutor';

let permisos: string[];
let llamadas: Llamada[];
let filas = [fila(7, 'Lucía Ferrer Camps')];

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
  permisos = ['practicas'];
  filas = [
    fila(7, 'Lucía Ferrer Camps'),
    fila(8, 'Marcos Gil Soler', {
      empresa: 'Meseta Datos S.A.',
      estado: 'finalizada',
      obligado: 'empresa',
      faltas: ['informe'],
      fechaInicio: '01/02/2026',
      fechaFin: '31/05/2026',
    }),
  ];
  llamadas = apiFalsa(() => permisos, {
    [LISTA]: () => ({ status: 0, datos: { items: filas, siguiente: null, total: filas.length, totalEstimado: false } }),
    [RECORDAR]: { enviados: 1, omitidos: 1 },
  });
});
afterEach(() => vi.unstubAllGlobals());

function Direccion() {
  return <p data-testid="direccion">{useLocation().search}</p>;
}

function pintar(ruta = '/gestion/practicas') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[ruta]}>
        <PracticasGestionPage />
        <Direccion />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const ultimaLista = () => llamadas.filter((l) => l.url === LISTA).at(-1);
const cuentaLeida = () => waitFor(() => expect(llamadas.some((l) => l.url === '/api/Gestion/miCuenta')).toBe(true));

// A whole screen renders per test: on a loaded 2-core machine that can take longer than the default 5 s.
describe('PracticasGestionPage', { timeout: 20_000 }, () => {
  it('asks the list with the address filters and shows each internship with its state, who registers and what is missing', async () => {
    pintar('/gestion/practicas?estado=aceptada&falta=alta&obligado=universidad&mes=2026-03&texto=levante');
    const lucia = within(await screen.findByRole('row', { name: /Lucía Ferrer Camps/ }));
    const params = ultimaLista()?.params;
    expect(Object.fromEntries(params ?? [])).toEqual({
      estado: 'aceptada',
      falta: 'alta',
      obligado: 'universidad',
      mes: '2026-03',
      texto: 'levante',
    });
    expect(screen.getByText('2 prácticas')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lucía Ferrer Camps' }).getAttribute('href')).toBe('/gestion/practicas/7');
    expect(lucia.getByText('Aceptada, sin empezar')).toBeTruthy();
    expect(lucia.getByText('La universidad')).toBeTruthy();
    expect(lucia.getByText('Sin proyecto formativo')).toBeTruthy();
    expect(lucia.getByText('Sin alta')).toBeTruthy();
    expect(lucia.getByText('Del 02/03/2026 al 30/06/2026')).toBeTruthy();
    const marcos = within(screen.getByRole('row', { name: /Marcos Gil Soler/ }));
    expect(marcos.getByText('Informe del tutor vencido')).toBeTruthy();
    expect(marcos.getByText('La empresa')).toBeTruthy();
    expect((screen.getByLabelText('En curso en el mes') as HTMLInputElement).value).toBe('2026-03');
    expect(screen.getByRole('link', { name: 'Días efectivos por mes' }).getAttribute('href')).toBe(
      '/gestion/practicas/dias-efectivos',
    );
  });

  it('puts a month and a search in the address and asks the API with them', async () => {
    pintar();
    await screen.findByRole('row', { name: /Lucía/ });
    fireEvent.change(screen.getByLabelText('En curso en el mes'), { target: { value: '2026-04' } });
    await waitFor(() => expect(ultimaLista()?.params.get('mes')).toBe('2026-04'));
    const caja = screen.getByLabelText('Estudiante o empresa');
    fireEvent.change(caja, { target: { value: '  meseta ' } });
    fireEvent.submit(caja.closest('form') as HTMLFormElement);
    await waitFor(() => expect(ultimaLista()?.params.get('texto')).toBe('meseta'));
    expect(screen.getByTestId('direccion').textContent).toBe('?mes=2026-04&texto=meseta');
  });

  it('reminds the tutors of the chosen internships and says how many were sent and skipped', async () => {
    pintar();
    await screen.findByRole('row', { name: /Lucía/ });
    await cuentaLeida();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar Lucía Ferrer Camps en Levante Tech S.L.' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Marcos Gil Soler en Meseta Datos S.A.' }));
    const barra = within(screen.getByRole('region', { name: 'Acciones con las prácticas elegidas' }));
    expect(barra.getByText('2 prácticas elegidas')).toBeTruthy();
    fireEvent.click(barra.getByRole('button', { name: 'Recordar el informe al tutor' }));
    const dialogo = within(
      await screen.findByRole('alertdialog', { name: '¿Recordar el informe a los tutores de 2 prácticas?' }),
    );
    fireEvent.click(dialogo.getByRole('button', { name: 'Enviar los recordatorios' }));
    expect(
      await screen.findByText('Enviado 1 recordatorio; 1 omitida (ya tiene informe, no ha terminado o el enlace caducó)'),
    ).toBeTruthy();
    expect(llamadas.filter((l) => l.url === RECORDAR).map((l) => l.body)).toEqual([{ ids: [7, 8] }]);
    // The selection is gone with its bar.
    expect(screen.queryByRole('region', { name: 'Acciones con las prácticas elegidas' })).toBeNull();
  });

  it('shows a read-only member no selection nor reminder', async () => {
    permisos = ['lectura'];
    pintar();
    await screen.findByRole('row', { name: /Lucía/ });
    await cuentaLeida();
    // The account's answer has rendered: the table would have grown its checkboxes by now.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Recordar el informe al tutor' })).toBeNull();
  });

  it('offers to clear the filters when nothing matches', async () => {
    filas = [];
    pintar('/gestion/practicas?falta=informe');
    expect(await screen.findByText('Ninguna práctica coincide con la búsqueda')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar los filtros' }));
    await waitFor(() => expect(screen.getByTestId('direccion').textContent).toBe(''));
  });

  it('tells a member without prácticas that the area is not theirs', async () => {
    permisos = ['empresas'];
    pintar();
    expect(await screen.findByRole('heading', { name: 'Tu cuenta no abre esta área' })).toBeTruthy();
  });
});
