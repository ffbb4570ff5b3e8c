import { z } from 'zod';
import { MOVILIDADES_PRACTICA, OBLIGADOS_COTIZACION, PAGADORES_PRACTICA, REGLAS_COTIZACION } from './cotizacion-practicas';
import { busquedaFiltro, opcionFiltro, paginaInput, paginaSchema } from './paginas';
import { ESTADOS_PRACTICA, TIPOS_PRACTICA } from './practicas-empresa';
import { emailSchema } from './validation/email';
import { base64UploadSchema } from './validation/files';
import { idSchema } from './validation/id';
import { demasiadoLargo, MENSAJES } from './validation/messages';
import { numberField, optionalNumberField } from './validation/numbers';
import { requiredText, texto, textoMultilinea } from './validation/text';

/*
 * An internship as Spanish law runs it (issue 26, decision 042): the
 * training plan (RD 592/2014 art. 6) the company tutor writes and the
 * academic tutor accepts, the Social Security registration the obligated
 * party records (LGSS disposición adicional 52.ª; who is obligated is
 * cotizacion-practicas.ts), and what still stops an accepted internship from
 * starting. The company, the staff, the student and the academic tutor's
 * link read the same record (`seguimientoPracticaSchema`).
 */

/** borrador (the company is writing it) → enviado (to the academic tutor) → aceptado | devuelto (with remarks). */
export const ESTADOS_PROYECTO_FORMATIVO = ['borrador', 'enviado', 'aceptado', 'devuelto'] as const;
export type EstadoProyectoFormativo = (typeof ESTADOS_PROYECTO_FORMATIVO)[number];

/** What an accepted internship needs before it starts; the last one recorded starts it. */
export const REQUISITOS_INICIO = ['proyecto_formativo', 'tutor_academico', 'nss', 'ccc', 'alta'] as const;
export type RequisitoInicio = (typeof REQUISITOS_INICIO)[number];

/** A training plan's three texts: long enough for a real plan, bounded for the annex's page. */
export const PROYECTO_TEXTO_MAX = 4000;

/** The account code (código de cuenta de cotización) of the obligated party: 11 digits, spaces allowed when typed. */
export const CCC_PATRON = /^[0-9]{11}$/;
export const MENSAJE_CCC = 'El código de cuenta de cotización debe tener 11 dígitos';

const textoProyecto = textoMultilinea({ error: MENSAJES.requerido })
  .trim()
  .min(1, { error: MENSAJES.requerido, abort: true })
  .max(PROYECTO_TEXTO_MAX, demasiadoLargo(PROYECTO_TEXTO_MAX));

const fechaIso = z.iso.date({ error: 'La fecha no es válida' });

const cccSchema = texto({ error: MENSAJE_CCC })
  .transform((v) => v.replace(/[\s.-]/g, ''))
  .pipe(z.string().regex(CCC_PATRON, { error: MENSAJE_CCC }));

/** `proyectoFormativo`: the company saves the plan; `enviar` sends it to the academic tutor. */
export const proyectoFormativoInput = z.object({
  idPractica: idSchema(),
  objetivos: textoProyecto,
  actividades: textoProyecto,
  competencias: textoProyecto,
  enviar: z.boolean().default(false),
});
export type ProyectoFormativoInput = z.input<typeof proyectoFormativoInput>;

export const proyectoFormativoSchema = z.object({
  objetivos: z.string(),
  actividades: z.string(),
  competencias: z.string(),
  estado: z.enum(ESTADOS_PROYECTO_FORMATIVO),
  /** The academic tutor's remarks on a plan sent back. */
  observaciones: z.string().nullable(),
  /** dd/mm/yyyy */
  enviadoEn: z.string().nullable(),
  aceptadoEn: z.string().nullable(),
});
export type ProyectoFormativo = z.infer<typeof proyectoFormativoSchema>;

/** A registration or deregistration as recorded. */
const registroSs = z.object({
  /** dd/mm/yyyy */
  fecha: z.string(),
  /** 'la universidad' or the company's name, in the reader's language. */
  registradaPor: z.string(),
});

