import {
  type EncuestaDatos,
  type EncuestaEdicion,
  encuestaInput,
  type TipoEncuestado,
  type TipoPregunta,
} from '@puente/contract/encuestas';
import { z } from 'zod';

/** One answer as typed: its text and the `clave` of the question it jumps to ('' for the next one). */
export interface ValoresRespuesta {
  texto: string;
  saltoA: string;
}

/**
 * One question as typed. `clave` names it for the jumps while the builder moves it about: a jump follows its
 * question, not a position, and becomes the position (`saltoA`) only when sent.
 */
export interface ValoresPregunta {
  clave: string;
  tipo: TipoPregunta;
  texto: string;
  obligatoria: boolean;
  respuestas: ValoresRespuesta[];
}

export interface ValoresDestinatario {
  tipo: TipoEncuestado;
  id: number;
  /** As the API names them; '' for one added here by its number. */
  nombre: string;
}

/** The builder's values: the contract's fields, the optional ones as '' when empty. */
export interface ValoresEncuesta {
  titulo: string;
  descripcion: string;
  urlAcceso: string;
  respuestaObligatoria: boolean;
  sacaOpcionAnonima: boolean;
  paraAlumnos: boolean;
  paraEmpresa: boolean;
  idPractica: string;
  requiereRGPD: boolean;
  textoRGPD: string;
  destinatarios: ValoresDestinatario[];
  preguntas: ValoresPregunta[];
}

let ultimaClave = 0;
export const nuevaClave = () => {
  ultimaClave += 1;
  return `p${ultimaClave}`;
};

/** The Sí/No question's two answers (the API makes them when none are sent; the builder sends them to set jumps). */
export const RESPUESTAS_SI_NO: readonly string[] = ['Sí', 'No'];

/** The answers a question has once this type is chosen: none, Sí and No, or what it had (at least two). */
export function respuestasDeTipo(tipo: TipoPregunta, actuales: ValoresRespuesta[]): ValoresRespuesta[] {
  if (tipo === 'escala' || tipo === 'texto') return [];
  if (tipo === 'sino') return RESPUESTAS_SI_NO.map((texto) => ({ texto, saltoA: '' }));
  const faltan = Math.max(0, 2 - actuales.length);
  return [...actuales, ...Array.from({ length: faltan }, () => ({ texto: '', saltoA: '' }))];
}

export const preguntaNueva = (): ValoresPregunta => ({
  clave: nuevaClave(),
  tipo: 'unica',
  texto: '',
  obligatoria: true,
  respuestas: [
    { texto: '', saltoA: '' },
    { texto: '', saltoA: '' },
  ],
});

export const valoresNuevos = (): ValoresEncuesta => ({
  titulo: '',
  descripcion: '',
  urlAcceso: '',
  respuestaObligatoria: false,
  sacaOpcionAnonima: false,
  paraAlumnos: true,
  paraEmpresa: false,
  idPractica: '',
  requiereRGPD: false,
  textoRGPD: '',
  destinatarios: [],
  preguntas: [preguntaNueva()],
});

/** A stored survey as the builder shows it: each jump's position becomes its question's `clave`. */
export function valoresDe(e: EncuestaEdicion): ValoresEncuesta {
  const claves = e.preguntas.map(() => nuevaClave());
  return {
    titulo: e.titulo,
    descripcion: e.descripcion ?? '',
    urlAcceso: e.urlAcceso,
    respuestaObligatoria: e.respuestaObligatoria,
    sacaOpcionAnonima: e.sacaOpcionAnonima,
    paraAlumnos: e.paraAlumnos,
    paraEmpresa: e.paraEmpresa,
    idPractica: e.idPractica === null ? '' : String(e.idPractica),
    requiereRGPD: e.requiereRGPD,
    textoRGPD: e.textoRGPD ?? '',
    destinatarios: e.destinatarios.map((d) => ({ tipo: d.tipo, id: d.id, nombre: d.nombre })),
    preguntas: e.preguntas.map((p, i) => ({
      clave: claves[i] as string,
      tipo: p.tipo,
      texto: p.texto,
      obligatoria: p.obligatoria,
      respuestas: p.respuestas.map((r) => ({
        texto: r.texto,
        saltoA: r.saltoA === null ? '' : (claves[r.saltoA - 1] ?? ''),
      })),
    })),
  };
}

