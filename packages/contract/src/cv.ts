import { z } from 'zod';
import type { Brand } from './brand';
import { TEXTO_LARGO_MAX } from './constants';
import { base64UploadSchema } from './validation/files';
import { MENSAJES } from './validation/messages';
import { notaMediaSchema, notaSchema, numberField, optionalNumberField } from './validation/numbers';
import { optionalPhoneSchema, phoneSchema } from './validation/phone';
import { boundedText, optionalText, requiredText, textoMultilinea, textoRequerido } from './validation/text';
import { optionalLinkedinUrlSchema, optionalUrlSchema } from './validation/url';

/*
 * The student's CV (spec §3 "Student CV"): what `dameCvUsuario` answers, what
 * each section's form sends, and the brand's field rules (spec §1: `campos`
 * in brand.json sets, per field, whether it is shown and whether it is
 * required). The same schema-building functions run in the API and in the
 * forms, so a hidden field is neither shown nor accepted and a required one is
 * refused empty with 'Este campo es requerido' in both places.
 */

/**
 * No brand rule: every field shown and optional. The endpoint declarations
 * use it, so the first parse accepts whatever some brand could accept; the
 * API then parses again with the brand's own schema.
 */
export const CAMPOS_SIN_REGLAS: Brand['campos'] = { personales: {}, academicos: {}, experiencia: {} };

/** Fields of each CV part that a brand may hide or require; any other field is always shown. */
export const CAMPOS_MARCA = {
  personales: ['telefono', 'fechaNacimiento', 'direccion', 'nacionalidad'],
  academicos: ['notaMedia', 'creditosSuperados'],
  experiencia: ['enlace', 'adjunto'],
} as const;

export type ParteCv = keyof typeof CAMPOS_MARCA;
type CamposMarca = Brand['campos'];

/** A field's rule; a field the brand does not mention is shown and optional. */
export function reglaCampo(campos: CamposMarca, parte: ParteCv, campo: string) {
  return campos[parte]?.[campo] ?? { visible: true, requerido: false };
}

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
/** yyyy-mm-dd, as an `<input type="date">` gives it. */
const fechaRequerida = z.preprocess(
  (v) => (v == null ? '' : v),
  textoRequerido().pipe(z.iso.date({ error: 'La fecha no es válida' })),
);
const fechaOpcional = z.preprocess(blankToUndefined, z.iso.date({ error: 'La fecha no es válida' }).optional());
const idRequerido = () => numberField({ min: 1, integer: true });
const idOpcional = () => z.preprocess(blankToUndefined, optionalNumberField({ min: 1, integer: true }));

/**
 * Puts a brand-governed field in an object shape: left out when hidden (zod
 * then drops it from the input), the required schema when required, the
 * optional one otherwise.
 */
function campo<R extends z.ZodType, O extends z.ZodType>(
  campos: CamposMarca,
  parte: ParteCv,
  nombre: string,
  requerido: R,
  opcional: O,
): Record<string, R | O> {
  const regla = reglaCampo(campos, parte, nombre);
  if (!regla.visible) return {};
  return { [nombre]: regla.requerido ? requerido : opcional };
}

/** `editDatosPersonales`: name and the personal fields the brand shows. DNI and e-mail are not edited here. */
export function datosPersonalesSchema(campos: CamposMarca) {
  return z.object({
    nombre: requiredText(),
    apellido1: requiredText(),
    apellido2: optionalText(),
    ...campo(campos, 'personales', 'telefono', phoneSchema, optionalPhoneSchema),
    ...campo(campos, 'personales', 'fechaNacimiento', fechaRequerida, fechaOpcional),
    ...campo(campos, 'personales', 'direccion', requiredText(3, TEXTO_LARGO_MAX), optionalText(3, TEXTO_LARGO_MAX)),
    /** The nationality is a country of the `paises` list. */
    ...campo(campos, 'personales', 'nacionalidad', idRequerido(), idOpcional()),
  });
}
export type DatosPersonalesInput = z.input<ReturnType<typeof datosPersonalesSchema>>;

