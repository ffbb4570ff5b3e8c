import { countrySpecs, electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { IBAN_CAJAS } from '../constants';
import { MENSAJES } from './messages';
import { texto } from './text';

/** The five boxes of the agreement form, in order (spec §2). */
export type IbanParts = [string, string, string, string, string];

/**
 * Electronic format (upper case, no separators). ibantools only strips spaces
 * and hyphens; we also strip commas and dots so a stored `ibanDomiciliacion`
 * ("ES91,2100,…") or a pasted "ES91.2100…" normalises too.
 */
export const normalizeIban = (iban: string): string => electronicFormatIBAN(iban.replace(/[\s,.]/g, '')) ?? '';

/** mod-97 plus the country's own rules (for Spain, the two bank control digits). */
export const isValidIban = (iban: string): boolean => isValidIBAN(normalizeIban(iban));

export const ibanSchema = texto({ error: MENSAJES.requerido })
  .overwrite(normalizeIban)
  .min(1, { error: MENSAJES.requerido, abort: true })
  .refine(isValidIban, MENSAJES.ibanMalFormado);

/**
 * Splits an IBAN into the Spanish boxes 4, 4, 4, 2, 10. Characters past the
 * fourth box all go to the last one, so nothing pasted is silently dropped
 * and an over-long IBAN still fails validation.
 */
export function splitIban(iban: string): IbanParts {
  const compact = normalizeIban(iban);
  const [pais, entidad, oficina, control] = IBAN_CAJAS;
  const finPais = pais;
  const finEntidad = finPais + entidad;
  const finOficina = finEntidad + oficina;
  const finControl = finOficina + control;
  return [
    compact.slice(0, finPais),
    compact.slice(finPais, finEntidad),
    compact.slice(finEntidad, finOficina),
    compact.slice(finOficina, finControl),
    compact.slice(finControl),
  ];
}

/** Banks print "IBAN ES91 2100 …" or "IBAN: ES91-2100-…": the word and its colon are not part of the account. */
const PREFIJO_IBAN = /^\s*IBAN\s*:?\s*/i;

/**
 * The whole IBAN in a text pasted or filled in as banks and people write it
 * (spaces, hyphens, dots, lower case, a leading "IBAN"), in electronic
 * format; null when the text is not one but a part of one or anything else.
 * Whole means the shape code 70 asks for: two letters, two check digits and
 * 8 to 30 letters or digits (whether the account is real is checked apart).
 */
export function ibanEntero(texto: string): string | null {
  const compacto = normalizeIban(texto.replace(PREFIJO_IBAN, ''));
  return /^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(compacto) ? compacto : null;
}

/** What the first four boxes hold together (4 + 4 + 4 + 2). */
const ANTES_DE_LA_CUENTA = IBAN_CAJAS.slice(0, -1).reduce((suma, n) => suma + n, 0);

/**
 * The room of the last box: 10 characters (a Spanish account), or what an
 * IBAN of a country with longer accounts needs (a French one, 27 characters
 * in all, leaves 13), by the country its first two letters name. Text that
 * names no such country gets 10, so garbage never fills 34 characters.
 */
export function longitudUltimaCaja(iban: string): number {
  const largo = countrySpecs[normalizeIban(iban).slice(0, 2)]?.chars ?? 0;
  return Math.max(IBAN_CAJAS[IBAN_CAJAS.length - 1] ?? 10, largo - ANTES_DE_LA_CUENTA);
}

/** A whole IBAN in the five boxes, the last one holding no more than its room. */
export function repartirIban(iban: string): IbanParts {
  const partes = splitIban(iban);
  partes[4] = partes[4].slice(0, longitudUltimaCaja(iban));
  return partes;
}

/** The agreement request stores the boxes joined with commas (spec §3 `ibanDomiciliacion`). */
export const joinIbanParts = (parts: readonly string[], separator = ','): string =>
  parts.map((part) => normalizeIban(part)).join(separator);

const box = texto({ error: MENSAJES.requerido }).overwrite(normalizeIban).min(1, MENSAJES.requerido);

/** The five boxes: each one required, then the whole IBAN checked (the issue sits on the first box). */
export const ibanPartsSchema = z.tuple([box, box, box, box, box]).superRefine((parts, ctx) => {
  if (parts.some((part) => part === '')) return;
  if (!isValidIban(parts.join(''))) ctx.addIssue({ code: 'custom', message: MENSAJES.ibanMalFormado, path: [0] });
});
