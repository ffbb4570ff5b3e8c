import '@/test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getBrand } from '@/lib/brand';
import { brandFixture } from '@/test/brand-fixture';
import { renderApp } from '@/test/render-app';
import { MantenimientoGestion } from './mantenimiento-gestion';

globalThis.CSS ??= {} as typeof CSS;
globalThis.CSS.escape ??= (valor: string) => valor.replace(/[^\w-]/g, (c) => `\\${c}`);

let permisos: string[];

beforeEach(() => {
  permisos = ['administracion'];
});

const renderPantalla = () =>
  renderApp(<MantenimientoGestion />, {
    sesion: 'Gestor',
    permisos: () => permisos,
    miembro: { id: 1, nick: 'g', email: 'g@uni.es', nombre: 'Ana', apellidos: 'Ruiz' },
    servidor: {
      marca: brandFixture({ mantenimiento: false }),
      mantenimiento: ({ activo }) => ({ activo }),
    },
  });

describe('Mantenimiento', () => {
  it('shows the state and the message users will see, and switches only after the confirmation', async () => {
    const { servidor } = renderPantalla();
    const interruptor = await screen.findByRole('switch', { name: 'Modo mantenimiento' });
    await waitFor(() => expect((interruptor as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByRole('status').textContent).toContain('Desactivado');
    expect(screen.getByText('Estamos mejorando el portal')).toBeTruthy();
    fireEvent.click(interruptor);
    const pregunta = await screen.findByRole('alertdialog', { name: '¿Activar el modo mantenimiento?' });
    fireEvent.click(within(pregunta).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(servidor.llamadasA('mantenimiento')).toEqual([]);

    fireEvent.click(interruptor);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Activar' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Activado'));
    expect(servidor.llamadasA('mantenimiento')[0]?.body).toEqual({ activo: true });
    expect(getBrand().mantenimiento).toBe(true);
    expect(interruptor.getAttribute('aria-checked')).toBe('true');
  });

  it('tells a member without administración that the area is not theirs', async () => {
    permisos = ['lectura'];
    renderPantalla();
    expect(await screen.findByText('Tu cuenta no abre esta área')).toBeTruthy();
  });
});
