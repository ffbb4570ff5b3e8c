import type { Brand } from '@puente/contract/brand';
import type { Idioma } from '../../lib/mensajes/render';
import { type PdfNode, renderPdf } from '../../lib/pdf/pdf';
import { TEXTOS_CONVENIO_PDF } from './convenio-pdf-textos';
import type { LogoPdf } from './logo-marca';

/**
 * What the agreement's PDF prints. The IBAN arrives already masked: the full
 * account never reaches the template, so no layout change can print it.
 */
export interface ConvenioPdfEntrada {
  /** "2026/0012" */
  referencia: string;
  /** dd/mm/yyyy */
  fechaAlta: string;
  fechaCaducidad: string;
  marca: Pick<Brand, 'nombre' | 'nombreUniversidad' | 'colores'>;
  logo: LogoPdf | null;
  idioma: Idioma;
  cuenta: {
    nombreFiscal: string;
    cif: string;
    domicilioFiscal: string;
    poblacion: string;
    cp: string;
    provincia: string | null;
    pais: string | null;
    requiereEnvioPostal: boolean;
    domicilioEnvioPostal: string | null;
  };
  firmante: { nombre: string; apellidos: string; dni: string | null; cargo: string; email: string; telefono: string | null };
  contacto: { nombre: string; apellidos: string; cargo: string | null; email: string; telefono: string | null };
  tramitacionManual: boolean;
  requierePedido: boolean;
  pedidoAnual: boolean;
  numeroPedido: string | null;
  pagoDomiciliado: boolean;
  ibanEnmascarado: string | null;
}

const conValores = (texto: string, valores: Record<string, string | number>) =>
  texto.replace(/\{(\w+)\}/g, (m, k: string) => (k in valores ? String(valores[k]) : m));

/**
 * The education cooperation agreement as a PDF: the brand's colours, logo and
 * university, the company's fiscal data (from the chosen fiscal account), the
 * signer, the management contact, how it is signed and invoiced, the clauses
 * (convenio-pdf-textos.ts) and the two signature blocks, in the language of
 * the contact who generated it.
 */
export async function convenioPdf(e: ConvenioPdfEntrada): Promise<Uint8Array> {
  try {
    return await render(e);
  } catch (error) {
    // A brand logo the SVG renderer cannot draw must not stop the agreement: it goes out without it.
    if (!e.logo) throw error;
    return render({ ...e, logo: null });
  }
}

