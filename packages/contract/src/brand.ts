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
});
export type Brand = z.infer<typeof brandSchema>;

/** What `GET /api/Publico/marca` answers: the brand plus the portal state. */
export const publicBrandSchema = brandSchema.extend({
  mantenimiento: z.boolean(),
  version: z.string(),
});
export type PublicBrand = z.infer<typeof publicBrandSchema>;
