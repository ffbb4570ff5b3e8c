import '@/test/setup';
import type { EventoGestion } from '@puente/contract/eventos';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFalsa, evento, type Llamada, pagina, pintarEn } from '../test/api-falsa';
import { EventosGestionPage } from './eventos-gestion-page';

// jsdom has no CSS.escape nor layout; a dialog's focus return uses them.
globalThis.CSS ??= {} as typeof CSS;
globalThis.CSS.escape ??= (valor: string) => valor.replace(/[^\w-]/g, (c) => `\\${c}`);

const LISTA = '/api/Gestion/eventos';
const DESPUBLICAR_7 = '/api/Gestion/despublicarEvento/7';
const PUBLICAR_7 = '/api/Gestion/publicarEvento/7';

let permisos: string[];
let llamadas: Llamada[];
let filas: EventoGestion[];

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
  permisos = ['contenidos'];
  filas = [
    evento(7, 'Foro de Empleo Puente', {
      categoria: { slug: 'feria-empleo', nombre: 'Feria de empleo' },
      fechaFin: '2031-01-15T18:00:00.000Z',
      destacado: true,
      publico: true,
      plazas: 500,
      inscritos: 12,
      enEspera: 0,
    }),
    evento(8, 'Taller: tu CV en una página', { plazas: 3, inscritos: 3, enEspera: 2, publicado: false }),
    evento(9, 'Feria de primavera', { plazas: null, inscritos: 40, caducado: true, fecha: '2026-03-10T09:00:00.000Z' }),
  ];
  llamadas = apiFalsa(() => permisos, { [LISTA]: () => pagina(filas) });
});
afterEach(() => vi.unstubAllGlobals());

const pintar = (ruta = '/gestion/eventos') => pintarEn(ruta, '/gestion/eventos', <EventosGestionPage />);
const llamadasA = (url: string) => llamadas.filter((l) => l.url === url);
const ultimaLista = () => llamadasA(LISTA).at(-1);
const cuentaLeida = () => waitFor(() => expect(llamadasA('/api/Gestion/miCuenta').length).toBeGreaterThan(0));

/** A Radix select: opened with the keyboard (jsdom has no pointer capture), then the option clicked. */
async function elegir(etiqueta: string, opcion: string) {
  fireEvent.keyDown(screen.getByRole('combobox', { name: etiqueta }), { key: 'Enter' });
  fireEvent.click(await screen.findByRole('option', { name: opcion }));
}

