import '@/test/setup';
import type { OfertaGuardada } from '@puente/contract/endpoints/ofertas-guardadas';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { isApiError } from '@/lib/api-error';
import { renderApp } from '@/test/render-app';
import { type Manejadores, rechazo } from '@/test/servidor-falso';
import { BotonGuardarOferta } from './boton-guardar-oferta';
import { OfertasGuardadasPage } from './ofertas-guardadas-page';

const guardada = (cambios: Partial<OfertaGuardada> = {}): OfertaGuardada => ({
  urlAcceso: 'desarrollo-web',
  titulo: 'Desarrollo web',
  empresa: 'Innovación Levante',
  provincia: 'Valencia',
  idPerfil: 2,
  textoPerfilOferta: 'Prácticas',
  fechaLimite: '15/12/2026',
  estado: 'abierta',
  diasParaCierre: 16,
  candidatura: null,
  guardadaEl: '20/11/2026',
  ...cambios,
});

/** The refusals the mutations met: the app's query client shows each in its banner (app/query-client.ts). */
const rechazos: number[] = [];

function pintar(elemento: ReactNode, servidor: Manejadores) {
  rechazos.length = 0;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false } },
    mutationCache: new MutationCache({ onError: (error) => void (isApiError(error) && rechazos.push(error.status)) }),
  });
  return renderApp(elemento, { sesion: 'Alumno', queryClient, servidor }).servidor;
}

const pagina = (
  <OfertasGuardadasPage
    hrefOferta={(perfil, url) => `/${perfil === 1 ? 'ofertas-empleo' : 'ofertas-practicas'}/${url}`}
    pathsOfertas={{ practicas: '/ofertas-practicas', empleo: '/ofertas-empleo' }}
  />
);

describe('/ofertas-guardadas', { timeout: 30_000 }, () => {
  it('lista cada oferta con su estado, su plazo, su candidatura y el enlace a su ficha', async () => {
    pintar(pagina, {
      ofertasGuardadas: [
        guardada({ estado: 'cierraPronto', diasParaCierre: 2, candidatura: 'Inscrita' }),
        guardada({
          urlAcceso: 'analista',
          titulo: 'Analista',
          idPerfil: 1,
          textoPerfilOferta: 'Empleo',
          estado: 'cierraPronto',
          diasParaCierre: 0,
        }),
        guardada({ urlAcceso: 'vieja', titulo: 'Oferta vieja', estado: 'cerrada', diasParaCierre: null, fechaLimite: null }),
      ],
    });
    expect(await screen.findByText('3 ofertas guardadas, 2 abiertas')).toBeTruthy();
    const [web, analista, vieja] = screen.getAllByRole('article');
    expect(within(web as HTMLElement).getByText('Cierra en 2 días')).toBeTruthy();
    expect(within(web as HTMLElement).getByText('Plazo hasta el 15/12/2026')).toBeTruthy();
    expect(within(web as HTMLElement).getByText('Tu candidatura: Inscrita')).toBeTruthy();
    expect(
      within(web as HTMLElement)
        .getByRole('link', { name: 'Desarrollo web' })
        .getAttribute('href'),
    ).toBe('/ofertas-practicas/desarrollo-web');
    expect(within(analista as HTMLElement).getByText('Cierra hoy')).toBeTruthy();
    expect(
      within(analista as HTMLElement)
        .getByRole('link', { name: 'Analista' })
        .getAttribute('href'),
    ).toBe('/ofertas-empleo/analista');
    expect(within(vieja as HTMLElement).getByText('Cerrada')).toBeTruthy();
    // Every heart is pressed: they are all saved.
    const corazon = within(web as HTMLElement).getByRole('button', { name: 'Guardar la oferta «Desarrollo web»' });
    expect(corazon.getAttribute('aria-pressed')).toBe('true');
  });

  it('sin ofertas guardadas explica el corazón y lleva a las ofertas', async () => {
    pintar(pagina, { ofertasGuardadas: [] });
    expect(await screen.findByRole('heading', { name: 'Aún no has guardado ninguna oferta' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver ofertas de prácticas' }).getAttribute('href')).toBe('/ofertas-practicas');
    expect(screen.getByRole('link', { name: 'Ver ofertas de empleo' }).getAttribute('href')).toBe('/ofertas-empleo');
  });

  it('si no carga, lo dice y deja reintentar', async () => {
    const servidor = pintar(pagina, { ofertasGuardadas: rechazo(500) });
    expect(await screen.findByRole('heading', { name: 'No hemos podido cargar tus ofertas guardadas' })).toBeTruthy();
    servidor.usar({ ofertasGuardadas: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Aún no has guardado ninguna oferta' })).toBeTruthy();
  });
});

describe('el corazón de una oferta', { timeout: 30_000 }, () => {
  it('guarda al pulsarlo, y vuelve atrás con el aviso de la API si esta lo rechaza', async () => {
    let lista: OfertaGuardada[] = [];
    const servidor = pintar(<BotonGuardarOferta urlAcceso="desarrollo-web" titulo="Desarrollo web" />, {
      ofertasGuardadas: () => lista,
      guardarOferta: { guardada: true, numGuardadas: 1 },
    });
    const boton = await screen.findByRole('button', { name: 'Guardar la oferta «Desarrollo web»' });
    await vi.waitFor(() => expect(servidor.llamadasA('ofertasGuardadas').length).toBeGreaterThan(0));
    expect(boton.getAttribute('aria-pressed')).toBe('false');
    lista = [guardada()];
    fireEvent.click(boton);
    await vi.waitFor(() => expect(boton.getAttribute('aria-pressed')).toBe('true'));
    expect(servidor.llamadasA('guardarOferta')[0]?.body).toEqual({ urlAcceso: 'desarrollo-web' });

    // Removing it, refused (48): the heart goes back (the app's banner says why).
    servidor.usar({ quitarOfertaGuardada: rechazo(48, null, 'No se puede.') });
    fireEvent.click(boton);
    await vi.waitFor(() => expect(rechazos).toEqual([48]));
    await vi.waitFor(() => expect(boton.getAttribute('aria-pressed')).toBe('true'));
  });

  it('en la ficha, el botón dice «Guardar» o «Guardada»', async () => {
    pintar(<BotonGuardarOferta urlAcceso="desarrollo-web" titulo="Desarrollo web" forma="texto" />, {
      ofertasGuardadas: [guardada()],
    });
    const boton = await screen.findByRole('button', { name: 'Guardada' });
    await vi.waitFor(() => expect(boton.getAttribute('aria-pressed')).toBe('true'));
  });
});
