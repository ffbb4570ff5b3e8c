import '@/test/setup';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getShownError } from '@/lib/error-banner-store';
import { renderApp } from '@/test/render-app';
import { aviso, type Manejadores, rechazo } from '@/test/servidor-falso';
import { EventoDetallePage } from './evento-detalle-page';

const evento = (cambios: Record<string, unknown> = {}) => ({
  idEvento: 3,
  urlAcceso: 'taller-cv',
  titulo: 'Taller: tu CV en una página',
  entradilla: 'Plazas muy limitadas.',
  descripcion: null,
  lugar: 'Aula 2.4',
  // 10:00 in Madrid (winter, UTC+1).
  fecha: '2031-01-15T09:00:00.000Z',
  fechaFin: null,
  categoria: { slug: 'taller', nombre: 'Taller' },
  destacado: false,
  ulrImagenPrincipal: null,
  dirigidoA: 'todos',
  inscripcion: true,
  plazas: 3,
  plazasLibres: 0,
  caducado: false,
  publico: false,
  miInscripcion: { estado: null, posicionEspera: null },
  ...cambios,
});

function renderPage(servidor: Manejadores, tipo: 'Alumno' | 'Empresa' = 'Alumno', id = 'taller-cv') {
  return renderApp(<EventoDetallePage />, { sesion: tipo, ruta: `/eventos/${id}`, patron: '/eventos/:id', servidor });
}

describe('/eventos/:id', { timeout: 30_000 }, () => {
  it('a full event offers the waiting list; after confirming, the place in the queue shows (515 banner)', async () => {
    let ficha = evento();
    const { servidor } = renderPage({
      dameFichaEvento: () => ficha,
      inscribirseEnEvento: aviso(
        515,
        { idEvento: 3, estado: 'espera', posicionEspera: 2 },
        'El evento «Taller: tu CV en una página» está completo: te hemos apuntado a la lista de espera en el puesto 2.',
      ),
    });
    await screen.findByRole('heading', { level: 2, name: 'Taller: tu CV en una página' });
    expect(screen.getByText('mié, 15 ene 2031, 10:00')).toBeTruthy();
    expect(screen.getByText('Completo: lista de espera')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apuntarme a la lista de espera' }));
    const dialogo = await screen.findByRole('alertdialog', { name: 'Confirmar inscripción' });
    expect(servidor.llamadasA('inscribirseEnEvento')).toEqual([]);
    ficha = evento({ miInscripcion: { estado: 'espera', posicionEspera: 2 } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Sí, inscribirme' }));
    expect(await screen.findByText(/Estás en el puesto 2 de la lista de espera/)).toBeTruthy();
    expect(servidor.llamadasA('inscribirseEnEvento')[0]?.body).toEqual({ idEvento: 3, urlEvento: 'taller-cv' });
    const mostrado = getShownError() as { code?: number; mensaje?: string } | null;
    expect(mostrado?.code).toBe(515);
    expect(screen.getByRole('button', { name: 'Salir de la lista de espera' })).toBeTruthy();
  });

  it('an expired event is marked and offers neither registration nor calendar', async () => {
    renderPage({ dameFichaEvento: evento({ caducado: true, plazasLibres: 2 }) });
    expect(await screen.findByText('Este evento ya se ha celebrado: no admite inscripciones.')).toBeTruthy();
    expect(screen.getByText('Ya celebrado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Inscribirme' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Añadir al calendario' })).toBeNull();
  });

  it('a company reads the event through its own endpoint, without registration', async () => {
    renderPage({ dameFichaEventoEmpresa: evento({ miInscripcion: null, plazasLibres: 1 }) }, 'Empresa');
    expect(await screen.findByText('Las inscripciones son para estudiantes y titulados.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Inscribirme' })).toBeNull();
  });

  it('74 shows "not available" with the way back, no banner', async () => {
    renderPage({ dameFichaEvento: rechazo(74, null, 'Este evento ya no está disponible.') });
    expect(await screen.findByRole('heading', { level: 2, name: 'Evento no disponible' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a los eventos' })).toBeTruthy();
    expect(getShownError()).toBeNull();
  });
});
