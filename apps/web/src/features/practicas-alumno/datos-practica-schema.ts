import {
  agruparIban,
  comprobarIban,
  normalizarIban,
  nssValido,
  pideSwift,
  swiftValido,
} from '@puente/contract/validation/datos-bancarios';
import { ibanEntero } from '@puente/contract/validation/iban';
import { z } from 'zod';

/** What the form shows under a field: the required message, or a code's catalogue text (70/73, 83, 84). */
export interface MensajesDatos {
  requerido: string;
  codigo: (codigo: number) => string;
}

export interface ValoresDatos {
  iban: string;
  swift: string;
  nss: string;
}

export const datosVacios: ValoresDatos = { iban: '', swift: '', nss: '' };

/**
 * The browser's half of editDatosPractica: the same functions as the API
 * (contract validation/datos-bancarios.ts), with the catalogue's words of the
 * code the API would answer, in the reader's language. The SWIFT is asked
 * only with a foreign IBAN, and checked whenever typed.
 */
export const esquemaDatos = (m: MensajesDatos) =>
  z
    .object({
      iban: z.string().trim().min(1, m.requerido),
      swift: z.string().trim(),
      nss: z.string().trim().min(1, m.requerido),
    })
    .superRefine((v, ctx) => {
      const codigoIban = v.iban ? comprobarIban(v.iban) : null;
      if (codigoIban) ctx.addIssue({ code: 'custom', path: ['iban'], message: m.codigo(codigoIban) });
      if (v.swift ? !swiftValido(v.swift) : !codigoIban && pideSwift(v.iban)) {
        ctx.addIssue({ code: 'custom', path: ['swift'], message: v.swift ? m.codigo(84) : m.requerido });
      }
      if (v.nss && !nssValido(v.nss)) ctx.addIssue({ code: 'custom', path: ['nss'], message: m.codigo(83) });
    })
    .transform((v) => ({ iban: normalizarIban(v.iban), nss: v.nss, ...(v.swift ? { swift: v.swift } : {}) }));

/**
 * The IBAN as typed, in groups of four, never past 34 characters (the longest
 * IBAN) plus its spaces; a whole IBAN as banks print it ("IBAN ES91 2100 …")
 * loses the leading word.
 */
export const ibanAlEscribir = (texto: string) => agruparIban(ibanEntero(texto) ?? texto.slice(0, 42)).slice(0, 42);
