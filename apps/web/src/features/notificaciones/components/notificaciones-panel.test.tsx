import '@/test/setup';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserType } from '@/lib/session';
import { renderApp } from '@/test/render-app';
import type { Llamada } from '@/test/servidor-falso';
import { NotificacionesPanel } from './notificaciones-panel';

const notificacion = (id: number, titulo: string, extra: Record<string, unknown> = {}) => ({
  idNotificacion: id,
  titulo,
  texto: `Texto de ${titulo}`,
  leida: false,
  Importante: false,
  urlAcceso: null,
  urlExterna: null,
  fecha: '20/11/2026',
  ...extra,
});

let lista: ReturnType<typeof notificacion>[] = [];
let llamadas: Llamada[] = [];
const pedidas = () => llamadas.map((l) => `${l.method} ${l.url}`);

beforeEach(() => {
  lista = [
    notificacion(1, 'Otra leída', { leida: true }),
    notificacion(2, 'Importante con enlace', { Importante: true, urlAcceso: '/mis-candidaturas/x' }),
    notificacion(3, 'Sin enlace'),
  ];
});

const pendientes = { noLeidas: 0 };

function renderPanel(role: UserType) {
  const { servidor } = renderApp(<NotificacionesPanel role={role} onNavegar={() => undefined} />, {
    sesion: role,
    servidor: {
      notificacionesAlumno: () => lista,
      notificacionesEmpresa: () => lista,
      marcarNotificacionLeidaAlumno: ({ id }) => {
        lista = lista.map((n) => (n.idNotificacion === id ? { ...n, leida: true } : n));
        return pendientes;
      },
      marcarNotificacionesLeidasEmpresa: () => {
        lista = lista.map((n) => ({ ...n, leida: true }));
        return pendientes;
      },
      eliminaNotificacionesEmpresa: () => {
        lista = [];
        return pendientes;
      },
    },
  });
  llamadas = servidor.llamadas;
}

describe('NotificacionesPanel', () => {
  it("lists 'Importantes' first, marks the unread ones and links the ones with a link", async () => {
    renderPanel('Alumno');
    const secciones = await screen.findAllByRole('heading', { level: 3 });
    expect(secciones.map((h) => h.textContent)).toEqual(['Importantes', 'Otras notificaciones']);
    const importantes = screen.getByRole('region', { name: 'Importantes' });
    expect(within(importantes).getByRole('link', { name: 'Importante con enlace' })).toHaveProperty(
      'href',
      expect.stringContaining('/mis-candidaturas/x'),
    );
    expect(screen.getByText('2 sin leer')).toBeTruthy();
    expect(screen.getAllByText(/Sin leer/)).toHaveLength(2);
    expect(pedidas()).toContain('GET /api/Alumno/dameNotificaciones');
  });

  it('marks one without a link as read through the call', async () => {
    renderPanel('Alumno');
    fireEvent.click(await screen.findByRole('button', { name: 'Marcar como leída: Sin enlace' }));
    await waitFor(() => expect(pedidas()).toContain('POST /api/Alumno/marcarNotificacionLeida'));
    await screen.findByText('1 sin leer');
    expect(screen.queryByRole('button', { name: 'Marcar como leída: Sin enlace' })).toBeNull();
  });

  it('opens with focus on its heading, not on a delete button', async () => {
    renderPanel('Alumno');
    await screen.findAllByRole('heading', { level: 3 });
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Notificaciones' }));
  });

  it('"Marcar todas como leídas" marks every one read, then goes away', async () => {
    renderPanel('Empresa');
    fireEvent.click(await screen.findByRole('button', { name: 'Marcar todas como leídas' }));
    await waitFor(() => expect(pedidas()).toContain('POST /api/Empresa/marcarNotificacionesLeidas'));
    await waitFor(() => expect(screen.queryAllByText(/Sin leer/)).toHaveLength(0));
    expect(screen.queryByRole('button', { name: 'Marcar todas como leídas' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Notificaciones' }));
  });

  it("deletes all only after the confirmation, with the company's endpoints", async () => {
    renderPanel('Empresa');
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar todas' }));
    expect(pedidas()).not.toContain('POST /api/Empresa/eliminaNotificaciones');
    fireEvent.click(screen.getByRole('button', { name: 'Sí, eliminar todas' }));
    await screen.findByText('No tienes notificaciones');
    expect(pedidas()).toContain('POST /api/Empresa/eliminaNotificaciones');
  });
});
