import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agruparIban, comprobarIban, conControlNss, controlNss, nssValido, pideSwift, swiftValido } from './datos-bancarios';

describe('IBAN del estudiante: 70 mal formado, 73 no válido', () => {
  it('acepta IBAN reales, con espacios o sin ellos', () => {
    expect(comprobarIban('ES9121000418450200051332')).toBeNull();
    expect(comprobarIban('es91 2100 0418 4502 0005 1332')).toBeNull();
    expect(comprobarIban('DE89370400440532013000')).toBeNull();
  });
  it('70 cuando no tiene forma de IBAN o la longitud del país no cuadra', () => {
    expect(comprobarIban('')).toBe(70);
    expect(comprobarIban('1234')).toBe(70);
    expect(comprobarIban('ES91 2100 0418')).toBe(70);
    expect(comprobarIban('ES9121000418450200051332999')).toBe(70);
    expect(comprobarIban('ES91210004184502000513AB')).toBe(70);
  });
  it('73 cuando tiene forma pero el control o el país no son válidos', () => {
    expect(comprobarIban('ES9121000418450200051333')).toBe(73);
    expect(comprobarIban('ES0021000418450200051332')).toBe(73);
    expect(comprobarIban('XX9121000418450200051332')).toBe(73);
  });
  it('agrupa de cuatro en cuatro y pide SWIFT solo fuera de España', () => {
    expect(agruparIban('ES9121000418450200051332')).toBe('ES91 2100 0418 4502 0005 1332');
    expect(pideSwift('ES9121000418450200051332')).toBe(false);
    expect(pideSwift('DE89370400440532013000')).toBe(true);
    expect(pideSwift('')).toBe(false);
  });
});

describe('SWIFT/BIC (84)', () => {
  it('8 u 11 caracteres con forma de BIC', () => {
    expect(swiftValido('CAIXESBB')).toBe(true);
    expect(swiftValido('caixesbbxxx')).toBe(true);
    expect(swiftValido('DEUTDEFF500')).toBe(true);
    expect(swiftValido('CAIXESB')).toBe(false);
    expect(swiftValido('CAIXESBBXX')).toBe(false);
    expect(swiftValido('1234ESBB')).toBe(false);
  });
});

describe('número de afiliación a la Seguridad Social (83): regla de la TGSS', () => {
  it('número de 8 cifras ≥ 10 000 000: provincia y número seguidos, módulo 97', () => {
    expect(controlNss('28', '12345678')).toBe(2812345678 % 97);
    expect(nssValido(conControlNss('2812345678'))).toBe(true);
  });
  it('número < 10 000 000: provincia × 10⁷ + número, módulo 97', () => {
    // 08 0123456 → 8 × 10⁷ + 123456 = 80123456; 80123456 mod 97 = 24, distinto de 0801234560 mod 97.
    expect(controlNss('08', '00123456')).toBe(80_123_456 % 97);
    expect(nssValido(`080012345624`)).toBe(80_123_456 % 97 === 24);
    expect(nssValido(conControlNss('0800123456'))).toBe(true);
  });
  it('admite barras y espacios; rechaza otra longitud, letras o un control que no cuadra', () => {
    const bueno = conControlNss('2812345678');
    expect(nssValido(`${bueno.slice(0, 2)}/${bueno.slice(2, 10)}/${bueno.slice(10)}`)).toBe(true);
    expect(nssValido(bueno.slice(0, 11))).toBe(false);
    expect(nssValido(`${bueno}0`)).toBe(false);
    expect(nssValido('28A234567890')).toBe(false);
    const malo = `${bueno.slice(0, 10)}${String((Number(bueno.slice(10)) + 1) % 97).padStart(2, '0')}`;
    expect(nssValido(malo)).toBe(false);
  });
  it('cualquier provincia y número: el control calculado valida, cualquier otro no', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.integer({ min: 1, max: 96 }),
        (p, n, d) => {
          const diez = `${String(p).padStart(2, '0')}${String(n).padStart(8, '0')}`;
          const nss = conControlNss(diez);
          expect(nssValido(nss)).toBe(true);
          const otro = String((Number(nss.slice(10)) + d) % 97).padStart(2, '0');
          expect(nssValido(`${diez}${otro}`)).toBe(false);
        },
      ),
    );
  });
});
