import { z } from 'zod';
import { demasiadoLargo, MENSAJES } from './messages';
import { ENTERO_MAX, toNumber } from './numbers';
import { textoRequerido } from './text';

/**
 * The id of a row, wherever it arrives (path, query string or JSON body):
 * a whole number from 1 to ENTERO_MAX, the range of PostgreSQL's `integer`
 * (serial) columns. Above it the database refuses the query itself (22003),
 * which was an HTTP 500; now it is a field error like any other.
 *
 * Strings are read as form inputs are (numbers.ts toNumber): "12" is 12,
 * blank is missing, "0x1F", "1e3" or `true` are not ids (z.coerce would take them).
 */
const reglasId = (mensaje: string) =>
  z
    .number({ error: (issue) => (issue.input == null ? MENSAJES.requerido : mensaje) })
    // One message is enough: 2^53 is neither a safe integer nor within range, and the user needs to hear it once.
    .int({ error: mensaje, abort: true })
    .min(1, mensaje)
    .max(ENTERO_MAX, mensaje);

/** A required id; `mensaje` replaces the generic 'El identificador no es válido' where the field has its own. */
export const idSchema = (mensaje: string = MENSAJES.idNoValido) => z.preprocess(toNumber, reglasId(mensaje));

/** An optional id: missing or blank (an unset filter in a query string) is undefined. */
export const idOpcional = (mensaje: string = MENSAJES.idNoValido) =>
  z.preprocess(toNumber, reglasId(mensaje).optional()).optional();

/** `{ id }`, the input of the many endpoints that name one row in their path or body. */
export const idPathInput = z.object({ id: idSchema() });

/**
 * An offer's `urlAcceso` (its slug), the other way inputs name a row. The
 * API's slugs are under 70 characters; 200 leaves room for older links.
 */
export const urlAccesoSchema = textoRequerido().max(200, demasiadoLargo(200));
