import '@/test/setup';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field, fieldAria } from './field';
import { FormFeedbackScope } from './form-feedback';

const campo = (label: string, error: string) => (
  <Field id="campo" label={label} error={error}>
    <input {...fieldAria('campo', { error })} />
  </Field>
);

describe('Field inside a form with one error summary', () => {
  it("shows the spec's message word for word, raises no alert, and the field's name and message reach a screen reader", () => {
    render(<FormFeedbackScope>{campo('Título de la oferta', 'Este campo es requerido')}</FormFeedbackScope>);
    expect(document.getElementById('campo-error')?.textContent).toBe('Este campo es requerido');
    expect(screen.queryByRole('alert')).toBeNull();
    const control = screen.getByRole('textbox', { name: 'Título de la oferta' });
    expect(control.getAttribute('aria-describedby')).toBe('campo-error');
    expect(control.getAttribute('aria-invalid')).toBe('true');
  });

  it('outside such a form the message is the alert it always was', () => {
    render(campo('Motivo', 'Indica el motivo'));
    expect(screen.getByRole('alert').textContent).toBe('Indica el motivo');
  });
});
