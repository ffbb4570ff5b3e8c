import '@/test/setup';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getShownError } from '@/lib/error-banner-store';
import { renderApp } from '@/test/render-app';
import { aviso, type Manejadores, rechazo } from '@/test/servidor-falso';
import { ProgramaDetallePage } from './programa-detalle-page';

const detalle = (participacion: Record<string, unknown>) => ({
  idPrograma: 7,
  titulo: 'Investigo Primer Empleo',
  urlAcceso: 'investigo-primer-empleo',
  urlImagen: null,
  descripcion: 'Primer contrato en prácticas en grupos de investigación.',
  financiacion: 'Servicio Público de Empleo Estatal',
  tiposEstudios: [],
  fechaInicio: '01/01/2026',
  fechaFin: '31/12/2026',
  meses: 4,
  meses2: 6,
  operadorMeses: 'o',
  requiereAdhesion: true,
  plazo: '30/06/2026',
  europeo: false,
  participacion,
  condiciones: [
    { clave: 'plazo', texto: '', valor: '30/06/2026', cumple: true },
    { clave: 'fechaTitulacion', texto: '', valor: '01/01/2025', cumple: false },
  ],
  ofertas: [
    {
      idPerfil: 2,
      titulo: 'Becario de datos',
      empresa: 'Levante Tech',
      urlAcceso: 'becario-datos',
      fecha: '02/03/2026',
      provincia: 'Valencia',
    },
  ],
});

function renderPage(servidor: Manejadores, id = '7') {
  return renderApp(<ProgramaDetallePage />, {
    sesion: 'Alumno',
    ruta: `/programa-practicas/${id}`,
    patron: '/programa-practicas/:id',
    servidor,
  });
}

describe('/programa-practicas/:id', { timeout: 30_000 }, () => {
  it('explains each condition, met or not, and why the student cannot join; no adhesion button then', async () => {
    renderPage({
      detalleProgramaAlumno: detalle({
        estadoAdhesion: null,
        puede: 'no',
        motivo: { codigo: 106, mensaje: 'Terminaste tu titulación universitaria antes del 01/01/2025.' },
      }),
    });
    await screen.findByRole('heading', { level: 2, name: 'Investigo Primer Empleo' });
    const condiciones = screen.getByRole('region', { name: 'Condiciones del programa' });
    const items = within(condiciones).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Cumples esta condición');
    expect(items[1]?.textContent).toContain('a partir del 01/01/2025');
    expect(items[1]?.textContent).toContain('No cumples esta condición');
    expect(screen.getByText('No puedes participar')).toBeTruthy();
    expect(screen.getByText(/antes del 01\/01\/2025/)).toBeTruthy();
    expect(screen.getByText('4 o 6 meses')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Becario de datos/ }).getAttribute('href')).toBe('/ofertas-practicas/becario-datos');
    expect(screen.queryByRole('button', { name: 'Solicitar adhesión' })).toBeNull();
  });

  it('asks for confirmation, then requests the adhesion (533 banner) and reads the programme again', async () => {
    let programa = detalle({ estadoAdhesion: null, puede: 'adherirse', motivo: null });
    const { servidor } = renderPage({
      detalleProgramaAlumno: () => programa,
      solicitaAdhesionPrograma: aviso(533, { idPrograma: 7, estado: 'solicitada' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Solicitar adhesión' }));
    const dialogo = await screen.findByRole('alertdialog', { name: '¿Solicitar la adhesión?' });
    expect(servidor.llamadasA('solicitaAdhesionPrograma')).toHaveLength(0);
    programa = detalle({ estadoAdhesion: 'solicitada', puede: 'pendiente', motivo: null });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Sí, solicitar adhesión' }));
    expect(await screen.findByText('Adhesión pendiente de la universidad')).toBeTruthy();
    expect(servidor.llamadasA('solicitaAdhesionPrograma').map((l) => l.url)).toEqual(['/api/Alumno/solicitaAdhesionPrograma/7']);
    expect((getShownError() as { code?: number } | null)?.code).toBe(533);
  });

  it('63 and a malformed id show "not found" with the way back, no banner', async () => {
    renderPage({ detalleProgramaAlumno: rechazo(63, null, 'El programa no existe o ya no está activo.') });
    expect(await screen.findByRole('heading', { level: 2, name: 'Programa no encontrado' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a los programas' })).toBeTruthy();
    expect(getShownError()).toBeNull();
  });
});