// A whole screen renders per test: on a loaded 2-core machine that can take longer than the default 5 s.
describe('EventosGestionPage', { timeout: 20_000 }, () => {
  it('asks the list with the address filters and shows each event with its date, state and places', async () => {
    pintar('/gestion/eventos?texto=foro&categoria=feria-empleo&estado=proximo');
    const foro = within(await screen.findByRole('row', { name: /Foro de Empleo Puente/ }));
    expect(Object.fromEntries(ultimaLista()?.params ?? [])).toEqual({
      texto: 'foro',
      categoria: 'feria-empleo',
      estado: 'proximo',
    });
    expect(screen.getByText('3 eventos')).toBeTruthy();
    expect(foro.getByRole('link', { name: 'Foro de Empleo Puente' }).getAttribute('href')).toBe('/gestion/eventos/7');
    expect(foro.getByText('Feria de empleo')).toBeTruthy();
    expect(foro.getByText('15/01/2031, 10:00')).toBeTruthy();
    expect(foro.getByText('hasta 19:00')).toBeTruthy();
    expect(foro.getByText('Próximo')).toBeTruthy();
    expect(foro.getByText('Destacado')).toBeTruthy();
    expect(foro.getByText('Público')).toBeTruthy();
    expect(foro.getByText('12 / 500')).toBeTruthy();
    const taller = within(screen.getByRole('row', { name: /Taller: tu CV/ }));
    expect(taller.getByText('Despublicado')).toBeTruthy();
    expect(taller.getByText('3 / 3')).toBeTruthy();
    expect(taller.getByText('2 en espera')).toBeTruthy();
    const feria = within(screen.getByRole('row', { name: /Feria de primavera/ }));
    expect(feria.getByText('Ya celebrado')).toBeTruthy();
    expect(feria.getByText('40 · sin límite')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Categoría' }).textContent).toBe('Feria de empleo');
    expect(screen.getByRole('combobox', { name: 'Estado' }).textContent).toBe('Próximo');
    expect((screen.getByLabelText('Texto') as HTMLInputElement).value).toBe('foro');
  });

  it('puts a category, a state and a search in the address and asks the API with them', async () => {
    pintar();
    await screen.findByRole('row', { name: /Foro/ });
    await elegir('Categoría', 'Charla');
    await waitFor(() => expect(ultimaLista()?.params.get('categoria')).toBe('charla'));
    await elegir('Estado', 'Despublicado');
    await waitFor(() => expect(ultimaLista()?.params.get('estado')).toBe('despublicado'));
    const caja = screen.getByLabelText('Texto');
    fireEvent.change(caja, { target: { value: '  taller ' } });
    fireEvent.submit(caja.closest('form') as HTMLFormElement);
    await waitFor(() => expect(ultimaLista()?.params.get('texto')).toBe('taller'));
    expect(screen.getByTestId('direccion').textContent).toBe(
      '/gestion/eventos?texto=taller&categoria=charla&estado=despublicado',
    );
  });

  it('offers a new event, editing and the registrants from each row', async () => {
    pintar();
    await screen.findByRole('row', { name: /Foro/ });
    await cuentaLeida();
    const nuevo = await screen.findByRole('link', { name: 'Nuevo evento' });
    expect(nuevo.getAttribute('href')).toBe('/gestion/eventos/nuevo');
    const foro = within(screen.getByRole('row', { name: /Foro/ }));
    expect(foro.getByRole('link', { name: 'Editar «Foro de Empleo Puente»' }).getAttribute('href')).toBe(
      '/gestion/eventos/7/editar',
    );
    // Enter on a row opens its registrants.
    const fila = screen.getByRole('row', { name: /Taller: tu CV/ });
    fila.focus();
    fireEvent.keyDown(fila, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('direccion').textContent).toBe('/gestion/eventos/8'));
  });

  it('unpublishes one after asking, and then offers to publish it again', async () => {
    llamadas = apiFalsa(() => permisos, {
      [LISTA]: () => pagina(filas),
      [DESPUBLICAR_7]: () => {
        filas = filas.map((f) => (f.idEvento === 7 ? { ...f, publicado: false } : f));
        return { status: 0, datos: filas[0] };
      },
      [PUBLICAR_7]: () => {
        filas = filas.map((f) => (f.idEvento === 7 ? { ...f, publicado: true } : f));
        return { status: 0, datos: filas[0] };
      },
    });
    pintar();
    await screen.findByRole('row', { name: /Foro/ });
    fireEvent.click(await screen.findByRole('button', { name: 'Despublicar «Foro de Empleo Puente»' }));
    const pregunta = within(await screen.findByRole('alertdialog', { name: '¿Despublicar este evento?' }));
    expect(pregunta.getByText(/Las 12 personas apuntadas conservan su inscripción/)).toBeTruthy();
    fireEvent.click(pregunta.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(llamadasA(DESPUBLICAR_7)).toEqual([]);

    const boton = screen.getByRole('button', { name: 'Despublicar «Foro de Empleo Puente»' });
    fireEvent.click(boton);
    const otra = within(await screen.findByRole('alertdialog', { name: '¿Despublicar este evento?' }));
    fireEvent.click(otra.getByRole('button', { name: 'Despublicar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(llamadasA(DESPUBLICAR_7)).toHaveLength(1);
    const foro = within(screen.getByRole('row', { name: /Foro/ }));
    expect(await foro.findByText('Despublicado')).toBeTruthy();
    // The same button, now to publish it again, at once.
    expect(foro.getByRole('button', { name: 'Publicar «Foro de Empleo Puente»' })).toBe(boton);
    fireEvent.click(boton);
    await waitFor(() => expect(llamadasA(PUBLICAR_7)).toHaveLength(1));
    expect(await foro.findByText('Próximo')).toBeTruthy();
  });

  it('shows a read-only member the list and the registrants, without creating, editing nor publishing', async () => {
    permisos = ['lectura'];
    pintar();
    await screen.findByRole('row', { name: /Foro/ });
    await cuentaLeida();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText(/Tu cuenta solo puede consultarlos/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Nuevo evento' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Editar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Despublicar|Publicar)/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Acciones' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Foro de Empleo Puente' })).toBeTruthy();
  });

  it('offers to clear the filters when nothing matches', async () => {
    filas = [];
    pintar('/gestion/eventos?estado=pasado');
    expect(await screen.findByText('Ningún evento coincide con la búsqueda')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar los filtros' }));
    await waitFor(() => expect(screen.getByTestId('direccion').textContent).toBe('/gestion/eventos'));
    expect(await screen.findByText('Aún no hay eventos')).toBeTruthy();
  });

  it('tells a member without contenidos that the area is not theirs, and does not ask for the list', async () => {
    permisos = ['practicas'];
    pintar();
    expect(await screen.findByRole('heading', { name: 'Tu cuenta no abre esta área' })).toBeTruthy();
    expect(llamadasA(LISTA)).toEqual([]);
  });
});
