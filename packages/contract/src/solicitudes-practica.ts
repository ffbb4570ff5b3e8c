import { z } from 'zod';
import { TIPOS_PRACTICA } from './practicas-empresa';
import { emailSchema } from './validation/email';
import { idSchema } from './validation/id';
import { demasiadoLargo, MENSAJES } from './validation/messages';
import { dedicacionSchema, diasSemanaSchema, horasDiaSchema } from './validation/numbers';
import { optionalPhoneSchema } from './validation/phone';
import { dniSchema } from './validation/spanish-id';
import { optionalText, requiredText, textoMultilinea, textoRequerido } from './validation/text';

/*
 * Internship proposals and education-centre requests (issue 14, decision 021).
 * A proposal: a student proposes a company (by CIF; one not in the portal with
 * its name and a contact e-mail), or a company proposes a student (by DNI);
 * staff accept or reject it. An education request: a student asks a centre
 * (centros educativos of a province) for a placement, a limited number a year;
 * the company account linked to the centre accepts it, filling in dates, tutor
 * and tasks, or rejects it with a reason. Accepting either creates the internship.
 */

/** Education-centre requests a student may send per calendar year (81 past it). */
export const SOLICITUDES_EDUCACION_POR_ANIO = 3;

export const TIPOS_SOLICITUD_PRACTICA = ['propuesta', 'educacion'] as const;
export type TipoSolicitudPractica = (typeof TIPOS_SOLICITUD_PRACTICA)[number];

export const ORIGENES_SOLICITUD_PRACTICA = ['alumno', 'empresa'] as const;

export const ESTADOS_SOLICITUD_PRACTICA = ['pendiente', 'aceptada', 'rechazada'] as const;
export type EstadoSolicitudPractica = (typeof ESTADOS_SOLICITUD_PRACTICA)[number];

export const etiquetasEstadoSolicitudPractica: Readonly<Record<EstadoSolicitudPractica, string>> = {
  pendiente: 'Pendiente',
  aceptada: 'Aceptada',
  rechazada: 'Rechazada',
};

/** Tasks and a rejection's reason: textareas. */
export const TAREAS_MAX = 2000;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const fechaRequerida = () =>
  z.preprocess(
    blankToUndefined,
    z.iso.date({ error: (i) => (i.input === undefined ? MENSAJES.requerido : 'La fecha no es válida') }),
  );
const fechaOpcional = () => z.preprocess(blankToUndefined, z.iso.date({ error: 'La fecha no es válida' }).optional());
const textoLargo = () =>
  textoMultilinea({ error: MENSAJES.requerido })
    .trim()
    .min(1, { error: MENSAJES.requerido, abort: true })
    .min(3, 'El campo es demasiado corto (mínimo 3 caracteres)')
    .max(TAREAS_MAX, demasiadoLargo(TAREAS_MAX));
const textoLargoOpcional = () => textoMultilinea().trim().max(TAREAS_MAX, demasiadoLargo(TAREAS_MAX)).optional();

/** A CIF or DNI as typed: the service answers 33 / 66 when it is not a valid one, as the catalogue says. */
const identificadorTecleado = () => textoRequerido().max(20, demasiadoLargo(20));

/** What every proposal says of the internship itself. */
const condiciones = {
  tipoPractica: z.enum(TIPOS_PRACTICA, { error: MENSAJES.requerido }),
  fechaInicio: fechaRequerida(),
  fechaFin: fechaRequerida(),
  tutorNombre: requiredText(),
  tutorEmail: z.preprocess(blankToUndefined, emailSchema.optional()),
  tutorTelefono: optionalPhoneSchema,
  tareas: textoLargo(),
  horasDia: z.preprocess(blankToUndefined, horasDiaSchema.optional()),
  numeroDiasSemana: z.preprocess(blankToUndefined, diasSemanaSchema.optional()),
  tiempoDedicacionJornada: z.preprocess(blankToUndefined, dedicacionSchema.optional()),
};

/**
 * A student's proposal of a company: its CIF (33 when not a valid one). When
 * the company is not in the portal, its name and a contact e-mail are needed
 * (15 on those fields; 44 when the e-mail is a contact of another company).
 */
export const propuestaAlumnoInput = z.object({
  tipo: z.literal('propuesta'),
  cif: identificadorTecleado(),
  empresaNombre: optionalText(),
  empresaEmail: z.preprocess(blankToUndefined, emailSchema.optional()),
  ...condiciones,
});

