import '@/test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFalsa, edicion, encuesta, type Llamada, pintarEn } from '../test/api-falsa';
import { EditarEncuestaPage, NuevaEncuestaPage } from './paginas-constructor';

// jsdom has no CSS.escape nor layout; a dialog's focus return and a refused submit use them.
globalThis.CSS ??= {} as typeof CSS;
globalThis.CSS.escape ??= (valor: string) => valor.replace(/[^\w-]/g, (c) => `\\${c}`);

const CREAR = '/api/Gestion/crearEncuesta';
const LEER_7 = '/api/Gestion/encuesta/7';
const EDITAR_7 = '/api/Gestion/editarEncuesta/7';
const SALTO_ATRAS =
  'Este salto lleva a una pregunta anterior: solo se puede saltar hacia delante, o la encuesta volvería atrás en un bucle';

let permisos: string[];
let llamadas: Llamada[];

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
  permisos = ['contenidos'];
});
afterEach(() => vi.unstubAllGlobals());

const llamadasA = (url: string) => llamadas.filter((l) => l.url === url);
const pintarNueva = () => pintarEn('/gestion/encuestas/nueva', '/gestion/encuestas/nueva', <NuevaEncuestaPage />);
const pintarEdicion = () =>
  pintarEn('/gestion/encuestas/7/editar', '/gestion/encuestas/:id/editar', <EditarEncuestaPage idEncuesta={7} />);
const grupo = (n: number) => within(screen.getByRole('group', { name: `Pregunta ${n}` }));
const escribir = (donde: HTMLElement, valor: string) => fireEvent.input(donde, { target: { value: valor } });

/** A Radix select: opened with the keyboard (jsdom has no pointer capture), then the option clicked. */
async function elegir(combo: HTMLElement, opcion: string) {
  fireEvent.keyDown(combo, { key: 'Enter' });
  fireEvent.click(await screen.findByRole('option', { name: opcion }));
}

