import { z } from 'zod';
import { TEXTO_LARGO_MAX, TEXTO_MAX, TEXTO_MIN } from '../constants';
import { demasiadoCorto, demasiadoLargo, MENSAJES } from './messages';

/** Required free text, trimmed, 3–150 characters by default (spec §5, §9). */
export const requiredText = (min: number = TEXTO_MIN, max: number = TEXTO_MAX) =>
  z
    .string({ error: MENSAJES.requerido })
    .trim()
    .min(1, { error: MENSAJES.requerido, abort: true })
    .min(min, demasiadoCorto(min))
    .max(max, demasiadoLargo(max));

/** Optional free text: blank (or missing) is fine, typed text follows the same bounds. */
export const optionalText = (min: number = TEXTO_MIN, max: number = TEXTO_MAX) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || v.length >= min, demasiadoCorto(min))
    .max(max, demasiadoLargo(max))
    .optional();

/** The few longer fields (postal address, order number): up to 250 characters. */
export const longText = (min: number = TEXTO_MIN) => requiredText(min, TEXTO_LARGO_MAX);
