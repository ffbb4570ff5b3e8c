import type { Brand } from '@puente/contract/brand';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadBrand } from '../marca/brand-loader';
import { cvPdf } from './cv-pdf';
import { cvDePrueba, pdfATexto } from './test-fixtures';

const marca = loadBrand('demo');

describe('el CV en PDF', () => {
  it('es un PDF real con la marca, el nombre, la formación, los idiomas y cada sección con contenido; sin DNI', async () => {
    const foto = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#0f766e' } })
      .jpeg()
      .toBuffer();
    const pdf = await cvPdf({ cv: cvDePrueba(), foto, marca, idioma: 'es' });
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const texto = pdfATexto(pdf);
    for (const esperado of [
      'Puente',
      'Currículum vitae',
      'Lucía García Fernández',
      'Grado en Ingeniería Informática',
      'Inglés · C1',
      'Francés · A2',
      'Becaria de análisis de datos',
      'Python · Avanzado',
      'Trabajo en equipo',
      'Ciencia de datos',
      'Nota media: 3,1',
      '09/2021 – actualidad',
      'FORMACIÓN',
      'IDIOMAS',
      'EXPERIENCIA PROFESIONAL',
    ]) {
      expect(texto, esperado).toContain(esperado);
    }
    expect(texto).not.toContain('12345678Z');
    // The photo is embedded as an image.
    expect(Buffer.from(pdf).includes('/Subtype /Image')).toBe(true);
  });

  it('en inglés los títulos y etiquetas cambian; los valores llegan ya traducidos', async () => {
    const cv = cvDePrueba({
      idiomas: [{ id: 1, idIdioma: 2, idioma: 'English', idNivel: 5, nivel: 'C1' }],
    });
    const texto = pdfATexto(await cvPdf({ cv, foto: null, marca, idioma: 'en' }));
    for (const esperado of ['Curriculum vitae', 'EDUCATION', 'LANGUAGES', 'English · C1', 'Average grade: 3.1', 'present']) {
      expect(texto, esperado).toContain(esperado);
    }
    expect(texto).not.toContain('FORMACIÓN');
  });

  it('lo que la marca oculta no se imprime, y una sección vacía no aparece', async () => {
    const oculta: Brand = {
      ...marca,
      campos: {
        ...marca.campos,
        personales: { ...marca.campos.personales, telefono: { visible: false, requerido: false } },
        academicos: { ...marca.campos.academicos, notaMedia: { visible: false, requerido: false } },
      },
    };
    const cv = cvDePrueba({ competencias: [], profesional: { ...cvDePrueba().profesional, experiencia: [] } });
    const texto = pdfATexto(await cvPdf({ cv, foto: null, marca: oculta, idioma: 'es' }));
    expect(texto).not.toContain('612345678');
    expect(texto).not.toContain('Nota media');
    expect(texto).not.toContain('COMPETENCIAS');
    expect(texto).not.toContain('EXPERIENCIA PROFESIONAL');
    expect(texto).toContain('Grado en Ingeniería Informática');
  });
});
