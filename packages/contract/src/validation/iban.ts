import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
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

/** The agreement request stores the boxes joined with commas (spec §3 `ibanDomiciliacion`). */
export const joinIbanParts = (parts: readonly string[], separator = ','): string =>
  parts.map((part) => normalizeIban(part)).join(separator);

const box = texto({ error: MENSAJES.requerido }).overwrite(normalizeIban).min(1, MENSAJES.requerido);

/** The five boxes: each one required, then the whole IBAN checked (the issue sits on the first box). */
export const ibanPartsSchema = z.tuple([box, box, box, box, box]).superRefine((parts, ctx) => {
  if (parts.some((part) => part === '')) return;
  if (!isValidIban(parts.join(''))) ctx.addIssue({ code: 'custom', message: MENSAJES.ibanMalFormado, path: [0] });
});
