import '@/test/setup';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { InicioGestion } from './inicio-gestion';

const ahora = Date.parse('2026-11-27T12:00:00Z');
const props = { nombre: 'Ana', cargando: false, error: false, onReintentar: () => undefined, ahora };
const pintar = (extra: Partial<Parameters<typeof InicioGestion>[0]>) =>
  render(
    <MemoryRouter>
      <InicioGestion {...props} pendiente={undefined} {...extra} />
    </MemoryRouter>,
  );

describe('InicioGestion, the work queue', () => {
  it('shows each kind with its count and its oldest wait, linking offers to their list', () => {
    pintar({
      pendiente: [
        { tipo: 'ofertas', total: 1234, desde: '2026-11-24T10:00:00Z' },
        { tipo: 'convenios', total: 2, desde: '2026-11-27T09:00:00Z' },
        { tipo: 'empresas', total: 0, desde: null },
        { tipo: 'bajas', total: 1, desde: '2026-11-27T11:59:30Z' },
      ],
    });
    const enlace = screen.getByRole('link', { name: /Ofertas por validar/ });
    expect(enlace.getAttribute('href')).toBe('/gestion/ofertas?estado=1');
    expect(enlace.textContent).toContain('1234');
    expect(enlace.textContent).toContain('desde hace 3 días');
    expect(screen.getByText('Convenios firmados por revisar')).toBeTruthy();
    expect(screen.getByText(/desde hace 3 horas/)).toBeTruthy();
    expect(screen.queryByText('Empresas por validar')).toBeNull();
    expect(screen.getByText('El más antiguo acaba de llegar')).toBeTruthy();
  });

  it('says when nothing waits, and offers a retry when it failed', () => {
    const { unmount } = pintar({ pendiente: [{ tipo: 'ofertas', total: 0, desde: null }] });
    expect(screen.getByText('Nada pendiente')).toBeTruthy();
    unmount();
    const onReintentar = vi.fn();
    pintar({ error: true, onReintentar });
    screen.getByRole('button', { name: 'Reintentar' }).click();
    expect(onReintentar).toHaveBeenCalled();
  });
});
