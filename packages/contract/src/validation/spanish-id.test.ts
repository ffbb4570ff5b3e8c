import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cifSchema, DNI_LETRAS, dniSchema, isValidCif, isValidDniNie } from './spanish-id';

const eightDigits = fc.integer({ min: 0, max: 99_999_999 }).map((n) => String(n).padStart(8, '0'));
const sevenDigits = fc.integer({ min: 0, max: 9_999_999 }).map((n) => String(n).padStart(7, '0'));

const letterFor = (n: number) => DNI_LETRAS.charAt(n % 23);
const otherLetter = (right: string) => fc.constantFrom(...DNI_LETRAS.replace(right, '').split(''));

/** Independent CIF control computation (AEAT algorithm) so the test does not restate the library. */
function cifControlDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const d = Number(digits[i]);
    if (i % 2 === 1) sum += d;
    else sum += Math.floor((d * 2) / 10) + ((d * 2) % 10);
  }
  return (10 - (sum % 10)) % 10;
}
const CIF_LETTERS = 'JABCDEFGHI';

describe('DNI / NIE', () => {
  it('accepts every DNI with its modulo-23 letter and refuses any other letter', () => {
    fc.assert(
      fc.property(
        eightDigits.chain((d) => fc.tuple(fc.constant(d), otherLetter(letterFor(Number(d))))),
        ([digits, wrong]) => {
          expect(isValidDniNie(`${digits}${letterFor(Number(digits))}`)).toBe(true);
          expect(isValidDniNie(`${digits}${wrong}`)).toBe(false);
        },
      ),
    );
  });

  it('maps NIE X/Y/Z to 0/1/2 before computing the letter', () => {
    fc.assert(
      fc.property(fc.constantFrom(['X', 0], ['Y', 1], ['Z', 2] as const), sevenDigits, ([prefix, value], digits) => {
        const right = letterFor(Number(`${value}${digits}`));
        expect(isValidDniNie(`${prefix}${digits}${right}`)).toBe(true);
        const wrong = DNI_LETRAS[(DNI_LETRAS.indexOf(right) + 1) % 23];
        expect(isValidDniNie(`${prefix}${digits}${wrong}`)).toBe(false);
      }),
    );
  });

  it('accepts lower case and separators, refuses other shapes', () => {
    expect(isValidDniNie('12345678z')).toBe(true);
    expect(isValidDniNie('12.345.678-Z')).toBe(true);
    expect(isValidDniNie('x1234567l')).toBe(true);
    for (const bad of ['', '1234567Z', '123456789Z', 'K1234567L', 'W1234567L', '12345678', 'ZZ']) {
      expect(isValidDniNie(bad)).toBe(false);
    }
  });

  it('dniSchema normalises and gives the spec messages', () => {
    expect(dniSchema.parse(' 12345678-z ')).toBe('12345678Z');
    expect(dniSchema.safeParse('').error?.issues.map((i) => i.message)).toEqual(['Este campo es requerido']);
    expect(dniSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Este campo es requerido');
    expect(dniSchema.safeParse('12345678A').error?.issues[0]?.message).toBe('El campo DNI está mal formado');
  });
});

describe('CIF', () => {
  it('the library accepts known valid CIFs', () => {
    for (const cif of ['B12345674', 'A07727886', 'E05070164', 'J34790493', 'Q2818014I', 'b12345674']) {
      expect(isValidCif(cif)).toBe(true);
    }
  });

  const cifCase = fc.record({
    first: fc.constantFrom(...'ABCDEFGHJNPQRSUVW'.split('')),
    digits: sevenDigits,
    letterChoice: fc.boolean(),
    shift: fc.integer({ min: 1, max: 9 }),
  });

  it('accepts a generated CIF with the right control and refuses a changed one', () => {
    fc.assert(
      fc.property(cifCase, ({ first, digits, letterChoice, shift }) => {
        const control = cifControlDigit(digits);
        // P, Q, R, S, W carry a letter; A, B, E, H a digit; the rest may carry either.
        const useLetter = 'PQRSW'.includes(first) || (!'ABEH'.includes(first) && letterChoice);
        const right = useLetter ? CIF_LETTERS.charAt(control) : String(control);
        const changed = (control + shift) % 10;
        const wrong = useLetter ? CIF_LETTERS.charAt(changed) : String(changed);
        expect(isValidCif(`${first}${digits}${right}`)).toBe(true);
        expect(isValidCif(`${first}${digits}${wrong}`)).toBe(false);
      }),
    );
  });

  it('cifSchema gives the spec messages', () => {
    expect(cifSchema.parse('b-12345674')).toBe('B12345674');
    expect(cifSchema.safeParse('').error?.issues[0]?.message).toBe('Este campo es requerido');
    expect(cifSchema.safeParse('B12345675').error?.issues[0]?.message).toBe('El campo CIF está mal formado');
    expect(cifSchema.safeParse('12345678Z').error?.issues[0]?.message).toBe('El campo CIF está mal formado');
  });
});
