import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { longText, optionalText, requiredText, texto, textoMultilinea, tieneCaracteresNoPermitidos } from './text';

const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('text', () => {
  it('requiredText: trimmed, required, 3–150', () => {
    const schema = requiredText();
    expect(schema.parse('  Ana  ')).toBe('Ana');
    expect(messages(schema.safeParse('   '))).toEqual(['Este campo es requerido']);
    expect(messages(schema.safeParse(undefined))).toEqual(['Este campo es requerido']);
    expect(messages(schema.safeParse('ab'))).toEqual(['El campo es demasiado corto (mínimo 3 caracteres)']);
    expect(schema.safeParse('a'.repeat(150)).success).toBe(true);
    expect(messages(schema.safeParse('a'.repeat(151)))).toEqual(['El campo es demasiado largo (máximo 150 caracteres)']);
  });

  it('requiredText takes other bounds', () => {
    expect(messages(requiredText(1, 5).safeParse('abcdef'))).toEqual(['El campo es demasiado largo (máximo 5 caracteres)']);
    expect(requiredText(1, 5).safeParse('a').success).toBe(true);
  });

  it('optionalText: blank or within bounds', () => {
    const schema = optionalText();
    expect(schema.safeParse(undefined).success).toBe(true);
    expect(schema.safeParse('  ').success).toBe(true);
    expect(messages(schema.safeParse('ab'))).toEqual(['El campo es demasiado corto (mínimo 3 caracteres)']);
    expect(messages(optionalText(3, 250).safeParse('a'.repeat(251)))).toEqual([
      'El campo es demasiado largo (máximo 250 caracteres)',
    ]);
  });

  it('longText allows up to 250', () => {
    expect(longText().safeParse('a'.repeat(250)).success).toBe(true);
    expect(messages(longText().safeParse('a'.repeat(251)))).toEqual(['El campo es demasiado largo (máximo 250 caracteres)']);
    expect(messages(longText(1).safeParse(''))).toEqual(['Este campo es requerido']);
  });
});

const NO_PERMITIDOS = 'El campo contiene caracteres no permitidos (caracteres de control)';

/** Every C0 and C1 control character, NUL first. */
const CONTROLES = [
  ...Array.from({ length: 0x20 }, (_, c) => String.fromCharCode(c)),
  ...Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i)),
];
const SALTOS = ['\t', '\n', '\r'];

describe('la regla de texto', () => {
  it('una línea: ningún carácter de control C0 o C1, NUL incluido, con su propio mensaje', () => {
    for (const c of CONTROLES) {
      expect(messages(texto().safeParse(`ab${c}cd`)), `U+${c.charCodeAt(0).toString(16)}`).toEqual([NO_PERMITIDOS]);
    }
  });

  it('varias líneas: tabulador, salto de línea y retorno de carro sí; los demás no', () => {
    for (const c of CONTROLES) {
      const ok = textoMultilinea().safeParse(`ab${c}cd`).success;
      expect(ok, `U+${c.charCodeAt(0).toString(16)}`).toBe(SALTOS.includes(c));
    }
  });

  it('un sustituto UTF-16 suelto no es un carácter; un emoji (par de sustitutos) sí', () => {
    expect(tieneCaracteresNoPermitidos('a\ud800b')).toBe(true);
    expect(tieneCaracteresNoPermitidos('a\udc00')).toBe(true);
    expect(tieneCaracteresNoPermitidos('fin\ud83d')).toBe(true);
    expect(tieneCaracteresNoPermitidos('Ingeniería 👩‍💻 ñandú 東京 \u00a0')).toBe(false);
  });

  it('el mensaje de la regla va primero aunque el texto tenga otros problemas', () => {
    expect(messages(requiredText().safeParse('\u0000'))[0]).toBe(NO_PERMITIDOS);
    expect(messages(optionalText().safeParse('a\u0000'))[0]).toBe(NO_PERMITIDOS);
  });

  it('propiedad: un texto sin controles pasa; con uno en cualquier sitio, no', () => {
    const control = fc.constantFrom(...CONTROLES);
    const limpio = fc.string({ unit: 'grapheme' }).filter((s) => !tieneCaracteresNoPermitidos(s));
    fc.assert(fc.property(limpio, (s) => texto().safeParse(s).success));
    fc.assert(
      fc.property(limpio, control, fc.nat(), (s, c, at) => {
        const i = at % (s.length + 1);
        return !texto().safeParse(s.slice(0, i) + c + s.slice(i)).success;
      }),
    );
  });
});
