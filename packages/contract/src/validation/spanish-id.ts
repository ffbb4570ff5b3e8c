import { isValidCif as libraryIsValidCif } from 'nif-dni-nie-cif-validation';
import { MENSAJES } from './messages';
import { texto } from './text';

export const DNI_LETRAS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** The spec accepts 8 digits, or X/Y/Z plus 7 digits; the old K/L/M DNIs are not accepted. */
const DNI_NIE = /^(\d{8}|[XYZ]\d{7})[A-Z]$/;

/** People type ids with spaces, dots or hyphens ("12.345.678-Z"); the stored form has none. */
export const normalizeSpanishId = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

/** Control letter of a DNI number (or a NIE already mapped X→0, Y→1, Z→2). */
export const dniControlLetter = (digits: string) => DNI_LETRAS.charAt(Number(digits) % 23);

export function isValidDniNie(value: string): boolean {
  const id = normalizeSpanishId(value);
  if (!DNI_NIE.test(id)) return false;
  const digits = id.slice(0, -1).replace(/^[XYZ]/, (letter) => String('XYZ'.indexOf(letter)));
  return dniControlLetter(digits) === id.slice(-1);
}

/**
 * CIF (legal-entity NIF) through the maintained library. We normalise first
 * because the library compares the control letter case-sensitively, so a
 * lower-case "b1234567d" would be refused although its regex accepts it.
 */
export const isValidCif = (value: string): boolean => libraryIsValidCif(normalizeSpanishId(value));

const requiredId = () =>
  texto({ error: MENSAJES.requerido }).overwrite(normalizeSpanishId).min(1, { error: MENSAJES.requerido, abort: true });

/** DNI or NIE, returned normalised (upper case, no separators). */
export const dniSchema = requiredId().refine(isValidDniNie, MENSAJES.dniMalFormado);

/** Company CIF, returned normalised. */
export const cifSchema = requiredId().refine(isValidCif, MENSAJES.cifMalFormado);
