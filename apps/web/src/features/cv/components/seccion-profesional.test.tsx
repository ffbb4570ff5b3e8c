import '@/test/setup';
import type { Cv } from '@puente/contract/cv';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryClientDePrueba, renderApp } from '@/test/render-app';
import { SeccionProfesional } from './seccion-profesional';

const cv = {
  profesional: {
    experiencia: [],
    carnetConducir: true,
    vehiculoPropio: false,
    disponibilidadViajar: false,
    disponibilidadCambioResidencia: false,
    areasFuncionales: [{ id: 1, descripcion: 'Marketing' }],
  },
} as unknown as Cv;

const areas = [
  { id: 1, descripcion: 'Marketing' },
  { id: 2, descripcion: 'Finanzas' },
];

function pintar() {
  const queryClient = queryClientDePrueba();
  // The lists come from the dominios answer, already in the cache as the route's loader leaves it.
  queryClient.setQueryData(['dominiosList', { lang: 'es' }], { areasFuncionales: areas });
  // The save stays pending: the test reads what was sent.
  return renderApp(<SeccionProfesional cv={cv} />, {
    sesion: 'Alumno',
    queryClient,
    servidor: { editProfesionales: () => new Promise(() => undefined) },
  });
}

describe('SeccionProfesional', () => {
  it('shows each answer and the chosen areas', () => {
    pintar();
    const section = screen.getByRole('region', { name: 'Perfil profesional' });
    expect(section.id).toBe('profesional');
    expect(screen.getByText('Carné de conducir').nextElementSibling?.textContent).toBe('Sí');
    expect(screen.getByText('Vehículo propio').nextElementSibling?.textContent).toBe('No');
    expect(screen.getByText('Marketing')).toBeTruthy();
  });

  it('saves the flags and the areas on their own (editProfesionales)', async () => {
    const { servidor } = pintar();
    fireEvent.click(screen.getByRole('button', { name: /^Editar\s*Perfil profesional$/ }));
    fireEvent.click(screen.getByLabelText('Vehículo propio'));
    fireEvent.click(screen.getByRole('button', { name: 'Finanzas' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(servidor.llamadas).toHaveLength(1));
    const [llamada] = servidor.llamadas;
    expect(llamada?.url).toBe('/api/Alumno/editProfesionales');
    expect(llamada?.body).toEqual({
      carnetConducir: true,
      vehiculoPropio: true,
      disponibilidadViajar: false,
      disponibilidadCambioResidencia: false,
      areasFuncionales: [1, 2],
    });
  });
});
