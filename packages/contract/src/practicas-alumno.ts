import { z } from 'zod';
import {
  documentoPracticaEmpresaInput,
  ESTADOS_PRACTICA,
  type EstadoPractica,
  fichero,
  TIPOS_PRACTICA,
} from './practicas-empresa';
import { emailSchema } from './validation/email';
import { idOpcional, idSchema } from './validation/id';
import { demasiadoLargo, MENSAJES } from './validation/messages';
import { dedicacionSchema, diasSemanaSchema, horasDiaSchema, optionalNumberField } from './validation/numbers';
import { optionalPhoneSchema } from './validation/phone';
import { boundedText, optionalText, requiredText, textoMultilinea, textoRequerido } from './validation/text';

/*
 * A student's internships (issue 14, /mis-practicas): each internship with
 * the documents the student gives, the student's uploads, and the bank and
 * social-security data a paid internship needs first (spec §4, 518; decision
 * 020). Built on the `practicas` tables of issue 13 (practicas-empresa.ts).
 */

/** Never stored: an internship under way past its end date reads as finished (as the company's side reads it). */
export function estadoEfectivoPractica(estado: EstadoPractica, fechaFin: string, hoy: string): EstadoPractica {
  return estado === 'en_curso' && fechaFin < hoy ? 'finalizada' : estado;
}

/** States whose paperwork is still kept. */
export const practicaConDocumentacion = (estado: EstadoPractica) => estado !== 'rechazada' && estado !== 'anulada';

/** What a paid internship asks of the student before anything else (518). */
export const DATOS_PRACTICA = ['iban', 'nss', 'swift'] as const;
export type DatoPractica = (typeof DATOS_PRACTICA)[number];

/** A required document of one internship that the student gives, and the student's file for it. */
export const documentoAlumnoSchema = z.object({
  idDocumentoRequerido: z.number().int(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  /** The template to fill in, when the university gives one. */
  enlacePlantilla: z.string().nullable(),
  estado: z.enum(['aportado', 'pendiente']),
  entregado: z
    .object({
      id: z.number().int(),
      nombre: z.string(),
      /** dd/mm/yyyy */
      fecha: z.string(),
      /** Only the student's own files download here; one the university gave for the student has none. */
      enlace: z.string().nullable(),
    })
    .nullable(),
});
export type DocumentoAlumno = z.infer<typeof documentoAlumnoSchema>;

/** A document the student added outside the list (addDocumentoPractica). */
export const otroDocumentoAlumnoSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  fecha: z.string(),
  enlace: z.string(),
});

/** `damePracticasAlumno`: one of the student's internships. */
export const practicaAlumnoSchema = z.object({
  idPractica: z.number().int(),
  empresa: z.string(),
  oferta: z.object({ titulo: z.string(), urlAcceso: z.string() }).nullable(),
  idPrograma: z.number().int().nullable(),
  programa: z.string().nullable(),
  tipo: z.enum(TIPOS_PRACTICA),
  etiquetaTipo: z.string(),
  estado: z.enum(ESTADOS_PRACTICA),
  etiquetaEstado: z.string(),
  /** dd/mm/yyyy */
  fechaInicio: z.string(),
  fechaFin: z.string(),
  tutor: z.object({ nombre: z.string().nullable(), email: z.string().nullable(), telefono: z.string().nullable() }),
  tutorAcademico: z.object({ nombre: z.string().nullable(), email: z.string().nullable() }),
  horasDia: z.number().nullable(),
  numeroDiasSemana: z.number().int().nullable(),
  tiempoDedicacionJornada: z.number().nullable(),
  horasTotales: z.number().int().nullable(),
  tareas: z.string().nullable(),
  /** It is paid (extracurricular, or in a funded programme) and still proposed or under way: it needs the bank data. */
  necesitaDatos: z.boolean(),
  /** Whether the student may upload now (the paperwork is kept and no needed data is missing). */
  admiteDocumentos: z.boolean(),
  /** The documents the student gives, in the university's order. */
  documentos: z.array(documentoAlumnoSchema),
  /** What the student added besides the list, newest first. */
  otrosDocumentos: z.array(otroDocumentoAlumnoSchema),
});
export type PracticaAlumno = z.infer<typeof practicaAlumnoSchema>;

