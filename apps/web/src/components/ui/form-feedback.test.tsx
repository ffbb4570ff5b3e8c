import '@/test/setup';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { Field } from './field';
import { FormFeedbackScope } from './form-feedback';

const campo = (label: string, error: string) => (
  <Field id="campo" label={label} error={error}>
    <input id="campo" />
  </Field>
);

describe('Field inside a form with one error summary', () => {
  it('names its field in the message and raises no alert of its own', async () => {
    render(<FormFeedbackScope>{campo('Título de la oferta', 'Este campo es requerido')}</FormFeedbackScope>);
    expect(screen.getByText('Título de la oferta: este campo es requerido')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps an acronym that starts the message in capitals, and speaks English in English', async () => {
    render(<FormFeedbackScope>{campo('Documento', 'DNI no válido')}</FormFeedbackScope>);
    expect(screen.getByText('Documento: DNI no válido')).toBeTruthy();
    await changeLanguage('en');
    try {
      render(<FormFeedbackScope>{campo('Offer title', 'This field is required')}</FormFeedbackScope>);
      expect(screen.getByText('Offer title: this field is required')).toBeTruthy();
    } finally {
      await changeLanguage('es');
    }
  });

  it('outside such a form the message is the alert it always was', () => {
    render(campo('Motivo', 'Indica el motivo'));
    expect(screen.getByRole('alert').textContent).toBe('Indica el motivo');
  });
});
