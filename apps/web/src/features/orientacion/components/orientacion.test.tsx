import '@/test/setup';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setBrand } from '@/lib/brand';
import { brandFixture } from '@/test/brand-fixture';
import { AyudaPage } from './ayuda-page';
import { OrientacionPage } from './orientacion-page';

const pintar = (elemento: React.ReactNode) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: elemento }])} />);

afterEach(() => setBrand(brandFixture()));

const bi = (es: string) => ({ es, en: `${es} (en)` });

describe('orientación laboral', () => {
  it('sin el bloque de la marca, un estado vacío con el contacto general', () => {
    setBrand(brandFixture({ orientacion: undefined }));
    pintar(<OrientacionPage pathGuias={null} />);
    expect(screen.getByText('Los servicios de orientación aún no están publicados')).toBeTruthy();
    expect(screen.getByText(new RegExp(brandFixture().contacto.email))).toBeTruthy();
  });

  it('con el bloque, citas, talleres y contactos, y el enlace a las guías', () => {
    setBrand(
      brandFixture({
        orientacion: {
          intro: bi('Te ayudamos'),
          citas: { como: bi('Escríbenos'), donde: bi('Despacho 1'), horario: bi('Por las mañanas') },
          talleres: [{ titulo: bi('Taller de CV'), descripcion: bi('Revisamos tu CV'), cuando: bi('Los martes') }],
          contactos: [{ area: bi('Orientación'), email: 'orienta@example.es' }],
        },
      }),
    );
    pintar(<OrientacionPage pathGuias="/guias-orientacion" />);
    expect(screen.getByRole('region', { name: 'Citas de orientación' }).textContent).toContain('Despacho 1');
    expect(screen.getByRole('heading', { name: 'Taller de CV' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Correo electrónico: orienta@example.es' }).getAttribute('href')).toBe(
      'mailto:orienta@example.es',
    );
    expect(screen.getByRole('link', { name: 'Ver las guías de orientación' }).getAttribute('href')).toBe('/guias-orientacion');
  });
});

describe('ayuda', () => {
  it('filtra al escribir, sin acentos, y anuncia el recuento', () => {
    pintar(<AyudaPage />);
    const estado = screen.getByTestId('ayuda-recuento');
    expect(estado.getAttribute('role')).toBe('status');
    expect(estado.textContent).toBe('21 preguntas frecuentes');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar en la ayuda' }), { target: { value: 'FOTO perfil' } });
    expect(estado.textContent).toBe('1 pregunta coincide con «FOTO perfil»');
    expect(screen.getByText('¿Qué foto de perfil puedo subir?')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Tu cuenta' })).toBeNull();
    expect(screen.getByRole('link', { name: brandFixture().contacto.emailPracticas })).toBeTruthy();
  });
});
