import '@/test/setup';
import type { CvEmpresa } from '@puente/contract/cv';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brandFixture } from '@/test/brand-fixture';
import { Experiencia, Formacion, Idiomas } from './cv-secciones';

const cv = {
  academicos: [
    {
      id: 1,
      idTitulacion: 41,
      titulacion: 'Grado en Ingeniería Informática',
      nivel: 'Grado',
      centro: 'Universidad Demo',
      deLaUniversidad: true,
      finalizado: false,
      fechaInicio: '2022-09-15',
      fechaFin: null,
      nota: null,
      notaMedia: 7.85,
      creditosSuperados: 168,
    },
  ],
  profesional: {
    experiencia: [
      {
        id: 3,
        puesto: 'Becaria de datos',
        empresa: 'Levante Tech',
        fechaInicio: '2025-06-16',
        fechaFin: null,
        descripcion: null,
        enlace: 'https://levante.example.es',
        adjunto: { id: 9, nombre: 'certificado.pdf' },
      },
    ],
  },
  idiomas: [],
} as unknown as CvEmpresa;

const oculto = { visible: false, requerido: false };

describe("the candidate's CV sections", () => {
  it('show what the brand shows, with the reader’s numbers and "Actualidad" for what goes on', () => {
    const campos = brandFixture().campos;
    render(
      <>
        <Formacion cv={cv} campos={campos} />
        <Experiencia cv={cv} campos={campos} />
      </>,
    );
    expect(screen.getByText('Nota media 7,85')).toBeTruthy();
    expect(screen.getByText('168 créditos superados')).toBeTruthy();
    expect(screen.getByText('15/09/2022 – Actualidad', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: /levante\.example\.es/ }).getAttribute('target')).toBe('_blank');
    expect(screen.getByText('Certificado adjunto: certificado.pdf')).toBeTruthy();
  });

  it('leave out the fields the brand hides', () => {
    const campos = {
      ...brandFixture().campos,
      academicos: { notaMedia: oculto, creditosSuperados: oculto },
      experiencia: { enlace: oculto, adjunto: oculto },
    };
    render(
      <>
        <Formacion cv={cv} campos={campos} />
        <Experiencia cv={cv} campos={campos} />
      </>,
    );
    expect(screen.queryByText(/Nota media/)).toBeNull();
    expect(screen.queryByText(/créditos/)).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText(/certificado/)).toBeNull();
  });

  it('say so when a section is empty', () => {
    render(<Idiomas cv={cv} />);
    expect(screen.getByRole('region', { name: 'Idiomas' }).textContent).toContain('Sin idiomas.');
  });
});
