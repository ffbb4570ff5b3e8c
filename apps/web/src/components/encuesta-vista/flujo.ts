import type { Contestacion, PreguntaEncuesta } from '@puente/contract/encuestas';

/** What the respondent gave to one question (the form's state). */
export interface Dada {
  idRespuestas?: number[];
  valor?: number;
  texto?: string;
}

export const contestada = (p: PreguntaEncuesta, d: Dada | undefined): boolean => {
  if (!d) return false;
  if (p.tipo === 'escala') return d.valor !== undefined;
  if (p.tipo === 'texto') return (d.texto ?? '').trim() !== '';
  return (d.idRespuestas ?? []).length > 0;
};

/**
 * The index of the question after `indice` (spec §4 survey flow, the same
 * rule the API checks): the first chosen answer with a jump leads to its
 * destination when it comes later; otherwise the next one. `length` means the end.
 */
export function siguiente(preguntas: PreguntaEncuesta[], indice: number, d: Dada | undefined): number {
  const p = preguntas[indice];
  if (!p || !contestada(p, d) || p.tipo === 'escala' || p.tipo === 'texto') return indice + 1;
  const elegidas = p.respuestas.filter((r) => d?.idRespuestas?.includes(r.idRespuesta));
  const destino = elegidas.find((r) => r.idPreguntaDestino !== null)?.idPreguntaDestino ?? null;
  if (destino === null) return indice + 1;
  const i = preguntas.findIndex((q) => q.idPregunta === destino);
  return i > indice ? i : indice + 1;
}

/** The answers to send: only those of the questions on the path taken. */
export function contestacionesDelCamino(
  preguntas: PreguntaEncuesta[],
  camino: number[],
  dadas: Record<number, Dada>,
): Contestacion[] {
  return camino.flatMap((i): Contestacion[] => {
    const p = preguntas[i];
    const d = p ? dadas[p.idPregunta] : undefined;
    if (!p || !d || !contestada(p, d)) return [];
    if (p.tipo === 'escala') return [{ idPregunta: p.idPregunta, valor: d.valor as number }];
    if (p.tipo === 'texto') return [{ idPregunta: p.idPregunta, texto: d.texto?.trim() ?? '' }];
    return [{ idPregunta: p.idPregunta, idRespuestas: d.idRespuestas ?? [] }];
  });
}
