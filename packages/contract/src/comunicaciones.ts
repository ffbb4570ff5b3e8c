import { z } from 'zod';
import { busquedaFiltro, opcionFiltro, paginaInput, paginaSchema } from './paginas';
import { idSchema } from './validation/id';
import { MENSAJES } from './validation/messages';
import { texto, textoMultilinea } from './validation/text';
import { isValidUrl } from './validation/url';

/*
 * The communications staff publish (issue 27, spec §3 Communication:
 * fechaDesde, descripcion, enlace): dated notices shown on the students' or
 * the companies' home (or both) from `fechaDesde`, until `fechaHasta` when it
 * has one, while published. The homes read them with `dameComunicaciones`.
 */

export const DESTINATARIOS_COMUNICACION = ['alumno', 'empresa', 'todos'] as const;
export type DestinatarioComunicacion = (typeof DESTINATARIOS_COMUNICACION)[number];

/** Where a communication is on `hoy`: not yet shown, shown, past its end, or withdrawn by staff. */
export const ESTADOS_COMUNICACION = ['programada', 'vigente', 'caducada', 'retirada'] as const;
export type EstadoComunicacion = (typeof ESTADOS_COMUNICACION)[number];

export const COMUNICACION_TEXTO_MAX = 1000;
const FECHA_NO_VALIDA = 'La fecha no es válida';
export const MENSAJE_FIN_ANTERIOR = 'La fecha de fin no puede ser anterior a la de inicio';
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const camposComunicacion = z.object({
  para: z.enum(DESTINATARIOS_COMUNICACION, { error: MENSAJES.requerido }),
  /** yyyy-mm-dd: the first day the homes show it. */
  fechaDesde: z.iso.date({ error: FECHA_NO_VALIDA }),
  /** yyyy-mm-dd: the last day; absent, it stays until withdrawn. */
  fechaHasta: z.preprocess(blankToUndefined, z.iso.date({ error: FECHA_NO_VALIDA }).optional()),
  descripcion: textoMultilinea({ error: MENSAJES.requerido })
    .trim()
    .min(1, { error: MENSAJES.requerido, abort: true })
    .max(COMUNICACION_TEXTO_MAX, `El texto es demasiado largo (máximo ${COMUNICACION_TEXTO_MAX} caracteres)`),
  /** A web address, or a path of the portal ("/eventos/feria-empleo"). */
  enlace: z.preprocess(
    blankToUndefined,
    texto()
      .trim()
      .max(300, 'El texto es demasiado largo (máximo 300 caracteres)')
      .refine((v) => isValidUrl(v) || /^\/[a-z0-9/_?=&%-]*$/i.test(v), MENSAJES.urlMalFormada)
      .optional(),
  ),
  publicada: z.boolean().default(true),
});

const coherente = (v: z.output<typeof camposComunicacion>, ctx: z.RefinementCtx) => {
  if (v.fechaHasta && v.fechaHasta < v.fechaDesde) {
    ctx.addIssue({ code: 'custom', path: ['fechaHasta'], message: MENSAJE_FIN_ANTERIOR });
  }
};

export const comunicacionInput = camposComunicacion.superRefine(coherente);
export type ComunicacionInput = z.input<typeof comunicacionInput>;
export type ComunicacionDatos = z.output<typeof comunicacionInput>;
export const editarComunicacionInput = camposComunicacion.extend({ id: idSchema() }).superRefine(coherente);
export type EditarComunicacionDatos = z.output<typeof editarComunicacionInput>;

/** A communication as staff see it. */
export const comunicacionGestionSchema = z.object({
  idComunicacion: z.number().int(),
  para: z.enum(DESTINATARIOS_COMUNICACION),
  /** yyyy-mm-dd, for the edit form. */
  fechaDesde: z.string(),
  fechaHasta: z.string().nullable(),
  descripcion: z.string(),
  enlace: z.string().nullable(),
  publicada: z.boolean(),
  estado: z.enum(ESTADOS_COMUNICACION),
});
export type ComunicacionGestion = z.infer<typeof comunicacionGestionSchema>;

/** The staff's list: by audience, state and text; the latest to start first. */
export const filtroComunicaciones = z.object({
  para: opcionFiltro(DESTINATARIOS_COMUNICACION),
  estado: opcionFiltro(ESTADOS_COMUNICACION),
  texto: busquedaFiltro,
});
export type FiltroComunicaciones = z.output<typeof filtroComunicaciones>;
export const listaComunicacionesInput = filtroComunicaciones.extend(paginaInput);
export const paginaComunicacionesSchema = paginaSchema(comunicacionGestionSchema);

export const publicacionComunicacionInput = z.object({ id: idSchema(), publicada: z.boolean() });