/**
 * `addEstudio` / `editEstudio`: a study outside the university's records. A
 * degree of the catalogue (`idTitulacion`) or, for one that is not in it, its
 * name (`titulo`); one of the two is required.
 */
export function estudioSchema(campos: CamposMarca, { conId = false } = {}) {
  return z
    .object({
      ...(conId ? { id: idRequerido() } : {}),
      idTitulacion: idOpcional(),
      titulo: optionalText(),
      centro: requiredText(),
      finalizado: z.boolean(),
      fechaInicio: fechaRequerida,
      fechaFin: fechaOpcional,
      /** Final or current grade, 1–10 (spec §5). */
      nota: z.preprocess(blankToUndefined, notaSchema.optional()),
      ...campo(campos, 'academicos', 'notaMedia', notaMediaSchema, z.preprocess(blankToUndefined, notaMediaSchema.optional())),
      ...campo(
        campos,
        'academicos',
        'creditosSuperados',
        numberField({ min: 0, max: 600, integer: true }),
        z.preprocess(blankToUndefined, optionalNumberField({ min: 0, max: 600, integer: true })),
      ),
    })
    .superRefine((e, ctx) => {
      if (e.idTitulacion === undefined && !e.titulo)
        ctx.addIssue({ code: 'custom', path: ['titulo'], message: MENSAJES.requerido });
      if (e.fechaFin && e.fechaInicio && e.fechaFin < e.fechaInicio)
        ctx.addIssue({ code: 'custom', path: ['fechaFin'], message: MENSAJE_FECHAS_CV });
      if (e.finalizado && !e.fechaFin) ctx.addIssue({ code: 'custom', path: ['fechaFin'], message: MENSAJES.requerido });
    });
}
export type EstudioInput = z.input<ReturnType<typeof estudioSchema>>;

export const MENSAJE_FECHAS_CV = 'La fecha de fin debe ser posterior a la de inicio';

/** A file attached to a CV entry (an experience's certificate): the §5 extensions, at most 2 MB. */
export const adjuntoSchema = z.object({
  nombre: requiredText(1, 150),
  extension: textoRequerido(),
  ficheroB64: base64UploadSchema,
});

/** `addExperiencia` / `editExperiencia`. No `fechaFin` means the job is current. */
export function experienciaSchema(campos: CamposMarca, { conId = false } = {}) {
  return z
    .object({
      ...(conId ? { id: idRequerido() } : {}),
      puesto: requiredText(),
      empresa: requiredText(),
      fechaInicio: fechaRequerida,
      fechaFin: fechaOpcional,
      descripcion: optionalText(3, 2000, textoMultilinea),
      ...campo(campos, 'experiencia', 'enlace', optionalUrlSchema.unwrap(), optionalUrlSchema),
      /** On edit, leaving it out keeps the current file; `null` removes it. */
      ...campo(campos, 'experiencia', 'adjunto', adjuntoSchema, adjuntoSchema.nullable().optional()),
    })
    .superRefine((e, ctx) => {
      if (e.fechaFin && e.fechaInicio && e.fechaFin < e.fechaInicio)
        ctx.addIssue({ code: 'custom', path: ['fechaFin'], message: MENSAJE_FECHAS_CV });
    });
}
export type ExperienciaInput = z.input<ReturnType<typeof experienciaSchema>>;

/** `editDatosEmail`: the e-mail (60 if another account has it, 69 if malformed) and whether mail goes there. */
export const datosEmailSchema = z.object({
  email: requiredText(3, 150),
  comunicacionesEnEmailEstudiante: z.boolean(),
});

export const idiomaInputSchema = z.object({ idIdioma: idRequerido(), idNivel: idRequerido() });

/** Levels of a computer programme. */
export const NIVELES_PROGRAMA = { 1: 'Básico', 2: 'Intermedio', 3: 'Avanzado' } as const;
export const NIVELES_PROGRAMA_EN = { 1: 'Basic', 2: 'Intermediate', 3: 'Advanced' } as const;

