import { z } from 'zod';
import { ID_PAIS_ESPANA, TEXTO_LARGO_MAX, TEXTO_MIN } from './constants';
import { emailSchema } from './validation/email';
import { base64UploadSchema } from './validation/files';
import { normalizeIban } from './validation/iban';
import { idOpcional, idSchema } from './validation/id';
import { demasiadoLargo, MENSAJES } from './validation/messages';
import { optionalPhoneSchema } from './validation/phone';
import { isValidCif, isValidDniNie, normalizeSpanishId } from './validation/spanish-id';
import { boundedText, optionalText, requiredText, texto, textoMultilinea, textoRequerido } from './validation/text';

/*
 * Education cooperation agreements (convenios, issue 13): the fiscal accounts
 * a company bills under, the agreement request of /nuevo-convenio-colaboracion
 * and the signed copy of /subir-convenio-firmado. Field names are spec §3's
 * (`NombreFiscal`, `CIF`, `Provincia` with capitals included), since the
 * screen and the API both speak them.
 */

/**
 * Stored states. `caducado` is never stored: an agreement whose expiry date
 * has passed reads as expired whatever it was (a rejected one stays rejected),
 * so no job has to touch rows when a date goes by.
 */
export const ESTADOS_CONVENIO = ['generado', 'firmado', 'validado', 'rechazado', 'caducado'] as const;
export type EstadoConvenio = (typeof ESTADOS_CONVENIO)[number];

export const etiquetasEstadoConvenio: Readonly<Record<EstadoConvenio, string>> = {
  generado: 'Generado, pendiente de firma',
  firmado: 'Firmado, pendiente de validación',
  validado: 'Validado por la universidad',
  rechazado: 'Rechazado por la universidad',
  caducado: 'Caducado',
};

/** The state at `hoy` (yyyy-mm-dd): past its expiry date an agreement reads as expired, unless it was rejected. */
export function estadoEfectivoConvenio(c: { estado: string; fechaCaducidad: string }, hoy: string): EstadoConvenio {
  const estado = c.estado as EstadoConvenio;
  return estado !== 'rechazado' && c.fechaCaducidad < hoy ? 'caducado' : estado;
}

/** States in which the company may upload (or replace) the signed copy. */
export const ESTADOS_CON_SUBIDA: readonly EstadoConvenio[] = ['generado', 'firmado', 'rechazado'];

/**
 * Agreements between public administrations and others last at most four
 * years (Ley 40/2015, art. 49.h); without a date of its own an agreement
 * expires four years after it is generated.
 */
export const CONVENIO_VIGENCIA_MAX_ANIOS = 4;

/** The five comma-joined boxes, with room for a foreign IBAN (34 characters) and separators. */
export const IBAN_DOMICILIACION_MAX = 60;

const MOTIVO_RECHAZO_MAX = 2000;
const CIF_MAX = 20;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A required yes/no of the form (signature mode, payment form): no default, the user must choose. */
const eleccion = () => z.boolean({ error: MENSAJES.requerido });

// ─── Fiscal account (spec §3 New fiscal account, §5 Fiscal account) ─────────

/**
 * Spain (country 1) takes a province of the list and a valid CIF; any other
 * country a typed province of at least 3 characters and its tax id as typed.
 * The postal address for invoices is required only when they go by post.
 */
export const cuentaFacturacionInput = z
  .object({
    NombreFiscal: requiredText(),
    CIF: textoRequerido().max(CIF_MAX, demasiadoLargo(CIF_MAX)),
    requiereEnvioPostalFacturas: z.boolean().default(false),
    domicilioFiscal: requiredText(),
    idPais: idSchema(MENSAJES.requerido),
    idProvincia: idOpcional(),
    Provincia: optionalText(),
    poblacion: requiredText(),
    cp: requiredText(),
    domicilioEnvioPostal: optionalText(TEXTO_MIN, TEXTO_LARGO_MAX),
  })
  .superRefine((v, ctx) => {
    const falta = (path: string) => ctx.addIssue({ code: 'custom', path: [path], message: MENSAJES.requerido });
    if (v.idPais === ID_PAIS_ESPANA) {
      if (v.idProvincia === undefined) falta('idProvincia');
      if (!isValidCif(v.CIF)) ctx.addIssue({ code: 'custom', path: ['CIF'], message: MENSAJES.cifMalFormado });
    } else if (!v.Provincia) {
      falta('Provincia');
    }
    if (v.requiereEnvioPostalFacturas && !v.domicilioEnvioPostal) falta('domicilioEnvioPostal');
  })
  // A Spanish CIF is kept as the registry writes it (upper case, no separators); a foreign tax id as typed.
  .transform((v) => (v.idPais === ID_PAIS_ESPANA ? { ...v, CIF: normalizeSpanishId(v.CIF) } : v));
export type CuentaFacturacionInput = z.input<typeof cuentaFacturacionInput>;

/** A fiscal account as the select lists it; `Provincia` is the list's name in Spain, the typed one elsewhere. */
export const cuentaFacturacionSchema = z.object({
  idCuenta: z.number().int(),
  NombreFiscal: z.string(),
  CIF: z.string(),
  requiereEnvioPostalFacturas: z.boolean(),
  domicilioFiscal: z.string(),
  idPais: z.number().int(),
  idProvincia: z.number().int().nullable(),
  Provincia: z.string().nullable(),
  poblacion: z.string(),
  cp: z.string(),
  domicilioEnvioPostal: z.string().nullable(),
});
export type CuentaFacturacion = z.infer<typeof cuentaFacturacionSchema>;

// ─── Agreement request (spec §3 Agreement request, §5 Agreement) ────────────