function render(e: ConvenioPdfEntrada): Promise<Uint8Array> {
  const t = TEXTOS_CONVENIO_PDF[e.idioma];
  const c = e.marca.colores;
  const universidad = e.marca.nombreUniversidad;
  const nombreFirmante = `${e.firmante.nombre} ${e.firmante.apellidos}`;
  const caducidad = e.fechaCaducidad;
  const domicilio = [e.cuenta.domicilioFiscal, `${e.cuenta.cp} ${e.cuenta.poblacion}`, e.cuenta.provincia, e.cuenta.pais]
    .filter(Boolean)
    .join(', ');

  const titulo = (texto: string): PdfNode[] => [
    { text: texto.toUpperCase(), style: 'seccion' },
    { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 1, lineColor: c.secundario }], margin: [0, 2, 0, 6] },
  ];

  /** A two-column table of label and value; rows without a value are left out. */
  const tabla = (filas: [string, string | null | undefined][]): PdfNode => ({
    table: {
      widths: [150, '*'],
      body: filas
        .filter((f): f is [string, string] => Boolean(f[1]))
        .map(([etiqueta, valor]) => [{ text: etiqueta, bold: true, fillColor: c.fondo }, { text: valor }]),
    },
    layout: {
      hLineWidth: () => 0.5,
      vLineWidth: () => 0.5,
      hLineColor: () => '#d1d5db',
      vLineColor: () => '#d1d5db',
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
    margin: [0, 0, 0, 10],
  });

  const pedido = !e.requierePedido
    ? t.pedidoNo
    : e.pedidoAnual && e.numeroPedido
      ? conValores(t.pedidoAnual, { numero: e.numeroPedido })
      : t.pedidoPorFactura;

  const membrete: PdfNode = {
    columns: [
      ...(e.logo ? [e.logo.tipo === 'svg' ? { svg: e.logo.svg, width: 150 } : { image: e.logo.dataUrl, fit: [150, 48] }] : []),
      { text: universidad, alignment: 'right', bold: true, color: c.primario, fontSize: 12, margin: [0, 14, 0, 0] },
    ],
    margin: [0, 0, 0, 12],
  };

  const bloqueFirma = (cabecera: string, nombre: string, cargo: string | null): PdfNode => ({
    stack: [
      { text: cabecera, bold: true, color: c.primario },
      { text: e.tramitacionManual ? t.firmaPapelNota : t.firmaDigitalNota, style: 'suave', margin: [0, 2, 0, 40] },
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 220, y2: 0, lineWidth: 0.8, lineColor: c.texto }] },
      { text: nombre, margin: [0, 4, 0, 0] },
      ...(cargo ? [{ text: cargo, style: 'suave' }] : []),
      { text: t.fechaFirma, style: 'suave', margin: [0, 6, 0, 0] },
    ],
  });

  const contenido: PdfNode[] = [
    membrete,
    { text: t.titulo.toUpperCase(), style: 'titulo' },
    { text: t.subtitulo, alignment: 'center', color: c.textoSuave, margin: [0, 0, 0, 6] },
    {
      text: `${conValores(t.referencia, { referencia: e.referencia })} · ${conValores(t.fechas, { alta: e.fechaAlta, caducidad })}`,
      alignment: 'center',
      style: 'suave',
      margin: [0, 0, 0, 14],
    },
    ...titulo(t.reunidos),
    { text: conValores(t.deUnaParte, { universidad }), margin: [0, 0, 0, 6] },
    {
      text: conValores(t.deOtraParte, {
        firmante: nombreFirmante,
        dni: e.firmante.dni ? conValores(t.conDni, { dni: e.firmante.dni }) : '',
        cargo: e.firmante.cargo,
        entidad: e.cuenta.nombreFiscal,
        cif: e.cuenta.cif,
        domicilio,
      }),
      margin: [0, 0, 0, 6],
    },
    { text: t.capacidad, margin: [0, 0, 0, 8] },
    ...titulo(t.exponen),
    { ol: t.exposicion.map((x) => ({ text: x, margin: [0, 0, 0, 4] })), type: 'upper-roman', margin: [0, 0, 0, 8] },
    ...titulo(t.datosEntidad),
    tabla([
      [t.razonSocial, e.cuenta.nombreFiscal],
      [t.cif, e.cuenta.cif],
      [t.domicilioFiscal, e.cuenta.domicilioFiscal],
      [t.poblacion, e.cuenta.poblacion],
      [t.cp, e.cuenta.cp],
      [t.provincia, e.cuenta.provincia],
      [t.pais, e.cuenta.pais],
      [t.envioPostal, e.cuenta.requiereEnvioPostal ? e.cuenta.domicilioEnvioPostal : t.envioPostalNo],
    ]),
    ...titulo(t.firmante),
    tabla([
      [t.nombre, nombreFirmante],
      [t.dni, e.firmante.dni],
      [t.cargo, e.firmante.cargo],
      [t.email, e.firmante.email],
      [t.telefono, e.firmante.telefono],
    ]),
    ...titulo(t.contactoGestion),
    tabla([
      [t.nombre, `${e.contacto.nombre} ${e.contacto.apellidos}`],
      [t.cargo, e.contacto.cargo],
      [t.email, e.contacto.email],
      [t.telefono, e.contacto.telefono],
    ]),
    ...titulo(t.tramitacion),
    tabla([
      [t.modoFirma, e.tramitacionManual ? t.firmaPapel : t.firmaDigital],
      [t.pedido, pedido],
      [t.formaPago, e.pagoDomiciliado ? t.domiciliacion : t.transferencia],
      [t.iban, e.pagoDomiciliado ? e.ibanEnmascarado : null],
    ]),
    ...(e.pagoDomiciliado ? [{ text: t.ibanNota, style: 'suave', margin: [0, -6, 0, 10] }] : []),
    ...titulo(t.clausulas),
    ...t.clausulasTexto.map(
      (cl): PdfNode => ({
        stack: [
          { text: cl.titulo, bold: true, color: c.primario, margin: [0, 0, 0, 2] },
          { text: conValores(cl.texto, { universidad, caducidad }), alignment: 'justify' },
        ],
        // A clause is read as a whole: it moves to the next page rather than split.
        unbreakable: true,
        margin: [0, 0, 0, 8],
      }),
    ),
    { text: t.conformidad, margin: [0, 6, 0, 16] },
    {
      columns: [
        bloqueFirma(t.porUniversidad, t.nombreCargoUniversidad, universidad),
        bloqueFirma(t.porEntidad, nombreFirmante, `${e.firmante.cargo} · ${e.cuenta.nombreFiscal}`),
      ],
      columnGap: 40,
      unbreakable: true,
    },
    {
      text: e.tramitacionManual ? t.instruccionesPapel : t.instruccionesDigital,
      style: 'aviso',
      margin: [0, 18, 0, 0],
    },
  ];

  return renderPdf({
    pageSize: 'A4',
    pageMargins: [40, 60, 40, 50],
    info: {
      title: `${t.titulo} · ${e.cuenta.nombreFiscal} · ${e.referencia}`,
      author: universidad,
      subject: t.subtitulo,
      creator: e.marca.nombre,
      producer: e.marca.nombre,
    },
    defaultStyle: { fontSize: 9.5, color: c.texto, lineHeight: 1.2 },
    styles: {
      titulo: { fontSize: 15, bold: true, color: c.primario, margin: [0, 4, 0, 2] },
      seccion: { fontSize: 10.5, bold: true, color: c.primario, margin: [0, 8, 0, 0] },
      suave: { color: c.textoSuave, fontSize: 8.5 },
      aviso: { color: c.textoSuave, fontSize: 8.5, italics: true },
    },
    header: () => ({
      table: {
        widths: ['*', 'auto'],
        body: [
          [
            { text: e.marca.nombre, bold: true, fontSize: 12, color: c.primarioTexto, margin: [40, 10, 0, 10] },
            { text: t.cabecera, color: c.primarioTexto, margin: [0, 12, 40, 10] },
          ],
        ],
      },
      layout: {
        fillColor: () => c.primario,
        hLineWidth: () => 0,
        vLineWidth: () => 0,
        paddingLeft: () => 0,
        paddingRight: () => 0,
        paddingTop: () => 0,
        paddingBottom: () => 0,
      },
    }),
    footer: (pagina, paginas) => ({
      columns: [
        { text: conValores(t.pie, { marca: e.marca.nombre, universidad, referencia: e.referencia }) },
        { text: conValores(t.pagina, { n: pagina, total: paginas }), alignment: 'right', width: 'auto' },
      ],
      fontSize: 8,
      color: c.textoSuave,
      margin: [40, 16, 40, 0],
    }),
    content: contenido,
  });
}
