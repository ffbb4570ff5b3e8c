import '@/test/setup';
import { MENSAJES } from '@puente/contract/validation/messages';
import { renderHook } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { useValidationMessage } from './validation-message';

afterEach(async () => {
  await i18n.changeLanguage('es');
});

describe('useValidationMessage', () => {
  it('shows every contract message word for word in Spanish', () => {
    const { result } = renderHook(() => useValidationMessage());
    for (const texto of Object.values(MENSAJES)) expect(result.current(texto)).toBe(texto);
  });

  it('has an English text for every message of the contract, the file size included', async () => {
    await i18n.changeLanguage('en');
    const { result } = renderHook(() => useValidationMessage());
    for (const [clave, texto] of Object.entries(MENSAJES)) {
      const traducido = result.current(texto);
      expect(traducido, clave).not.toBe(texto);
      expect(traducido, clave).not.toMatch(/\{\{|validacion\./);
    }
    expect(result.current(MENSAJES.ficheroDemasiadoGrande)).toBe('The file is too large (2 MB at most)');
    expect(result.current(MENSAJES.caracteresNoPermitidos)).toBe(
      'The field contains characters that are not allowed (control characters)',
    );
    expect(result.current('El campo NSS está mal formado')).toBe('The NSS field is malformed');
  });

  it('prefers a form’s own keys and passes unknown messages through', async () => {
    await i18n.changeLanguage('en');
    const propios = new Map([['Mensaje propio', 'validacion.requerido']]);
    const { result } = renderHook(() => useValidationMessage(propios));
    expect(result.current('Mensaje propio')).toBe('This field is required');
    expect(result.current('La provincia no existe')).toBe('La provincia no existe');
  });
});
