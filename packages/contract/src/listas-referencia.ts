import { z } from 'zod';
import { busquedaFiltro, opcionFiltro, paginaInput, paginaSchema } from './paginas';
import { idOpcional, idSchema } from './validation/id';
import { MENSAJES } from './validation/messages';
import { optionalText, requiredText } from './validation/text';

/*
 * The reference lists staff keep (issue 27): degrees, the degrees' areas, the
 * functional areas of offers, schools per province, the reasons of a
 * candidacy's change of state and the company contacts' types. Items are
 * added, renamed and retired, never deleted: rows that hold a retired item
 * keep it, forms stop offering it (the public /api/Dominios lists leave it out).
 */

export const LISTAS_REFERENCIA = [
  'titulaciones',
  'areasTitulacion',
  'areasFuncionales',
  'centrosEducativos',
  'motivosCambioEstado',
  'tiposContacto',
] as const;
export type ListaReferencia = (typeof LISTAS_REFERENCIA)[number];

/** Lists whose items have a Spanish and an English name (the rest have one name, a proper noun). */
export const LISTAS_BILINGUES: readonly ListaReferencia[] = [
  'areasTitulacion',
  'areasFuncionales',
  'motivosCambioEstado',
  'tiposContacto',
];

/** The candidacy states a reason belongs to: 5 the company discards, 7 it withdraws the offer, 17 the student declines. */
export const ESTADOS_MOTIVO = [5, 7, 17] as const;

export const ESTADOS_ELEMENTO_LISTA = ['activo', 'retirado'] as const;

export const NOMBRE_ELEMENTO_MAX = 150;
export const MENSAJE_LISTA_NO_EXISTE = 'La lista no existe';
export const MENSAJE_ESTADO_MOTIVO = 'Elige a qué cambio de estado pertenece el motivo';

const lista = z.enum(LISTAS_REFERENCIA, { error: MENSAJE_LISTA_NO_EXISTE });

/** An item as staff see it; the fields of other lists are null. */
export const elementoListaSchema = z.object({
  id: z.number().int(),
  es: z.string(),
  /** Null on the lists with one name (degrees, schools). */
  en: z.string().nullable(),
  retirado: z.boolean(),
  /** When staff last added, renamed or retired it (ISO); null for an item as the release seeded it. */
  editadoEn: z.string().nullable(),
  /** Degrees: their level and area (items of niveles and areasTitulacion). */
  idNivel: z.number().int().nullable(),
  idArea: z.number().int().nullable(),
  /** Reasons: the candidacy state they explain (ESTADOS_MOTIVO). */
  idEstado: z.number().int().nullable(),
  /** Schools: their province and town. */
  idProvincia: z.number().int().nullable(),
  localidad: z.string().nullable(),
});
export type ElementoLista = z.infer<typeof elementoListaSchema>;

/** The staff's list of one reference list: by name, state and (schools) province; alphabetical. */
export const filtroListaReferencia = z.object({
  texto: busquedaFiltro,
  estado: opcionFiltro(ESTADOS_ELEMENTO_LISTA),
  idProvincia: idOpcional(),
});
export type FiltroListaReferencia = z.output<typeof filtroListaReferencia>;
export const listaReferenciaInput = filtroListaReferencia.extend({ lista }).extend(paginaInput);
export const listaReferenciaCsvInput = filtroListaReferencia.extend({ lista });
export const paginaListaReferenciaSchema = paginaSchema(elementoListaSchema);

const campos = z.object({
  lista,
  es: requiredText(2, NOMBRE_ELEMENTO_MAX),
  en: optionalText(2, NOMBRE_ELEMENTO_MAX),
  idNivel: idOpcional(),
  idArea: idOpcional(),
  idEstado: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .union(ESTADOS_MOTIVO.map((e) => z.literal(e)) as [z.ZodLiteral<5>, z.ZodLiteral<7>, z.ZodLiteral<17>], {
        error: MENSAJE_ESTADO_MOTIVO,
      })
      .optional(),
  ),
  idProvincia: idOpcional(),
  localidad: optionalText(2, NOMBRE_ELEMENTO_MAX),
});

/** What each list needs besides the Spanish name. */
function completo(d: z.output<typeof campos>, ctx: z.RefinementCtx) {
  const falta = (campo: string) => ctx.addIssue({ code: 'custom', path: [campo], message: MENSAJES.requerido });
  if (LISTAS_BILINGUES.includes(d.lista) && !d.en) falta('en');
  if (d.lista === 'titulaciones') {
    if (d.idNivel === undefined) falta('idNivel');
    if (d.idArea === undefined) falta('idArea');
  }
  if (d.lista === 'motivosCambioEstado' && d.idEstado === undefined)
    ctx.addIssue({ code: 'custom', path: ['idEstado'], message: MENSAJE_ESTADO_MOTIVO });
  if (d.lista === 'centrosEducativos') {
    if (d.idProvincia === undefined) falta('idProvincia');
    if (!d.localidad) falta('localidad');
  }
}

export const elementoListaInput = campos.superRefine(completo);
export type ElementoListaInput = z.input<typeof elementoListaInput>;
export type ElementoListaDatos = z.output<typeof elementoListaInput>;
export const editarElementoListaInput = campos.extend({ id: idSchema() }).superRefine(completo);
export type EditarElementoListaDatos = z.output<typeof editarElementoListaInput>;
export const retiradaElementoListaInput = z.object({ lista, id: idSchema(), retirado: z.boolean() });
