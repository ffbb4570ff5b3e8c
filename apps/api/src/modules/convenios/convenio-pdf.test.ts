import { describe, expect, it } from 'vitest';
import { accesible, enOrden, esPdfAccesible, leerPdf, tiposEnOrden } from '../../lib/pdf/test-fixtures';
import { pdfATexto } from '../cv-archivos/test-fixtures';
import { brandAssetsDir, loadBrand } from '../marca/brand-loader';
import { type ConvenioPdfEntrada, convenioPdf } from './convenio-pdf';
import { logoDeMarca } from './logo-marca';

const marca = loadBrand('demo');

/** A paper agreement of a foreign company paid by transfer: the case the API tests do not print. */
const entrada: ConvenioPdfEntrada = {
  referencia: '2026/0042',
  fechaAlta: '02/03/2026',
  fechaCaducidad: '02/03/2030',
  marca,
  logo: null,
  idioma: 'es',
  cuenta: {
    nombreFiscal: 'Bayern Maschinen GmbH',
    cif: 'DE123456789',
    domicilioFiscal: 'Leopoldstraße 1',
    poblacion: 'München',
    cp: '80331',
    provincia: 'Baviera',
    pais: 'Alemania',
    requiereEnvioPostal: true,
    domicilioEnvioPostal: 'Buchhaltung, Postfach 12, 80331 München',
  },
  firmante: {
    nombre: 'Jonas',
    apellidos: 'Weber',
    dni: null,
    cargo: 'Geschäftsführer',
    email: 'jw@bayern.example.de',
    telefono: null,
  },
  contacto: { nombre: 'Lena', apellidos: 'Vogel', cargo: null, email: 'lv@bayern.example.de', telefono: null },
  tramitacionManual: true,
  requierePedido: true,
  pedidoAnual: false,
  numeroPedido: null,
  pagoDomiciliado: false,
  ibanEnmascarado: null,
};

describe('el convenio en PDF', () => {
  it('empresa extranjera, en papel, por transferencia: sus datos, pedido en cada factura, sin IBAN ni DNI', async () => {
    const texto = pdfATexto(await convenioPdf(entrada));
    for (const esperado of [
      'Bayern Maschinen GmbH',
      'DE123456789',
      'Baviera',
      'Alemania',
      'Postfach 12',
      'Jonas Weber',
      'Lena Vogel',
    ]) {
      expect(texto).toContain(esperado);
    }
    expect(texto).toContain('En papel, con firma manuscrita');
    expect(texto).toContain('Se exige; se indicará en cada factura');
    expect(texto).toContain('Transferencia bancaria');
    expect(texto).not.toContain('IBAN');
    expect(texto).not.toContain('DNI/NIE');
    expect(texto).toMatch(/vigente hasta el 02\/03\/2030/);
  });

  it('lleva el logo de la marca (SVG) y, si el SVG no se puede dibujar, sale igualmente sin él', async () => {
    const logo = logoDeMarca(marca, brandAssetsDir('demo'));
    expect(logo?.tipo).toBe('svg');
    const conLogo = await convenioPdf({ ...entrada, logo });
    expect(Buffer.from(conLogo.subarray(0, 5)).toString()).toBe('%PDF-');
    const roto = await convenioPdf({ ...entrada, logo: { tipo: 'svg', svg: '<svg><path d="M0 0 L' } });
    expect(pdfATexto(roto)).toContain('Bayern Maschinen GmbH');
  });

  it('sin fichero de logo, o en un formato que no sabe incrustar, no hay logo', () => {
    expect(logoDeMarca({ logos: { claro: '/marca/no-existe.svg', oscuro: 'x', alt: 'x' } }, brandAssetsDir('demo'))).toBeNull();
    expect(logoDeMarca({ logos: { claro: '/marca/logo.webp', oscuro: 'x', alt: 'x' } }, brandAssetsDir('demo'))).toBeNull();
    // Only the file name is read: a path in brand.json cannot leave the brand's assets folder.
    const fuera = logoDeMarca(
      { logos: { claro: '/marca/../../aurora/assets/logo.svg', oscuro: 'x', alt: 'x' } },
      brandAssetsDir('demo'),
    );
    expect(fuera).toEqual(logoDeMarca(marca, brandAssetsDir('demo')));
  });

  it('es un PDF etiquetado y accesible en el idioma de quien lo genera: tablas con cabeceras de fila, cláusulas, logo con texto alternativo', async () => {
    const logo = logoDeMarca(marca, brandAssetsDir('demo'));
    for (const idioma of ['es', 'en'] as const) {
      const leido = leerPdf(await convenioPdf({ ...entrada, logo, idioma }));
      expect(esPdfAccesible(leido), idioma).toEqual(accesible(idioma));
      expect(leido.titulo).toBe(
        idioma === 'es'
          ? 'Convenio de cooperación educativa · Bayern Maschinen GmbH · 2026/0042'
          : 'Education cooperation agreement · Bayern Maschinen GmbH · 2026/0042',
      );
      const nodos = enOrden(leido.estructura);
      expect(nodos.find((n) => n.tipo === 'Figure')?.alt).toBe(idioma === 'es' ? 'Logotipo de Puente' : 'Puente logo');
      const tipos = tiposEnOrden(leido.estructura);
      expect(tipos.slice(0, 4)).toEqual(['Document', 'Figure', 'P', 'H1']);
      // Eight clauses, each an H3; the three recitals a list; four data tables, every row a header cell and its value.
      expect(tipos.filter((x) => x === 'H3')).toHaveLength(8);
      expect(nodos.find((n) => n.tipo === 'L')?.hijos.map((n) => n.tipo)).toEqual(['LI', 'LI', 'LI']);
      const tablas = nodos.filter((n) => n.tipo === 'Table');
      expect(tablas).toHaveLength(4);
      for (const tabla of tablas) {
        for (const fila of tabla.hijos) expect(fila.hijos.map((c) => c.tipo)).toEqual(['TH', 'TD']);
      }
    }
    const { texto } = leerPdf(await convenioPdf({ ...entrada, logo, idioma: 'es' }));
    for (const esperado of ['CONVENIO DE COOPERACIÓN EDUCATIVA', 'Séptima. Vigencia y extinción', 'Razón social', 'München']) {
      expect(texto).toContain(esperado);
    }
  });
});
