import '@/test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFalsa, type Llamada, pagina, pintarEn, programa } from '../test/api-falsa';
import { EditarProgramaPage, NuevoProgramaPage } from './paginas-formulario';

// jsdom has no CSS.escape nor layout; a refused submit uses them.
globalThis.CSS ??= {} as typeof CSS;
globalThis.CSS.escape ??= (valor: string) => valor.replace(/[^\w-]/g, (c) => `\\${c}`);

const LISTA = '/api/Gestion/programas';
const CREAR = '/api/Gestion/crearPrograma';
const EDITAR_7 = '/api/Gestion/editarPrograma/7';
const TITULO = 'Prácticas Erasmus+ 2031: ¡Ingeniería!';

let permisos: string[];
let llamadas: Llamada[];

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
  permisos = ['practicas'];
});
afterEach(() => vi.unstubAllGlobals());

const llamadasA = (url: string) => llamadas.filter((l) => l.url === url);
const pintarNuevo = () => pintarEn('/gestion/programas/nuevo', '/gestion/programas/nuevo', <NuevoProgramaPage />);
const pintarEdicion = (id = 7) =>
  pintarEn(`/gestion/programas/${id}/editar`, '/gestion/programas/:id/editar', <EditarProgramaPage idPrograma={id} />);
const escribir = (etiqueta: string | RegExp, valor: string) =>
  fireEvent.input(screen.getByLabelText(etiqueta), { target: { value: valor } });
const campo = (etiqueta: string | RegExp) => screen.getByLabelText(etiqueta) as HTMLInputElement;
const crearBoton = () => screen.getByRole('button', { name: 'Crear el programa' });
const direccion = () => screen.getByTestId('direccion').textContent;

