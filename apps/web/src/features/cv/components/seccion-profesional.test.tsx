import '@/test/setup';
import type { Cv } from '@puente/contract/cv';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
  // The lists come from the dominios answer, already in the cache as the route's loader leaves it.
  client.setQueryData(['dominiosList', { lang: 'es' }], { areasFuncionales: areas });
  render(
    <QueryClientProvider client={client}>
      <SeccionProfesional cv={cv} />
    </QueryClientProvider>,
  );
}

describe('SeccionProfesional', () => {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>(() => undefined));
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });

  it('shows each answer and the chosen areas', () => {
    pintar();
    const section = screen.getByRole('region', { name: 'Perfil profesional' });
    expect(section.id).toBe('profesional');
    expect(screen.getByText('Carné de conducir').nextElementSibling?.textContent).toBe('Sí');
    expect(screen.getByText('Vehículo propio').nextElementSibling?.textContent).toBe('No');
    expect(screen.getByText('Marketing')).toBeTruthy();
  });

  it('saves the flags and the areas on their own (editProfesionales)', async () => {
    pintar();
    fireEvent.click(screen.getByRole('button', { name: /^Editar\s*Perfil profesional$/ }));
    fireEvent.click(screen.getByLabelText('Vehículo propio'));
    fireEvent.click(screen.getByRole('button', { name: 'Finanzas' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/Alumno/editProfesionales');
    expect(JSON.parse(String(init?.body))).toEqual({
      carnetConducir: true,
      vehiculoPropio: true,
      disponibilidadViajar: false,
      disponibilidadCambioResidencia: false,
      areasFuncionales: [1, 2],
    });
  });
});
