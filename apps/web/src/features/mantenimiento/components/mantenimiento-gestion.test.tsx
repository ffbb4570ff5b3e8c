import '@/test/setup';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBrand } from '@/lib/brand';
import { saveLogin } from '@/lib/session';
import { brandFixture } from '@/test/brand-fixture';
import { tokenExpiringIn } from '@/test/tokens';
import { MantenimientoGestion } from './mantenimiento-gestion';

globalThis.CSS ??= {} as typeof CSS;
globalThis.CSS.escape ??= (valor: string) => valor.replace(/[^\w-]/g, (c) => `\\${c}`);

const calls: { url: string; body: Record<string, unknown> }[] = [];
let permisos: string[];

beforeEach(() => {
  calls.length = 0;
  permisos = ['administracion'];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      const path = url.split('?')[0] ?? url;
      calls.push({ url: path, body });
      const datos =
        path === '/api/Gestion/miCuenta'
          ? { id: 1, nick: 'g', email: 'g@uni.es', nombre: 'Ana', apellidos: 'Ruiz', permisos }
          : path === '/api/Publico/marca'
            ? brandFixture({ mantenimiento: false })
            : path === '/api/Gestion/mantenimiento'
              ? { activo: body.activo }
              : null;
      return new Response(JSON.stringify({ status: 0, mensaje: null, datos }));
    }),
  );
  saveLogin(
    { token: tokenExpiringIn(3600, { role: 'gestor' }), conPracticas: false, conEmpleo: false, primerAcceso: false },
    'Gestor',
    {
      remember: true,
    },
  );
});

afterEach(() => vi.unstubAllGlobals());

const renderPantalla = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantenimientoGestion />
    </QueryClientProvider>,
  );

describe('Mantenimiento', () => {
  it('shows the state and the message users will see, and switches only after the confirmation', async () => {
    renderPantalla();
    const interruptor = await screen.findByRole('switch', { name: 'Modo mantenimiento' });
    await waitFor(() => expect((interruptor as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByRole('status').textContent).toContain('Desactivado');
    expect(screen.getByText('Estamos mejorando el portal')).toBeTruthy();
    fireEvent.click(interruptor);
    const pregunta = await screen.findByRole('alertdialog', { name: '¿Activar el modo mantenimiento?' });
    fireEvent.click(within(pregunta).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.url === '/api/Gestion/mantenimiento')).toBe(false);

    fireEvent.click(interruptor);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Activar' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Activado'));
    expect(calls.find((c) => c.url === '/api/Gestion/mantenimiento')?.body).toEqual({ activo: true });
    expect(getBrand().mantenimiento).toBe(true);
    expect(interruptor.getAttribute('aria-checked')).toBe('true');
  });

  it('tells a member without administración that the area is not theirs', async () => {
    permisos = ['lectura'];
    renderPantalla();
    expect(await screen.findByText('Tu cuenta no abre esta área')).toBeTruthy();
  });
});
