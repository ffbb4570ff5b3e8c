import '@/test/setup';
import { etiquetasEstadoCandidatura } from '@puente/contract/candidaturas';
import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { EstadoCandidaturaBadge } from './estado-candidatura-badge';

afterEach(async () => {
  await i18n.changeLanguage('es');
});

const clases = (texto: string) => screen.getByText(texto).className;

describe('EstadoCandidaturaBadge', () => {
  it('names each state with the contract label, in the UI language', async () => {
    render(<EstadoCandidaturaBadge estado={2} texto="ignorado" />);
    expect(screen.getByText(etiquetasEstadoCandidatura[2].es)).toBeTruthy();
    await i18n.changeLanguage('en');
    render(<EstadoCandidaturaBadge estado={4} />);
    expect(screen.getByText(etiquetasEstadoCandidatura[4].en)).toBeTruthy();
  });

  it('gives a state the same colour whoever reads it', () => {
    render(
      <>
        <EstadoCandidaturaBadge estado={2} lector="alumno" className="alumno" />
        <EstadoCandidaturaBadge estado={4} lector="alumno" className="alumno" />
      </>,
    );
    const alumno = [clases('En revisión'), clases('Entrevista')];
    document.body.innerHTML = '';
    render(
      <>
        <EstadoCandidaturaBadge estado={2} lector="empresa" className="alumno" />
        <EstadoCandidaturaBadge estado={4} lector="empresa" className="alumno" />
      </>,
    );
    expect([clases('En revisión'), clases('Entrevista')]).toEqual(alumno);
    expect(alumno[0]).not.toEqual(alumno[1]);
  });

  it('tells a company whose answer a pre-registration awaits', () => {
    render(<EstadoCandidaturaBadge estado={16} lector="empresa" />);
    expect(screen.getByText('Preinscrita (pendiente del estudiante)')).toBeTruthy();
  });

  it('falls back to the server label for an unknown state, and shows nothing without one', () => {
    render(<EstadoCandidaturaBadge estado={99} texto="Estado nuevo" />);
    expect(screen.getByText('Estado nuevo')).toBeTruthy();
    const { container } = render(<EstadoCandidaturaBadge estado={null} />);
    expect(container.innerHTML).toBe('');
  });
});