/**
 * `faltaDatosNecesariosPorPractica` (518 when something needed is missing):
 * whether any internship of the student needs the bank data, which are
 * missing, and what is kept (the IBAN masked) so the form can say so.
 */
export const faltaDatosPracticaSchema = z.object({
  necesarios: z.boolean(),
  faltan: z.array(z.enum(DATOS_PRACTICA)),
  /** "ES91 **** **** **** **** 1332", or null. */
  ibanEnmascarado: z.string().nullable(),
  swift: z.string().nullable(),
  /** Only the last four digits are shown: "**********40". */
  nssEnmascarado: z.string().nullable(),
});
export type FaltaDatosPractica = z.infer<typeof faltaDatosPracticaSchema>;

/**
 * `editDatosPractica`: the IBAN and the NSS, and the SWIFT/BIC when the IBAN
 * is not Spanish. Only the text rules here; the API answers 70/73 (IBAN), 83
 * (NSS) and 84 (SWIFT) with validation/datos-bancarios.ts, the functions the
 * form also checks with.
 */
export const datosPracticaInput = z.object({
  iban: textoRequerido().max(50, demasiadoLargo(50)),
  nss: textoRequerido().max(20, demasiadoLargo(20)),
  swift: boundedText(20).optional(),
});
export type DatosPracticaInput = z.input<typeof datosPracticaInput>;

/**
 * `addFicheroPractica`: the student's file for a required document of one of
 * their internships — the same request as the company's for its own.
 */
export const ficheroPracticaInput = documentoPracticaEmpresaInput;
export type FicheroPracticaInput = z.input<typeof ficheroPracticaInput>;

/** `addDocumentoPractica`: another document of one of the student's internships, with its name. */
export const documentoPracticaAlumnoInput = z.object({
  idPractica: idSchema(),
  nombre: requiredText(1, 150),
  ...fichero,
});
export type DocumentoPracticaAlumnoInput = z.input<typeof documentoPracticaAlumnoInput>;

// ─── Staff ─────────────────────────────────────────────────────────────────

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const fechaRequerida = () => z.iso.date({ error: 'La fecha no es válida' });

/**
 * Staff register an internship for a student at a company (the university's
 * direct registration; proposals and adhesions arrive at the same table).
 * The API checks the student, company, offer (the company's) and programme
 * exist (15 naming the field) and the dates' order (27).
 */
export const registroPracticaInput = z.object({
  idAlumno: idSchema(),
  idEmpresa: idSchema(),
  idOferta: idOpcional(),
  idPrograma: idOpcional(),
  tipo: z.enum(TIPOS_PRACTICA, { error: MENSAJES.requerido }),
  estado: z.enum(['propuesta', 'aceptada', 'en_curso', 'finalizada'], { error: MENSAJES.requerido }),
  propuestaPor: z.enum(['alumno', 'empresa', 'gestor']).default('gestor'),
  fechaInicio: fechaRequerida(),
  fechaFin: fechaRequerida(),
  tareas: z.preprocess(blankToUndefined, textoMultilinea().trim().max(2000, demasiadoLargo(2000)).optional()),
  horasDia: z.preprocess(blankToUndefined, horasDiaSchema.optional()),
  numeroDiasSemana: z.preprocess(blankToUndefined, diasSemanaSchema.optional()),
  tiempoDedicacionJornada: z.preprocess(blankToUndefined, dedicacionSchema.optional()),
  horasTotales: optionalNumberField({ min: 0, max: 5000, integer: true }),
  tutorNombre: optionalText(),
  tutorEmail: z.preprocess(blankToUndefined, emailSchema.optional()),
  tutorTelefono: optionalPhoneSchema,
  tutorAcademicoNombre: optionalText(),
  tutorAcademicoEmail: z.preprocess(blankToUndefined, emailSchema.optional()),
});
export type RegistroPracticaInput = z.input<typeof registroPracticaInput>;

/** The student's bank data as staff read them (every read audited). */
export const datosPracticaGestionSchema = z.object({
  idAlumno: z.number().int(),
  iban: z.string().nullable(),
  swift: z.string().nullable(),
  nss: z.string().nullable(),
  /** dd/mm/yyyy, or null when never given. */
  actualizado: z.string().nullable(),
});
