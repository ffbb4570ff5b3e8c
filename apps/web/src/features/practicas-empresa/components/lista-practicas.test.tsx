import '@/test/setup';
import type { PracticaEmpresa } from '@puente/contract/practicas-empresa';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ListaPracticas } from './lista-practicas';

const practica = (idPractica: number, alumno: string, extra: Partial<PracticaEmpresa> = {}): PracticaEmpresa => ({
  idPractica,
  alumno,
  idPrograma: null,
  programa: null,
  tipo: 'extracurricular',
  etiquetaTipo: 'Extracurricular',
  estado: 'aceptada',
  etiquetaEstado: 'Aceptada, pendiente de inicio',
  fechaInicio: '01/04/2026',
  fechaFin: '30/06/2026',
  oferta: null,
  finAnticipado: false,
  tutor: { nombre: 'Laura Pons Ferrer', email: 'laura.pons@levante.example.es', telefono: null },
  tutorAcademico: { nombre: null, email: null },
  horasDia: 4,
  numeroDiasSemana: 5,
  tiempoDedicacionJornada: null,
  horasTotales: 260,
  tareas: null,
  cambiosPosibles: [],
  solicitudes: [],
  ...extra,
});

function renderLista(practicas: PracticaEmpresa[], onSolicitar = vi.fn()) {
  const router = createMemoryRouter(
    [
      { path: '/solicitar-cambio-practicas', element: <ListaPracticas practicas={practicas} onSolicitar={onSolicitar} /> },
      { path: '/documentacion/practicas/:id', element: <p>Expediente</p> },
    ],
    { initialEntries: ['/solicitar-cambio-practicas'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const tarjeta = (alumno: string) => screen.getByRole('heading', { level: 3, name: alumno }).closest('li') as HTMLElement;

describe('ListaPracticas', () => {
  it('each card links to its internship’s record, described by the student’s name', async () => {
    const router = renderLista([
      practica(4, 'Lucía García Pérez', { cambiosPosibles: ['fechas'] }),
      practica(5, 'Marcos Ruiz Soto'),
    ]);
    const enlace = within(tarjeta('Marcos Ruiz Soto')).getByRole('link', { name: 'Ver expediente' });
    expect(enlace.getAttribute('href')).toBe('/documentacion/practicas/5');
    expect(document.getElementById(enlace.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Marcos Ruiz Soto');
    // The link is there whether or not a change can still be asked.
    expect(within(tarjeta('Marcos Ruiz Soto')).queryByRole('button', { name: 'Solicitar un cambio' })).toBeNull();
    expect(within(tarjeta('Lucía García Pérez')).getByRole('button', { name: 'Solicitar un cambio' })).toBeTruthy();

    fireEvent.click(enlace);
    await waitFor(() => expect(router.state.location.pathname).toBe('/documentacion/practicas/5'));
  });
});
