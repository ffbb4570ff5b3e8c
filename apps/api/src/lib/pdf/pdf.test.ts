import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PdfEtiquetado, pdfSencillo, pngDeSvg } from './pdf';
import { accesible, enOrden, esPdfAccesible, leerPdf, tiposEnOrden } from './test-fixtures';

describe('lib/pdf: un PDF etiquetado y accesible', () => {
  it('cada bloque lleva su etiqueta, en orden de lectura; la decoración queda fuera del árbol', async () => {
    const foto = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0f766e' } })
      .jpeg()
      .toBuffer();
    const pdf = new PdfEtiquetado({
      idioma: 'en',
      titulo: 'Tagged document',
      margenes: { arriba: 60, derecha: 40, abajo: 50, izquierda: 40 },
      texto: { tamano: 10, color: '#111827', interlineado: 1.2 },
      decoracion: (d, pagina, paginas) => d.textoDecorativo(`Running footer ${pagina}/${paginas}`, 40, 800, { tamano: 8 }),
    });
    pdf.figura(foto, 'A green square', { x: 40, y: 60, ancho: 40, alto: 40 });
    pdf.encabezado(1, 'Educación y formación');
    pdf.grupo('Sect', () => {
      pdf.encabezado(2, 'Languages');
      pdf.regla('#000000', 1, 2, 6);
      pdf.parrafo([{ texto: 'Label: ', negrita: true }, 'value with ñ and ü']);
      pdf.lista([[{ texto: 'English', negrita: true }, ' · C1'], 'French · A2']);
      pdf.tablaDeDatos(
        [
          ['Name', 'Lucía'],
          ['Phone', null],
          ['Country', 'España'],
        ],
        { anchoEtiqueta: 100, fondoEtiqueta: '#eeeeee', color: '#111827', borde: '#cccccc' },
      );
    });
    const leido = leerPdf(await pdf.terminar());

    expect(esPdfAccesible(leido)).toEqual(accesible('en'));
    expect(leido.titulo).toBe('Tagged document');
    expect(tiposEnOrden(leido.estructura)).toEqual([
      'Document',
      'Figure',
      'H1',
      'Sect',
      'H2',
      'P',
      'L',
      'LI',
      'Lbl',
      'LBody',
      'LI',
      'Lbl',
      'LBody',
      'Table',
      'TR',
      'TH',
      'TD',
      'TR',
      'TH',
      'TD',
    ]);
    expect(enOrden(leido.estructura).find((n) => n.tipo === 'Figure')?.alt).toBe('A green square');
    // Each row's label is a header cell for its row.
    const cabeceras = enOrden(leido.estructura).filter((n) => n.tipo === 'TH');
    expect(cabeceras.map((n) => n.alcance)).toEqual(['Row', 'Row']);
    for (const texto of [
      'Educación y formación',
      'Label: value with ñ and ü',
      'English · C1',
      'Lucía',
      'España',
      'Running footer 1/1',
    ]) {
      expect(leido.texto).toContain(texto);
    }
    // A row without a value is left out.
    expect(leido.texto).not.toContain('Phone');
  });

  it('un párrafo que no cabe sigue en la página siguiente, etiquetado, y cada página lleva su pie', async () => {
    const pdf = new PdfEtiquetado({
      idioma: 'es',
      titulo: 'Largo',
      margenes: { arriba: 40, derecha: 40, abajo: 60, izquierda: 40 },
      texto: { tamano: 12, color: '#000000', interlineado: 1.2 },
      decoracion: (d, pagina, paginas) => d.textoDecorativo(`Página ${pagina} de ${paginas}`, 40, 800, { tamano: 8 }),
    });
    pdf.parrafo(
      Array.from({ length: 120 }, (_, i) => `Frase número ${i + 1} del párrafo.`)
        .join(' ')
        .repeat(3),
    );
    const leido = leerPdf(await pdf.terminar());
    expect(Number(leido.info.Pages)).toBeGreaterThan(1);
    expect(esPdfAccesible(leido)).toEqual(accesible('es'));
    expect(tiposEnOrden(leido.estructura)).toEqual(['Document', 'P']);
    expect(leido.texto).toContain(`Página ${leido.info.Pages} de ${leido.info.Pages}`);
  });

  it('pdfSencillo y un SVG convertido a PNG para las figuras', async () => {
    const leido = leerPdf(await pdfSencillo({ titulo: 'Convenio firmado', parrafos: ['Copia firmada.'], nota: 'Demostración.' }));
    expect(esPdfAccesible(leido)).toEqual(accesible('es'));
    expect(tiposEnOrden(leido.estructura)).toEqual(['Document', 'H1', 'P', 'P']);
    const png = await pngDeSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect((await sharp(png).metadata()).format).toBe('png');
  });

  it('lo que se dibuja fuera de un elemento o de un artefacto se detecta: la comprobación no es vacía', async () => {
    const pdf = new PdfEtiquetado({
      idioma: 'es',
      titulo: 'Con un trazo suelto',
      margenes: { arriba: 40, derecha: 40, abajo: 60, izquierda: 40 },
      texto: { tamano: 12, color: '#000000', interlineado: 1 },
    });
    pdf.parrafo('Texto etiquetado.');
    pdf.doc.rect(40, 200, 100, 20).fill('#ff0000');
    const leido = leerPdf(await pdf.terminar());
    expect(leido.sinMarcar).toBeGreaterThan(0);
    expect(esPdfAccesible(leido).todoMarcado).toBe(false);
  });
});
