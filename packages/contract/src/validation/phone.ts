import type { z } from 'zod';
import { TELEFONO_MAX_DIGITOS, TELEFONO_MIN } from '../constants';
import { demasiadoCorto, MENSAJES } from './messages';
import { texto } from './text';

/** Digits and spaces, with an optional leading '+' for the international prefix. */
const PHONE_CHARACTERS = /^\+?[\d ]+$/;

export const isWellFormedPhone = (value: string) => PHONE_CHARACTERS.test(value);

const countDigits = (value: string) => value.replace(/\D/g, '').length;

/** Shape, minimum and maximum; `allowEmpty` lets an optional field stay blank. */
const phoneRules = (schema: z.ZodString, allowEmpty: boolean) => {
  const blank = (v: string) => allowEmpty && v === '';
  return schema
    .refine((v) => blank(v) || isWellFormedPhone(v), { error: MENSAJES.telefonoMalFormado, abort: true })
    .refine((v) => blank(v) || v.length >= TELEFONO_MIN, demasiadoCorto(TELEFONO_MIN))
    .refine((v) => countDigits(v) <= TELEFONO_MAX_DIGITOS, MENSAJES.telefonoExcesivo);
};

/** telefono1: required, at least 9 characters (spec §5, §9). */
export const phoneSchema = phoneRules(
  texto({ error: MENSAJES.requerido }).trim().min(1, { error: MENSAJES.requerido, abort: true }),
  false,
);

/** telefono2: may be left empty, but a typed number follows the same rules. */
export const optionalPhoneSchema = phoneRules(texto().trim(), true).optional();
