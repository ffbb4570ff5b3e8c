import '@/test/setup';
import type { ComunicacionGestion } from '@puente/contract/comunicaciones';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hoyEnMadrid } from '@/lib/fechas';
import { apiFalsa, comunicacion, type Llamada } from '../test/api-falsa';
import { ComunicacionesGestionPage } from './comunicaciones-gestion-page';

// jsdom has no CSS.escape nor layout; a dialog's focus return and a refused submit use them.
globalThis.CSS ??= {} as typeof CSS;
globalThis.CSS.escape ??= (valor: string) => valor.replace(/[^\w-]/g, (c) => `\\${c}`);

const LISTA = '/api/Gestion/comunicaciones';
const CREAR = '/api/Gestion/crearComunicacion';
const EDITAR_7 = '/api/Gestion/editarComunicacion/7';
const PUBLICACION_7 = '/api/Gestion/publicacionComunicacion/7';

const FERIA = 'Feria de empleo el 12 de marzo en el Paraninfo: inscríbete para reservar tu entrevista con las empresas.';
const PLAZO = 'Abre el plazo de convenios de prácticas para el segundo semestre.';

let permisos: string[];
let llamadas: Llamada[];
let filas: ComunicacionGestion[];

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
  permisos = ['contenidos'];
  filas = [
    comunicacion(7, FERIA, { enlace: '/eventos', fechaDesde: '2026-03-02', fechaHasta: '2026-03-12' }),
    comunicacion(8, PLAZO, { para: 'todos', fechaDesde: '2026-02-01', publicada: false, estado: 'retirada' }),
  ];
  llamadas = apiFalsa(() => permisos, {
    [LISTA]: () => ({ status: 0, datos: { items: filas, siguiente: null, total: filas.length, totalEstimado: false } }),
  });
});
afterEach(() => vi.unstubAllGlobals());

function Direccion() {
  return <p data-testid="direccion">{useLocation().search}</p>;
}

function pintar(ruta = '/gestion/comunicaciones') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[ruta]}>
        <ComunicacionesGestionPage />
        <Direccion />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const llamadasA = (url: string) => llamadas.filter((l) => l.url === url);
const ultimaLista = () => llamadasA(LISTA).at(-1);
const cuentaLeida = () => waitFor(() => expect(llamadasA('/api/Gestion/miCuenta').length).toBeGreaterThan(0));
const escribir = (donde: HTMLElement, etiqueta: string | RegExp, valor: string) =>
  fireEvent.input(within(donde).getByLabelText(etiqueta), { target: { value: valor } });

/** A Radix select: opened with the keyboard (jsdom has no pointer capture), then the option clicked. */
async function elegir(etiqueta: string, opcion: string) {
  fireEvent.keyDown(screen.getByRole('combobox', { name: etiqueta }), { key: 'Enter' });
  fireEvent.click(await screen.findByRole('option', { name: opcion }));
}

