import { z } from 'zod';
import { toNumber } from './validation/numbers';
import { boundedText } from './validation/text';

/*
 * One paging contract for every staff list (issue 25, decision 037): the
 * list's own filters, a sort, a keyset cursor and a page size in; a page of
 * rows, the next cursor and the total out. The same filter object is what a
 * bulk action and a CSV export of that list take, so "everything matching"
 * means the same rows on the screen, in the action and in the file.
 */

export const PAGINA_TAMANO = 50;
export const PAGINA_TAMANO_MAX = 200;
/** Past this many matching rows the total is the planner's estimate, said so with `totalEstimado`. */
export const TOTAL_EXACTO_HASTA = 10_000;

const TAMANO_NO_VALIDO = `El tamaño de página va de 1 a ${PAGINA_TAMANO_MAX}`;

/** What every staff list takes besides its filters: where to go on from and how many rows. */
export const paginaInput = {
  /** Opaque: the `siguiente` of the previous page. */
  cursor: z.preprocess((v) => (v === '' ? undefined : v), boundedText(300).optional()),
  tamano: z.preprocess(
    toNumber,
    z
      .number({ error: TAMANO_NO_VALIDO })
      .int(TAMANO_NO_VALIDO)
      .min(1, TAMANO_NO_VALIDO)
      .max(PAGINA_TAMANO_MAX, TAMANO_NO_VALIDO)
      .default(PAGINA_TAMANO),
  ),
};

/** A page of a staff list. `siguiente` is null on the last page. */
export const paginaSchema = <T extends z.ZodType>(fila: T) =>
  z.object({
    items: z.array(fila),
    siguiente: z.string().nullable(),
    total: z.number().int(),
    totalEstimado: z.boolean(),
  });
export type Pagina<T> = { items: T[]; siguiente: string | null; total: number; totalEstimado: boolean };

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
/** A date filter of a list (yyyy-mm-dd), blank meaning unset. */
export const fechaFiltro = z.preprocess(blankToUndefined, z.iso.date({ error: 'La fecha no es válida' }).optional());
/** The free-text search box of a list. */
export const busquedaFiltro = z.preprocess(blankToUndefined, boundedText(100).optional());
/** A yes/no filter from a query string ("true"/"false"), blank meaning unset. */
export const siNoFiltro = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : blankToUndefined(v)),
  z.boolean({ error: 'Elige sí o no' }).optional(),
);
/** A text filter with a closed list of values. */
export const opcionFiltro = <T extends readonly [string, ...string[]]>(valores: T) =>
  z.preprocess(blankToUndefined, z.enum(valores, { error: 'El valor del filtro no es válido' }).optional());