/** `altaSeguridadSocialPractica`: the obligated party records the registration and its account code. */
export const altaSeguridadSocialInput = z.object({
  idPractica: idSchema(),
  ccc: cccSchema,
  fechaAlta: fechaIso,
});
export type AltaSeguridadSocialInput = z.input<typeof altaSeguridadSocialInput>;

/** `bajaSeguridadSocialPractica`: the deregistration, on or after the registration. */
export const bajaSeguridadSocialInput = z.object({ idPractica: idSchema(), fechaBaja: fechaIso });

/** `datosLegalesPractica` (staff): what decides the obligated party, the credits and the academic tutor. */
export const datosLegalesPracticaInput = z.object({
  idPractica: idSchema(),
  creditos: optionalNumberField({ min: 0.5, max: 60 }),
  remunerada: z.boolean(),
  importeMensual: optionalNumberField({ min: 0, max: 99_999 }),
  pagador: z.enum(PAGADORES_PRACTICA).optional(),
  movilidad: z.enum(MOVILIDADES_PRACTICA),
  /** ISO weekdays of the schedule (1 = Monday); absent: the first `dias_semana` weekdays. */
  diasHorario: z
    .array(numberField({ min: 1, max: 7, integer: true }))
    .max(7)
    .optional(),
  tutorAcademicoNombre: requiredText(2, 150),
  tutorAcademicoEmail: emailSchema,
});
export type DatosLegalesPracticaInput = z.input<typeof datosLegalesPracticaInput>;

/** `ausenciaPractica`: a scheduled day the student did not attend, between the start and today. */
export const AUSENCIA_MOTIVO_MAX = 200;
export const ausenciaPracticaInput = z.object({
  idPractica: idSchema(),
  fecha: fechaIso,
  motivo: texto()
    .trim()
    .max(AUSENCIA_MOTIVO_MAX, demasiadoLargo(AUSENCIA_MOTIVO_MAX))
    .optional()
    .transform((v) => v || null),
});
export type AusenciaPracticaInput = z.input<typeof ausenciaPracticaInput>;
/** Why an absence's date is refused (code 15 on the field `fecha`). */
export const MENSAJES_AUSENCIA = {
  fueraDePracticas: 'La fecha está fuera de las fechas de las prácticas',
  futura: 'Solo se registran ausencias de días que ya han pasado',
  fueraDeHorario: 'Ese día no es de prácticas según el horario',
} as const;
export const borrarAusenciaInput = z.object({ idPractica: idSchema(), idAusencia: idSchema() });

export const ausenciaSchema = z.object({
  idAusencia: z.number().int(),
  /** dd/mm/yyyy */
  fecha: z.string(),
  motivo: z.string().nullable(),
  /** 'la universidad' or the company's name, in the reader's language. */
  registradaPor: z.string(),
});
export type Ausencia = z.infer<typeof ausenciaSchema>;

/**
 * `anexoFirmadoPractica`: the annex signed by the three parties, uploaded
 * like the agreement's signed copy: a PDF by its content (46), up to 2 MB (413).
 */
export const anexoFirmadoInput = z.object({
  idPractica: idSchema(),
  ficheroB64ParaAltas: base64UploadSchema,
  extension_adjunto: texto().trim().min(1, { error: MENSAJES.requerido }).max(20),
});
export type AnexoFirmadoInput = z.input<typeof anexoFirmadoInput>;

/** `clausulaCotizacionConvenio` (staff): the agreement's Social Security clause. */
export const clausulaCotizacionInput = z.object({ idConvenio: idSchema(), universidadAsumeCotizacion: z.boolean() });

/** Who must register the internship, with the rule and its explanation in the reader's language. */
export const cotizacionSchema = z.object({
  obligado: z.enum(OBLIGADOS_COTIZACION),
  etiquetaObligado: z.string(),
  incluida: z.boolean(),
  regla: z.enum(REGLAS_COTIZACION),
  explicacion: z.string(),
  /** The agreement in force's clause; null when the company has no agreement in force (then false is assumed). */
  universidadAsumeCotizacion: z.boolean().nullable(),
});

const persona = z.object({ nombre: z.string(), email: z.string().nullable() });

