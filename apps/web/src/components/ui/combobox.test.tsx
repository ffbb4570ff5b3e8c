import '@/test/setup';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Combobox, tecleadoSobre } from './combobox';

const paises = [
  { value: '1', label: 'España' },
  { value: '2', label: 'Portugal' },
  { value: '3', label: 'Francia' },
];

function Pais() {
  const [valor, setValor] = useState<string | null>('1');
  return (
    <Combobox id="pais" aria-label="País" options={paises} value={valor} onValueChange={setValor} emptyText="Sin resultados" />
  );
}

describe('Combobox', () => {
  it('typing over the chosen option replaces it: "EspañaPort" searches "Port"', () => {
    render(<Pais />);
    const caja = screen.getByRole('combobox', { name: 'País' }) as HTMLInputElement;
    expect(caja.value).toBe('España');
    fireEvent.focus(caja);
    fireEvent.change(caja, { target: { value: 'EspañaPort' } });
    expect(caja.value).toBe('Port');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Portugal']);
    // Once searching, the text is edited as usual.
    fireEvent.change(caja, { target: { value: 'Porta' } });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('Sin resultados')).toBeTruthy();
  });

  it('what the browser inserts over the chosen option, typed, pasted or filled in, is the search', () => {
    render(<Pais />);
    const caja = screen.getByRole('combobox', { name: 'País' }) as HTMLInputElement;
    fireEvent.focus(caja);
    // Selecting "España" and pasting "Francia", or a fill, shares no guesswork with the label.
    const evento = new InputEvent('beforeinput', { inputType: 'insertText', data: 'Esto', cancelable: true, bubbles: true });
    act(() => {
      caja.dispatchEvent(evento);
    });
    expect(evento.defaultPrevented).toBe(true);
    expect(caja.value).toBe('Esto');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    // Once searching, the browser edits the text as usual.
    const siguiente = new InputEvent('beforeinput', { inputType: 'insertText', data: 'n', cancelable: true, bubbles: true });
    act(() => {
      caja.dispatchEvent(siguiente);
    });
    expect(siguiente.defaultPrevented).toBe(false);
  });

  it('finds what was typed wherever the caret was, and keeps a deletion as it is', () => {
    expect(tecleadoSobre('España', 'EspañaPort')).toBe('Port');
    expect(tecleadoSobre('España', 'PEspaña')).toBe('P');
    expect(tecleadoSobre('España', 'EspFaña')).toBe('F');
    expect(tecleadoSobre('España', 'Españaa')).toBe('a');
    expect(tecleadoSobre('España', 'Españ')).toBe('Españ');
    expect(tecleadoSobre('España', 'P')).toBe('P');
  });
});
