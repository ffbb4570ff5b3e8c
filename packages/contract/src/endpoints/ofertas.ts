import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { idOpcional, idSchema, urlAccesoSchema } from '../validation/id';
import { optionalNumberField, REMUNERACION_MAX } from '../validation/numbers';
import { boundedText } from '../validation/text';

/** Path value of dameOfertasUsuario/{tipo}. */
export const tipoOferta = z.enum(['empleo', 'practicas']);
export type TipoOferta = z.infer<typeof tipoOferta>;

/** The offer's profile in the reader's language (spec §3 names the Spanish words; decision 030: English reads Job/Internship). */
export const textoPerfilOferta = z.enum(['Empleo', 'Prácticas', 'Job', 'Internship']);

/** Page sizes the list accepts; the web asks for 20 and the home for 5. */
export const TAMANO_PAGINA_POR_DEFECTO = 20;
export const TAMANO_PAGINA_MAX = 100;

/**
 * A list of ids in a query string: `?titulaciones=3,7` or repeated keys
 * (`?titulaciones=3&titulaciones=7`) both arrive as numbers.
 */
const idList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
  z.array(idSchema()).max(50),
);

/** Offer card of spec §3 (student list item). */
export const ofertaListItemSchema = z.object({
  titulo: z.string(),
  empresa: z.string().nullable(),
  /** Publication date, dd/mm/yyyy. */
  fecha: z.string().nullable(),
  provincia: z.string().nullable(),
  /** Label of the caller's candidacy status, or null when not a candidate. */
  estado: z.string().nullable(),
  /** The same status as a number: 16 shows the accept/reject options on the card. */
  idEstadoCandidatura: z.number().int().nullable(),
  urlAcceso: z.string(),
  textoPerfilOferta,
});
export type OfertaListItem = z.infer<typeof ofertaListItemSchema>;

/** Why the caller cannot apply: a code of spec §8 and its catalogue sentence in the reader's language. */
export const motivoNoInscripcionSchema = z.object({ codigo: z.number().int(), mensaje: z.string() });
export type MotivoNoInscripcion = z.infer<typeof motivoNoInscripcionSchema>;

/**
 * The verdict of the application rules for the calling student, computed by
 * the same function that answers `inscribirse`, so the card, the detail and
 * applying never disagree. `motivoNoInscripcion` is null when it can apply.
 */
const veredictoInscripcion = {
  puedeInscribirse: z.boolean(),
  motivoNoInscripcion: motivoNoInscripcionSchema.nullable(),
};

/** The offer card of the student lists: the list item plus whether the student can apply. */
export const ofertaTarjetaSchema = ofertaListItemSchema.extend(veredictoInscripcion);
export type OfertaTarjeta = z.infer<typeof ofertaTarjetaSchema>;

export const listaOfertasSchema = z.object({
  /** Every match of the filters, not only this page. */
  numTotal: z.number().int(),
  pagina: z.number().int(),
  tamanoPagina: z.number().int(),
  ofertas: z.array(ofertaTarjetaSchema),
});
export type ListaOfertas = z.infer<typeof listaOfertasSchema>;

/**
 * Filters of spec §3. Empleo reads contrato, salario, titulaciones and
 * areasTitulaciones; prácticas reads areaFuncional, areasTitulaciones,
 * nivelesTitulaciones, tiposFormacion, titulaciones and tituloPrograma. A
 * filter of the other profile is ignored. `texto` searches title, post,
 * requirements, description and tasks, accents optional.
 */
export const filtrosOfertasSchema = z.object({
  tipo: tipoOferta,
  texto: boundedText(150).optional(),
  idProvincia: idOpcional(),
  orden: z.enum(['fecha_desc', 'fecha_asc']).default('fecha_desc'),
  pagina: z.coerce.number().int().min(1).max(10_000).default(1),
  tamanoPagina: z.coerce.number().int().min(1).max(TAMANO_PAGINA_MAX).default(TAMANO_PAGINA_POR_DEFECTO),
  contrato: idList.optional(),
  /** Minimum gross annual salary in euros. */
  salario: optionalNumberField({ min: 0, techo: REMUNERACION_MAX }),
  titulaciones: idList.optional(),
  areasTitulaciones: idList.optional(),
  areaFuncional: idList.optional(),
  nivelesTitulaciones: idList.optional(),
  tiposFormacion: idList.optional(),
  /** Part of a programme's title, accents and case ignored. */
  tituloPrograma: boundedText(150).optional(),
  /**
   * "Solo ofertas para mí": only offers whose requirements the student's
   * profile meets (degree, level, graduated or postgraduate, university,
   * credits, curricular enrolment). Off unless asked; the web asks by default.
   */
  paraMi: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true')
    .optional(),
});
export type FiltrosOfertas = z.infer<typeof filtrosOfertasSchema>;

export const titulacionOfertaSchema = z.object({
  id: z.number().int(),
  descripcion: z.string(),
  idNivel: z.number().int(),
  nivel: z.string(),
  idArea: z.number().int(),
  area: z.string(),
});

