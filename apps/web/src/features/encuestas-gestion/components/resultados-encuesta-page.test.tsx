import '@/test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFalsa, type Llamada, pintarEn, resultados } from '../test/api-falsa';
import { ResultadosEncuestaPage } from './resultados-encuesta-page';

const RESULTADOS_7 = '/api/Gestion/resultadosEncuesta/7';
const CSV_7 = '/api/Gestion/resultadosEncuestaCsv/7';

let permisos: string[];
let llamadas: Llamada[];

beforeEach(() => {
  permisos = ['lectura'];
  // Radix's select scrolls its chosen option into view; jsdom has no layout.
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => vi.unstubAllGlobals());

/** A cell's text with the narrow spaces Intl puts before % as plain ones. */
const texto = (celda: HTMLElement) => celda.textContent?.replace(/\s/g, ' ');
const llamadasA = (url: string) => llamadas.filter((l) => l.url === url);
const pintar = () =>
  pintarEn(
    '/gestion/encuestas/7/resultados',
    '/gestion/encuestas/:id/resultados',
    <ResultadosEncuestaPage idEncuesta={7} heading={(titulo) => <h1>{titulo ?? 'Resultados de la encuesta'}</h1>} />,
  );

describe('ResultadosEncuestaPage', { timeout: 20_000 }, () => {
  it('shows each question’s counts in a table beside its chart, the scale and its mean', async () => {
    llamadas = apiFalsa(() => permisos, { [RESULTADOS_7]: resultados() });
    pintar();
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados: Satisfacción con las prácticas' })).toBeTruthy();
    expect(screen.getByText('4 contestaciones')).toBeTruthy();
    expect(screen.getByText('(1 anónima)')).toBeTruthy();

    const sino = within(screen.getByRole('table', { name: 'Respuestas a la pregunta 1' }));
    expect(
      within(sino.getByRole('row', { name: /^Sí/ }))
        .getAllByRole('cell')
        .map(texto),
    ).toEqual(['3', '75 %']);
    expect(
      within(sino.getByRole('row', { name: /^No/ }))
        .getAllByRole('cell')
        .map(texto),
    ).toEqual(['1', '25 %']);

    const escala = within(screen.getByRole('table', { name: 'Valores elegidos en la pregunta 2 (del 1 al 10)' }));
    expect(escala.getAllByRole('row')).toHaveLength(11);
    expect(within(escala.getByRole('row', { name: /^8 / })).getAllByRole('cell')[0]?.textContent).toBe('2');
    expect(screen.getByText(/media 8,7/)).toBeTruthy();
    // Read-only: no way to the builder.
    expect(screen.queryByRole('link', { name: 'Editar la encuesta' })).toBeNull();
  });

  it('says which answers came anonymously: the total with the limit, each question, each free text', async () => {
    llamadas = apiFalsa(() => permisos, { [RESULTADOS_7]: resultados() });
    pintar();
    expect(await screen.findByText('(1 anónima)', { selector: 'span' })).toBeTruthy();
    expect(
      screen.getByText(
        'Las respuestas anónimas tienen un límite por conexión: hasta 30 por hora y 100 en 24 horas desde una misma dirección.',
      ),
    ).toBeTruthy();
    const p1 = within(screen.getByRole('region', { name: '1. ¿Has hecho prácticas este curso?' }));
    expect(p1.getByText(/4 la han contestado \(1 anónima\)/)).toBeTruthy();
    const p2 = within(screen.getByRole('region', { name: '2. Valora tus prácticas' }));
    expect(p2.queryByText(/anónima/)).toBeNull();
    const textos = within(screen.getByRole('region', { name: '3. ¿Qué mejorarías?' })).getAllByRole('listitem');
    expect(textos.map((li) => li.textContent)).toEqual([
      'Más prácticas en verano',
      'Un tutor más cercanoAnónima',
      'Nada, todo bien',
    ]);
  });

  it('says nothing of a limit when nobody answered anonymously', async () => {
    llamadas = apiFalsa(() => permisos, { [RESULTADOS_7]: resultados({ anonimas: 0 }) });
    pintar();
    expect(await screen.findByText('4 contestaciones')).toBeTruthy();
    expect(screen.queryByText(/límite por conexión/)).toBeNull();
  });

  it('searches the free texts as one types', async () => {
    llamadas = apiFalsa(() => permisos, { [RESULTADOS_7]: resultados() });
    pintar();
    const buscar = await screen.findByRole('searchbox', { name: 'Buscar en las respuestas' });
    expect(screen.getByText('3 de 3 respuestas')).toBeTruthy();
    fireEvent.change(buscar, { target: { value: 'practicas' } });
    expect(screen.getByText('1 de 3 respuestas')).toBeTruthy();
    expect(screen.getByText('Más prácticas en verano')).toBeTruthy();
    expect(screen.queryByText('Un tutor más cercano')).toBeNull();
    fireEvent.change(buscar, { target: { value: 'xyz' } });
    expect(screen.getByText('Ninguna respuesta contiene ese texto.')).toBeTruthy();
  });

  it('downloads the CSV', async () => {
    const guardar = vi.fn();
    URL.createObjectURL = guardar.mockReturnValue('blob:csv');
    URL.revokeObjectURL = () => undefined;
    llamadas = apiFalsa(() => permisos, {
      [RESULTADOS_7]: resultados(),
      [CSV_7]: () =>
        new Response('Día;Encuestado\n', {
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="encuesta-x.csv"' },
        }),
    });
    pintar();
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(llamadasA(CSV_7)).toHaveLength(1));
    await waitFor(() => expect(guardar).toHaveBeenCalled());
  });

  it('says nobody has answered yet, and offers the builder to who may change it', async () => {
    permisos = ['contenidos'];
    llamadas = apiFalsa(() => permisos, { [RESULTADOS_7]: resultados({ contestaciones: 0, anonimas: 0 }) });
    pintar();
    expect(await screen.findByRole('heading', { name: 'Aún no la ha contestado nadie' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Editar la encuesta' })).getAttribute('href')).toBe(
      '/gestion/encuestas/7/editar',
    );
    expect(screen.getByRole('button', { name: 'Descargar CSV' }).hasAttribute('disabled')).toBe(true);
  });

  it('says a survey that does not exist', async () => {
    llamadas = apiFalsa(() => permisos, { [RESULTADOS_7]: () => ({ status: 35, mensaje: 'No se puede acceder.' }) });
    pintar();
    expect(await screen.findByRole('heading', { name: 'Esta encuesta no existe' })).toBeTruthy();
  });
  it('marks the survey as the graduates’ follow-up: a single-choice question and what each answer means', async () => {
    permisos = ['contenidos'];
    const conSituacion = resultados({
      preguntas: [
        {
          idPregunta: 80,
          orden: 1,
          tipo: 'unica',
          texto: '¿Cuál es tu situación?',
          contestadas: 4,
          anonimas: 0,
          respuestas: [
            { idRespuesta: 800, texto: 'Trabajo', veces: 3 },
            { idRespuesta: 801, texto: 'Estudio', veces: 1 },
          ],
          escala: [],
          textos: [],
        },
      ],
    });
    llamadas = apiFalsa(() => permisos, {
      [RESULTADOS_7]: conSituacion,
      '/api/Gestion/seguimientoEncuesta/7': { idEncuesta: 7, idPregunta: null, situaciones: [] },
      '/api/Gestion/marcarSeguimientoEncuesta/7': (l) => ({
        status: 0,
        datos: { idEncuesta: 7, idPregunta: 80, situaciones: l.body.situaciones },
      }),
    });
    pintar();
    const panel = within(await screen.findByRole('region', { name: 'Seguimiento de egresados' }));
    const elegir = async (etiqueta: string, opcion: string) => {
      fireEvent.keyDown(panel.getByRole('combobox', { name: etiqueta }), { key: 'Enter' });
      fireEvent.click(await screen.findByRole('option', { name: opcion }));
    };
    await elegir('Pregunta sobre la situación', '1. ¿Cuál es tu situación?');
    await elegir('Trabajo', 'Trabaja');
    await elegir('Estudio', 'Sigue estudiando');
    fireEvent.click(panel.getByRole('button', { name: 'Guardar como encuesta de seguimiento' }));
    await waitFor(() => expect(llamadasA('/api/Gestion/marcarSeguimientoEncuesta/7')).toHaveLength(1));
    expect(llamadasA('/api/Gestion/marcarSeguimientoEncuesta/7')[0]?.body).toEqual({
      idPregunta: 80,
      situaciones: [
        { idRespuesta: 800, situacion: 'empleo' },
        { idRespuesta: 801, situacion: 'estudios' },
      ],
    });
  });
});
