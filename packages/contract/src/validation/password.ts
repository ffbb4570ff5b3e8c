import { z } from 'zod';
import { PASSWORD_MIN } from '../constants';
import { demasiadoCorto, MENSAJES } from './messages';
import { texto } from './text';

/** Spec §5: required, at least 8 characters, at least one digit. No trimming: spaces are valid characters. */
export const passwordSchema = texto({ error: MENSAJES.requerido })
  .min(1, { error: MENSAJES.requerido, abort: true })
  .min(PASSWORD_MIN, demasiadoCorto(PASSWORD_MIN))
  .regex(/\d/, MENSAJES.passwordSinNumero);

/**
 * New password with its confirmation. The mismatch is reported on
 * `confirmacion`, and also while the password itself is still too weak, so the
 * user sees both problems at once.
 */
export const passwordPairSchema = z
  .object({
    password: passwordSchema,
    confirmacion: texto({ error: MENSAJES.requerido }).min(1, { error: MENSAJES.requerido, abort: true }),
  })
  .refine((pair) => pair.password === pair.confirmacion, {
    message: MENSAJES.passwordsNoCoinciden,
    path: ['confirmacion'],
    when: ({ value }) => bothStrings(value),
  });

function bothStrings(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { password, confirmacion } = value as { password?: unknown; confirmacion?: unknown };
  return typeof password === 'string' && typeof confirmacion === 'string' && confirmacion !== '';
}
