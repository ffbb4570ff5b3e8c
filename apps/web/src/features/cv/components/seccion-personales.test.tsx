import type { Cv } from '@puente/contract/cv';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setBrand } from '@/lib/brand';
import { initI18n } from '@/lib/i18n';
import { brandFixture } from '@/test/brand-fixture';
import { FormularioPersonales } from './seccion-personales';

const cv = {
  personales: {
    DNI: '12345678Z',
    nombre: 'Marcos',
    apellido1: 'Ruiz',
    apellido2: null,
    email: 'marcos@example.com',
    comunicacionesEnEmailEstudiante: true,
    telefono: null,
    fechaNacimiento: null,
    direccion: null,
    nacionalidad: null,
    nombreNacionalidad: null,
  },
} as unknown as Cv;

function conProveedores(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('FormularioPersonales (brand-driven fields)', () => {
  afterEach(cleanup);
  beforeEach(() => {
    initI18n('es');
    Element.prototype.scrollIntoView = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
  });

  it('hides what the brand hides and marks what it requires', () => {
    const base = brandFixture();
    setBrand({
      ...base,
      campos: {
        ...base.campos,
        personales: {
          telefono: { visible: false, requerido: true },
          fechaNacimiento: { visible: true, requerido: false },
          direccion: { visible: true, requerido: true },
          nacionalidad: { visible: false, requerido: false },
        },
      },
    });
    render(conProveedores(<FormularioPersonales cv={cv} onCerrar={() => undefined} />));
    expect(screen.queryByLabelText('cv.personales.telefono')).toBeNull();
    expect(screen.queryByLabelText('cv.personales.nacionalidad')).toBeNull();
    expect(screen.getByLabelText('cv.personales.direccion').getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('cv.personales.fechaNacimiento').getAttribute('aria-required')).toBeNull();
  });

  it('refuses a required field empty with the contract message, naming the field, and focuses it', async () => {
    const base = brandFixture();
    setBrand({
      ...base,
      campos: { ...base.campos, personales: { direccion: { visible: true, requerido: true } } },
    });
    render(conProveedores(<FormularioPersonales cv={cv} onCerrar={() => undefined} />));
    fireEvent.click(screen.getByRole('button', { name: 'cv.formulario.guardar' }));
    const direccion = screen.getByLabelText('cv.personales.direccion');
    await waitFor(() => expect(direccion.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(/este campo es requerido/i)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(direccion));
  });
});
