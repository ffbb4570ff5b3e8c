import { z } from 'zod';
import { busquedaFiltro, paginaInput, paginaSchema, siNoFiltro } from './paginas';
import { ESTADOS_PRACTICA } from './practicas-empresa';
import { idSchema } from './validation/id';
import { MENSAJES } from './validation/messages';
import { numberField } from './validation/numbers';
import { optionalText, requiredText, texto, textoMultilinea } from './validation/text';
import { isValidUrl } from './validation/url';

/*
 * Internship programmes (issue 14, spec §3 Programme): funded calls with
 * conditions. The API evaluates the conditions in one place and explains each
 * one to the reader (met / not met); the adhesion and applying to an offer of
 * the programme refuse with the code of the condition that fails (spec §8: 91,
 * 92, 93, 96, 99, 106, 542; 80 when several fail, listing them).
 */

/** Levels of study (niveles de titulación) a programme may be for. */
export const NIVELES_ESTUDIOS = [1, 2, 3, 4, 5, 6] as const;
export const nombresNivelEstudios: Readonly<Record<number, string>> = {
  1: 'Grado',
  2: 'Máster universitario',
  3: 'Doctorado',
  4: 'Título propio',
  5: 'Ciclo Formativo de Grado Superior',
  6: 'Ciclo Formativo de Grado Medio',
};

/** `meses` o `meses2` ("6 o 12 meses"), or de `meses` a `meses2` ("de 3 a 6 meses"). */
export const OPERADORES_MESES = ['o', 'a'] as const;
export type OperadorMeses = (typeof OPERADORES_MESES)[number];

export const ESTADOS_ADHESION = ['solicitada', 'adherida', 'rechazada'] as const;
export type EstadoAdhesion = (typeof ESTADOS_ADHESION)[number];

/** What anyone may read of an active programme (the anonymous list too): nothing about any user. */
export const programaPublicoSchema = z.object({
  idPrograma: z.number().int(),
  titulo: z.string(),
  urlAcceso: z.string(),
  urlImagen: z.string().nullable(),
  descripcion: z.string().nullable(),
  financiacion: z.string().nullable(),
  /** Names of the levels of study it is for; empty means any. */
  tiposEstudios: z.array(z.string()),
  /** dd/mm/yyyy */
  fechaInicio: z.string().nullable(),
  fechaFin: z.string().nullable(),
  meses: z.number().int().nullable(),
  meses2: z.number().int().nullable(),
  operadorMeses: z.enum(OPERADORES_MESES).nullable(),
  requiereAdhesion: z.boolean(),
  /** Last day to join or apply, dd/mm/yyyy. */
  plazo: z.string().nullable(),
  europeo: z.boolean(),
});
export type ProgramaPublico = z.infer<typeof programaPublicoSchema>;

/** One condition of the programme as it applies to the reader: null `cumple` when it cannot be told yet (checked on applying). */
export const CLAVES_CONDICION = [
  'plazo',
  'tiposEstudios',
  'estudiantesUniversitarios',
  'alumnosUniversidad',
  'tituladosUniversitarios',
  'fechaTitulacion',
  'exclusivo',
  'adhesion',
  'europeo',
] as const;
export type ClaveCondicion = (typeof CLAVES_CONDICION)[number];

export const condicionProgramaSchema = z.object({
  clave: z.enum(CLAVES_CONDICION),
  /** The condition in Spanish; the web words it from `clave` and `valor` in the reader's language. */
  texto: z.string(),
  /** A date (dd/mm/yyyy) or a list of levels the condition names. */
  valor: z.string().nullable(),
  cumple: z.boolean().nullable(),
});
export type CondicionPrograma = z.infer<typeof condicionProgramaSchema>;

/**
 * Where the reader stands: `adherirse` (may ask to join), `inscribirse` (may
 * apply to its offers: no adhesion needed, or already adhered), `pendiente`
 * (adhesion awaiting the university), `no` (with the reason).
 */
export const participacionSchema = z.object({
  estadoAdhesion: z.enum(ESTADOS_ADHESION).nullable(),
  puede: z.enum(['adherirse', 'inscribirse', 'pendiente', 'no']),
  motivo: z.object({ codigo: z.number().int(), mensaje: z.string() }).nullable(),
});
export type Participacion = z.infer<typeof participacionSchema>;

export const programaConParticipacionSchema = programaPublicoSchema.extend({ participacion: participacionSchema });
export type ProgramaConParticipacion = z.infer<typeof programaConParticipacionSchema>;

/** A published offer of the programme, linking to its page. */
export const ofertaProgramaSchema = z.object({
  /** 1 empleo, 2 prácticas: which student page it opens in. */
  idPerfil: z.number().int(),
  titulo: z.string(),
  empresa: z.string(),
  urlAcceso: z.string(),
  /** dd/mm/yyyy */
  fecha: z.string(),
  provincia: z.string().nullable(),
});

export const detalleProgramaSchema = programaConParticipacionSchema.extend({
  condiciones: z.array(condicionProgramaSchema),
  ofertas: z.array(ofertaProgramaSchema),
});
export type DetallePrograma = z.infer<typeof detalleProgramaSchema>;

export const adhesionResultadoSchema = z.object({ idPrograma: z.number().int(), estado: z.enum(ESTADOS_ADHESION) });

// ─── Staff ───────────────────────────────────────────────────────────────────

