import { z } from 'zod';
import { FORO_EMPLEO_PRIMER_ANIO, ID_PAIS_ESPANA, TEXTO_MAX, TEXTO_MIN, TIPO_CONTACTO_POR_DEFECTO } from './constants';
import { emailSchema, optionalEmailSchema } from './validation/email';
import { isValidIban, normalizeIban } from './validation/iban';
import { idOpcional, idSchema } from './validation/id';
import { demasiadoCorto, demasiadoLargo, MENSAJES } from './validation/messages';
import { passwordSchema } from './validation/password';
import { optionalPhoneSchema, phoneSchema } from './validation/phone';
import { privacyAcceptanceSchema } from './validation/privacy';
import { cifSchema, dniSchema } from './validation/spanish-id';
import { boundedText, optionalText, requiredText, texto, textoMultilinea, textoRequerido } from './validation/text';
import { optionalUrlSchema } from './validation/url';

/*
 * A company's own data and its contacts (issue 12): what /solicitar-cuenta,
 * /mi-empresa and /mi-perfil send and the API parses, written once. The
 * address is the same block in the company and in a contact: Spain (país 1)
 * takes a province from the list, any other country a province typed in.
 */

const DESCRIPCION_MAX = 4000;
const NICK_MAX = 50;

/** A company contact's login name: letters, digits and . _ - (it goes into links and mails). */
export const nickSchema = texto({ error: MENSAJES.requerido })
  .trim()
  .min(1, { error: MENSAJES.requerido, abort: true })
  .min(TEXTO_MIN, demasiadoCorto(TEXTO_MIN))
  .max(NICK_MAX, demasiadoLargo(NICK_MAX))
  .regex(/^[A-Za-z0-9._-]+$/, 'El nombre de usuario solo admite letras sin tilde, números, punto, guion y guion bajo');

const ANIO_NO_VALIDO = 'El año no es válido';

/** Years a contact took part in the university's job fair: 2010 through the current year (spec §3, §9). */
export const anioForoSchema = z
  .number({ error: MENSAJES.noNumerico })
  .int(MENSAJES.noEntero)
  .min(FORO_EMPLEO_PRIMER_ANIO, ANIO_NO_VALIDO)
  // A static bound for the contract's input-shape test; the real one is the current year, checked below.
  .max(9999, ANIO_NO_VALIDO)
  .refine((y) => y <= new Date().getFullYear(), ANIO_NO_VALIDO);

/** The address fields both a company and a contact have. */
const direccionShape = {
  direccion: requiredText(),
  cp: requiredText(),
  idPais: idSchema(MENSAJES.requerido),
  /** Spain: a province of the list (required there). */
  idProvincia: idOpcional(),
  /** Another country: the province or region typed in (required there, at least 3 characters). */
  provincia: optionalText(),
  /** Spain: the town picked from the list, when it is there; `localidad` keeps its name either way. */
  idLocalidad: idOpcional(),
  localidad: requiredText(),
};

