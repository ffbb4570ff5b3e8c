import '@/test/setup';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PrefijoCampos } from '@/components/formularios-empresa/campos';
import { convenioVacio, type ValoresConvenio } from '../valores';
import { CampoIban } from './campo-iban';

function Formulario() {
  const metodos = useForm<ValoresConvenio>({ defaultValues: convenioVacio() });
  return (
    <FormProvider {...metodos}>
      <PrefijoCampos value="prueba">
        <CampoIban />
      </PrefijoCampos>
    </FormProvider>
  );
}

const cajas = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const valores = () => cajas().map((caja) => caja.value);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the IBAN in five boxes', () => {
  it('names each box for screen readers, in order and with its length', () => {
    render(<Formulario />);
    expect(cajas().map((caja) => caja.getAttribute('aria-label'))).toEqual([
      'IBAN, casilla 1 de 5: país y dígitos de control, 4 caracteres',
      'IBAN, casilla 2 de 5: entidad, 4 caracteres',
      'IBAN, casilla 3 de 5: oficina, 4 caracteres',
      'IBAN, casilla 4 de 5: dígitos de control de la cuenta, 2 caracteres',
      'IBAN, casilla 5 de 5: número de cuenta, 10 caracteres',
    ]);
    expect(cajas().every((caja) => caja.maxLength === -1)).toBe(true);
  });

  it('splits a whole IBAN pasted into the first box across the five, 100 ms later', () => {
    render(<Formulario />);
    fireEvent.change(cajas()[0] as HTMLInputElement, { target: { value: 'ES91 2100 0418 4502 0005 1332' } });
    act(() => vi.advanceTimersByTime(99));
    expect(valores()[1]).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(valores()).toEqual(['ES91', '2100', '0418', '45', '0200051332']);
  });

  it('splits it from the start whatever box it is pasted into, and in lower case with dots', () => {
    render(<Formulario />);
    fireEvent.change(cajas()[3] as HTMLInputElement, { target: { value: 'es91.2100.0418.4502.0005.1332' } });
    act(() => vi.advanceTimersByTime(100));
    expect(valores()).toEqual(['ES91', '2100', '0418', '45', '0200051332']);
  });

  it('moves what overflows a box while typing on to the next ones', () => {
    render(<Formulario />);
    fireEvent.change(cajas()[1] as HTMLInputElement, { target: { value: '210004' } });
    act(() => vi.advanceTimersByTime(100));
    expect(valores()).toEqual(['', '2100', '04', '', '']);
  });
});
