import { readFileSync } from 'node:fs';
import type { Brand } from '@puente/contract/brand';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { accesible, enOrden, esPdfAccesible, leerPdf, tiposEnOrden } from '../../lib/pdf/test-fixtures';
import { loadBrand } from '../marca/brand-loader';
import { cvPdf } from './cv-pdf';
import { cvDePrueba, pdfATexto } from './test-fixtures';

const marca = loadBrand('demo');
const foto = () =>
  sharp({ create: { width: 200, height: 200, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toBuffer();
/** The student's own screen (Mi CV, apps/web's catalogue): the PDF names things with the same words. */
const pantalla = (idioma: 'es' | 'en') =>
  JSON.parse(readFileSync(new URL(`../../../../web/src/i18n/cv/${idioma}.json`, import.meta.url), 'utf8')) as {
    profesional: Record<string, string>;
  };

describe('el CV en PDF', () => {
  it('es un PDF real con la marca, el nombre, la formación, los idiomas y cada sección con contenido; sin DNI', async () => {
    const pdf = await cvPdf({ cv: cvDePrueba(), foto: await foto(), marca, idioma: 'es' });
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

  it('es un PDF etiquetado y accesible: idioma, título, H1 el nombre, H2 cada sección, la foto con su texto alternativo', async () => {
    for (const idioma of ['es', 'en'] as const) {
      const leido = leerPdf(await cvPdf({ cv: cvDePrueba(), foto: await foto(), marca, idioma }));
      expect(esPdfAccesible(leido), idioma).toEqual(accesible(idioma));
      const nodos = enOrden(leido.estructura);
      expect(leido.titulo).toBe(
        idioma === 'es' ? 'Currículum vitae · Lucía García Fernández' : 'Curriculum vitae · Lucía García Fernández',
      );
      expect(nodos.find((n) => n.tipo === 'Figure')?.alt).toBe(
        idioma === 'es' ? 'Fotografía de Lucía García Fernández' : 'Photo of Lucía García Fernández',
      );
      const tipos = tiposEnOrden(leido.estructura);
      // The photo and the name come first, then each section with its heading and a list for the languages.
      expect(tipos.slice(0, 3)).toEqual(['Document', 'Figure', 'H1']);
      expect(tipos.filter((x) => x === 'H1')).toHaveLength(1);
      expect(tipos.filter((x) => x === 'H2').length).toBeGreaterThanOrEqual(6);
      expect(tipos).toEqual(expect.arrayContaining(['Sect', 'L', 'LI', 'Lbl', 'LBody']));
    }
  });

  it('el perfil profesional dice lo mismo que la pantalla: «Carné de conducir», no «Carnet»', async () => {
    const cv = cvDePrueba({ profesional: { ...cvDePrueba().profesional, carnetConducir: true, vehiculoPropio: true } });
    for (const idioma of ['es', 'en'] as const) {
      const { texto } = leerPdf(await cvPdf({ cv, foto: null, marca, idioma }));
      expect(texto).toContain(pantalla(idioma).profesional.carnetConducir);
      expect(texto).toContain(pantalla(idioma).profesional.vehiculoPropio);
    }
    expect(leerPdf(await cvPdf({ cv, foto: null, marca, idioma: 'es' })).texto).toContain('Carné de conducir');
    expect(leerPdf(await cvPdf({ cv, foto: null, marca, idioma: 'es' })).texto).not.toContain('Carnet');
  });

  it('imprime solo los datos personales que recibe: sin fecha de nacimiento, dirección ni nacionalidad, no hay esas líneas', async () => {
    const completo = cvDePrueba();
    const { fechaNacimiento, direccion, nombreNacionalidad, ...minimos } = completo.personales;
    expect([fechaNacimiento, direccion, nombreNacionalidad].every(Boolean)).toBe(true);
    const cv = { ...completo, personales: minimos } as unknown as typeof completo;
    const leido = leerPdf(await cvPdf({ cv, foto: null, marca, idioma: 'es' }));
    expect(esPdfAccesible(leido)).toEqual(accesible('es'));
    for (const ausente of ['Fecha de nacimiento', 'Dirección', 'Nacionalidad', String(direccion)]) {
      expect(leido.texto).not.toContain(ausente);
    }
    expect(leido.texto).toContain('Correo electrónico: lucia.garcia@demo.puente.es');
  });
});