describe('the programme form', { timeout: 20_000 }, () => {
  it("checks a new programme with the contract's messages, then creates it with every condition and opens its page", async () => {
    const respuestas = [
      () => ({ status: 8, mensaje: 'Ya hay un programa con esa dirección (urlAcceso).' }),
      () => ({ status: 0, datos: programa(31, TITULO, { urlAcceso: 'erasmus-2031' }) }),
    ];
    llamadas = apiFalsa(() => permisos, { [CREAR]: () => respuestas.shift()?.() ?? { status: 500 } });
    pintarNuevo();
    expect(await screen.findByRole('heading', { name: 'Datos del nuevo programa' })).toBeTruthy();
    // Defaults: no adhesion, a single duration.
    expect(screen.getByRole('radio', { name: /No hace falta/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Solo esa duración' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByLabelText(/Otra duración posible/)).toBeNull();

    // Before any call: the title is required.
    fireEvent.click(crearBoton());
    expect(await screen.findAllByText('Este campo es requerido')).toHaveLength(2);
    escribir('Título', TITULO);
    // The identifier follows the title until written by hand.
    expect(campo(/^Identificador/).value).toBe('practicas-erasmus-2031-ingenieria');
    escribir(/^Identificador/, 'Erasmus 2031');
    escribir('Fecha de inicio (opcional)', '2031-09-01');
    escribir('Fecha de fin (opcional)', '2031-06-30');
    escribir('Duración en meses (opcional)', '3');
    fireEvent.click(screen.getByRole('radio', { name: /^Un intervalo/ }));
    expect(await screen.findByLabelText(/^Duración máxima en meses/)).toBeTruthy();
    fireEvent.click(crearBoton());
    expect(await screen.findByText('Solo minúsculas, números y guiones')).toBeTruthy();
    expect(screen.getByText('La fecha de fin debe ser posterior a la de inicio')).toBeTruthy();
    // A range without its second figure is missing on that figure's own field.
    const maxima = campo(/^Duración máxima en meses/);
    await waitFor(() => expect(maxima.getAttribute('aria-invalid')).toBe('true'));
    expect(llamadasA(CREAR)).toEqual([]);

    escribir(/^Identificador/, 'erasmus-2031');
    escribir('Fecha de fin (opcional)', '2032-06-30');
    escribir(/^Duración máxima en meses/, '6');
    expect(screen.getByText('Se leerá: De 3 a 6 meses')).toBeTruthy();
    escribir(/^Financiación/, 'Fondo Social Europeo');
    fireEvent.click(screen.getByRole('radio', { name: /La universidad la revisa/ }));
    escribir(/^Plazo de adhesión/, '2031-07-15');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Grado' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Máster universitario' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Solo estudiantes universitarios/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Solo estudiantes de la universidad/ }));
    escribir(/^Titulación terminada a partir del/, '2029-01-01');
    fireEvent.click(screen.getByRole('checkbox', { name: /^Exclusivo/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Programa europeo/ }));

    // 8: the identifier is another programme's, said under it.
    fireEvent.click(crearBoton());
    expect(await screen.findByText('Ya hay otro programa con este identificador. Elige otro.')).toBeTruthy();
    await waitFor(() => expect(campo(/^Identificador/).getAttribute('aria-invalid')).toBe('true'));
    const enviado = {
      titulo: TITULO,
      urlAcceso: 'erasmus-2031',
      urlImagen: '',
      financiacion: 'Fondo Social Europeo',
      tiposEstudios: [1, 2],
      fechaInicio: '2031-09-01',
      fechaFin: '2032-06-30',
      meses: 3,
      meses2: 6,
      operadorMeses: 'a',
      requiereAdhesion: true,
      adhesionConValidacion: true,
      plazo: '2031-07-15',
      soloEstudiantesUniversitarios: true,
      soloAlumnosUniversidad: true,
      soloTituladosUniversitarios: false,
      fechaTitulacionMinima: '2029-01-01',
      exclusivo: true,
      europeo: true,
    };
    expect(llamadasA(CREAR).map((l) => l.body)).toEqual([enviado]);

    escribir(/^Identificador/, 'erasmus-2031-ingenieria');
    fireEvent.click(crearBoton());
    await waitFor(() => expect(direccion()).toBe('/gestion/programas/31'));
    expect(llamadasA(CREAR).at(-1)?.body).toEqual({ ...enviado, urlAcceso: 'erasmus-2031-ingenieria' });
    expect(await screen.findByText('Programa creado')).toBeTruthy();
  });

  it('edits a programme found in the list: its dates and levels as the form takes them, the id in the path only', async () => {
    const pymes = programa(7, 'Prácticas en Pymes Innovadoras', {
      urlAcceso: 'pymes-innovadoras',
      descripcion: 'Prácticas remuneradas en pymes.',
      tiposEstudios: ['Grado'],
      fechaInicio: '01/02/2031',
      fechaFin: '31/12/2031',
      meses: 4,
      meses2: 6,
      operadorMeses: 'o',
      requiereAdhesion: true,
      adhesionConValidacion: false,
      plazo: '30/06/2031',
      soloTituladosUniversitarios: true,
      fechaTitulacionMinima: '01/01/2028',
    });
    llamadas = apiFalsa(() => permisos, {
      [LISTA]: () => pagina([programa(9, 'Otro'), pymes]),
      [EDITAR_7]: ({ body }) => ({ status: 0, datos: { ...pymes, ...body } }),
    });
    pintarEdicion();
    expect(await screen.findByRole('heading', { name: 'Prácticas en Pymes Innovadoras' })).toBeTruthy();
    // Read by its id, not looked for in the list.
    expect(llamadasA(LISTA)).toEqual([]);
    expect(campo('Fecha de inicio (opcional)').value).toBe('2031-02-01');
    expect(campo(/^Plazo de adhesión/).value).toBe('2031-06-30');
    expect(campo(/^Titulación terminada a partir del/).value).toBe('2028-01-01');
    expect(campo(/^Otra duración posible/).value).toBe('6');
    expect(screen.getByText('Se leerá: 4 o 6 meses')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^Automática/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('checkbox', { name: 'Grado' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('checkbox', { name: /^Solo estudiantes con una titulación/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    // A single duration leaves the second one out.
    fireEvent.click(screen.getByRole('radio', { name: 'Solo esa duración' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar los cambios' }));
    await waitFor(() => expect(direccion()).toBe('/gestion/programas/7'));
    expect(llamadasA(EDITAR_7).map((l) => l.body)).toEqual([
      {
        titulo: 'Prácticas en Pymes Innovadoras',
        urlAcceso: 'pymes-innovadoras',
        descripcion: 'Prácticas remuneradas en pymes.',
        urlImagen: '',
        financiacion: '',
        tiposEstudios: [1],
        fechaInicio: '2031-02-01',
        fechaFin: '2031-12-31',
        meses: 4,
        requiereAdhesion: true,
        adhesionConValidacion: false,
        plazo: '2031-06-30',
        soloEstudiantesUniversitarios: false,
        soloAlumnosUniversidad: false,
        soloTituladosUniversitarios: true,
        fechaTitulacionMinima: '2028-01-01',
        exclusivo: false,
        europeo: false,
      },
    ]);
  });

  it('says so when the address names no programme, and when the member may not change programmes', async () => {
    llamadas = apiFalsa(() => permisos, { [LISTA]: () => pagina([programa(3, 'Antiguo')]) });
    pintarEdicion(7);
    expect(await screen.findByRole('heading', { name: 'Programa no encontrado' })).toBeTruthy();
    expect(llamadasA('/api/Gestion/programa/7')).toHaveLength(1);
  });

  it('tells a read-only member the form is not theirs', async () => {
    permisos = ['lectura'];
    llamadas = apiFalsa(() => permisos, {});
    pintarNuevo();
    const aviso = await screen.findByRole('heading', { name: 'Tu cuenta no puede cambiar programas' });
    expect(within(aviso.closest('section') as HTMLElement).getByRole('link', { name: 'Volver a los programas' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Crear el programa' })).toBeNull();
  });
});
