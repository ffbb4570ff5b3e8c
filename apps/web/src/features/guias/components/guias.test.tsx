import '@/test/setup';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { rechazo } from '@/test/servidor-falso';
import { GuiasInicio } from './guias-inicio';
import { GuiasPage } from './guias-page';

const guia = (n: number) => ({
  idGuia: n,
  titulo: `Guía ${n}`,
  descripcion: `Descripción ${n}`,
  urlFichero: `/api/Alumno/guiaOrientacion/${n}/fichero`,
  ulrImagen: n === 1 ? null : `/marca/guias/g${n}.svg`,
  fecha: '01/10/2026',
});

describe('guías de orientación', { timeout: 30_000 }, () => {
  it('la sección de inicio enseña las cuatro últimas y enlaza a todas', async () => {
    renderApp(<GuiasInicio pathLista="/guias-orientacion" />, {
      sesion: 'Alumno',
      servidor: { dameGuiaOrientacion: [1, 2, 3, 4, 5].map(guia) },
    });
    const seccion = await screen.findByRole('region', { name: 'Guías de orientación' });
    await within(seccion).findByText('Guía 1');
    expect(within(seccion).getAllByRole('article')).toHaveLength(4);
    expect(within(seccion).queryByText('Guía 5')).toBeNull();
    expect(within(seccion).getByRole('link', { name: 'Ver todas las guías' }).getAttribute('href')).toBe('/guias-orientacion');
    expect(within(seccion).getByRole('button', { name: 'Descargar PDF: Guía 2' })).toBeTruthy();
  });

  it('sin la bandera de la marca, la sección no aparece ni pregunta nada', async () => {
    const { servidor } = renderApp(<GuiasInicio pathLista="/guias-orientacion" />, {
      sesion: 'Alumno',
      banderas: { hasGuiasOrientacion: false },
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Guías de orientación' })).toBeNull();
    expect(servidor.llamadas).toEqual([]);
  });

  it('la página dice cuándo no hay guías', async () => {
    renderApp(<GuiasPage />, { sesion: 'Alumno', servidor: { dameGuiaOrientacion: [] } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Todavía no hay guías publicadas' })).toBeTruthy();
  });

  it('la página ofrece reintentar si la lista no carga', async () => {
    renderApp(<GuiasPage />, {
      sesion: 'Alumno',
      // Code 1 is one the app reports (spec §8): the banner's report may go out before the test ends.
      servidor: { dameGuiaOrientacion: rechazo(1), informarError: null },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'No hemos podido cargar las guías' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