export const MAX_COMPETENCIAS = 20;
export const MAX_TAGS_INTERES = 30;
export const MAX_PROGRAMAS = 40;
export const PRESENTACION_MAX = 2000;

export const competenciasSchema = z.object({
  competencias: z.array(requiredText(2, 60)).max(MAX_COMPETENCIAS, `Como máximo ${MAX_COMPETENCIAS} competencias`),
});
export const conocimientosSchema = z.object({
  conocimientos: z
    .array(z.object({ idPrograma: idRequerido(), nivel: z.union([z.literal(1), z.literal(2), z.literal(3)]) }))
    .max(MAX_PROGRAMAS, `Como máximo ${MAX_PROGRAMAS} programas`),
});
export const interesSchema = z.object({
  tags: z.array(idRequerido()).max(MAX_TAGS_INTERES, `Como máximo ${MAX_TAGS_INTERES} intereses`),
});
/** Professional profile: what a recruiter filters on besides the jobs themselves. */
export const profesionalesSchema = z.object({
  carnetConducir: z.boolean(),
  vehiculoPropio: z.boolean(),
  disponibilidadViajar: z.boolean(),
  disponibilidadCambioResidencia: z.boolean(),
  /** Functional areas the student wants to work in (areasFuncionales list). */
  areasFuncionales: z.array(idRequerido()).max(10, 'Como máximo 10 áreas'),
});
export const presentacionSchema = z.object({ texto: boundedText(PRESENTACION_MAX, textoMultilinea) });
export const enlacePortfolioSchema = z.object({ enlace: optionalUrlSchema, linkedin: optionalLinkedinUrlSchema });

/** §3 Uploaded document, as the CV lists it. */
export const documentoCvSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  extension: z.string(),
  tamano: z.number().int(),
  /** dd/mm/yyyy */
  fecha: z.string(),
  /** The student's own CV file (rule 55 reads it). */
  esCv: z.boolean(),
  /** Private documents are kept for the student only; companies never see them. */
  privado: z.boolean(),
});
export type DocumentoCv = z.infer<typeof documentoCvSchema>;

/** `addDoc` (spec §3 Uploaded document: ficheroB64ParaAltas, extension_adjunto). 46, 56, 413. */
export const addDocInputSchema = z.object({
  nombre: requiredText(1, 150),
  extension_adjunto: textoRequerido(),
  ficheroB64ParaAltas: base64UploadSchema,
  esCv: z.boolean().default(false),
  privado: z.boolean().default(false),
});

/** `editImagenPerfil`: png, jpg or jpeg, ≤ 2 MB, ≤ 1000 px a side (526). */
export const imagenPerfilInputSchema = z.object({ extension: textoRequerido(), ficheroB64: base64UploadSchema });
export const EXTENSIONES_FOTO = ['png', 'jpg', 'jpeg'] as const;

const estudioSalida = z.object({
  id: z.number().int(),
  idTitulacion: z.number().int().nullable(),
  /** The degree's name, or the title the student typed. */
  titulacion: z.string(),
  nivel: z.string().nullable(),
  centro: z.string().nullable(),
  /** From the university's records: shown, never edited or deleted by the student. */
  deLaUniversidad: z.boolean(),
  finalizado: z.boolean(),
  /** yyyy-mm-dd */
  fechaInicio: z.string().nullable(),
  fechaFin: z.string().nullable(),
  nota: z.number().nullable(),
  notaMedia: z.number().nullable(),
  creditosSuperados: z.number().int().nullable(),
});
export type EstudioCv = z.infer<typeof estudioSalida>;

const experienciaSalida = z.object({
  id: z.number().int(),
  puesto: z.string(),
  empresa: z.string(),
  fechaInicio: z.string(),
  fechaFin: z.string().nullable(),
  descripcion: z.string().nullable(),
  enlace: z.string().nullable(),
  adjunto: z.object({ id: z.number().int(), nombre: z.string() }).nullable(),
});
export type ExperienciaCv = z.infer<typeof experienciaSalida>;

const idiomaSalida = z.object({
  id: z.number().int(),
  idIdioma: z.number().int(),
  idioma: z.string(),
  idNivel: z.number().int(),
  nivel: z.string(),
});

