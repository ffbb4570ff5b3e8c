import { z } from 'zod';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Color hexadecimal #rrggbb');

/** Visibility and required status of one CV field (spec §1). */
const fieldRule = z.object({ visible: z.boolean(), requerido: z.boolean() });
const fieldRules = z.record(z.string(), fieldRule);

const bilingual = z.object({ es: z.string(), en: z.string() });

/** The brand flags read by the product (spec §1), all explicit. */
export const brandFlagsSchema = z.object({
  hasEventos: z.boolean(),
  hasGuiasOrientacion: z.boolean(),
  hasProgramaPracticasActivo: z.boolean(),
  hasProgramaPracticasInHome: z.boolean(),
  canBorrarCuenta: z.boolean(),
  canCambiarPracticas: z.boolean(),
  canCrearConvenios: z.boolean(),
  hashelp: z.boolean(),
  withoutEmpleo: z.boolean(),
  popupDatosObligatorios: z.boolean(),
  checkDatosCompletosEmpresa: z.boolean(),
  requestTipoContacto: z.boolean(),
  banner_home: z.boolean(),
  logodarkmode: z.boolean(),
});
export type BrandFlags = z.infer<typeof brandFlagsSchema>;

/**
 * The university's identity provider for SAML 2.0 single sign-on of students
 * (decision 016). Without this block the feature is off for the brand.
 */
export const samlConfigSchema = z.object({
  /** The IdP's entity id: the Issuer its responses must carry. */
  idpEntityId: z.string().min(1),
  /** The IdP's single sign-on URL (HTTP-Redirect binding). */
  urlSso: z.url({ protocol: /^https?$/ }),
  /** The IdP's signing certificate, PEM. */
  certificadoIdp: z.string().includes('BEGIN CERTIFICATE', { message: 'Certificado PEM (-----BEGIN CERTIFICATE-----)' }),
  /** Our entity id as a service provider: the audience the assertions must name. */
  spEntityId: z.string().min(1),
  /** What the attribute holds: the student's DNI/NIE or their e-mail. */
  identificaPor: z.enum(['dni', 'email']),
  /** The name of the attribute that carries it (e.g. urn:oid:0.9.2342.19200300.100.1.3 or schacPersonalUniqueID). */
  atributo: z.string().min(1),
});
export type SamlConfig = z.infer<typeof samlConfigSchema>;

/**
 * The careers office's orientation services (issue 15, /orientacion-laboral;
 * decision 025): how to book an appointment, the workshops, the people to
 * contact. Texts in both languages; without the block the page says the
 * office has not published them and points to the brand's contact.
 */
export const orientacionSchema = z.object({
  intro: bilingual,
  citas: z.object({
    /** How to book: the steps in a sentence or two. */
    como: bilingual,
    donde: bilingual,
    horario: bilingual,
    /** Where to book online, when the office has such a page. */
    enlace: z.url({ protocol: /^https?$/ }).optional(),
  }),
  talleres: z.array(z.object({ titulo: bilingual, descripcion: bilingual, cuando: bilingual })),
  contactos: z.array(
    z.object({
      area: bilingual,
      email: z.email().optional(),
      telefono: z.string().min(9).optional(),
      horario: bilingual.optional(),
    }),
  ),
});
export type Orientacion = z.infer<typeof orientacionSchema>;

export const brandSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  nombre: z.string().min(2),
  nombreUniversidad: z.string().min(2),
  colores: z.object({
    primario: hexColour,
    primarioTexto: hexColour,
    secundario: hexColour,
    acento: hexColour,
    fondo: hexColour,
    superficie: hexColour,
    texto: hexColour,
    textoSuave: hexColour,
  }),
  logos: z.object({ claro: z.string().min(1), oscuro: z.string().min(1), alt: z.string().min(1) }),
  textos: z.object({
    bienvenida: bilingual,
    pie: bilingual,
    bannerHome: bilingual.nullable(),
    politicaPrivacidad: bilingual,
    politicaCookies: bilingual,
    proteccionDatos: bilingual,
  }),
  enlacesPie: z.array(z.object({ texto: bilingual, url: z.string().min(1) })),
  contacto: z.object({
    email: z.email(),
    emailPracticas: z.email(),
    emailEmpleo: z.email(),
    telefono: z.string().min(9),
    direccion: z.string().min(3),
  }),
  flags: brandFlagsSchema,
  /** Google Analytics id (the spec's `analitycs`); null disables analytics. */
  analitycs: z.string().nullable(),
  campos: z.object({ personales: fieldRules, academicos: fieldRules, experiencia: fieldRules }),
  ofertas: z.object({
    permitirDuplicar: z.boolean(),
    permitirBorrar: z.boolean(),
    /** manual: a new offer waits for staff; automatica: published at once. */
    validacion: z.enum(['manual', 'automatica']),
  }),
  cvObligatorio: z.boolean(),
  adhesionProgramas: z.boolean(),
  registroPermitido: z.boolean(),
  /** /orientacion-laboral's content (decision 025); absent: the page's empty state. */
  orientacion: orientacionSchema.optional(),
  saml: samlConfigSchema.optional(),
});
export type Brand = z.infer<typeof brandSchema>;

/**
 * What `GET /api/Publico/marca` answers: the brand plus the portal state; of
 * the SAML block only whether it is there (`sso`).
 */
export const publicBrandSchema = brandSchema.omit({ saml: true }).extend({
  sso: z.boolean().optional(),
  mantenimiento: z.boolean(),
  version: z.string(),
});
export type PublicBrand = z.infer<typeof publicBrandSchema>;