/** A student's request to an education centre of a province. Dates and tasks are the student's wishes, optional. */
export const solicitudEducacionInput = z.object({
  tipo: z.literal('educacion'),
  idProvincia: idSchema(MENSAJES.requerido),
  idCentro: idSchema(MENSAJES.requerido),
  fechaInicio: fechaOpcional(),
  fechaFin: fechaOpcional(),
  tareas: textoLargoOpcional(),
});

/** `POST /api/Alumno/solicitudPractica`: a proposal (510) or an education-centre request (528). */
export const solicitudPracticaAlumnoInput = z.discriminatedUnion('tipo', [propuestaAlumnoInput, solicitudEducacionInput], {
  error: MENSAJES.requerido,
});
export type SolicitudPracticaAlumnoInput = z.input<typeof solicitudPracticaAlumnoInput>;

/**
 * `POST /api/Empresa/solicitudPractica`: a company proposes a student by DNI
 * (66 malformed). A registered student makes a proposal (510); a student not
 * yet in the portal needs the name the company gives and makes a request the
 * university follows up (528).
 */
export const propuestaEmpresaInput = z.object({
  dni: identificadorTecleado(),
  alumnoNombre: optionalText(),
  ...condiciones,
});
export type PropuestaEmpresaInput = z.input<typeof propuestaEmpresaInput>;

/** The strict DNI the company form checks before asking `compruebaDNIalumno`. */
export const dniAlumnoFormSchema = dniSchema;

/** `compruebaDNIalumno`: the student's name only, when the DNI is a registered student's (509 otherwise). */
export const compruebaDniAlumnoOutput = z.object({ encontrado: z.boolean(), nombre: z.string().nullable() });

/** `numeroSolicitudPracticasEducacionDisponibles`. */
export const disponiblesEducacionSchema = z.object({
  maximo: z.number().int(),
  usadas: z.number().int(),
  disponibles: z.number().int(),
});

/** The centre's company accepts a request, filling in what the internship needs. */
export const aceptarSolicitudInput = z.object({
  id: idSchema(),
  tipoPractica: condiciones.tipoPractica,
  fechaInicio: condiciones.fechaInicio,
  fechaFin: condiciones.fechaFin,
  tutorNombre: condiciones.tutorNombre,
  tutorEmail: emailSchema,
  tutorTelefono: condiciones.tutorTelefono,
  tareas: condiciones.tareas,
  horasDia: condiciones.horasDia,
  numeroDiasSemana: condiciones.numeroDiasSemana,
  tiempoDedicacionJornada: condiciones.tiempoDedicacionJornada,
});
export type AceptarSolicitudInput = z.input<typeof aceptarSolicitudInput>;

/** A rejection needs the reason the student reads. */
export const rechazarSolicitudInput = z.object({ id: idSchema(), motivo: textoLargo() });
export type RechazarSolicitudInput = z.input<typeof rechazarSolicitudInput>;

/** A proposal or request as its student, its company and staff read it. */
export const solicitudPracticaSchema = z.object({
  idSolicitud: z.number().int(),
  tipo: z.enum(TIPOS_SOLICITUD_PRACTICA),
  origen: z.enum(ORIGENES_SOLICITUD_PRACTICA),
  estado: z.enum(ESTADOS_SOLICITUD_PRACTICA),
  etiquetaEstado: z.string(),
  /** The student's name only, never the DNI or contact data (a company not yet sure of the student reads no more). */
  alumno: z.string(),
  /** The company: registered (its trade name) or as the student gave it. Null for an education request. */
  empresa: z.object({ nombre: z.string(), cif: z.string(), registrada: z.boolean() }).nullable(),
  centro: z.object({ id: z.number().int(), nombre: z.string(), localidad: z.string(), provincia: z.string() }).nullable(),
  tipoPractica: z.enum(TIPOS_PRACTICA),
  /** dd/mm/yyyy */
  fechaInicio: z.string().nullable(),
  fechaFin: z.string().nullable(),
  tutor: z.object({ nombre: z.string().nullable(), email: z.string().nullable(), telefono: z.string().nullable() }),
  tareas: z.string().nullable(),
  horasDia: z.number().nullable(),
  numeroDiasSemana: z.number().int().nullable(),
  tiempoDedicacionJornada: z.number().nullable(),
  /** The reason of a rejection. */
  respuesta: z.string().nullable(),
  /** dd/mm/yyyy */
  fecha: z.string(),
  fechaRespuesta: z.string().nullable(),
  /** The internship an accepted one created. */
  idPractica: z.number().int().nullable(),
});
export type SolicitudPractica = z.infer<typeof solicitudPracticaSchema>;
