import { dniControlLetter, isValidCif } from '@puente/contract/validation/spanish-id';

/** A valid DNI nobody has: random digits and their control letter (modulo 23). */
export const dniNuevo = () => {
  const digitos = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
  return `${digitos}${dniControlLetter(digitos)}`;
};

/** A valid CIF of a limited company (B) nobody has, its control digit computed and checked by the contract's validator. */
export function cifNuevo(): string {
  for (;;) {
    const digitos = String(1_000_000 + Math.floor(Math.random() * 8_999_999)).padStart(7, '0');
    const suma = [...digitos].reduce((total, d, i) => {
      const n = Number(d);
      return total + (i % 2 === 0 ? Math.floor((n * 2) / 10) + ((n * 2) % 10) : n);
    }, 0);
    const cif = `B${digitos}${(10 - (suma % 10)) % 10}`;
    if (isValidCif(cif)) return cif;
  }
}
