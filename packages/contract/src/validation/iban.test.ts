import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ibanEntero,
  ibanPartsSchema,
  ibanSchema,
  isValidIban,
  joinIbanParts,
  longitudUltimaCaja,
  normalizeIban,
  repartirIban,
  splitIban,
} from './iban';

const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));

/** Spanish bank control digit (mod 11 with weights 1, 2, 4, 8, 5, 10, 9, 7, 3, 6). */
function spanishControl(tenDigits: string): string {
  const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(tenDigits[i]), 0);
  const dc = 11 - (sum % 11);
  return String(dc === 11 ? 0 : dc === 10 ? 1 : dc);
}

/** ISO 13616 check digits computed independently of ibantools. */
function ibanCheckDigits(country: string, bban: string): string {
  const letters = [...`${bban}${country}00`].map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c)).join('');
  const rest = [...letters].reduce((acc, c) => (acc * 10 + Number(c)) % 97, 0);
  return String(98 - rest).padStart(2, '0');
}

const spanishIban = fc.tuple(digits(4), digits(4), digits(10)).map(([bank, branch, account]) => {
  const bban = `${bank}${branch}${spanishControl(`00${bank}${branch}`)}${spanishControl(account)}${account}`;
  return `ES${ibanCheckDigits('ES', bban)}${bban}`;
});

describe('IBAN', () => {
  it('accepts generated Spanish IBANs with correct check digits', () => {
    fc.assert(
      fc.property(spanishIban, (iban) => {
        expect(isValidIban(iban)).toBe(true);
      }),
    );
  });

  it('refuses a Spanish IBAN with any single digit changed', () => {
    fc.assert(
      fc.property(spanishIban, fc.integer({ min: 2, max: 23 }), fc.integer({ min: 1, max: 9 }), (iban, at, shift) => {
        const changed = String((Number(iban[at]) + shift) % 10);
        expect(isValidIban(`${iban.slice(0, at)}${changed}${iban.slice(at + 1)}`)).toBe(false);
      }),
    );
  });

  it('split and join round-trip', () => {
    fc.assert(
      fc.property(spanishIban, (iban) => {
        const parts = splitIban(iban);
        expect(parts.map((p) => p.length)).toEqual([4, 4, 4, 2, 10]);
        expect(parts.join('')).toBe(iban);
        expect(splitIban(joinIbanParts(parts))).toEqual(parts);
        expect(isValidIban(joinIbanParts(parts))).toBe(true);
      }),
    );
  });

  it('splits a pasted, formatted IBAN and keeps extra characters in the last box', () => {
    expect(splitIban('es91 2100 0418 4502 0005 1332')).toEqual(['ES91', '2100', '0418', '45', '0200051332']);
    expect(splitIban('ES91')).toEqual(['ES91', '', '', '', '']);
    expect(splitIban('ES9121000418450200051332XX')[4]).toBe('0200051332XX');
    expect(joinIbanParts(['ES91', '2100', '0418', '45', '0200051332'])).toBe('ES91,2100,0418,45,0200051332');
    expect(normalizeIban(' es91-2100.0418,45 ')).toBe('ES912100041845');
  });

  it('ibanSchema normalises and gives the spec messages', () => {
    expect(ibanSchema.parse('ES91 2100 0418 4502 0005 1332')).toBe('ES9121000418450200051332');
    expect(ibanSchema.parse('DE89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(ibanSchema.safeParse('').error?.issues[0]?.message).toBe('Este campo es requerido');
    expect(ibanSchema.safeParse('ES9121000418450200051333').error?.issues[0]?.message).toBe('El campo IBAN está mal formado');
  });

  it('ibanPartsSchema requires every box, then checks the whole IBAN', () => {
    expect(ibanPartsSchema.safeParse(['ES91', '2100', '0418', '45', '0200051332']).success).toBe(true);
    const missing = ibanPartsSchema.safeParse(['ES91', '', '0418', '45', '0200051332']);
    expect(missing.error?.issues.map((i) => [i.path, i.message])).toEqual([[[1], 'Este campo es requerido']]);
    const wrong = ibanPartsSchema.safeParse(['ES91', '2100', '0418', '45', '0200051333']);
    expect(wrong.error?.issues.map((i) => [i.path, i.message])).toEqual([[[0], 'El campo IBAN está mal formado']]);
  });

  it('reads a whole IBAN as banks print it, and nothing that is only a part of one', () => {
    for (const texto of [
      'ES91 2100 0418 4502 0005 1332',
      'ES91-2100-0418-4502-0005-1332',
      'es91 2100 0418 4502 0005 1332',
      'IBAN ES91 2100 0418 4502 0005 1332',
      'iban: ES91.2100.0418.4502.0005.1332\n',
    ]) {
      expect(ibanEntero(texto)).toBe('ES9121000418450200051332');
    }
    expect(ibanEntero('2100 0418')).toBeNull();
    expect(ibanEntero('ES91 2100')).toBeNull();
    expect(ibanEntero('Hola, mi cuenta')).toBeNull();
  });

  it('the last box takes 10 characters, or what a country with longer accounts needs', () => {
    expect(longitudUltimaCaja('ES9121000418450200051332')).toBe(10);
    expect(longitudUltimaCaja('DE89370400440532013000')).toBe(10);
    expect(longitudUltimaCaja('FR1420041010050500013M02606')).toBe(13);
    expect(longitudUltimaCaja('MT84MALT011000012345MTLCAST001S')).toBe(17);
    expect(longitudUltimaCaja('XX00')).toBe(10);
    expect(repartirIban('FR14 2004 1010 0505 0001 3M02 606')).toEqual(['FR14', '2004', '1010', '05', '0500013M02606']);
    expect(isValidIban(repartirIban('FR1420041010050500013M02606').join(''))).toBe(true);
    // Thirty-four characters of garbage do not fill the last box.
    expect(repartirIban(`ES91${'1'.repeat(30)}`)[4]).toBe('1'.repeat(10));
  });
});