/** The caller's candidacy on an offer, as the detail shows it. */
export const candidaturaEnOfertaSchema = z.object({
  estado: z.number().int(),
  textoEstado: z.string(),
  /** Date of the last change, dd/mm/yyyy. */
  fecha: z.string().nullable(),
  /** The student may still withdraw (status 1). */
  retirable: z.boolean(),
  /** Status 16: the student answers the pre-registration. */
  opcionesPreinscripcion: z.boolean(),
});

/**
 * An offer exactly as a student sees it (dameOferta/{url}; the company's
 * "ver como alumno" reuses it). Dates are dd/mm/yyyy. `plazoCerrado` is true
 * once the deadline has passed: the detail still shows, applying does not.
 */
export const ofertaDetalleSchema = z.object({
  idOferta: z.number().int(),
  urlAcceso: z.string(),
  idPerfil: z.union([z.literal(1), z.literal(2)]),
  textoPerfilOferta,
  idEstado: z.number().int(),
  publicada: z.boolean(),
  plazoCerrado: z.boolean(),
  titulo: z.string(),
  puestoTrabajo: z.string().nullable(),
  departamento: z.string().nullable(),
  empresa: z.object({ nombre: z.string(), descripcion: z.string().nullable(), web: z.string().nullable() }),
  descripcion: z.string(),
  tareas: z.string().nullable(),
  requisitos: z.string().nullable(),
  idProvincia: z.number().int().nullable(),
  provincia: z.string().nullable(),
  localidad: z.string().nullable(),
  plazas: z.number().int(),
  fechaPublicacion: z.string().nullable(),
  fechaLimite: z.string().nullable(),
  fechaInicio: z.string().nullable(),
  fechaFin: z.string().nullable(),
  idTipoContrato: z.number().int().nullable(),
  tipoContrato: z.string().nullable(),
  /** Gross annual euros (empleo) or monthly allowance (prácticas). */
  salario: z.number().nullable(),
  horario: z.string().nullable(),
  horasDia: z.number().nullable(),
  modalidad: z.string(),
  idAreaFuncional: z.number().int().nullable(),
  areaFuncional: z.string().nullable(),
  idTipoFormacion: z.number().int().nullable(),
  tipoFormacion: z.string().nullable(),
  programa: z.object({ titulo: z.string(), urlAcceso: z.string() }).nullable(),
  meses: z.number().int().nullable(),
  tiempoDedicacion: z.number().int().nullable(),
  diasSemana: z.number().int().nullable(),
  titulaciones: z.array(titulacionOfertaSchema),
  soloTitulados: z.boolean(),
  soloPostgrado: z.boolean(),
  soloUniversidad: z.boolean(),
  creditosMinimos: z.number().int().nullable(),
  documentacionNecesaria: z.string().nullable(),
  urlInscripcionExterna: z.string().nullable(),
  /** Null when the caller is not a candidate (or is not a student). */
  candidatura: candidaturaEnOfertaSchema.nullable(),
  /**
   * For a student, the verdict of the application rules. Seen by anyone else
   * (the company's preview, staff), only the offer's own state counts: open
   * and published is `true`, as for a student who meets every requirement.
   */
  ...veredictoInscripcion,
});
export type OfertaDetalle = z.infer<typeof ofertaDetalleSchema>;

export const ofertaEncajaSchema = ofertaTarjetaSchema.extend({
  /** Why it fits the student, most telling first (degree, then area, then province). */
  motivos: z.array(z.string()).min(1),
});
export type OfertaEncaja = z.infer<typeof ofertaEncajaSchema>;

export const ofertasEndpoints = {
  ofertasUsuario: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/dameOfertasUsuario/:tipo',
    role: 'alumno',
    summary:
      'Ofertas publicadas y en plazo de un perfil, con filtros, búsqueda de texto, provincia, orden por fecha y paginación',
    input: filtrosOfertasSchema,
    output: listaOfertasSchema,
  }),
  numOfertasEmpleo: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/dameNumOfertasEmpleoUsuario',
    role: 'alumno',
    summary: 'Número de ofertas de empleo publicadas y en plazo',
    input: z.object({}),
    output: z.number().int(),
  }),
  numOfertasPracticas: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/dameNumOfertasPracticasUsuario',
    role: 'alumno',
    summary: 'Número de ofertas de prácticas publicadas y en plazo',
    input: z.object({}),
    output: z.number().int(),
  }),
  ofertasEncajan: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/ofertasEncajanConUsuario',
    role: 'alumno',
    summary: 'Ofertas que encajan con las titulaciones y preferencias del estudiante, con el motivo de cada una',
    input: z.object({ limite: z.coerce.number().int().min(1).max(50).default(10) }),
    output: z.array(ofertaEncajaSchema),
  }),
  oferta: defineEndpoint({
    method: 'GET',
    path: '/api/Alumno/dameOferta/:url',
    role: 'alumno',
    summary: 'Ficha de una oferta publicada (o en la que el estudiante es candidato), con su candidatura si la tiene',
    input: z.object({ url: urlAccesoSchema }),
    output: ofertaDetalleSchema,
  }),
} as const;