/** The values as the contract takes them: jumps by position, no answers for a scale or a free text. */
export function aContrato(valores: unknown): unknown {
  if (typeof valores !== 'object' || valores === null) return valores;
  const v = valores as ValoresEncuesta;
  const posicion = new Map((v.preguntas ?? []).map((p, i) => [p.clave, i + 1]));
  return {
    ...v,
    idPractica: v.idPractica?.trim() ? v.idPractica : undefined,
    destinatarios: (v.destinatarios ?? []).map(({ tipo, id }) => ({ tipo, id })),
    preguntas: (v.preguntas ?? []).map(({ clave: _clave, ...p }) => ({
      ...p,
      respuestas:
        p.tipo === 'escala' || p.tipo === 'texto'
          ? []
          : p.respuestas.map((r) => ({
              texto: r.texto,
              ...(r.saltoA ? { saltoA: posicion.get(r.saltoA) ?? 0 } : {}),
            })),
    })),
  };
}

/*
 * The API's own rules beyond each field's (encuestas-gestion.service `validar`), with its exact messages, so
 * the builder says them before sending; and the backwards jump, explained.
 */
export const MENSAJE_SIN_DESTINATARIOS = 'Indica a quién va dirigida: estudiantes, empresas o anónima';
export const MENSAJE_OBLIGATORIA_SIN_PUBLICO = 'Solo puede ser obligatoria para estudiantes o empresas';
export const MENSAJE_SIN_RGPD = 'Escribe el texto de protección de datos';
export const MENSAJE_DOS_RESPUESTAS = 'Añade al menos dos respuestas';
export const MENSAJE_SALTO_API = 'El salto debe llevar a una pregunta posterior que exista';
export const MENSAJE_SALTO_ATRAS =
  'Este salto lleva a una pregunta anterior: solo se puede saltar hacia delante, o la encuesta volvería atrás en un bucle';
export const MENSAJE_NO_ES_PARA_ALUMNOS = 'La encuesta no es para estudiantes';
export const MENSAJE_NO_ES_PARA_EMPRESAS = 'La encuesta no es para empresas';

type Datos = Partial<EncuestaDatos>;

function reglas(d: Datos, ctx: z.RefinementCtx<unknown>) {
  const error = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message, continue: false });
  if (!d.paraAlumnos && !d.paraEmpresa && !d.sacaOpcionAnonima) error(['paraAlumnos'], MENSAJE_SIN_DESTINATARIOS);
  if (d.respuestaObligatoria && !d.paraAlumnos && !d.paraEmpresa)
    error(['respuestaObligatoria'], MENSAJE_OBLIGATORIA_SIN_PUBLICO);
  if (d.requiereRGPD && !d.textoRGPD?.trim()) error(['textoRGPD'], MENSAJE_SIN_RGPD);
  const destinatarios = Array.isArray(d.destinatarios) ? d.destinatarios : [];
  if (!d.paraAlumnos && destinatarios.some((x) => x.tipo === 'alumno')) error(['destinatarios'], MENSAJE_NO_ES_PARA_ALUMNOS);
  if (!d.paraEmpresa && destinatarios.some((x) => x.tipo === 'empresa')) error(['destinatarios'], MENSAJE_NO_ES_PARA_EMPRESAS);
  const preguntas = Array.isArray(d.preguntas) ? d.preguntas : [];
  preguntas.forEach((p, i) => {
    const respuestas = Array.isArray(p?.respuestas) ? p.respuestas : [];
    if ((p?.tipo === 'unica' || p?.tipo === 'multiple') && respuestas.length < 2)
      error(['preguntas', i, 'respuestas'], MENSAJE_DOS_RESPUESTAS);
    respuestas.forEach((r, j) => {
      if (typeof r?.saltoA !== 'number') return;
      const ruta = ['preguntas', i, 'respuestas', j, 'saltoA'];
      if (r.saltoA >= 1 && r.saltoA <= i + 1) error(ruta, MENSAJE_SALTO_ATRAS);
      else if (r.saltoA < 1 || r.saltoA > preguntas.length) error(ruta, MENSAJE_SALTO_API);
    });
  });
}

/**
 * The contract's encuestaInput over the builder's values (the same field rules and messages as the API), and
 * beside it the API's cross-field rules: an intersection, so both are said at once. (A refinement on the
 * contract's object would wait for every field to parse: an empty title aborts it.)
 */
export const schemaEncuesta = z.intersection(
  z.preprocess(aContrato, encuestaInput),
  z
    .unknown()
    .superRefine((valores, ctx) => reglas(aContrato(valores) as Datos, ctx))
    .transform(() => ({})),
);
