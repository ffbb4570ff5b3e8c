import type { EncuestaEdicion, EncuestaGestion, ResultadosEncuesta } from '@puente/contract/encuestas';
import { apiGestionFalsa, CONTENIDOS, type Respuesta } from '@/test/api-gestion-falsa';
import { paginaDe } from '@/test/pintar-gestion';

export type { Llamada } from '@/test/api-gestion-falsa';
export { pintarEn } from '@/test/pintar-gestion';

export const encuesta = (idEncuesta: number, titulo: string, extra: Partial<EncuestaGestion> = {}): EncuestaGestion => ({
  idEncuesta,
  titulo,
  urlAcceso: `encuesta-${idEncuesta}`,
  respuestaObligatoria: false,
  sacaOpcionAnonima: false,
  paraAlumnos: true,
  paraEmpresa: false,
  publicada: true,
  destinatarios: 0,
  preguntas: 3,
  contestaciones: 0,
  ...extra,
});

/** A survey as the builder reads it: three questions, the first one's "No" jumping to the third. */
export const edicion = (extra: Partial<EncuestaEdicion> = {}): EncuestaEdicion => ({
  idEncuesta: 7,
  titulo: 'Satisfacción con las prácticas',
  descripcion: null,
  urlAcceso: 'satisfaccion-practicas',
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
      texto: '¿Has hecho prácticas este curso?',
      obligatoria: true,
      respuestas: [
        { texto: 'Sí', saltoA: null },
        { texto: 'No', saltoA: 3 },
      ],
    },
    { tipo: 'escala', texto: 'Valora tus prácticas', obligatoria: true, respuestas: [] },
    { tipo: 'texto', texto: '¿Qué mejorarías?', obligatoria: false, respuestas: [] },
  ],
  publicada: true,
  contestaciones: 0,
  preguntasCongeladas: false,
  ...extra,
});

export const resultados = (extra: Partial<ResultadosEncuesta> = {}): ResultadosEncuesta => ({
  idEncuesta: 7,
  titulo: 'Satisfacción con las prácticas',
  contestaciones: 4,
  anonimas: 1,
  preguntas: [
    {
      idPregunta: 70,
      orden: 1,
      tipo: 'sino',
      texto: '¿Has hecho prácticas este curso?',
      contestadas: 4,
      anonimas: 1,
      respuestas: [
        { idRespuesta: 700, texto: 'Sí', veces: 3 },
        { idRespuesta: 701, texto: 'No', veces: 1 },
      ],
      escala: [],
      textos: [],
    },
    {
      idPregunta: 71,
      orden: 2,
      tipo: 'escala',
      texto: 'Valora tus prácticas',
      contestadas: 3,
      anonimas: 0,
      respuestas: [],
      escala: Array.from({ length: 10 }, (_, i) => ({ valor: i + 1, veces: i === 7 ? 2 : i === 9 ? 1 : 0 })),
      textos: [],
    },
    {
      idPregunta: 72,
      orden: 3,
      tipo: 'texto',
      texto: '¿Qué mejorarías?',
      contestadas: 3,
      anonimas: 1,
      respuestas: [],
      escala: [],
      textos: [
        { texto: 'Más prácticas en verano', anonima: false },
        { texto: 'Un tutor más cercano', anonima: true },
        { texto: 'Nada, todo bien', anonima: false },
      ],
    },
  ],
  ...extra,
});

/** A page of the staff's surveys list as the API answers it. */
export const pagina = paginaDe;

/** The staff API stubbed for these screens, signed in as a member of the office's content team. */
export const apiFalsa = (permisos: () => string[], respuestas: Record<string, Respuesta>) =>
  apiGestionFalsa(permisos, respuestas, CONTENIDOS);
