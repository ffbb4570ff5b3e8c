import type { Brand } from '@puente/contract/brand';
import type { Idioma } from '../../lib/mensajes/render';
import { PdfEtiquetado, pngDeSvg } from '../../lib/pdf/pdf';
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
  contacto: { nombre: string; apellidos: string; cargo: string | null; email: string | null; telefono: string | null };
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
 * the contact who generated it. A tagged PDF (lib/pdf): the title is the H1,
 * each part an H2 and each clause an H3, the recitals a list, the data tables
 * with their labels as row headers, the logo a figure; the band, rules and
 * footer are artifacts.
 */
export async function convenioPdf(e: ConvenioPdfEntrada): Promise<Uint8Array> {
  try {
    return await render(e);
  } catch (error) {
    // A brand logo that cannot be drawn must not stop the agreement: it goes out without it.
    if (!e.logo) throw error;
    return render({ ...e, logo: null });
  }
}

async function render(e: ConvenioPdfEntrada): Promise<Uint8Array> {
  const t = TEXTOS_CONVENIO_PDF[e.idioma];
  const c = e.marca.colores;
  const universidad = e.marca.nombreUniversidad;
  const nombreFirmante = `${e.firmante.nombre} ${e.firmante.apellidos}`;
  const caducidad = e.fechaCaducidad;
  const domicilio = [e.cuenta.domicilioFiscal, `${e.cuenta.cp} ${e.cuenta.poblacion}`, e.cuenta.provincia, e.cuenta.pais]
    .filter(Boolean)
    .join(', ');
  const logo = e.logo ? (e.logo.tipo === 'svg' ? await pngDeSvg(e.logo.svg) : e.logo.bytes) : null;
  const suave = { tamano: 8.5, color: c.textoSuave };

  const pdf = new PdfEtiquetado({
    idioma: e.idioma,
    titulo: `${t.titulo} · ${e.cuenta.nombreFiscal} · ${e.referencia}`,
    autor: universidad,
    asunto: t.subtitulo,
    creador: e.marca.nombre,
    margenes: { arriba: 60, derecha: 40, abajo: 50, izquierda: 40 },
    texto: { tamano: 9.5, color: c.texto, interlineado: 1.2 },
    decoracion: (d, pagina, paginas) => {
      const { width, height } = d.doc.page;
      d.doc.rect(0, 0, width, 34).fill(c.primario);
      d.textoDecorativo(e.marca.nombre, 40, 10, { tamano: 12, negrita: true, color: c.primarioTexto });
      d.textoDecorativo(t.cabecera, 40, 12, { color: c.primarioTexto, ancho: width - 80, alineacion: 'right' });
      const pie = { tamano: 8, color: c.textoSuave };
      d.textoDecorativo(
        conValores(t.pie, { marca: e.marca.nombre, universidad, referencia: e.referencia }),
        40,
        height - 34,
        pie,
      );
      d.textoDecorativo(conValores(t.pagina, { n: pagina, total: paginas }), 40, height - 34, {
        ...pie,
        ancho: width - 80,
        alineacion: 'right',
      });
    },
  });

  /** A part of the agreement: its heading kept with what follows, a rule, its content. */
  const parte = (titulo: string, cuerpo: () => void) =>
    pdf.grupo('Sect', () => {
      pdf.mantenerJuntos(70);
      pdf.encabezado(2, titulo.toUpperCase(), { tamano: 10.5, color: c.primario, antes: 8 });
      pdf.regla(c.secundario, 1, 2, 7);
      cuerpo();
    });
  /** A two-column table of label (row header) and value; rows without a value are left out. */
  const tabla = (filas: [string, string | null | undefined][]) =>
    pdf.tablaDeDatos(filas, { anchoEtiqueta: 150, fondoEtiqueta: c.fondo, color: c.texto, borde: '#d1d5db', despues: 10 });

  const pedido = !e.requierePedido
    ? t.pedidoNo
    : e.pedidoAnual && e.numeroPedido
      ? conValores(t.pedidoAnual, { numero: e.numeroPedido })
      : t.pedidoPorFactura;

  // Letterhead: the logo on the left, the university on the right.
  const arriba = pdf.y;
  if (logo)
    pdf.figura(logo, conValores(t.logo, { marca: e.marca.nombre }), { x: pdf.izquierda, y: arriba, ancho: 150, alto: 48 });
  pdf.parrafo({ texto: universidad, negrita: true }, { tamano: 12, color: c.primario, alineacion: 'right', antes: 14 });
  pdf.y = Math.max(pdf.y, logo ? arriba + 48 : pdf.y) + 12;

  pdf.encabezado(1, t.titulo.toUpperCase(), { tamano: 15, color: c.primario, antes: 4, despues: 2 });
  pdf.parrafo(t.subtitulo, { color: c.textoSuave, alineacion: 'center', despues: 6 });
  pdf.parrafo(
    `${conValores(t.referencia, { referencia: e.referencia })} · ${conValores(t.fechas, { alta: e.fechaAlta, caducidad })}`,
    { ...suave, alineacion: 'center', despues: 14 },
  );

  parte(t.reunidos, () => {
    pdf.parrafo(conValores(t.deUnaParte, { universidad }), { despues: 6 });
    pdf.parrafo(
      conValores(t.deOtraParte, {
        firmante: nombreFirmante,
        dni: e.firmante.dni ? conValores(t.conDni, { dni: e.firmante.dni }) : '',
        cargo: e.firmante.cargo,
        entidad: e.cuenta.nombreFiscal,
        cif: e.cuenta.cif,
        domicilio,
      }),
      { despues: 6 },
    );
    pdf.parrafo(t.capacidad, { despues: 8 });
  });
  parte(t.exponen, () => pdf.lista([...t.exposicion], { numeracion: 'romanos', entreItems: 4, despues: 8 }));
  parte(t.datosEntidad, () =>
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
  );
  parte(t.firmante, () =>
    tabla([
      [t.nombre, nombreFirmante],
      [t.dni, e.firmante.dni],
      [t.cargo, e.firmante.cargo],
      [t.email, e.firmante.email],
      [t.telefono, e.firmante.telefono],
    ]),
  );
  parte(t.contactoGestion, () =>
    tabla([
      [t.nombre, `${e.contacto.nombre} ${e.contacto.apellidos}`],
      [t.cargo, e.contacto.cargo],
      [t.email, e.contacto.email],
      [t.telefono, e.contacto.telefono],
    ]),
  );
  parte(t.tramitacion, () => {
    tabla([
      [t.modoFirma, e.tramitacionManual ? t.firmaPapel : t.firmaDigital],
      [t.pedido, pedido],
      [t.formaPago, e.pagoDomiciliado ? t.domiciliacion : t.transferencia],
      [t.iban, e.pagoDomiciliado ? e.ibanEnmascarado : null],
    ]);
    if (e.pagoDomiciliado) {
      pdf.espacio(-6);
      pdf.parrafo(t.ibanNota, { ...suave, despues: 10 });
    }
  });
  parte(t.clausulas, () => {
    for (const cl of t.clausulasTexto) {
      const texto = conValores(cl.texto, { universidad, caducidad });
      // A clause is read as a whole: it moves to the next page rather than split.
      pdf.mantenerJuntos(pdf.altoDe(cl.titulo, { negrita: true, despues: 2 }) + pdf.altoDe(texto, { despues: 8 }));
      pdf.grupo('Div', () => {
        pdf.encabezado(3, cl.titulo, { color: c.primario, despues: 2 });
        pdf.parrafo(texto, { alineacion: 'justify', despues: 8 });
      });
    }
  });
  pdf.parrafo(t.conformidad, { antes: 6, despues: 16 });

  // The two signature blocks side by side, never split across pages.
  const anchoFirma = (pdf.ancho - 40) / 2;
  const bloqueFirma = (x: number, y: number, cabecera: string, nombre: string, cargo: string | null) => {
    pdf.y = y;
    const columna = { x, ancho: anchoFirma };
    pdf.grupo('Div', () => {
      pdf.parrafo({ texto: cabecera, negrita: true }, { ...columna, color: c.primario });
      pdf.parrafo(e.tramitacionManual ? t.firmaPapelNota : t.firmaDigitalNota, { ...columna, ...suave, antes: 2, despues: 40 });
      const linea = pdf.y;
      pdf.artefacto((doc) =>
        doc
          .moveTo(x, linea)
          .lineTo(x + 220, linea)
          .lineWidth(0.8)
          .strokeColor(c.texto)
          .stroke(),
      );
      pdf.parrafo(nombre, { ...columna, antes: 4 });
      if (cargo) pdf.parrafo(cargo, { ...columna, ...suave });
      pdf.parrafo(t.fechaFirma, { ...columna, ...suave, antes: 6 });
    });
    return pdf.y;
  };
  pdf.mantenerJuntos(130);
  const yFirmas = pdf.y;
  const finUniversidad = bloqueFirma(pdf.izquierda, yFirmas, t.porUniversidad, t.nombreCargoUniversidad, universidad);
  const finEntidad = bloqueFirma(
    pdf.izquierda + anchoFirma + 40,
    yFirmas,
    t.porEntidad,
    nombreFirmante,
    `${e.firmante.cargo} · ${e.cuenta.nombreFiscal}`,
  );
  pdf.y = Math.max(finUniversidad, finEntidad);
  pdf.parrafo(e.tramitacionManual ? t.instruccionesPapel : t.instruccionesDigital, { ...suave, cursiva: true, antes: 18 });
  return pdf.terminar();
}
