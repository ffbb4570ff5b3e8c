import { z } from 'zod';
import { opcionFiltro } from './paginas';
import { idOpcional, idSchema } from './validation/id';
import { toNumber } from './validation/numbers';

/*
 * The office's numbers (issue 27, decision 044): one report per area, each
 * with the same filters, the headline figures and the tables the screen
 * draws as charts. Every report is one shape, so the screen, the CSV and the
 * tests read them alike: a table's CSV holds exactly its rows and columns.
 *
 * Periods are academic years, 1 September to 31 August (Europe/Madrid): the
 * year 2025 is 2025-26. Without one the report covers everything recorded.
 */

export const INFORMES_CIFRAS = ['ofertas', 'candidaturas', 'practicas', 'empresas', 'seguimiento'] as const;
export type InformeCifras = (typeof INFORMES_CIFRAS)[number];

export const MODALIDADES_OFERTA = ['presencial', 'hibrida', 'remota'] as const;
export const TIPOS_PRACTICA_CIFRAS = ['curricular', 'extracurricular'] as const;

/** The outcome of a graduate, as first-destination surveys count them (NACE). */
export const SITUACIONES_EGRESADO = ['empleo', 'estudios', 'buscando', 'no_buscando'] as const;
export type SituacionEgresado = (typeof SITUACIONES_EGRESADO)[number];

/** Below this many people a cell is not shown ('<5'), so nobody can be recognised in it. */
export const CELDA_MINIMA = 5;
export const CELDA_SUPRIMIDA = '<5';

export const CURSO_MIN = 2000;
export const CURSO_MAX = 2100;
const CURSO_NO_VALIDO = `El curso va de ${CURSO_MIN} a ${CURSO_MAX}`;

/**
 * The filters. `idArea` is the degree's area (rama de conocimiento): the
 * catalogue ties a degree to an area, not to a faculty, so the area stands in
 * for the faculty or centre (decision 044).
 */
export const filtroCifras = z.object({
  /** The academic year by the calendar year it starts in: 2025 is 2025-26. */
  curso: z.preprocess(
    toNumber,
    z
      .number({ error: CURSO_NO_VALIDO })
      .int(CURSO_NO_VALIDO)
      .min(CURSO_MIN, CURSO_NO_VALIDO)
      .max(CURSO_MAX, CURSO_NO_VALIDO)
      .optional(),
  ),
  idArea: idOpcional(),
  idTitulacion: idOpcional(),
  idSector: idOpcional(),
  idProvincia: idOpcional(),
  modalidad: opcionFiltro(MODALIDADES_OFERTA),
  tipoPractica: opcionFiltro(TIPOS_PRACTICA_CIFRAS),
  /** Graduate follow-up: which follow-up survey (the latest one when missing). */
  idEncuesta: idOpcional(),
});
export type FiltroCifras = z.output<typeof filtroCifras>;
export type ClaveFiltroCifras = keyof FiltroCifras;

/**
 * The filters each report reads; the others are not offered on its screen and
 * are ignored by the API. Degree filters name the offer's degrees in the offers'
 * report and the student's degree everywhere else.
 */
export const FILTROS_INFORME: Readonly<Record<InformeCifras, readonly ClaveFiltroCifras[]>> = {
  ofertas: ['curso', 'idArea', 'idTitulacion', 'idSector', 'idProvincia', 'modalidad'],
  candidaturas: ['curso', 'idArea', 'idTitulacion', 'idSector', 'idProvincia', 'modalidad'],
  practicas: ['curso', 'idArea', 'idTitulacion', 'idSector', 'idProvincia', 'tipoPractica'],
  empresas: ['curso', 'idSector', 'idProvincia'],
  seguimiento: ['curso', 'idArea', 'idTitulacion', 'idEncuesta'],
};

const informe = z.enum(INFORMES_CIFRAS, { error: 'El informe no existe' });

export const cifrasInput = filtroCifras.extend({ informe });
/** The tables of each report, in the order the screen shows them. */
export const TABLAS_INFORME = {
  ofertas: ['porMes', 'porPerfil'],
  candidaturas: ['porOferta', 'preinscripciones', 'porTitulacion'],
  practicas: ['porTitulacion', 'porModalidad', 'porPrograma'],
  empresas: ['porMes', 'porSector', 'convenios'],
  seguimiento: ['porTitulacion'],
} as const satisfies Record<InformeCifras, readonly string[]>;
export const CLAVES_TABLA = [
  'indicadores',
  'porMes',
  'porPerfil',
  'porOferta',
  'preinscripciones',
  'porTitulacion',
  'porModalidad',
  'porPrograma',
  'porSector',
  'convenios',
] as const;
export type ClaveTabla = (typeof CLAVES_TABLA)[number];

export const cifrasCsvInput = filtroCifras.extend({
  informe,
  /** A table's `clave`, or `indicadores` for the headline figures. */
  tabla: z.enum(CLAVES_TABLA, { error: 'La tabla no existe' }),
});

export const UNIDADES_CIFRA = ['numero', 'porcentaje', 'dias'] as const;
export type UnidadCifra = (typeof UNIDADES_CIFRA)[number];

