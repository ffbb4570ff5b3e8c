import { z } from 'zod';
import { busquedaFiltro, paginaInput, paginaSchema, siNoFiltro } from './paginas';
import { base64UploadSchema } from './validation/files';
import { idSchema } from './validation/id';
import { MENSAJES } from './validation/messages';
import { optionalNumberField } from './validation/numbers';
import { requiredText, texto, textoMultilinea, textoRequerido } from './validation/text';
import { isValidUrl } from './validation/url';

/*
 * Orientation guides (issue 15, spec §3 Orientation guide: titulo,
 * descripcion, urlFichero, ulrImagen — the spec's spelling, kept). Staff
 * publish them with a PDF; students read the published ones, newest first
 * (the home shows the latest 4, spec §9), and download the PDF from the link
 * in `urlFichero`. Decision 025.
 */

/** A published guide as a student reads it. */
export const guiaOrientacionSchema = z.object({
  idGuia: z.number().int(),
  titulo: z.string(),
  descripcion: z.string().nullable(),
  /** The API path its PDF downloads from (with the student's token). */
  urlFichero: z.string(),
  /** The cover: a web address or a brand asset (/marca/…); null when it has none. */
  ulrImagen: z.string().nullable(),
  /** dd/mm/yyyy */
  fecha: z.string(),
});
export type GuiaOrientacion = z.infer<typeof guiaOrientacionSchema>;

/** A guide as staff see it: published or not, with its file's name and size. */
export const guiaGestionSchema = guiaOrientacionSchema.extend({
  publicada: z.boolean(),
  orden: z.number().int(),
  nombreFichero: z.string(),
  /** Bytes. */
  tamanoFichero: z.number().int(),
});
export type GuiaGestion = z.infer<typeof guiaGestionSchema>;

/** The staff's list (issue 27): by title and published or not, in the students' order (newest, then `orden`). */
export const filtroGuiasGestion = z.object({ texto: busquedaFiltro, publicada: siNoFiltro });
export type FiltroGuiasGestion = z.output<typeof filtroGuiasGestion>;
export const listaGuiasGestionInput = filtroGuiasGestion.extend(paginaInput);
export const paginaGuiasGestionSchema = paginaSchema(guiaGestionSchema);

const IMAGEN_DE_MARCA = /^\/marca\/[a-z0-9/_-]+\.(svg|png|jpe?g|webp)$/i;
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const camposGuia = {
  titulo: requiredText(3, 150),
  descripcion: z.preprocess(
    blankToUndefined,
    textoMultilinea().trim().max(1000, 'El texto es demasiado largo (máximo 1000 caracteres)').optional(),
  ),
  /** A web address, or an image among the brand's assets (/marca/…). */
  ulrImagen: z.preprocess(
    blankToUndefined,
    texto()
      .trim()
      .max(300, 'El texto es demasiado largo (máximo 300 caracteres)')
      .refine((v) => isValidUrl(v) || IMAGEN_DE_MARCA.test(v), MENSAJES.urlMalFormada)
      .optional(),
  ),
  /** The guide's date (yyyy-mm-dd); today when absent. Lists go newest first. */
  fecha: z.preprocess(blankToUndefined, z.iso.date({ error: 'La fecha no es válida' }).optional()),
  /** Within one date, higher first. */
  orden: optionalNumberField({ min: 0, max: 1000, integer: true }),
  publicada: z.boolean().default(true),
};

/** The PDF as other uploads send it: base64 and the extension; the storage checks the content (46) and the size (413). */
const fichero = {
  ficheroB64: base64UploadSchema,
  extension: textoRequerido().max(20),
  /** The name the download is saved as (the title when absent). */
  nombreFichero: z.preprocess(
    blankToUndefined,
    texto().trim().max(150, 'El texto es demasiado largo (máximo 150 caracteres)').optional(),
  ),
};

export const crearGuiaInput = z.object({ ...camposGuia, ...fichero });
export type CrearGuiaInput = z.input<typeof crearGuiaInput>;
export type CrearGuiaDatos = z.output<typeof crearGuiaInput>;

/** Editing keeps the PDF unless a new one is sent. */
export const editarGuiaInput = z.object({
  id: idSchema(),
  ...camposGuia,
  ficheroB64: base64UploadSchema.optional(),
  extension: textoRequerido().max(20).optional(),
  nombreFichero: fichero.nombreFichero,
});
export type EditarGuiaDatos = z.output<typeof editarGuiaInput>;
