import '@/test/setup';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PrefijoCampos } from '@/components/formularios-empresa/campos';
import { convenioVacio, type ValoresConvenio } from '../valores';
import { CampoIban } from './campo-iban';

function Formulario({ cuentaGuardada = null }: { cuentaGuardada?: string | null }) {
  const metodos = useForm<ValoresConvenio>({ defaultValues: convenioVacio(cuentaGuardada !== null) });
  return (
    <FormProvider {...metodos}>
      <PrefijoCampos value="prueba">
        <CampoIban cuentaGuardada={cuentaGuardada} />
      </PrefijoCampos>
    </FormProvider>
  );
}

/** The browser's paste event, with what the clipboard holds; returns whether the page let the browser insert it. */
const pegar = (caja: HTMLInputElement, texto: string) => fireEvent.paste(caja, { clipboardData: { getData: () => texto } });

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

  it('a whole IBAN pasted replaces what the boxes held, as banks print it, into any box', () => {
    render(<Formulario />);
    fireEvent.change(cajas()[0] as HTMLInputElement, { target: { value: 'ES12' } });
    fireEvent.change(cajas()[1] as HTMLInputElement, { target: { value: '9999' } });
    for (const [n, texto] of [
      [0, 'ES91 2100 0418 4502 0005 1332'],
      [1, 'ES91-2100-0418-4502-0005-1332'],
      [2, 'es91 2100 0418 4502 0005 1332'],
      [4, 'IBAN ES91 2100 0418 4502 0005 1332'],
    ] as const) {
      // The browser is not left to insert it beside what the box holds.
      expect(pegar(cajas()[n] as HTMLInputElement, texto)).toBe(false);
      act(() => vi.advanceTimersByTime(100));
      expect(valores()).toEqual(['ES91', '2100', '0418', '45', '0200051332']);
    }
  });

  it('a part of an IBAN pasted is inserted by the browser and flows on as typed', () => {
    render(<Formulario />);
    expect(pegar(cajas()[1] as HTMLInputElement, '2100 0418')).toBe(true);
  });

  it('the last box takes 10 characters, or what an IBAN of another country needs', () => {
    render(<Formulario />);
    fireEvent.change(cajas()[0] as HTMLInputElement, { target: { value: `ES91${'7'.repeat(30)}` } });
    act(() => vi.advanceTimersByTime(100));
    expect(valores()).toEqual(['ES91', '7777', '7777', '77', '7777777777']);
    fireEvent.change(cajas()[4] as HTMLInputElement, { target: { value: '77777777771' } });
    expect(valores()[4]).toBe('7777777777');
    pegar(cajas()[0] as HTMLInputElement, 'FR14 2004 1010 0505 0001 3M02 606');
    act(() => vi.advanceTimersByTime(100));
    expect(valores()).toEqual(['FR14', '2004', '1010', '05', '0500013M02606']);
  });

  it('shows a saved account masked, its boxes only after "Cambiar cuenta", and can keep it again', () => {
    render(<Formulario cuentaGuardada="**** **** **** **** **** 1332" />);
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.getByText('**** **** **** **** **** 1332')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar cuenta' }));
    expect(valores()).toEqual(['', '', '', '', '']);
    expect(document.activeElement).toBe(cajas()[0]);
    fireEvent.change(cajas()[0] as HTMLInputElement, { target: { value: 'ES91' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mantener la cuenta guardada' }));
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cambiar cuenta' }));
  });
});
