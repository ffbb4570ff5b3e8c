import '@/test/setup';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BarraBloque, type BarraBloqueProps } from './barra-bloque';

const base = (extra: Partial<BarraBloqueProps> = {}): BarraBloqueProps => ({
  seleccionadas: 2,
  total: 1234,
  totalEstimado: false,
  todas: false,
  onTodas: vi.fn(),
  onValidar: vi.fn(),
  onRechazar: vi.fn(),
  onLimpiar: vi.fn(),
  ocupado: false,
  ...extra,
});

describe('BarraBloque', () => {
  it('says the selection and runs validate and decline on it', () => {
    const props = base();
    render(<BarraBloque {...props} />);
    expect(screen.getByRole('status').textContent).toBe('2 ofertas seleccionadas');
    fireEvent.click(screen.getByRole('button', { name: 'Validar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rechazar…' }));
    expect(props.onValidar).toHaveBeenCalledOnce();
    expect(props.onRechazar).toHaveBeenCalledOnce();
  });

  it('offers everything matching the filter, with its count, and says when it applies to them', () => {
    const props = base();
    const { rerender } = render(<BarraBloque {...props} />);
    const todas = screen.getByRole('button', { name: 'Aplicar a todas las que coinciden (1234)' });
    expect(todas.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(todas);
    expect(props.onTodas).toHaveBeenCalledWith(true);
    rerender(<BarraBloque {...props} todas />);
    expect(screen.getByRole('status').textContent).toBe('Las 1234 ofertas que coinciden con los filtros');
    expect(screen.getByRole('button', { name: 'Solo las seleccionadas' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('has no "all matching" when the selection is already all, and waits while a decision is sent', () => {
    render(<BarraBloque {...base({ seleccionadas: 3, total: 3, ocupado: true })} />);
    expect(screen.queryByRole('button', { name: /coinciden/ })).toBeNull();
    expect((screen.getByRole('button', { name: 'Validar' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