/** Spain needs a listed province, anywhere else a typed one (spec §5, Fiscal account). */
function provinciaSegunPais(
  v: { idPais: number; idProvincia?: number | undefined; provincia?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (v.idPais === ID_PAIS_ESPANA) {
    if (v.idProvincia === undefined) ctx.addIssue({ code: 'custom', path: ['idProvincia'], message: MENSAJES.requerido });
  } else if (!v.provincia || v.provincia.trim().length === 0) {
    ctx.addIssue({ code: 'custom', path: ['provincia'], message: MENSAJES.requerido });
  }
}

/** An optional IBAN (the company's, for direct debit in agreements): blank is fine, a typed one must be valid. */
export const ibanOpcionalSchema = texto()
  .trim()
  .refine((v) => v === '' || isValidIban(v), MENSAJES.ibanMalFormado)
  .transform((v) => (v === '' ? '' : normalizeIban(v)))
  .optional();

/** The company's data as /mi-empresa edits it (`editaEmpresaCompletos`): everything but the CIF, which never changes. */
export const datosEmpresaShape = {
  nombreFiscal: requiredText(),
  nombreComercial: requiredText(),
  idSector: idSchema(MENSAJES.requerido),
  idTipoEmpresa: idSchema(MENSAJES.requerido),
  startup: z.boolean({ error: MENSAJES.requerido }),
  ...direccionShape,
  telefono: optionalPhoneSchema,
  web: optionalUrlSchema,
  descripcion: boundedText(DESCRIPCION_MAX, textoMultilinea).optional(),
  iban: ibanOpcionalSchema,
};
export const datosEmpresaInput = z.object(datosEmpresaShape).superRefine(provinciaSegunPais);
export type DatosEmpresaInput = z.input<typeof datosEmpresaInput>;

/** Contact types and job-fair years, both lists (spec §3 New management contact). */
const tiposContactoSchema = z.array(idSchema()).max(20).default([TIPO_CONTACTO_POR_DEFECTO]);
const aniosForoSchema = z.array(anioForoSchema).max(50).default([]);

/**
 * A company contact's data (spec §3 New management contact, §5 Contact):
 * what a contact edits of itself in /mi-perfil (`editaContactoEmpresa`).
 * The login name and the password are not here: the nick is chosen once, the
 * password goes through `editaUsuario` or the e-mailed links. The e-mail is
 * optional (§5): a contact without one logs in with its nick.
 */
export const datosContactoShape = {
  nombre: requiredText(),
  apellidos: requiredText(),
  puesto: requiredText(),
  nif: dniSchema,
  email: optionalEmailSchema,
  telefono1: phoneSchema,
  telefono2: optionalPhoneSchema,
  departamento: optionalText(),
  ...direccionShape,
  tipoContacto: tiposContactoSchema,
  aniosForoEmpleo: aniosForoSchema,
};
export const datosContactoInput = z.object(datosContactoShape).superRefine(provinciaSegunPais);
export type DatosContactoInput = z.input<typeof datosContactoInput>;

/** Asked of a new contact without an e-mail: no link can reach it, so a colleague gives it a first password. */
export const PASSWORD_INICIAL_SIN_EMAIL = 'Sin correo no podemos enviarle el enlace: escribe una contraseña inicial';

/**
 * A new contact of the caller's company (`guardarUsuarioEmpresa`,
 * `addContactoEmpresa`): its data, login name and, optionally, a first
 * password (spec §3). With an e-mail and no password it sets its own from the
 * mailed link; without an e-mail the password is required (decision 035).
 */
export const nuevoContactoInput = z
  // Blank and absent are the same: the form always sends the field.
  .object({ ...datosContactoShape, nick: nickSchema, password: texto().optional() })
  .superRefine(provinciaSegunPais)
  .superRefine((v, ctx) => {
    if (v.password) {
      for (const issue of passwordSchema.safeParse(v.password).error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: issue.message });
      }
    } else if (!v.email) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_INICIAL_SIN_EMAIL });
    }
  });
export type NuevoContactoInput = z.input<typeof nuevoContactoInput>;

/**
 * The sign-up's first contact: the e-mail is required here, since it is how
 * the company hears of its validation and how its contact gets the link to
 * set the first password (no colleague exists yet to give one).
 */
export const primerContactoInput = z
  .object({ ...datosContactoShape, email: emailSchema, nick: nickSchema })
  .superRefine(provinciaSegunPais);

/**
 * A company's sign-up (/solicitar-cuenta): the company with its CIF, the
 * first contact with its login name, and the privacy acceptance. The company
 * waits for the university's validation (503); then the contact is mailed a
 * link to set the password.
 */
export const solicitudCuentaEmpresaInput = z.object({
  empresa: z.object({ cif: cifSchema, ...datosEmpresaShape }).superRefine(provinciaSegunPais),
  contacto: primerContactoInput,
  aceptaPrivacidad: privacyAcceptanceSchema,
});
export type SolicitudCuentaEmpresaInput = z.input<typeof solicitudCuentaEmpresaInput>;

/** The address as answered (ids and texts, never undefined). */
const direccionOutput = {
  direccion: z.string().nullable(),
  cp: z.string().nullable(),
  idPais: z.number().int().nullable(),
  idProvincia: z.number().int().nullable(),
  provincia: z.string().nullable(),
  idLocalidad: z.number().int().nullable(),
  localidad: z.string().nullable(),
};

/** One contact of the company as /mi-empresa lists it. */
export const contactoListadoSchema = z.object({
  idContacto: z.number().int(),
  nombre: z.string(),
  apellidos: z.string(),
  puesto: z.string().nullable(),
  /** null: a contact without e-mail (spec §5), who logs in with its nick. */
  email: z.string().nullable(),
  nick: z.string(),
  telefono1: z.string().nullable(),
  /** false until the contact sets a password from the mailed link. */
  activo: z.boolean(),
  /** The caller itself. */
  esUsted: z.boolean(),
});
export type ContactoListado = z.infer<typeof contactoListadoSchema>;

/** `dameDatosEmpresa`: the company's data and its contacts. */
export const datosEmpresaSchema = z.object({
  idEmpresa: z.number().int(),
  cif: z.string(),
  nombreFiscal: z.string(),
  nombreComercial: z.string().nullable(),
  idSector: z.number().int().nullable(),
  idTipoEmpresa: z.number().int().nullable(),
  startup: z.boolean(),
  ...direccionOutput,
  telefono: z.string().nullable(),
  web: z.string().nullable(),
  descripcion: z.string().nullable(),
  iban: z.string().nullable(),
  contactos: z.array(contactoListadoSchema),
});
export type DatosEmpresa = z.infer<typeof datosEmpresaSchema>;