/** A figure: a number, null when there is nothing to measure (a median of nothing), or '<5' when suppressed. */
export const celdaSchema = z.union([z.number(), z.null(), z.literal(CELDA_SUPRIMIDA)]);
export type Celda = z.infer<typeof celdaSchema>;

export const indicadorSchema = z.object({
  /** Named in the screens' catalogue: cifras.indicador.<clave>. */
  clave: z.string(),
  valor: celdaSchema,
  unidad: z.enum(UNIDADES_CIFRA),
});
export type Indicador = z.infer<typeof indicadorSchema>;

export const columnaCifrasSchema = z.object({
  /** Named in the screens' catalogue: cifras.columna.<clave>. */
  clave: z.string(),
  unidad: z.enum(UNIDADES_CIFRA),
});

export const filaCifrasSchema = z.object({
  /** A month 'yyyy-mm', a catalogue key (perfil, modalidad, bucket…) or a row's id. */
  clave: z.string(),
  /** A name from the data (a degree, a sector, a programme); null: the screen names `clave` itself. */
  etiqueta: z.string().nullable(),
  /** The English name where the data has one (sectors, areas); null: `etiqueta` serves both languages. */
  etiquetaEn: z.string().nullable(),
  valores: z.array(celdaSchema),
});
export type FilaCifras = z.infer<typeof filaCifrasSchema>;

export const TIPOS_GRAFICO = ['barras', 'barrasApiladas', 'lineas'] as const;

export const tablaCifrasSchema = z.object({
  /** Named in the screens' catalogue: cifras.tabla.<clave>. */
  clave: z.enum(CLAVES_TABLA),
  /** How rows are named when `etiqueta` is null: months, a catalogue of keys, or the data's own names. */
  filas: z.enum(['mes', 'clave', 'dato']),
  columnas: z.array(columnaCifrasSchema),
  datos: z.array(filaCifrasSchema),
  /** The chart drawn beside the table: its kind and the columns it draws. */
  grafico: z.object({ tipo: z.enum(TIPOS_GRAFICO), series: z.array(z.string()) }).nullable(),
});
export type TablaCifras = z.infer<typeof tablaCifrasSchema>;

export const encuestaSeguimientoResumenSchema = z.object({ id: z.number().int(), titulo: z.string() });

export const cifrasSchema = z.object({
  informe,
  /** The period covered (yyyy-mm-dd, both included), null without an academic year. */
  desde: z.string().nullable(),
  hasta: z.string().nullable(),
  /** When the figures were read (ISO). */
  leidoEn: z.string(),
  indicadores: z.array(indicadorSchema),
  tablas: z.array(tablaCifrasSchema),
  /** Graduate follow-up: the surveys marked as follow-up and the one read (null: none marked yet). */
  encuestas: z.array(encuestaSeguimientoResumenSchema).optional(),
  idEncuesta: z.number().int().nullable().optional(),
});
export type Cifras = z.infer<typeof cifrasSchema>;

/* A survey as the follow-up survey: which single-choice question says the outcome, and what each answer means. */

export const MENSAJE_SEGUIMIENTO_ANONIMA =
  'Una encuesta anónima no sirve para el seguimiento de egresados: sus respuestas no dicen de qué titulación es cada persona';
export const MENSAJE_SEGUIMIENTO_PREGUNTA = 'Elige una pregunta de respuesta única de esta encuesta';
export const MENSAJE_SEGUIMIENTO_RESPUESTAS = 'Di qué situación significa cada respuesta de la pregunta';
export const MENSAJE_SEGUIMIENTO_ALUMNOS = 'La encuesta de seguimiento tiene que ser para alumnos';

export const situacionRespuestaSchema = z.object({
  idRespuesta: idSchema(),
  situacion: z.enum(SITUACIONES_EGRESADO, { error: 'Elige una situación' }),
});

export const seguimientoEncuestaSchema = z.object({
  idEncuesta: z.number().int(),
  /** null: the survey is not the follow-up survey. */
  idPregunta: z.number().int().nullable(),
  situaciones: z.array(z.object({ idRespuesta: z.number().int(), situacion: z.enum(SITUACIONES_EGRESADO) })),
});
export type SeguimientoEncuesta = z.infer<typeof seguimientoEncuestaSchema>;

export const marcarSeguimientoEncuestaInput = z.object({
  id: idSchema(),
  /** Missing or null: the survey stops being a follow-up survey. */
  idPregunta: z.preprocess((v) => (v === null ? undefined : v), idOpcional()),
  situaciones: z.array(situacionRespuestaSchema).max(50).default([]),
});
export type MarcarSeguimientoEncuesta = z.output<typeof marcarSeguimientoEncuestaInput>;

/** Academic year of a date (yyyy-mm-dd): September starts the next one. */
export function cursoDe(dia: string): number {
  const [anio, mes] = dia.split('-').map(Number) as [number, number];
  return mes >= 9 ? anio : anio - 1;
}

/** The first and last day of an academic year. */
export function periodoCurso(curso: number): { desde: string; hasta: string } {
  return { desde: `${curso}-09-01`, hasta: `${curso + 1}-08-31` };
}