/** An optional DNI/NIE: blank is fine, a typed one must be valid; returned normalised. */
const dniOpcional = texto()
  .trim()
  .overwrite(normalizeSpanishId)
  .refine((v) => v === '' || isValidDniNie(v), MENSAJES.dniMalFormado)
  .optional();

/** Who signs for the company: the screen asks name, surnames, e-mail and position; DNI and phone may come too. */
export const datosFirmanteSchema = z.object({
  nombre: requiredText(),
  apellidos: requiredText(),
  dni: dniOpcional,
  cargo: requiredText(),
  email: emailSchema,
  telefono: optionalPhoneSchema,
});

/**
 * What /nuevo-convenio-colaboracion sends (`addConvenioEmpresa`), spec §3
 * exactly. `ibanDomiciliacion` is the five boxes joined with commas; the
 * service reads it as one IBAN and answers the catalogue's codes (70 invalid,
 * 72 none here nor in the company profile), so it is plain bounded text here.
 * The order number is asked only with an annual order, which only makes
 * sense when the company requires order numbers at all.
 */
export const solicitudConvenioInput = z
  .object({
    idContactoEmpresaGestion: idSchema(MENSAJES.requerido),
    tramitacionManual: eleccion(),
    idCuentaFacturacion: idSchema(MENSAJES.requerido),
    datosFirmante: datosFirmanteSchema,
    fechaCaducidad: z.preprocess(blankToUndefined, z.iso.date({ error: 'La fecha no es válida' }).optional()),
    requierePedido: z.boolean().default(false),
    pedidoAnual: z.boolean().default(false),
    numeroPedido: boundedText(TEXTO_LARGO_MAX).optional(),
    pagoDomiciliado: eleccion(),
    ibanDomiciliacion: boundedText(IBAN_DOMICILIACION_MAX).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.pedidoAnual && !v.requierePedido) {
      ctx.addIssue({
        code: 'custom',
        path: ['pedidoAnual'],
        message: 'Un pedido anual requiere marcar que se exige número de pedido',
      });
    }
    if (v.pedidoAnual && !v.numeroPedido) {
      ctx.addIssue({ code: 'custom', path: ['numeroPedido'], message: MENSAJES.requerido });
    }
  });
export type SolicitudConvenioInput = z.input<typeof solicitudConvenioInput>;

/** `addConvenioEmpresa` → 531: the new agreement and the link its PDF downloads from. */
export const convenioGeneradoSchema = z.object({ idConvenio: z.number().int(), enlace: z.string() });

/** The signed copy (spec §3 Uploaded document): the API accepts a PDF only, by its content (46), up to 2 MB (413). */
export const adjuntoConvenioInput = z.object({
  idConvenio: idSchema(),
  ficheroB64ParaAltas: base64UploadSchema,
  // Checked by the storage against the agreement's list (PDF only): another extension answers 46, not a field error.
  extension_adjunto: textoRequerido().max(20),
});

/** One agreement of the company, as /subir-convenio-firmado and the company's list show it. */
export const convenioEmpresaSchema = z.object({
  idConvenio: z.number().int(),
  /** "2026/0012": the number printed on the PDF. */
  referencia: z.string(),
  estado: z.enum(ESTADOS_CONVENIO),
  etiquetaEstado: z.string(),
  /** dd/mm/yyyy */
  fechaAlta: z.string(),
  fechaCaducidad: z.string(),
  firmante: z.string(),
  contactoGestion: z.string().nullable(),
  NombreFiscal: z.string(),
  tramitacionManual: z.boolean(),
  pagoDomiciliado: z.boolean(),
  /** The agreement as generated (PDF). */
  enlace: z.string(),
  /** The signed copy, once uploaded. */
  enlaceFirmado: z.string().nullable(),
  fechaFirmado: z.string().nullable(),
  motivoRechazo: z.string().nullable(),
  /** Whether a signed copy may be uploaded now (generated, awaiting validation or rejected, and not expired). */
  puedeAdjuntar: z.boolean(),
});
export type ConvenioEmpresa = z.infer<typeof convenioEmpresaSchema>;

/** An agreement awaiting the university's validation, as staff list them. */
export const convenioPendienteSchema = z.object({
  idConvenio: z.number().int(),
  referencia: z.string(),
  empresa: z.object({ idEmpresa: z.number().int(), cif: z.string(), nombre: z.string() }),
  NombreFiscal: z.string(),
  firmante: z.string(),
  fechaAlta: z.string(),
  fechaFirmado: z.string().nullable(),
  fechaCaducidad: z.string(),
  enlace: z.string(),
  enlaceFirmado: z.string().nullable(),
});
export type ConvenioPendiente = z.infer<typeof convenioPendienteSchema>;

/** Staff's rejection of a signed copy: the reason goes to the company. */
export const rechazoConvenioInput = z.object({
  id: idSchema(),
  motivo: textoMultilinea({ error: MENSAJES.requerido })
    .trim()
    .min(1, MENSAJES.requerido)
    .max(MOTIVO_RECHAZO_MAX, demasiadoLargo(MOTIVO_RECHAZO_MAX)),
});

/**
 * An IBAN with everything but its last four characters hidden, in groups of
 * four ("**** **** **** **** **** 1332"): what the PDF and any list may show.
 * The full IBAN is never printed, since the PDF travels by e-mail and paper.
 */
export function enmascararIban(iban: string): string {
  const compacto = normalizeIban(iban);
  if (compacto.length <= 4) return compacto;
  // The stars in groups of four from the left, then the four that show, always as a group of their own.
  const estrellas = '*'.repeat(compacto.length - 4).match(/.{1,4}/g) ?? [];
  return [...estrellas, compacto.slice(-4)].join(' ');
}
