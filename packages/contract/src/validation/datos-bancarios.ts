import { isValidBIC, ValidationErrorsIBAN, validateIBAN } from 'ibantools';
import { normalizeIban } from './iban';

/*
 * The bank and social-security data a student gives for a paid internship
 * (decision 020): IBAN, SWIFT/BIC and número de afiliación a la Seguridad
 * Social. The browser and the API check them with these same functions, so
 * the field shows what the API would answer.
 */

/** The catalogue codes of spec §8 these checks answer. */
export const CODIGO_IBAN_MAL_FORMADO = 70;
export const CODIGO_IBAN_NO_VALIDO = 73;
export const CODIGO_NSS_NO_VALIDO = 83;
export const CODIGO_SWIFT_NO_VALIDO = 84;

/** Upper case, without spaces, hyphens, dots or commas: what is stored. */
export const normalizarIban = normalizeIban;

/** "ES9121000418450200051332" → "ES91 2100 0418 4502 0005 1332", as the field groups it while typed. */
export const agruparIban = (iban: string): string =>
  normalizarIban(iban)
    .replace(/(.{4})/g, '$1 ')
    .trim();

/** The IBAN's country (its first two letters), or '' when it does not start with two. */
export const paisIban = (iban: string): string => {
  const pais = normalizarIban(iban).slice(0, 2);
  return /^[A-Z]{2}$/.test(pais) ? pais : '';
};

/**
 * 70: the text is not an IBAN at all: not two letters, two check digits and
 * letters or digits, or the wrong length or layout for its country. 73: it
 * reads as an IBAN but is not a real account: a country without IBAN, the
 * mod-97 check digits or (Spain) the bank's own control digits do not match.
 * null: valid.
 */
export function comprobarIban(iban: string): 70 | 73 | null {
  const compacto = normalizarIban(iban);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{8,30}$/.test(compacto)) return CODIGO_IBAN_MAL_FORMADO;
  const { valid, errorCodes } = validateIBAN(compacto);
  if (valid) return null;
  if (errorCodes.includes(ValidationErrorsIBAN.NoIBANCountry)) return CODIGO_IBAN_NO_VALIDO;
  const deForma = [
    ValidationErrorsIBAN.WrongBBANLength,
    ValidationErrorsIBAN.WrongBBANFormat,
    ValidationErrorsIBAN.ChecksumNotNumber,
  ];
  return errorCodes.some((c) => deForma.includes(c)) ? CODIGO_IBAN_MAL_FORMADO : CODIGO_IBAN_NO_VALIDO;
}

/** Spanish accounts need no SWIFT/BIC for a SEPA transfer; a foreign one is paid with it. */
export const pideSwift = (iban: string): boolean => {
  const pais = paisIban(iban);
  return pais !== '' && pais !== 'ES';
};

export const normalizarSwift = (swift: string): string => swift.replace(/[\s-]/g, '').toUpperCase();

/** A BIC: 4 letters (bank), 2 (country), 2 letters or digits (place) and optionally 3 (branch): 8 or 11 characters. */
export const swiftValido = (swift: string): boolean => {
  const s = normalizarSwift(swift);
  return (s.length === 8 || s.length === 11) && isValidBIC(s);
};

/** The 12 digits, without the slashes, spaces or hyphens people write between the parts ("28/12345678/40"). */
export const normalizarNss = (nss: string): string => nss.replace(/[\s/.-]/g, '');

/**
 * The control digits of a número de afiliación (TGSS): province (2 digits)
 * and number (8 digits). When the number is below 10 000 000 the control is
 * (provincia × 10⁷ + número) mod 97; otherwise the province and the number
 * written one after the other, read as one number, mod 97.
 */
export function controlNss(provincia: string, numero: string): number {
  const n = Number(numero);
  const base = n < 10_000_000 ? Number(provincia) * 10_000_000 + n : Number(`${provincia}${numero}`);
  return base % 97;
}

/** 12 digits whose last two are the TGSS control of the first ten. */
export function nssValido(nss: string): boolean {
  const s = normalizarNss(nss);
  if (!/^[0-9]{12}$/.test(s)) return false;
  return controlNss(s.slice(0, 2), s.slice(2, 10)) === Number(s.slice(10));
}

/** A valid NSS from its first ten digits: the demo data and the tests. */
export const conControlNss = (diez: string): string =>
  `${diez}${String(controlNss(diez.slice(0, 2), diez.slice(2, 10))).padStart(2, '0')}`;