/** The legal record's fields up to the start; `seguimientoPracticaSchema` adds the reports. */
const seguimientoBaseSchema = z.object({
  idPractica: z.number().int(),
  alumno: z.string(),
  empresa: z.string(),
  tipo: z.enum(TIPOS_PRACTICA),
  estado: z.enum(ESTADOS_PRACTICA),
  etiquetaEstado: z.string(),
  /** dd/mm/yyyy */
  fechaInicio: z.string(),
  fechaFin: z.string(),
  horasTotales: z.number().int().nullable(),
  creditos: z.number().nullable(),
  remunerada: z.boolean(),
  importeMensual: z.number().nullable(),
  pagador: z.enum(PAGADORES_PRACTICA).nullable(),
  movilidad: z.enum(MOVILIDADES_PRACTICA),
  /** ISO weekdays of the schedule. */
  diasHorario: z.array(z.number().int()),
  tutorEmpresa: persona.nullable(),
  tutorAcademico: persona.nullable(),
  cotizacion: cotizacionSchema,
  ccc: z.string().nullable(),
  alta: registroSs.nullable(),
  baja: registroSs.nullable(),
  /** Whether the student has given their NUSS (never the number itself here). */
  nssRegistrado: z.boolean(),
  proyecto: proyectoFormativoSchema.nullable(),
  /** While `aceptada`: what still stops it from starting, in order. */
  requisitosPendientes: z.array(z.enum(REQUISITOS_INICIO)),
  /** Whether the reader may record the registration (the obligated party, or staff). */
  puedeRegistrarAlta: z.boolean(),
  /** The signed copy of the per-student annex, when uploaded. */
  anexoFirmado: registroSs.nullable(),
  /** Whether the reader may upload the signed annex (the host company or staff). */
  puedeSubirAnexo: z.boolean(),
  /** The days the student did not attend, the oldest first; they do not count as effective days. */
  ausencias: z.array(ausenciaSchema),
  /** Whether the reader may record absences: the host company or staff, while the internship runs or has ended. */
  puedeRegistrarAusencias: z.boolean(),
});

/** The academic tutor's link: the token from the mail. */
export const tokenTutorInput = z.object({ token: texto().trim().min(20).max(200) });
export const devolverProyectoInput = tokenTutorInput.extend({
  observaciones: textoMultilinea({ error: MENSAJES.requerido })
    .trim()
    .min(1, { error: MENSAJES.requerido, abort: true })
    .max(2000, demasiadoLargo(2000)),
});

/** A month the staff can download the effective days of, per account code and obligated party. */
export const mesDiasEfectivosSchema = z.object({
  /** yyyy-mm */
  mes: z.string(),
  ccc: z.string(),
  /** Who reports under this code: the university, or the host company when it is obligated. */
  obligado: z.enum(OBLIGADOS_COTIZACION),
  practicas: z.number().int(),
  diasEfectivos: z.number().int(),
});
export type MesDiasEfectivos = z.infer<typeof mesDiasEfectivosSchema>;

export const MES_PATRON = /^[0-9]{4}-(0[1-9]|1[0-2])$/;
export const diasEfectivosCsvInput = z.object({
  mes: texto().regex(MES_PATRON, { error: 'El mes debe tener la forma aaaa-mm' }),
  ccc: cccSchema,
});

// ─── The final reports (RD 592/2014 arts. 13 and 14), the grade, the certificate ─

/**
 * What the company tutor assesses in the final report (art. 13.2), each from
 * 1 (insuficiente) to 5 (excelente).
 */
export const ITEMS_INFORME_TUTOR = [
  'puntualidad',
  'asistencia',
  'capacidadTecnica',
  'capacidadAprendizaje',
  'administracionTrabajos',
  'habilidadesComunicacion',
  'responsabilidad',
  'adaptacion',
  'creatividadIniciativa',
  'implicacionPersonal',
  'motivacion',
  'receptividadCriticas',
  'trabajoEnEquipo',
] as const;
export type ItemInformeTutor = (typeof ITEMS_INFORME_TUTOR)[number];

