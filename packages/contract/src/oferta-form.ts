import { z } from 'zod';
import { ID_PERFIL, RANGO_DEDICACION, TEXTO_LARGO_MAX } from './constants';
import { emailSchema } from './validation/email';
import { idSchema } from './validation/id';
import { MENSAJES } from './validation/messages';
import {
  diasSemanaSchema,
  horasDiaSchema,
  mesesSchema,
  numberField,
  optionalNumberField,
  remuneracionSchema,
} from './validation/numbers';
import { phoneSchema } from './validation/phone';
import { optionalText, requiredText, textoMultilinea } from './validation/text';
import { optionalUrlSchema } from './validation/url';

/**
 * The offer form (nueva_oferta / editar_oferta), written once: the web form's
 * resolver and the API's addOferta / editaOferta parse with it.
 *
 * One schema per profile, joined on `idPerfil`: each lists what its profile
 * requires (the contract for empleo; the internship type, which is the
 * prácticas "contrato", and the company tutor for prácticas), every problem
 * is reported at once, and the other profile's fields are dropped on parse.
 *
 * Two rules are not here on purpose: start before end answers code 27 and a
 * deadline already past answers code 15 from the service, because the spec
 * gives 27 a banner of its own and "today" is the portal's calendar (Madrid),
 * not the browser's. `fechasEnOrden` lets the form warn early with the same rule.
 */

/** Descriptions and tasks are the body of the offer: 150 characters (spec §9's default) would not hold them. */
export const OFERTA_TEXTO_LARGO_MAX = 4000;

export const MODALIDADES = ['presencial', 'hibrida', 'remota'] as const;
export type Modalidad = (typeof MODALIDADES)[number];
export const etiquetasModalidad: Readonly<Record<Modalidad, string>> = {
  presencial: 'Presencial',
  hibrida: 'Híbrida',
  remota: 'En remoto',
};

export const MENSAJE_SIN_TITULACIONES = 'Debes seleccionar al menos una titulación';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** yyyy-mm-dd, as an `<input type="date">` gives it; blank means not given. */
const optionalDate = z.preprocess(blankToUndefined, z.iso.date({ error: 'La fecha no es válida' }).optional());

/**
 * A select of a domain list: a positive id, the strings a form gives accepted,
 * no larger than PostgreSQL's `integer` (numberField's default ceiling for integers).
 */
const requiredId = () => numberField({ min: 1, integer: true });
const optionalId = () => optionalNumberField({ min: 1, integer: true });

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** Fields both profiles share (spec §5). */
const camposComunes = {
  titulo: requiredText(),
  plazas: numberField({ min: 1, integer: true }),
  puestoTrabajo: requiredText(),
  departamento: requiredText(),
  descripcion: requiredText(3, OFERTA_TEXTO_LARGO_MAX, textoMultilinea),
  tareasAdesarrollar: requiredText(3, OFERTA_TEXTO_LARGO_MAX, textoMultilinea),
  requisitos: optionalText(3, OFERTA_TEXTO_LARGO_MAX, textoMultilinea),
  horario: requiredText(),
  horasDia: optional(horasDiaSchema),
  /** Gross annual salary (empleo) or monthly allowance (prácticas), in euros. */
  remuneracion: optional(remuneracionSchema),
  modalidad: z.enum(MODALIDADES, { error: MENSAJES.requerido }).default('presencial'),
  idProvincia: requiredId(),
  localidad: requiredText(),
  /** Last day to apply; the offer stays editable (while pending) up to that day. */
  fechaLimite: optionalDate,
  fechaInicio: optionalDate,
  fechaFin: optionalDate,
  idAreaFuncional: optionalId(),
  titulaciones: z
    .array(idSchema(), { error: MENSAJE_SIN_TITULACIONES })
    .min(1, MENSAJE_SIN_TITULACIONES)
    .max(50, 'Selecciona como máximo 50 titulaciones'),
  /** Where students apply when the company runs its own inscription. */
  urlInscripcionExterna: optionalUrlSchema,
  soloUniversidad: z.boolean().default(false),
  /** Students must upload their own CV file to apply (code 55), not only the generated one. */
  requiereCvPropio: z.boolean().default(false),
  /** Documents a candidate must hand in to apply (code 11). */
  documentacionNecesaria: optionalText(3, TEXTO_LARGO_MAX, textoMultilinea),
};