// A whole screen renders per test: on a loaded 2-core machine that can take longer than the default 5 s.
describe('ComunicacionesGestionPage', { timeout: 20_000 }, () => {
  it('asks the list with the address filters and shows each one with its audience, dates and state', async () => {
    pintar('/gestion/comunicaciones?para=todos&estado=vigente&texto=feria');
    const feria = within(await screen.findByRole('row', { name: /Feria de empleo/ }));
    expect(Object.fromEntries(ultimaLista()?.params ?? [])).toEqual({ para: 'todos', estado: 'vigente', texto: 'feria' });
    expect(screen.getByText('2 comunicaciones')).toBeTruthy();
    expect(feria.getByText(FERIA)).toBeTruthy();
    expect(feria.getByText('/eventos')).toBeTruthy();
    expect(feria.getByText('Estudiantes')).toBeTruthy();
    expect(feria.getByText('02/03/2026')).toBeTruthy();
    expect(feria.getByText('12/03/2026')).toBeTruthy();
    expect(feria.getByText('Visible')).toBeTruthy();
    const plazo = within(screen.getByRole('row', { name: /Abre el plazo/ }));
    expect(plazo.getByText('Estudiantes y empresas')).toBeTruthy();
    expect(plazo.getByText('Sin fecha de fin')).toBeTruthy();
    expect(plazo.getByText('Retirada')).toBeTruthy();
    // The audience "students and companies" is `todos`, not the filter's "anyone".
    expect(screen.getByRole('combobox', { name: 'Para' }).textContent).toBe('Estudiantes y empresas');
    expect(screen.getByRole('combobox', { name: 'Estado' }).textContent).toBe('Visible');
    expect((screen.getByLabelText('Texto') as HTMLInputElement).value).toBe('feria');
  });

  it('puts a state, an audience and a search in the address and asks the API with them', async () => {
    pintar();
    await screen.findByRole('row', { name: /Feria/ });
    await elegir('Estado', 'Programada');
    await waitFor(() => expect(ultimaLista()?.params.get('estado')).toBe('programada'));
    await elegir('Para', 'Estudiantes y empresas');
    await waitFor(() => expect(ultimaLista()?.params.get('para')).toBe('todos'));
    const caja = screen.getByLabelText('Texto');
    fireEvent.change(caja, { target: { value: '  convenios ' } });
    fireEvent.submit(caja.closest('form') as HTMLFormElement);
    await waitFor(() => expect(ultimaLista()?.params.get('texto')).toBe('convenios'));
    expect(screen.getByTestId('direccion').textContent).toBe('?para=todos&estado=programada&texto=convenios');
    await elegir('Para', 'Cualquiera');
    await waitFor(() => expect(screen.getByTestId('direccion').textContent).toBe('?estado=programada&texto=convenios'));
  });

  it('creates one: checks it with the contract, posts the right body, marks the fields of a 15 and closes when saved', async () => {
    const respuestas = [
      () => ({
        status: 15,
        mensaje: 'Revisa los campos marcados',
        datos: { errores: [{ campo: 'enlace', mensaje: 'No hay ninguna página del portal con esa dirección' }] },
      }),
      () => {
        const nueva = comunicacion(9, 'Jornada de puertas abiertas para empresas colaboradoras.', { para: 'empresa' });
        filas = [nueva, ...filas];
        return { status: 0, datos: nueva };
      },
    ];
    llamadas = apiFalsa(() => permisos, {
      [LISTA]: () => ({ status: 0, datos: { items: filas, siguiente: null, total: filas.length, totalEstimado: false } }),
      [CREAR]: () => respuestas.shift()?.() ?? { status: 500 },
    });
    pintar();
    await screen.findByRole('row', { name: /Feria/ });
    await cuentaLeida();
    fireEvent.click(await screen.findByRole('button', { name: 'Nueva comunicación' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Nueva comunicación' });
    const d = within(dialogo);
    // Today, for students and published, until told otherwise; the preview says so.
    expect((d.getByLabelText('Desde') as HTMLInputElement).value).toBe(hoyEnMadrid());
    expect(d.getByRole('radio', { name: 'Estudiantes' }).getAttribute('aria-checked')).toBe('true');
    expect(d.getByRole('checkbox', { name: /Publicada/ }).getAttribute('aria-checked')).toBe('true');
    const previa = within(d.getByRole('region', { name: 'Vista previa' }));
    expect(previa.getByText('Así la verán los estudiantes en su inicio.')).toBeTruthy();

    // The contract's rules, before any call: the text is required, and then the end cannot be before the start.
    fireEvent.click(d.getByRole('button', { name: 'Crear la comunicación' }));
    expect(await d.findByText('Este campo es requerido')).toBeTruthy();
    escribir(dialogo, /^Texto/, 'Jornada de puertas abiertas para empresas colaboradoras.');
    escribir(dialogo, 'Hasta (opcional)', '2020-01-01');
    fireEvent.click(d.getByRole('button', { name: 'Crear la comunicación' }));
    expect(await d.findByText('La fecha de fin no puede ser anterior a la de inicio')).toBeTruthy();
    expect(llamadasA(CREAR)).toEqual([]);

    escribir(dialogo, 'Hasta (opcional)', '');
    fireEvent.click(d.getByRole('radio', { name: 'Empresas' }));
    escribir(dialogo, 'Enlace (opcional)', '/eventos/jornada');
    expect(previa.getByText('Jornada de puertas abiertas para empresas colaboradoras.')).toBeTruthy();
    expect(previa.getByText('Así la verán las empresas en su inicio.')).toBeTruthy();
    expect(d.getByText('56 / 1000')).toBeTruthy();

    fireEvent.click(d.getByRole('button', { name: 'Crear la comunicación' }));
    const enlace = d.getByLabelText('Enlace (opcional)');
    await waitFor(() => expect(enlace.getAttribute('aria-invalid')).toBe('true'));
    expect(d.getByText('No hay ninguna página del portal con esa dirección')).toBeTruthy();
    expect(llamadasA(CREAR).map((l) => l.body)).toEqual([
      {
        para: 'empresa',
        fechaDesde: hoyEnMadrid(),
        descripcion: 'Jornada de puertas abiertas para empresas colaboradoras.',
        enlace: '/eventos/jornada',
        publicada: true,
      },
    ]);

    escribir(dialogo, 'Enlace (opcional)', '/eventos');
    fireEvent.click(d.getByRole('button', { name: 'Crear la comunicación' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(llamadasA(CREAR)).toHaveLength(2);
    expect(await screen.findByRole('row', { name: /Jornada de puertas abiertas/ })).toBeTruthy();
  });

  it('edits one opened with Enter on its row and posts its fields without the id', async () => {
    llamadas = apiFalsa(() => permisos, {
      [LISTA]: () => ({ status: 0, datos: { items: filas, siguiente: null, total: filas.length, totalEstimado: false } }),
      [EDITAR_7]: ({ body }) => ({ status: 0, datos: { ...filas[0], ...body } }),
    });
    pintar();
    const fila = await screen.findByRole('row', { name: /Feria/ });
    await cuentaLeida();
    await screen.findByRole('button', { name: /^Editar «Feria/ });
    act(() => fila.focus());
    fireEvent.keyDown(fila, { key: 'Enter' });
    const dialogo = await screen.findByRole('dialog', { name: 'Editar la comunicación' });
    const d = within(dialogo);
    expect((d.getByLabelText(/^Texto/) as HTMLTextAreaElement).value).toBe(FERIA);
    expect((d.getByLabelText('Hasta (opcional)') as HTMLInputElement).value).toBe('2026-03-12');
    escribir(dialogo, 'Hasta (opcional)', '2026-03-13');
    fireEvent.click(d.getByRole('button', { name: 'Guardar los cambios' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(llamadasA(EDITAR_7).map((l) => l.body)).toEqual([
      {
        para: 'alumno',
        fechaDesde: '2026-03-02',
        fechaHasta: '2026-03-13',
        descripcion: FERIA,
        enlace: '/eventos',
        publicada: true,
      },
    ]);
  });

  it('withdraws one after asking, and then offers to publish it again', async () => {
    llamadas = apiFalsa(() => permisos, {
      [LISTA]: () => ({ status: 0, datos: { items: filas, siguiente: null, total: filas.length, totalEstimado: false } }),
      [PUBLICACION_7]: ({ body }) => {
        filas = filas.map((f) =>
          f.idComunicacion === 7
            ? { ...f, publicada: body.publicada === true, estado: body.publicada ? 'vigente' : 'retirada' }
            : f,
        );
        return { status: 0, datos: filas[0] };
      },
    });
    pintar();
    await screen.findByRole('row', { name: /Feria/ });
    fireEvent.click(await screen.findByRole('button', { name: /^Retirar «Feria de empleo/ }));
    const pregunta = within(await screen.findByRole('alertdialog', { name: '¿Retirar esta comunicación?' }));
    expect(pregunta.getByText(/dejará de verse enseguida en el inicio de los estudiantes/)).toBeTruthy();
    // Cancelled, nothing is sent.
    fireEvent.click(pregunta.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(llamadasA(PUBLICACION_7)).toEqual([]);

    const boton = screen.getByRole('button', { name: /^Retirar «Feria de empleo/ });
    fireEvent.click(boton);
    const otra = within(await screen.findByRole('alertdialog', { name: '¿Retirar esta comunicación?' }));
    fireEvent.click(otra.getByRole('button', { name: 'Retirar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(llamadasA(PUBLICACION_7).map((l) => l.body)).toEqual([{ publicada: false }]);
    const feria = within(screen.getByRole('row', { name: /Feria/ }));
    expect(await feria.findByText('Retirada')).toBeTruthy();
    // The same button, now to publish it again: the focus the dialog gives back stays on the row.
    expect(feria.getByRole('button', { name: /^Publicar «Feria de empleo/ })).toBe(boton);
    fireEvent.click(boton);
    await waitFor(() => expect(llamadasA(PUBLICACION_7).map((l) => l.body)).toEqual([{ publicada: false }, { publicada: true }]));
    expect(await feria.findByText('Visible')).toBeTruthy();
  });

  it('shows a read-only member the list without creating, editing nor publishing', async () => {
    permisos = ['lectura'];
    pintar();
    await screen.findByRole('row', { name: /Feria/ });
    await cuentaLeida();
    // The account's answer has rendered: the actions would have appeared by now.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText(/Tu cuenta solo puede consultarlos/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nueva comunicación' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Editar|Retirar|Publicar)/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Acciones' })).toBeNull();
  });

  it('offers to clear the filters when nothing matches', async () => {
    filas = [];
    pintar('/gestion/comunicaciones?estado=caducada');
    expect(await screen.findByText('Ninguna comunicación coincide con la búsqueda')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar los filtros' }));
    await waitFor(() => expect(screen.getByTestId('direccion').textContent).toBe(''));
    expect(await screen.findByText('Aún no hay comunicaciones')).toBeTruthy();
  });

  it('tells a member without contenidos that the area is not theirs, and does not ask for the list', async () => {
    permisos = ['practicas'];
    pintar();
    expect(await screen.findByRole('heading', { name: 'Tu cuenta no abre esta área' })).toBeTruthy();
    expect(llamadasA(LISTA)).toEqual([]);
  });
});
