import '@/test/setup';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DialogoRechazo } from './dialogo-rechazo';

function abrir() {
  const onConfirmar = vi.fn();
  render(
    <DialogoRechazo
      open
      onOpenChange={() => undefined}
      que="2 ofertas seleccionadas"
      onConfirmar={onConfirmar}
      ocupado={false}
    />,
  );
  const dialogo = screen.getByRole('dialog', { name: 'Rechazar: 2 ofertas seleccionadas' });
  return { dialogo, onConfirmar };
}

describe('DialogoRechazo', () => {
  it('asks for a reason before anything is sent', () => {
    const { dialogo, onConfirmar } = abrir();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Rechazar' }));
    expect(within(dialogo).getByRole('alert').textContent).toBe('Elige un motivo');
    expect(onConfirmar).not.toHaveBeenCalled();
  });

  it('requires the text for "Otro motivo", then sends the reason and the text', () => {
    const { dialogo, onConfirmar } = abrir();
    fireEvent.click(within(dialogo).getByRole('radio', { name: 'Otro motivo' }));
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Rechazar' }));
    const texto = within(dialogo).getByRole('textbox', { name: 'Explica el motivo' });
    expect(texto.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialogo).getByRole('alert').textContent).toBe('Explica el motivo');
    expect(onConfirmar).not.toHaveBeenCalled();
    fireEvent.change(texto, { target: { value: 'Duplica otra oferta publicada' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Rechazar' }));
    expect(onConfirmar).toHaveBeenCalledWith({ idMotivo: 'otro', detalle: 'Duplica otra oferta publicada' });
  });

  it('sends a listed reason without text', () => {
    const { dialogo, onConfirmar } = abrir();
    fireEvent.click(
      within(dialogo).getByRole('radio', { name: 'La publica una agencia o intermediario sin decir para qué empresa' }),
    );
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Rechazar' }));
    expect(onConfirmar).toHaveBeenCalledWith({ idMotivo: 'intermediario' });
  });
});
