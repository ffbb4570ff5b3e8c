import '@/test/setup';
import type { Cv } from '@puente/contract/cv';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveLogin } from '@/lib/session';
import { Completitud } from './completitud';

const cv = (busquedaPracticasActiva: boolean, busquedaTrabajoActiva: boolean) =>
  ({
    busquedaPracticasActiva,
    busquedaTrabajoActiva,
    completitud: { porcentaje: 30, faltan: ['idiomas'] },
  }) as unknown as Cv;

const entrar = (conPracticas: boolean) =>
  saveLogin({ token: 't', conPracticas, conEmpleo: true, primerAcceso: false }, 'Alumno', { remember: false });

describe('Completitud: the search that stops the student from applying (54)', () => {
  it('names the internship search when only that one is off, for a student of the internship service', () => {
    entrar(true);
    render(<Completitud cv={cv(false, true)} />);
    expect(screen.getByText(/búsqueda de prácticas apagada/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Activar la búsqueda' }).getAttribute('href')).toBe('#busqueda');
  });

  it('says nothing of internships to a student without the internship service', () => {
    entrar(false);
    render(<Completitud cv={cv(false, true)} />);
    expect(screen.queryByRole('link', { name: 'Activar la búsqueda' })).toBeNull();
  });

  it('names both when both are off, and the job search alone when only that one is', () => {
    entrar(true);
    const { unmount } = render(<Completitud cv={cv(false, false)} />);
    expect(screen.getByText(/Con la búsqueda activa apagada/)).toBeTruthy();
    unmount();
    render(<Completitud cv={cv(true, false)} />);
    expect(screen.getByText(/búsqueda de empleo apagada/)).toBeTruthy();
  });
});