export const etiquetasItemInformeTutor: Readonly<Record<'es' | 'en', Readonly<Record<ItemInformeTutor, string>>>> = {
  es: {
    puntualidad: 'Puntualidad',
    asistencia: 'Asistencia',
    capacidadTecnica: 'Capacidad técnica',
    capacidadAprendizaje: 'Capacidad de aprendizaje',
    administracionTrabajos: 'Administración de trabajos',
    habilidadesComunicacion: 'Habilidades de comunicación oral y escrita',
    responsabilidad: 'Sentido de la responsabilidad',
    adaptacion: 'Facilidad de adaptación',
    creatividadIniciativa: 'Creatividad e iniciativa',
    implicacionPersonal: 'Implicación personal',
    motivacion: 'Motivación',
    receptividadCriticas: 'Receptividad a las críticas',
    trabajoEnEquipo: 'Capacidad de trabajo en equipo',
  },
  en: {
    puntualidad: 'Punctuality',
    asistencia: 'Attendance',
    capacidadTecnica: 'Technical ability',
    capacidadAprendizaje: 'Ability to learn',
    administracionTrabajos: 'Managing the work',
    habilidadesComunicacion: 'Oral and written communication',
    responsabilidad: 'Sense of responsibility',
    adaptacion: 'Adaptability',
    creatividadIniciativa: 'Creativity and initiative',
    implicacionPersonal: 'Personal involvement',
    motivacion: 'Motivation',
    receptividadCriticas: 'Openness to criticism',
    trabajoEnEquipo: 'Teamwork',
  },
};

export const VALORACION_MIN = 1;
export const VALORACION_MAX = 5;
export const INFORME_TEXTO_MAX = 4000;

const valoracion = numberField({ min: VALORACION_MIN, max: VALORACION_MAX, integer: true });
const textoInforme = (requerido: boolean) => {
  const base = textoMultilinea({ error: MENSAJES.requerido }).trim();
  return requerido
    ? base.min(1, { error: MENSAJES.requerido, abort: true }).max(INFORME_TEXTO_MAX, demasiadoLargo(INFORME_TEXTO_MAX))
    : base.max(INFORME_TEXTO_MAX, demasiadoLargo(INFORME_TEXTO_MAX));
};

const valoraciones = z.object(
  Object.fromEntries(ITEMS_INFORME_TUTOR.map((i) => [i, valoracion])) as Record<ItemInformeTutor, typeof valoracion>,
);

/** The company tutor's final report (art. 13), sent from the personal link. */
export const informeTutorInput = tokenTutorInput.extend({
  horasRealizadas: numberField({ min: 1, max: 2000, integer: true }),
  valoraciones,
  observaciones: textoInforme(false),
});
export type InformeTutorInput = z.input<typeof informeTutorInput>;

export const informeTutorSchema = z.object({
  horasRealizadas: z.number().int(),
  valoraciones: z.record(z.enum(ITEMS_INFORME_TUTOR), z.number().int()),
  observaciones: z.string(),
  /** dd/mm/yyyy */
  enviadoEn: z.string(),
});
export type InformeTutor = z.infer<typeof informeTutorSchema>;

/** The student's final report (art. 14.2), from Mis prácticas once the internship has ended. */
export const informeAlumnoInput = z.object({
  idPractica: idSchema(),
  /** A concrete, detailed account of the tasks and the departments where they were done. */
  tareas: textoInforme(true),
  /** How the tasks drew on what the studies taught, and what was learnt. */
  conocimientos: textoInforme(true),
  /** Problems met and how they were solved. */
  problemas: textoInforme(false),
  /** What the internship added to the student's learning. */
  aportaciones: textoInforme(true),
  /** The student's assessment and suggestions for improvement. */
  valoracion: textoInforme(true),
  valoracionGlobal: valoracion,
});
export type InformeAlumnoInput = z.input<typeof informeAlumnoInput>;

export const informeAlumnoSchema = z.object({
  tareas: z.string(),
  conocimientos: z.string(),
  problemas: z.string(),
  aportaciones: z.string(),
  valoracion: z.string(),
  valoracionGlobal: z.number().int(),
  /** dd/mm/yyyy */
  enviadoEn: z.string(),
});
export type InformeAlumno = z.infer<typeof informeAlumnoSchema>;

/** The academic tutor's grade, 0–10 with one decimal, once both reports are in. */
export const calificacionInput = tokenTutorInput.extend({
  calificacion: numberField({ min: 0, max: 10 }).refine((n) => Math.round(n * 10) === n * 10, {
    error: 'La calificación admite un decimal como mucho',
  }),
});

