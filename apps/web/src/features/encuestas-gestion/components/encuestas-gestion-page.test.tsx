import '@/test/setup';
import type { EncuestaGestion } from '@puente/contract/encuestas';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFalsa, encuesta, type Llamada, pagina, pintarEn } from '../test/api-falsa';
import { EncuestasGestionPage } from './encuestas-gestion-page';

// jsdom has no CSS.escape nor layout; a dialog's focus return uses them.
globalThis.CSS ??= {} as typeof CSS;
globalThis.CSS.escape ??= (valor: string) => valor.replace(/[^\w-]/g, (c) => `\\${c}`);

const LISTA = '/api/Gestion/encuestas';

let permisos: string[];
let llamadas: Llamada[];
let encuestas: EncuestaGestion[];

function respuestas(extra = {}) {
  return apiFalsa(() => permisos, { [LISTA]: () => pagina(encuestas), ...extra });
}

beforeEach(() => {
  Element.prototype.scrollIntoView = () => undefined;
  permisos = ['contenidos'];
  encuestas = [
    encuesta(7, 'Satisfacción con las prácticas', { contestaciones: 12, destinatarios: 2, respuestaObligatoria: true }),
    encuesta(5, 'Valoración de la Feria de Empleo', {
      paraAlumnos: false,
      sacaOpcionAnonima: true,
      publicada: false,
      preguntas: 4,
    }),
  ];
  llamadas = respuestas();
});
afterEach(() => vi.unstubAllGlobals());

const llamadasA = (url: string) => llamadas.filter((l) => l.url === url);
const cuentaLeida = () => waitFor(() => expect(llamadasA('/api/Gestion/miCuenta').length).toBeGreaterThan(0));
const pintar = (ruta = '/gestion/encuestas') => pintarEn(ruta, '/gestion/encuestas', <EncuestasGestionPage />);

describe('EncuestasGestionPage', { timeout: 20_000 }, () => {
  it('lists each survey with its audience, state, questions and answers', async () => {
    pintar();
    const practicas = within(await screen.findByRole('row', { name: /Satisfacción con las prácticas/ }));
    expect(practicas.getByText('Estudiantes')).toBeTruthy();
    expect(practicas.getByText('2 personas concretas')).toBeTruthy();
    expect(practicas.getByText('Obligatoria')).toBeTruthy();
    expect(practicas.getByText('Publicada')).toBeTruthy();
    expect(practicas.getByText('12')).toBeTruthy();
    const feria = within(screen.getByRole('row', { name: /Feria de Empleo/ }));
    expect(feria.getByText('Cualquiera, de forma anónima')).toBeTruthy();
    expect(feria.getByText('Retirada')).toBeTruthy();
    expect(screen.getByText('2 encuestas')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nueva encuesta' }).getAttribute('href')).toBe('/gestion/encuestas/nueva');
    expect(practicas.getByRole('link', { name: 'Resultados de «Satisfacción con las prácticas»' }).getAttribute('href')).toBe(
      '/gestion/encuestas/7/resultados',
    );
  });

  it('sends the filters in the address to the API', async () => {
    pintar('/gestion/encuestas?publicada=false&para=empresas&texto=feria');
    await screen.findByRole('row', { name: /Feria de Empleo/ });
    expect(Object.fromEntries(llamadasA(LISTA).at(-1)?.params ?? [])).toEqual({
      texto: 'feria',
      publicada: 'false',
      para: 'empresas',
    });
  });

  it('withdraws after asking, and publishes again at once on the same button', async () => {
    const cambiar = (publicada: boolean) => () => {
      encuestas = encuestas.map((e) => (e.idEncuesta === 7 ? { ...e, publicada } : e));
      return { status: 0, datos: encuestas[0] };
    };
    llamadas = respuestas({
      '/api/Gestion/despublicarEncuesta/7': cambiar(false),
      '/api/Gestion/publicarEncuesta/7': cambiar(true),
    });
    pintar();
    await screen.findByRole('row', { name: /prácticas/ });
    await cuentaLeida();
    fireEvent.click(await screen.findByRole('button', { name: 'Retirar «Satisfacción con las prácticas»' }));
    const pregunta = await screen.findByRole('alertdialog', { name: '¿Retirar esta encuesta?' });
    expect(within(pregunta).getByText(/es obligatoria: al retirarla deja de pedirse/)).toBeTruthy();
    fireEvent.click(within(pregunta).getByRole('button', { name: 'Retirar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    fireEvent.click(await screen.findByRole('button', { name: 'Publicar «Satisfacción con las prácticas»' }));
    await screen.findByRole('button', { name: 'Retirar «Satisfacción con las prácticas»' });
    expect(llamadasA('/api/Gestion/despublicarEncuesta/7')).toHaveLength(1);
    expect(llamadasA('/api/Gestion/publicarEncuesta/7')).toHaveLength(1);
  });

  it('opens the builder with Enter on a row', async () => {
    pintar();
    const fila = await screen.findByRole('row', { name: /prácticas/ });
    await cuentaLeida();
    await screen.findByRole('link', { name: 'Editar «Satisfacción con las prácticas»' });
    act(() => fila.focus());
    fireEvent.keyDown(fila, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('direccion').textContent).toBe('/gestion/encuestas/7/editar'));
  });

  it('shows a read-only member the list and the results, without changes', async () => {
    permisos = ['lectura'];
    pintar();
    const fila = await screen.findByRole('row', { name: /prácticas/ });
    await cuentaLeida();
    expect(within(fila).getByRole('link', { name: /^Resultados de/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Nueva encuesta' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Editar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Retirar|Publicar)/ })).toBeNull();
    act(() => fila.focus());
    fireEvent.keyDown(fila, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('direccion').textContent).toBe('/gestion/encuestas/7/resultados'));
  });

  it('tells a member without the permission that the area is not theirs', async () => {
    permisos = ['practicas'];
    pintar();
    expect(await screen.findByRole('heading', { name: 'Tu cuenta no abre esta área' })).toBeTruthy();
    expect(llamadasA(LISTA)).toEqual([]);
  });
});