const IMAGEN_DE_MARCA = /^\/marca\/[a-z0-9/_-]+\.(svg|png|jpe?g|webp)$/i;
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const fecha = () => z.preprocess(blankToUndefined, z.iso.date({ error: 'La fecha no es válida' }).optional());
const meses = () => z.preprocess(blankToUndefined, numberField({ min: 0, max: 12, integer: true }).optional());

/** A programme as staff create or edit it (dates yyyy-mm-dd). */
const camposPrograma = z.object({
  titulo: requiredText(),
  urlAcceso: requiredText(3, 100).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Solo minúsculas, números y guiones'),
  descripcion: z.preprocess(
    blankToUndefined,
    textoMultilinea().trim().max(2000, 'El texto es demasiado largo (máximo 2000 caracteres)').optional(),
  ),
  /** A web address, or an image among the brand's assets (/marca/…). */
  urlImagen: texto()
    .trim()
    .max(300, 'El texto es demasiado largo (máximo 300 caracteres)')
    .refine((v) => v === '' || isValidUrl(v) || IMAGEN_DE_MARCA.test(v), MENSAJES.urlMalFormada)
    .optional(),
  financiacion: optionalText(),
  tiposEstudios: z
    .array(numberField({ min: 1, max: 6, integer: true }))
    .max(6)
    .default([]),
  fechaInicio: fecha(),
  fechaFin: fecha(),
  meses: meses(),
  meses2: meses(),
  operadorMeses: z.preprocess(blankToUndefined, z.enum(OPERADORES_MESES).optional()),
  requiereAdhesion: z.boolean().default(false),
  adhesionConValidacion: z.boolean().default(true),
  plazo: fecha(),
  soloEstudiantesUniversitarios: z.boolean().default(false),
  soloAlumnosUniversidad: z.boolean().default(false),
  soloTituladosUniversitarios: z.boolean().default(false),
  fechaTitulacionMinima: fecha(),
  exclusivo: z.boolean().default(false),
  europeo: z.boolean().default(false),
});

const coherente = (v: z.output<typeof camposPrograma>, ctx: z.RefinementCtx) => {
  if (v.fechaInicio && v.fechaFin && v.fechaInicio > v.fechaFin)
    ctx.addIssue({ code: 'custom', path: ['fechaFin'], message: 'La fecha de fin debe ser posterior a la de inicio' });
  if ((v.meses2 === undefined) !== (v.operadorMeses === undefined))
    ctx.addIssue({ code: 'custom', path: ['operadorMeses'], message: MENSAJES.requerido });
};

export const programaInput = camposPrograma.superRefine(coherente);
export type ProgramaInput = z.input<typeof programaInput>;
export type ProgramaDatos = z.output<typeof programaInput>;

export const editarProgramaInput = camposPrograma.extend({ id: idSchema() }).superRefine(coherente);

/** A programme as staff see it: every field and condition, active or not. */
export const programaGestionSchema = programaPublicoSchema.extend({
  activo: z.boolean(),
  adhesionConValidacion: z.boolean(),
  soloEstudiantesUniversitarios: z.boolean(),
  soloAlumnosUniversidad: z.boolean(),
  soloTituladosUniversitarios: z.boolean(),
  fechaTitulacionMinima: z.string().nullable(),
  exclusivo: z.boolean(),
  /** Adhesions awaiting a decision (students and companies). */
  pendientes: z.number().int(),
});
export type ProgramaGestion = z.infer<typeof programaGestionSchema>;

/** The staff's list (issue 27): by title, active or not, and with adhesions awaiting a decision; the newest first. */
export const filtroProgramasGestion = z.object({
  texto: busquedaFiltro,
  activo: siNoFiltro,
  conPendientes: siNoFiltro,
});
export type FiltroProgramasGestion = z.output<typeof filtroProgramasGestion>;
export const listaProgramasGestionInput = filtroProgramasGestion.extend(paginaInput);
export const paginaProgramasGestionSchema = paginaSchema(programaGestionSchema);

/** `ofertasYPracticasPrograma`: what a programme has produced, for the staff's programme page. */
export const ofertasYPracticasProgramaSchema = z.object({
  ofertas: z.array(
    z.object({
      idOferta: z.number().int(),
      titulo: z.string(),
      empresa: z.string(),
      idEstado: z.number().int(),
      etiquetaEstado: z.string(),
      plazas: z.number().int(),
      candidaturas: z.number().int(),
    }),
  ),
  practicas: z.array(
    z.object({
      idPractica: z.number().int(),
      alumno: z.string(),
      empresa: z.string(),
      estado: z.enum(ESTADOS_PRACTICA),
      etiquetaEstado: z.string(),
      /** dd/mm/yyyy */
      fechaInicio: z.string(),
      fechaFin: z.string(),
    }),
  ),
});
export type OfertasYPracticasPrograma = z.infer<typeof ofertasYPracticasProgramaSchema>;

export const adhesionGestionSchema = z.object({
  tipo: z.enum(['alumno', 'empresa']),
  id: z.number().int(),
  nombre: z.string(),
  estado: z.enum(ESTADOS_ADHESION),
  /** dd/mm/yyyy */
  fecha: z.string(),
});

export const resolverAdhesionInput = z.object({
  id: idSchema(),
  tipo: z.enum(['alumno', 'empresa'], { error: MENSAJES.requerido }),
  idAdherente: idSchema(),
  aceptar: z.boolean({ error: MENSAJES.requerido }),
});