/** Why a tutor's link mail was sent, and what became of it. */
export const MOTIVOS_ENVIO_ENLACE = ['inicial', 'recordatorio_3', 'recordatorio_10', 'recordatorio_20', 'manual'] as const;
export type MotivoEnvioEnlace = (typeof MOTIVOS_ENVIO_ENLACE)[number];
/** Days after the end of the internship (or of the first mail) when an unanswered report is reminded. */
export const DIAS_RECORDATORIO_INFORME = { recordatorio_3: 3, recordatorio_10: 10, recordatorio_20: 20 } as const;

export const envioEnlaceSchema = z.object({
  rol: z.enum(['tutor_empresa', 'tutor_academico']),
  motivo: z.enum(MOTIVOS_ENVIO_ENLACE),
  para: z.string(),
  /** ISO instant. */
  fecha: z.string(),
  /** The outbox's state: pendiente (queued or retrying), enviado (the server accepted it), fallido (bounced or given up). */
  entrega: z.enum(['pendiente', 'enviado', 'fallido']),
  /** The server's answer when it failed. */
  error: z.string().nullable(),
});
export type EnvioEnlace = z.infer<typeof envioEnlaceSchema>;

/**
 * The legal record of one internship, as every side reads it. Each reader
 * sees what is theirs: the company its tutor's report, the student their own
 * report and the grade, the academic tutor and the staff both reports and the
 * grade, only the staff the tutors' mails and their delivery.
 */
export const seguimientoPracticaSchema = seguimientoBaseSchema.extend({
  informeTutor: informeTutorSchema.nullable(),
  informeAlumno: informeAlumnoSchema.nullable(),
  calificacion: z.number().nullable(),
  /** dd/mm/yyyy: when the certificate was issued (state `certificada`). */
  certificadaEn: z.string().nullable(),
  envios: z.array(envioEnlaceSchema),
});
export type SeguimientoPractica = z.infer<typeof seguimientoPracticaSchema>;

/** `recordarInformesTutor`: the internships chosen in the staff's list. */
export const RECORDATORIOS_MAX = 100;
export const recordarInformesInput = z.object({
  ids: z
    .array(idSchema())
    .min(1, { error: 'Elige al menos unas prácticas' })
    .max(RECORDATORIOS_MAX, { error: `Como mucho ${RECORDATORIOS_MAX} prácticas a la vez` }),
});

// ─── The staff's internships list ────────────────────────────────────────────

/** What an internship still lacks, as the staff's list filters and flags it. */
export const FALTAS_PRACTICA = ['proyecto', 'alta', 'informe'] as const;
export type FaltaPractica = (typeof FALTAS_PRACTICA)[number];
/** Days after the end when a missing company tutor's report counts as overdue: the first reminder's. */
export const DIAS_INFORME_VENCIDO = DIAS_RECORDATORIO_INFORME.recordatorio_3;

export const filtroPracticasGestion = z.object({
  estado: opcionFiltro(ESTADOS_PRACTICA),
  falta: opcionFiltro(FALTAS_PRACTICA),
  obligado: opcionFiltro(OBLIGADOS_COTIZACION),
  /** yyyy-mm: internships under way some day of that month. */
  mes: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    texto().regex(MES_PATRON, { error: 'El mes debe tener la forma aaaa-mm' }).optional(),
  ),
  /** The student's or the company's name. */
  texto: busquedaFiltro,
});
export type FiltroPracticasGestion = z.output<typeof filtroPracticasGestion>;
export const listaPracticasGestionInput = filtroPracticasGestion.extend(paginaInput);

export const practicaGestionFilaSchema = z.object({
  idPractica: z.number().int(),
  alumno: z.string(),
  empresa: z.string(),
  tipo: z.enum(TIPOS_PRACTICA),
  estado: z.enum(ESTADOS_PRACTICA),
  etiquetaEstado: z.string(),
  /** dd/mm/yyyy */
  fechaInicio: z.string(),
  fechaFin: z.string(),
  obligado: z.enum(OBLIGADOS_COTIZACION),
  faltas: z.array(z.enum(FALTAS_PRACTICA)),
});
export type PracticaGestionFila = z.infer<typeof practicaGestionFilaSchema>;
export const paginaPracticasGestionSchema = paginaSchema(practicaGestionFilaSchema);
