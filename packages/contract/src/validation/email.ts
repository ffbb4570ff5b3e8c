import type { z } from 'zod';
import { MENSAJES } from './messages';
import { texto } from './text';

/** Something before and after one '@', and a '.' in the domain part; no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

/**
 * Spec §5 rule, not RFC 5322: the address must contain '@' and '.' and no
 * accented characters, since many mail systems still refuse internationalised
 * addresses. NFD splits "á" or "ñ" into a letter plus a combining mark, which
 * is what we look for.
 */
export const isValidEmail = (value: string): boolean =>
  EMAIL_SHAPE.test(value) && !/[\u0300-\u036f]/.test(value.normalize('NFD'));

const emailRules = (schema: z.ZodString, allowEmpty: boolean) =>
  schema.refine((v) => (allowEmpty && v === '') || isValidEmail(v), MENSAJES.emailMalFormado);

/** Required e-mail. */
export const emailSchema = emailRules(
  texto({ error: MENSAJES.requerido }).trim().min(1, { error: MENSAJES.requerido, abort: true }),
  false,
);

/** Optional e-mail (a company contact's): blank is fine, a typed one must be valid. */
export const optionalEmailSchema = emailRules(texto().trim(), true).optional();
