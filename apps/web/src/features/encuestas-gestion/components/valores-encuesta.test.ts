import type { EncuestaEdicion } from '@puente/contract/encuestas';
import { describe, expect, it } from 'vitest';
import {
  MENSAJE_DOS_RESPUESTAS,
  MENSAJE_SALTO_ATRAS,
  MENSAJE_SIN_DESTINATARIOS,
  respuestasDeTipo,
  schemaEncuesta,
  valoresDe,
  valoresNuevos,
} from './valores-encuesta';

const edicion = (extra: Partial<EncuestaEdicion> = {}): EncuestaEdicion => ({
  idEncuesta: 9,
  titulo: 'Seguimiento',
  descripcion: null,
  urlAcceso: 'seguimiento',
  respuestaObligatoria: false,
  sacaOpcionAnonima: false,
  paraAlumnos: true,
  paraEmpresa: false,
  idPractica: null,
  requiereRGPD: false,
  textoRGPD: null,
  destinatarios: [],
  preguntas: [
    {
      tipo: 'sino',
      texto: '¿Trabajas?',
      obligatoria: true,
      respuestas: [
        { texto: 'Sí', saltoA: 3 },
        { texto: 'No', saltoA: null },
      ],
    },
    { tipo: 'texto', texto: '¿Qué haces?', obligatoria: false, respuestas: [] },
    { tipo: 'escala', texto: 'Valora', obligatoria: true, respuestas: [] },
  ],
  publicada: true,
  contestaciones: 0,
  preguntasCongeladas: false,
  ...extra,
});

const errores = (resultado: ReturnType<typeof schemaEncuesta.safeParse>) =>
  resultado.success ? [] : resultado.error.issues.map((i) => [i.path.join('.'), i.message]);

describe('the builder’s values', () => {
  it('turns each jump into its question’s key and back into the same position', () => {
    const v = valoresDe(edicion());
    expect(v.preguntas[0]?.respuestas[0]?.saltoA).toBe(v.preguntas[2]?.clave);
    const datos = schemaEncuesta.parse(v);
    expect(datos.preguntas.map((p) => p.respuestas)).toEqual([[{ texto: 'Sí', saltoA: 3 }, { texto: 'No' }], [], []]);
  });

  it('keeps a jump on its question when the questions move, and explains one that now points backwards', () => {
    const v = valoresDe(edicion());
    // Question 3 moved to the top: the Sí of (now) question 2 leads back to question 1.
    const [a, b, c] = v.preguntas;
    const movidas = { ...v, preguntas: [c, a, b].filter((p) => p !== undefined) };
    expect(errores(schemaEncuesta.safeParse(movidas))).toEqual([['preguntas.1.respuestas.0.saltoA', MENSAJE_SALTO_ATRAS]]);
  });

  it('says the API’s rules with the rest: the audience and two answers at least', () => {
    const v = { ...valoresNuevos(), paraAlumnos: false, titulo: '' };
    const mensajes = errores(schemaEncuesta.safeParse(v));
    expect(mensajes).toContainEqual(['paraAlumnos', MENSAJE_SIN_DESTINATARIOS]);
    expect(mensajes).toContainEqual(['titulo', 'Este campo es requerido']);
    const unaSola = { ...valoresNuevos(), titulo: 'Una', urlAcceso: 'una' };
    unaSola.preguntas = [{ clave: 'x', tipo: 'unica', texto: '¿?', obligatoria: true, respuestas: [{ texto: 'A', saltoA: '' }] }];
    expect(errores(schemaEncuesta.safeParse(unaSola))).toEqual([['preguntas.0.respuestas', MENSAJE_DOS_RESPUESTAS]]);
  });

  it('gives a type its answers: none, Sí and No, or at least two', () => {
    expect(respuestasDeTipo('escala', [{ texto: 'A', saltoA: '' }])).toEqual([]);
    expect(respuestasDeTipo('sino', []).map((r) => r.texto)).toEqual(['Sí', 'No']);
    expect(respuestasDeTipo('multiple', [{ texto: 'A', saltoA: 'p1' }])).toEqual([
      { texto: 'A', saltoA: 'p1' },
      { texto: '', saltoA: '' },
    ]);
  });
});
