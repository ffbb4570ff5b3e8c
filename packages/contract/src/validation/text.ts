import { z } from 'zod';
import { TEXTO_LARGO_MAX, TEXTO_MAX, TEXTO_MIN } from '../constants';
import { tieneCaracteresNoPermitidos } from './caracteres';
import { demasiadoCorto, demasiadoLargo, MENSAJES } from './messages';

/*
 * The one text rule of every string an endpoint takes. No keyboard types a
 * control character, but a request can carry one: PostgreSQL refuses a NUL
 * byte in text (the query fails, which was an HTTP 500) and the others would
 * be stored and shown to other users. A lone UTF-16 surrogate is not a
 * character at all; the driver would store U+FFFD in its place, so it is
 * refused rather than silently changed.
 */

// The check itself is in caracteres.ts, without zod, so a browser form can use it alone (decision 026).
export { tieneCaracteresNoPermitidos } from './caracteres';

/** The rule as zod checks, one instance each, so a test can find them on any schema (see reglaDeTexto). */
const reglaUnaLinea = z.refine<string>((v) => !tieneCaracteresNoPermitidos(v), { error: MENSAJES.caracteresNoPermitidos });
const reglaVariasLineas = z.refine<string>((v) => !tieneCaracteresNoPermitidos(v, true), {
  error: MENSAJES.caracteresNoPermitidos,
});

/** Which text rule a zod check is, if any: input-shape.ts looks for it on every string an endpoint takes. */
export const reglaDeTexto = (check: unknown): 'una-linea' | 'varias-lineas' | null =>
  check === reglaUnaLinea ? 'una-linea' : check === reglaVariasLineas ? 'varias-lineas' : null;

type StringParams = Parameters<typeof z.string>[0];

/** The base of every one-line string input: any string without control characters. */
export const texto = (params?: StringParams) => z.string(params).check(reglaUnaLinea);

/** The base of a textarea's input: tab and line breaks allowed, other control characters not. */
export const textoMultilinea = (params?: StringParams) => z.string(params).check(reglaVariasLineas);

/** Which of the two bases a field is built on. */
export type BaseTexto = typeof texto;

/** Required text with no length rule of its own (a login user, a slug): trimmed, not blank. */
export const textoRequerido = (base: BaseTexto = texto) =>
  base({ error: MENSAJES.requerido }).trim().min(1, { error: MENSAJES.requerido, abort: true });

/** Required free text, trimmed, 3–150 characters by default (spec §5, §9). */
export const requiredText = (min: number = TEXTO_MIN, max: number = TEXTO_MAX, base: BaseTexto = texto) =>
  base({ error: MENSAJES.requerido })
    .trim()
    .min(1, { error: MENSAJES.requerido, abort: true })
    .min(min, demasiadoCorto(min))
    .max(max, demasiadoLargo(max));

/** Optional free text: blank (or missing) is fine, typed text follows the same bounds. */
export const optionalText = (min: number = TEXTO_MIN, max: number = TEXTO_MAX, base: BaseTexto = texto) =>
  base()
    .trim()
    .refine((v) => v === '' || v.length >= min, demasiadoCorto(min))
    .max(max, demasiadoLargo(max))
    .optional();

/** The few longer fields (postal address, order number): up to 250 characters. */
export const longText = (min: number = TEXTO_MIN) => requiredText(min, TEXTO_LARGO_MAX);

/** Text with only an upper bound (a search box, a reason that may be short): trimmed, blank allowed. */
export const boundedText = (max: number, base: BaseTexto = texto) => base().trim().max(max, demasiadoLargo(max));
