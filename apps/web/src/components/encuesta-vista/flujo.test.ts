import type { PreguntaEncuesta } from '@puente/contract/encuestas';
import { describe, expect, it } from 'vitest';
import { contestacionesDelCamino, siguiente } from './flujo';

const p = (id: number, tipo: PreguntaEncuesta['tipo'], saltos: (number | null)[] = []): PreguntaEncuesta => ({
  idPregunta: id,
  orden: id,
  tipo,
  texto: `P${id}`,
  obligatoria: true,
  respuestas: saltos.map((s, j) => ({ idRespuesta: id * 10 + j, texto: `R${j}`, idPreguntaDestino: s })),
});

describe('flujo de la encuesta', () => {
  const preguntas = [p(1, 'sino', [3, null]), p(2, 'texto'), p(3, 'escala'), p(4, 'multiple', [null, null])];

  it('un salto lleva a su destino; sin salto, a la siguiente; el final es length', () => {
    expect(siguiente(preguntas, 0, { idRespuestas: [10] })).toBe(2);
    expect(siguiente(preguntas, 0, { idRespuestas: [11] })).toBe(1);
    expect(siguiente(preguntas, 2, { valor: 5 })).toBe(3);
    expect(siguiente(preguntas, 3, { idRespuestas: [40] })).toBe(4);
  });

  it('un salto hacia atrás se ignora (la API no los admite)', () => {
    const raras = [p(1, 'texto'), p(2, 'unica', [1, null])];
    expect(siguiente(raras, 1, { idRespuestas: [20] })).toBe(2);
  });

  it('solo se envían las respuestas del camino', () => {
    const dadas = { 1: { idRespuestas: [10] }, 2: { texto: 'fuera del camino' }, 3: { valor: 7 } };
    expect(contestacionesDelCamino(preguntas, [0, 2], dadas)).toEqual([
      { idPregunta: 1, idRespuestas: [10] },
      { idPregunta: 3, valor: 7 },
    ]);
  });
});
