import '@/test/setup';
import { MENSAJE_SIN_TITULACIONES } from '@puente/contract/oferta-form';
import { MENSAJES } from '@puente/contract/validation/messages';
import { renderHook } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { useMensajeValidacion } from './use-mensaje-validacion';

afterEach(async () => {
  await i18n.changeLanguage('es');
});

describe('useMensajeValidacion', () => {
  it('shows the contract messages word for word in Spanish', () => {
    const { result } = renderHook(() => useMensajeValidacion());
    expect(result.current(MENSAJES.requerido)).toBe('Este campo es requerido');
    expect(result.current('El valor debe estar entre 0 y 12')).toBe('El valor debe estar entre 0 y 12');
  });

  it('translates known messages, numbers included, in English; unknown ones pass through', async () => {
    await i18n.changeLanguage('en');
    const { result } = renderHook(() => useMensajeValidacion());
    expect(result.current(MENSAJES.requerido)).toBe('This field is required');
    expect(result.current(MENSAJE_SIN_TITULACIONES)).toBe('Select at least one degree');
    expect(result.current('El campo es demasiado corto (mínimo 3 caracteres)')).toBe(
      'The field is too short (at least 3 characters)',
    );
    expect(result.current('El valor debe estar entre 0 y 12')).toBe('The value must be between 0 and 12');
    expect(result.current('La provincia no existe')).toBe('La provincia no existe');
    expect(result.current(undefined)).toBeUndefined();
  });
});
