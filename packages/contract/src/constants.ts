/**
 * Business constants of spec §9 (and the fixed numbers of §2–§5). The web, the
 * API and the seed read them from here so a limit is changed in one place.
 */

/** Free-text fields: 3–150 characters; a few longer ones (postal address, order number) up to 250. */
export const TEXTO_MIN = 3;
export const TEXTO_MAX = 150;
export const TEXTO_LARGO_MAX = 250;

/** Spanish numbers have 9 digits, so fewer characters cannot be a reachable phone. */
export const TELEFONO_MIN = 9;
/**
 * The spec says only "too long". E.164 caps an international number at 15
 * digits (country code included), so we count digits, not characters: a
 * formatted "+34 600 11 22 33" stays valid.
 */
export const TELEFONO_MAX_DIGITOS = 15;

export const PASSWORD_MIN = 8;

/** "2 MB (2000 KB)": the spec counts kilobytes of 1024 bytes, so 2,048,000 bytes decoded. */
export const SUBIDA_MAX_KB = 2_000;
export const SUBIDA_MAX_BYTES = SUBIDA_MAX_KB * 1024;
/** Longest side of a profile photo; a bigger one is refused with code 526. */
export const FOTO_MAX_PX = 1000;

/** Spanish IBAN boxes: country + check (4), bank (4), branch (4), control digits (2), account (10). */
export const IBAN_CAJAS = [4, 4, 4, 2, 10] as const;
/** A pasted IBAN is split across the boxes after this delay, once the input holds the pasted text. */
export const IBAN_PEGADO_RETARDO_MS = 100;

/** Student and company home (spec §2). */
export const HOME_OFERTAS_POR_PESTANA = 5;
export const HOME_PLACEHOLDERS = 4;
export const HOME_CANDIDATURAS_POR_TIPO = 4;
export const HOME_EVENTOS = 3;
export const HOME_GUIAS = 4;

/** The header turns compact after this much scroll; wide screens have room for a taller header. */
export const CABECERA_SCROLL_ANCHA_PX = 120;
export const CABECERA_SCROLL_ESTRECHA_PX = 70;
export const CABECERA_ANCHO_PANTALLA_PX = 768;

/** Fixed ids shared with the data (spec §3–§4). */
export const TIPO_CONTACTO_POR_DEFECTO = 9;
export const ID_PAIS_ESPANA = 1;
export const ID_ESTADO_PROCESO_PUBLICADO = 2;
export const ESTADO_CANDIDATURA_OPCIONES = 16;
export const ID_ESTADO_MOTIVO_RECHAZO = 17;
export const ID_PERFIL = { EMPLEO: 1, PRACTICAS: 2 } as const;
export type IdPerfil = (typeof ID_PERFIL)[keyof typeof ID_PERFIL];

/** Code 103 is answered past this number of live applications. */
export const MAX_CANDIDATURAS_SIMULTANEAS = 3;
/** Code 58: an internship programme asks for this dedication and length. */
export const PROGRAMA_DEDICACION_PORCENTAJE = 80;
export const PROGRAMA_MESES = 12;

/** Numeric bounds of spec §5, inclusive. */
export const RANGO_MESES = { min: 0, max: 12 } as const;
export const RANGO_DEDICACION = { min: 0, max: 100 } as const;
export const RANGO_DIAS_SEMANA = { min: 1, max: 7 } as const;
export const RANGO_NOTA = { min: 1, max: 10 } as const;
export const RANGO_NOTA_MEDIA = { min: 1, max: 4 } as const;

export const FORO_EMPLEO_PRIMER_ANIO = 2010;

/** Employment-forum years offered to a new contact: 2010 through the current year. */
export function aniosForoEmpleo(hoy: Date = new Date()): number[] {
  const ultimo = hoy.getFullYear();
  return Array.from({ length: Math.max(0, ultimo - FORO_EMPLEO_PRIMER_ANIO + 1) }, (_, i) => FORO_EMPLEO_PRIMER_ANIO + i);
}

export const IDIOMAS = ['es', 'en'] as const;
export type Idioma = (typeof IDIOMAS)[number];
export const IDIOMA_POR_DEFECTO: Idioma = 'es';

/** Document extensions allowed by spec §5, lower case and without the dot. */
export const EXTENSIONES_DOCUMENTO = [
  'docx',
  'doc',
  'pdf',
  'odt',
  'odp',
  'txt',
  'pptx',
  'pps',
  'ppsx',
  'ppt',
  'csv',
  'xlsx',
  'png',
  'jpg',
  'jpeg',
  'bmp',
  'gif',
  'tiff',
  'tif',
] as const;
export type ExtensionDocumento = (typeof EXTENSIONES_DOCUMENTO)[number];

/** Agreements, insurance policies and their signed copies must be PDF. */
export const EXTENSIONES_PDF = ['pdf'] as const;
