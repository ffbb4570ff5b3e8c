import { z } from 'zod';
import { TEXTO_LARGO_MAX, TEXTO_MAX, TEXTO_MIN } from '../constants';
import { demasiadoCorto, demasiadoLargo, MENSAJES } from './messages';

/*
 * The one text rule of every string an endpoint takes. No keyboard types a
 * control character, but a request can carry one: PostgreSQL refuses a NUL
 * byte in text (the query fails, which was an HTTP 500) and the others would
 * be stored and shown to other users. A lone UTF-16 surrogate is not a
 * character at all; the driver would store U+FFFD in its place, so it is
 * refused rather than silently changed.
 */

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;

/**
 * True when `text` holds a C0 (U+0000–U+001F) or C1 (U+007F–U+009F) control
 * character or a lone surrogate. A multi-line text (a textarea) may hold tab,
 * line feed and carriage return. A loop, not a regex: it runs on every input,
 * base64 files of 2.7 MB included, and reads clearer than escaped ranges.
 */
export function tieneCaracteresNoPermitidos(text: string, multilinea = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20) {
      if (!(multilinea && (c === TAB || c === LF || c === CR))) return true;
    } else if (c >= 0x7f && c <= 0x9f) {
      return true;
    } else if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return true;
    }
  }
  return false;
}

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
