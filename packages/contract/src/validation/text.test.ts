import { describe, expect, it } from 'vitest';
import { longText, optionalText, requiredText } from './text';

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