/** What is still missing for a complete CV, by section, and a 0–100 figure. */
export const completitudSchema = z.object({
  porcentaje: z.number().int().min(0).max(100),
  /** Section keys of the /cv screen (personales, formacion, idiomas, experiencia, …) still empty. */
  faltan: z.array(z.string()),
});

/** `dameCvUsuario`: every section in one answer (spec §3 Student CV). */
export const cvSchema = z.object({
  personales: z.object({
    DNI: z.string(),
    nombre: z.string(),
    apellido1: z.string(),
    apellido2: z.string().nullable(),
    email: z.string(),
    comunicacionesEnEmailEstudiante: z.boolean(),
    telefono: z.string().nullable(),
    /** yyyy-mm-dd */
    fechaNacimiento: z.string().nullable(),
    direccion: z.string().nullable(),
    /** Country id of the nationality, and its name in the reader's language. */
    nacionalidad: z.number().int().nullable(),
    nombreNacionalidad: z.string().nullable(),
  }),
  academicos: z.array(estudioSalida),
  profesional: z.object({
    experiencia: z.array(experienciaSalida),
    carnetConducir: z.boolean(),
    vehiculoPropio: z.boolean(),
    disponibilidadViajar: z.boolean(),
    disponibilidadCambioResidencia: z.boolean(),
    areasFuncionales: z.array(z.object({ id: z.number().int(), descripcion: z.string() })),
  }),
  idiomas: z.array(idiomaSalida),
  competencias: z.array(z.string()),
  interes: z.object({
    tags: z.array(z.object({ id: z.number().int(), descripcion: z.string() })),
    programasInformaticos: z.array(
      z.object({
        idPrograma: z.number().int(),
        programa: z.string(),
        nivel: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      }),
    ),
  }),
  documentos: z.array(documentoCvSchema),
  documentosPrivados: z.array(documentoCvSchema),
  /** Documents handed in for offers (rule 11), with the offer they went to. */
  documentosProcesos: z.array(
    z.object({
      id: z.number().int(),
      nombre: z.string(),
      extension: z.string(),
      fecha: z.string(),
      tituloOferta: z.string(),
      urlOferta: z.string(),
    }),
  ),
  /** API path of the CV as PDF. */
  urlCV: z.string(),
  /** API path of the photo, null without one. */
  urlImagenPerfil: z.string().nullable(),
  tienePermisoTrabajo: z.boolean(),
  /** The nationality is outside the EU/EEA: job offers need a work permit (34). */
  necesitaPermisoTrabajo: z.boolean(),
  idPeriodoPreferenciaPracticas: z.number().int().nullable(),
  busquedaPracticasActiva: z.boolean(),
  busquedaTrabajoActiva: z.boolean(),
  presentacion: z.string().nullable(),
  enlacePortfolio: z.string().nullable(),
  linkedin: z.string().nullable(),
  completitud: completitudSchema,
});
export type Cv = z.infer<typeof cvSchema>;

/**
 * The personal data a company never receives of a candidate (data
 * minimisation, RGPD art. 5.1.c): recruiting needs the name and a way to
 * reach the person, not their identity document, date of birth, home address
 * or nationality (the work permit a job needs is said by
 * `tienePermisoTrabajo` / `necesitaPermisoTrabajo`). The student's /cv lists
 * what companies do see.
 */
export const PERSONALES_SOLO_DEL_ALUMNO = [
  'DNI',
  'comunicacionesEnEmailEstudiante',
  'fechaNacimiento',
  'direccion',
  'nacionalidad',
  'nombreNacionalidad',
] as const;

/** The CV as a company sees it for a candidate of its own offer: name, e-mail and phone; no private documents. */
export const cvEmpresaSchema = cvSchema.omit({ documentosPrivados: true, completitud: true }).extend({
  personales: cvSchema.shape.personales.pick({ nombre: true, apellido1: true, apellido2: true, email: true, telefono: true }),
});
export type CvEmpresa = z.infer<typeof cvEmpresaSchema>;