/** `dameDatosContactoEmpresa`: the caller's own data. */
export const datosContactoSchema = z.object({
  idContacto: z.number().int(),
  nick: z.string(),
  nombre: z.string(),
  apellidos: z.string(),
  puesto: z.string().nullable(),
  nif: z.string().nullable(),
  email: z.string().nullable(),
  telefono1: z.string().nullable(),
  telefono2: z.string().nullable(),
  departamento: z.string().nullable(),
  ...direccionOutput,
  tipoContacto: z.array(z.number().int()),
  aniosForoEmpleo: z.array(z.number().int()),
});
export type DatosContacto = z.infer<typeof datosContactoSchema>;

/**
 * `faltanDatosAlaEmpresa` / `faltanDatosAlContactoEmpresa`: whether required
 * data are missing and which fields (the names of the input schemas), so the
 * popup can name them and the page can focus the first.
 */
export const faltanDatosSchema = z.object({ faltan: z.boolean(), campos: z.array(z.string()) });
export type FaltanDatos = z.infer<typeof faltanDatosSchema>;

/** A company waiting for validation, as staff list them. */
export const empresaPendienteSchema = z.object({
  idEmpresa: z.number().int(),
  cif: z.string(),
  nombreFiscal: z.string(),
  nombreComercial: z.string().nullable(),
  creadaEn: z.string(),
  contactos: z.array(
    z.object({ idContacto: z.number().int(), nombre: z.string(), apellidos: z.string(), email: z.string().nullable() }),
  ),
  /** Times the company corrected and resubmitted a rejected sign-up: 0 or 1 (a second rejection is final). */
  reenvios: z.number().int(),
  /** It was rejected once and came back corrected: staff's queue marks it. */
  reenviada: z.boolean(),
  /** When it came back (ISO); null when it never did. The queue counts its wait from then. */
  reenviadaEn: z.string().nullable(),
});

/** Length bounds the forms show next to the fields. */
export const LIMITES_EMPRESA = { textoMin: TEXTO_MIN, textoMax: TEXTO_MAX, descripcionMax: DESCRIPCION_MAX, nickMax: NICK_MAX };

/** Why the university refuses a company's sign-up: a closed list its contacts read in the mail, plus "other" with text. */
export const MOTIVOS_RECHAZO_EMPRESA = ['cifNoValido', 'noEsEmpresa', 'duplicada', 'correoPersonal', 'otro'] as const;
export type MotivoRechazoEmpresa = (typeof MOTIVOS_RECHAZO_EMPRESA)[number];

export const ETIQUETAS_MOTIVO_RECHAZO_EMPRESA: Record<MotivoRechazoEmpresa, { es: string; en: string }> = {
  cifNoValido: { es: 'El CIF no es válido o no corresponde a la empresa', en: 'The tax id is not valid or not the company’s' },
  noEsEmpresa: { es: 'No consta como una empresa o entidad real', en: 'It does not appear to be a real company or body' },
  duplicada: { es: 'La empresa ya tiene una cuenta en el portal', en: 'The company already has an account on the portal' },
  correoPersonal: {
    es: 'El correo de contacto es personal, no de la empresa',
    en: 'The contact e-mail is a personal one, not the company’s',
  },
  otro: { es: 'Otro motivo', en: 'Another reason' },
};

/** How long the link to correct a rejected sign-up works: 30 days, once. */
export const DIAS_CORRECCION_ALTA = 30;

/**
 * A rejected sign-up as its mailed link shows it (`altaEmpresaRechazada`):
 * the company and its first contact as they were sent, the reason (the
 * list's label in the reader's language when staff chose one, and their own
 * words as written), and until when the link works.
 */
export const altaRechazadaSchema = z.object({
  empresa: datosEmpresaSchema.omit({ idEmpresa: true, contactos: true }),
  contacto: datosContactoSchema.omit({ idContacto: true }),
  motivo: z.object({
    idMotivo: z.enum(MOTIVOS_RECHAZO_EMPRESA).nullable(),
    /** The label of `idMotivo` in the reader's language; null without one or for «otro». */
    etiqueta: z.string().nullable(),
    /** The staff member's words, as written. */
    detalle: z.string().nullable(),
  }),
  rechazadaEn: z.string().nullable(),
  caduca: z.string(),
});
export type AltaRechazada = z.infer<typeof altaRechazadaSchema>;

/**
 * The corrected sign-up (`reenviarAltaEmpresa`): exactly what /solicitar-cuenta
 * sends, checked the same way, with the token of the mailed link.
 */
export const reenvioAltaInput = solicitudCuentaEmpresaInput.extend({
  token: textoRequerido().max(200),
});
export type ReenvioAltaInput = z.input<typeof reenvioAltaInput>;