export const ofertaEmpleoSchema = z.object({
  idPerfil: z.literal(ID_PERFIL.EMPLEO),
  ...camposComunes,
  /** The "contrato" of spec §5. */
  idTipoContrato: requiredId(),
  soloTitulados: z.boolean().default(false),
  soloPostgrado: z.boolean().default(false),
});

export const ofertaPracticasSchema = z.object({
  idPerfil: z.literal(ID_PERFIL.PRACTICAS),
  ...camposComunes,
  /** Internship type (getTipoPracticas): what "contrato" means for prácticas. */
  idTipoFormacion: requiredId(),
  idPrograma: optionalId(),
  meses: optional(mesesSchema),
  /** Whole percent of a full working day: the column is an integer. */
  tiempoDedicacionJornada: optional(numberField({ ...RANGO_DEDICACION, integer: true })),
  numeroDiasSemana: optional(diasSemanaSchema),
  creditosMinimos: optionalNumberField({ min: 0, integer: true }),
  tutorNombre: requiredText(),
  tutorCargo: requiredText(),
  tutorEmail: emailSchema,
  tutorTelefono: phoneSchema,
});

const PERFIL_REQUERIDO = 'Indica si la oferta es de empleo o de prácticas';

export const ofertaFormSchema = z.discriminatedUnion('idPerfil', [ofertaEmpleoSchema, ofertaPracticasSchema], {
  error: PERFIL_REQUERIDO,
});
export type OfertaForm = z.output<typeof ofertaFormSchema>;
export type OfertaFormInput = z.input<typeof ofertaFormSchema>;
export type OfertaEmpleoForm = z.output<typeof ofertaEmpleoSchema>;
export type OfertaPracticasForm = z.output<typeof ofertaPracticasSchema>;

/** Start strictly before end; either date missing is fine (spec §5, code 27). Dates are yyyy-mm-dd. */
export const fechasEnOrden = (inicio: string | null | undefined, fin: string | null | undefined): boolean =>
  !inicio || !fin || inicio < fin;

/**
 * The stored values of an offer, to fill the edit form. Everything the
 * company may still have to complete is nullable: a copy to the opposite
 * profile leaves that profile's own fields empty. Dates are yyyy-mm-dd.
 */
export const ofertaValoresSchema = z.object({
  idPerfil: z.union([z.literal(ID_PERFIL.EMPLEO), z.literal(ID_PERFIL.PRACTICAS)]),
  titulo: z.string(),
  plazas: z.number().int(),
  puestoTrabajo: z.string().nullable(),
  departamento: z.string().nullable(),
  descripcion: z.string(),
  tareasAdesarrollar: z.string().nullable(),
  requisitos: z.string().nullable(),
  horario: z.string().nullable(),
  horasDia: z.number().nullable(),
  remuneracion: z.number().nullable(),
  modalidad: z.string(),
  idProvincia: z.number().int().nullable(),
  localidad: z.string().nullable(),
  fechaLimite: z.string().nullable(),
  fechaInicio: z.string().nullable(),
  fechaFin: z.string().nullable(),
  idAreaFuncional: z.number().int().nullable(),
  titulaciones: z.array(z.number().int()),
  urlInscripcionExterna: z.string().nullable(),
  soloUniversidad: z.boolean(),
  requiereCvPropio: z.boolean(),
  documentacionNecesaria: z.string().nullable(),
  idTipoContrato: z.number().int().nullable(),
  soloTitulados: z.boolean(),
  soloPostgrado: z.boolean(),
  idTipoFormacion: z.number().int().nullable(),
  idPrograma: z.number().int().nullable(),
  meses: z.number().int().nullable(),
  tiempoDedicacionJornada: z.number().int().nullable(),
  numeroDiasSemana: z.number().int().nullable(),
  creditosMinimos: z.number().int().nullable(),
  tutorNombre: z.string().nullable(),
  tutorCargo: z.string().nullable(),
  tutorEmail: z.string().nullable(),
  tutorTelefono: z.string().nullable(),
});
export type OfertaValores = z.infer<typeof ofertaValoresSchema>;

/**
 * Fields the stored offer still lacks or holds wrongly for its profile, by
 * the form's own rules: empty when it is complete. The university validates
 * only complete offers, and a copy to the opposite profile reports these.
 */
export function camposPendientes(valores: OfertaValores): string[] {
  const asInput = Object.fromEntries(Object.entries(valores).map(([k, v]) => [k, v === null ? undefined : v]));
  const result = ofertaFormSchema.safeParse(asInput);
  if (result.success) return [];
  return [...new Set(result.error.issues.map((i) => String(i.path[0] ?? '')))].filter((campo) => campo !== '');
}