describe('the survey builder', { timeout: 30_000 }, () => {
  it('builds three questions with a jump, walks it in the preview and creates it published', async () => {
    llamadas = apiFalsa(() => permisos, {
      [CREAR]: () => ({ status: 0, datos: encuesta(31, 'Prácticas 2031') }),
    });
    pintarNueva();
    expect(await screen.findByRole('heading', { name: 'Datos de la encuesta' })).toBeTruthy();
    escribir(screen.getByLabelText(/^Título/), 'Prácticas 2031');
    expect((screen.getByLabelText(/^Dirección/) as HTMLInputElement).value).toBe('practicas-2031');

    await elegir(grupo(1).getByRole('combobox', { name: /^Tipo/ }), 'Sí / No');
    escribir(grupo(1).getByLabelText(/^Enunciado/), '¿Has hecho prácticas?');
    expect(grupo(1).getByText('Respuesta «Sí»')).toBeTruthy();
    expect(grupo(1).getByText(/^Es la última pregunta/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Añadir pregunta' }));
    await elegir(grupo(2).getByRole('combobox', { name: /^Tipo/ }), 'Escala del 1 al 10');
    escribir(grupo(2).getByLabelText(/^Enunciado/), 'Valóralas');
    fireEvent.click(screen.getByRole('button', { name: 'Añadir pregunta' }));
    await elegir(grupo(3).getByRole('combobox', { name: /^Tipo/ }), 'Texto libre');
    escribir(grupo(3).getByLabelText(/^Enunciado/), '¿Qué mejorarías?');
    fireEvent.click(grupo(3).getByRole('checkbox', { name: 'Hay que contestarla' }));

    // Only later questions are offered, with the reason said.
    const salto = grupo(1).getByRole('combobox', { name: 'Después de la respuesta 2, ir a' });
    expect(salto.getAttribute('aria-describedby')).toContain('saltos-ayuda');
    fireEvent.keyDown(salto, { key: 'Enter' });
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'La siguiente pregunta',
      'Pregunta 2: Valóralas',
      'Pregunta 3: ¿Qué mejorarías?',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Pregunta 3: ¿Qué mejorarías?' }));
    const salto3 = grupo(3).queryByRole('combobox', { name: /^Después de la respuesta/ });
    expect(salto3).toBeNull();

    // The preview: "No" skips question 2.
    fireEvent.click(screen.getByRole('button', { name: 'Vista previa' }));
    const previa = within(await screen.findByRole('dialog', { name: 'Vista previa de la encuesta' }));
    expect(previa.getByText('Pregunta 1 de 3')).toBeTruthy();
    fireEvent.click(previa.getByRole('button', { name: 'Siguiente' }));
    expect(previa.getByText('Contesta esta pregunta para seguir.')).toBeTruthy();
    fireEvent.click(previa.getByRole('radio', { name: 'No' }));
    fireEvent.click(previa.getByRole('button', { name: 'Siguiente' }));
    expect(previa.getByText('Pregunta 3 de 3')).toBeTruthy();
    expect(previa.getByRole('heading', { name: /¿Qué mejorarías\?/ })).toBeTruthy();
    fireEvent.click(previa.getByRole('button', { name: 'Terminar' }));
    expect(previa.getByText('Preguntas recorridas: 1 → 3')).toBeTruthy();
    fireEvent.click(previa.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Crear y publicar' }));
    await waitFor(() => expect(screen.getByTestId('direccion').textContent).toBe('/gestion/encuestas'));
    expect(llamadasA(CREAR).map((l) => l.body)).toEqual([
      {
        titulo: 'Prácticas 2031',
        descripcion: '',
        urlAcceso: 'practicas-2031',
        respuestaObligatoria: false,
        sacaOpcionAnonima: false,
        paraAlumnos: true,
        paraEmpresa: false,
        requiereRGPD: false,
        textoRGPD: '',
        destinatarios: [],
        preguntas: [
          {
            tipo: 'sino',
            texto: '¿Has hecho prácticas?',
            obligatoria: true,
            respuestas: [{ texto: 'Sí' }, { texto: 'No', saltoA: 3 }],
          },
          { tipo: 'escala', texto: 'Valóralas', obligatoria: true, respuestas: [] },
          { tipo: 'texto', texto: '¿Qué mejorarías?', obligatoria: false, respuestas: [] },
        ],
      },
    ]);
    expect(await screen.findByText('Encuesta creada y publicada')).toBeTruthy();
  });

  it('says the API’s rules before sending: the audience, two answers', async () => {
    llamadas = apiFalsa(() => permisos, {});
    pintarNueva();
    await screen.findByRole('heading', { name: 'Datos de la encuesta' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Estudiantes' }));
    fireEvent.click(grupo(1).getByRole('button', { name: 'Quitar respuesta 2 de la pregunta 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Crear y publicar' }));
    expect(await screen.findByText('Indica a quién va dirigida: estudiantes, empresas o anónima')).toBeTruthy();
    expect(screen.getByText('Añade al menos dos respuestas')).toBeTruthy();
    expect(screen.getAllByText('Este campo es requerido').length).toBeGreaterThan(0);
    expect(llamadasA(CREAR)).toEqual([]);
  });

  it('keeps a jump on its question when moved, and explains one that now leads backwards', async () => {
    llamadas = apiFalsa(() => permisos, { [LEER_7]: edicion() });
    pintarEdicion();
    await screen.findByRole('group', { name: 'Pregunta 3' });
    fireEvent.click(screen.getByRole('button', { name: 'Subir la pregunta 3' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subir la pregunta 2' })).toBe(document.activeElement));
    expect(screen.getByText('Pregunta 3 movida a la posición 2.')).toBeTruthy();
    // Still forwards: question 1's "No" follows "¿Qué mejorarías?", now question 2.
    expect(grupo(1).getByRole('combobox', { name: 'Después de la respuesta 2, ir a' }).textContent).toBe(
      'Pregunta 2: ¿Qué mejorarías?',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Subir la pregunta 2' }));
    // At the top its "Subir" is disabled: the focus stays on its "Bajar".
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bajar la pregunta 1' })).toBe(document.activeElement));
    // Its answers went with it.
    expect(grupo(2).getByText('Respuesta «No»')).toBeTruthy();
    expect(grupo(1).queryByText(/^Respuesta «/)).toBeNull();
    const atras = grupo(2).getByRole('combobox', { name: 'Después de la respuesta 2, ir a' });
    expect(atras.textContent).toBe('Pregunta 1 (anterior: no vale)');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await grupo(2).findByText(SALTO_ATRAS)).toBeTruthy();
    expect(llamadasA(EDITAR_7)).toEqual([]);
    // Choosing a later one (or none) fixes it.
    await elegir(atras, 'La siguiente pregunta');
    await waitFor(() => expect(grupo(2).queryByText(SALTO_ATRAS)).toBeNull());
  });

  it('shows an answered survey’s questions read-only and sends them back unchanged', async () => {
    llamadas = apiFalsa(() => permisos, {
      [LEER_7]: edicion({ contestaciones: 4, preguntasCongeladas: true }),
      [EDITAR_7]: () => ({ status: 0, datos: encuesta(7, 'Satisfacción 2031') }),
    });
    pintarEdicion();
    expect(await screen.findByText('Ya tiene respuestas: las preguntas no pueden cambiar')).toBeTruthy();
    expect(screen.getByText(/^4 personas la han contestado/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Subir/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Añadir pregunta' })).toBeNull();
    expect(screen.getByText('salta a la pregunta 3')).toBeTruthy();
    escribir(screen.getByLabelText(/^Título/), 'Satisfacción 2031');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(llamadasA(EDITAR_7)).toHaveLength(1));
    expect(llamadasA(EDITAR_7)[0]?.body).toMatchObject({
      titulo: 'Satisfacción 2031',
      preguntas: [
        { tipo: 'sino', texto: '¿Has hecho prácticas este curso?', respuestas: [{ texto: 'Sí' }, { texto: 'No', saltoA: 3 }] },
        { tipo: 'escala', respuestas: [] },
        { tipo: 'texto', obligatoria: false, respuestas: [] },
      ],
    });
  });

  it('freezes the questions when the API says 48 (answered meanwhile), with its words', async () => {
    let lecturas = 0;
    llamadas = apiFalsa(() => permisos, {
      [LEER_7]: () => {
        lecturas += 1;
        return { status: 0, datos: edicion(lecturas > 1 ? { contestaciones: 1, preguntasCongeladas: true } : {}) };
      },
      [EDITAR_7]: () => ({
        status: 48,
        mensaje: 'La encuesta ya tiene contestaciones: sus preguntas no pueden cambiar. Crea una encuesta nueva.',
      }),
    });
    pintarEdicion();
    await screen.findByRole('group', { name: 'Pregunta 2' });
    fireEvent.click(screen.getByRole('button', { name: 'Quitar la pregunta 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Ya tiene respuestas: las preguntas no pueden cambiar')).toBeTruthy();
    expect(
      screen.getByText('La encuesta ya tiene contestaciones: sus preguntas no pueden cambiar. Crea una encuesta nueva.'),
    ).toBeTruthy();
    // The stored three questions are back, read-only.
    expect(screen.getByText('2. Valora tus prácticas')).toBeTruthy();
  });

  it('says the API’s refusal at its field', async () => {
    llamadas = apiFalsa(() => permisos, {
      [LEER_7]: edicion(),
      [EDITAR_7]: () => ({
        status: 15,
        datos: {
          errores: [
            { campo: 'preguntas.0.respuestas.1.saltoA', mensaje: 'El salto debe llevar a una pregunta posterior que exista' },
          ],
        },
      }),
    });
    pintarEdicion();
    await screen.findByRole('group', { name: 'Pregunta 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await grupo(1).findByText('El salto debe llevar a una pregunta posterior que exista')).toBeTruthy();
    expect(grupo(1).getByRole('combobox', { name: 'Después de la respuesta 2, ir a' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('tells a read-only member the builder is not theirs, and an unknown survey that it does not exist', async () => {
    permisos = ['lectura'];
    llamadas = apiFalsa(() => permisos, {});
    pintarNueva();
    expect(await screen.findByRole('heading', { name: 'Tu cuenta no puede crear ni editar encuestas' })).toBeTruthy();
  });

  it('says an unknown survey does not exist', async () => {
    llamadas = apiFalsa(() => permisos, { [LEER_7]: () => ({ status: 35, mensaje: 'No se puede acceder a esta encuesta.' }) });
    pintarEdicion();
    expect(await screen.findByRole('heading', { name: 'Esta encuesta no existe' })).toBeTruthy();
  });
});
