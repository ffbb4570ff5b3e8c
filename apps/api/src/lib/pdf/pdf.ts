import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

/*
 * Every PDF the API prints (the CV, the agreement, the guides and the demo's
 * documents) is a tagged, accessible PDF (decision 031): PDFKit with
 * `tagged: true`, the reader's language in the catalog (/Lang), a title shown
 * by the viewer (DisplayDocTitle), PDF 1.7 declared as PDF/UA, and a
 * structure tree that this builder fills as it draws: headings (H1…H3),
 * paragraphs (P), lists (L, LI, Lbl, LBody), tables with header cells (Table,
 * TR, TH, TD), figures with alternative text; what only decorates a page
 * (bands, rules, running headers and footers) is drawn as an artifact, outside
 * the tree. The reading order is the drawing order.
 *
 * The fonts are Roboto TTFs committed beside this file (Apache 2.0; the ones
 * pdfmake used to embed), subset and embedded in every document: nothing is
 * read from the machine's fonts or the network, so a PDF comes out the same in
 * any container, and PDF/UA's embedded-fonts rule holds (PDFKit's standard 14
 * fonts are never loaded).
 */

export type Idioma = 'es' | 'en';

const fuente = (nombre: string) => fileURLToPath(new URL(`./fuentes/${nombre}`, import.meta.url));
const FUENTES = {
  normal: fuente('Roboto-Regular.ttf'),
  negrita: fuente('Roboto-Medium.ttf'),
  cursiva: fuente('Roboto-Italic.ttf'),
} as const;
type Fuente = keyof typeof FUENTES;

/** A run of text with its own weight, colour or size inside a paragraph. */
export type Trozo = string | { texto: string; negrita?: boolean; cursiva?: boolean; color?: string; tamano?: number };

export interface Estilo {
  tamano?: number;
  color?: string;
  negrita?: boolean;
  cursiva?: boolean;
  alineacion?: 'left' | 'center' | 'right' | 'justify';
  /** Space before and after the block, in points. */
  antes?: number;
  despues?: number;
  /** Left position and width of the block; the page's text column by default. */
  x?: number;
  ancho?: number;
}

export interface OpcionesPdf {
  /** The language the document is written in: the catalog's /Lang. */
  idioma: Idioma;
  /** The document's title (Info /Title, shown by the viewer instead of the file name). */
  titulo: string;
  autor?: string;
  asunto?: string;
  creador?: string;
  margenes: { arriba: number; derecha: number; abajo: number; izquierda: number };
  /** The body text: size, colour and line height as a multiple of the font's. */
  texto: { tamano: number; color: string; interlineado: number };
  /**
   * What every page carries around its content (bands, running header,
   * footer with "page n of total"), drawn once the pages are known, as a
   * pagination artifact.
   */
  decoracion?: (pdf: PdfEtiquetado, pagina: number, paginas: number) => void;
}

/** A structure element of PDFKit (its types do not export the class). */
type Estructura = ReturnType<PDFKit.PDFDocument['struct']>;

/** A PDF being written: block methods that draw and tag at once. */
export class PdfEtiquetado {
  readonly doc: PDFKit.PDFDocument;
  private readonly opciones: OpcionesPdf;
  private readonly padres: Estructura[];

  constructor(opciones: OpcionesPdf) {
    this.opciones = opciones;
    const m = opciones.margenes;
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: m.arriba, right: m.derecha, bottom: m.abajo, left: m.izquierda },
      bufferPages: true,
      tagged: true,
      lang: opciones.idioma,
      pdfVersion: '1.7',
      // PDFKit supports PDF/UA; its community types list only the PDF/A subsets.
      subset: 'PDF/UA' as PDFKit.Mixins.PDFSubsets,
      displayTitle: true,
      font: FUENTES.normal,
      info: {
        Title: opciones.titulo,
        ...(opciones.autor ? { Author: opciones.autor } : {}),
        ...(opciones.asunto ? { Subject: opciones.asunto } : {}),
        Creator: opciones.creador ?? 'Puente',
        Producer: opciones.creador ?? 'Puente',
      },
    });
    for (const [nombre, ruta] of Object.entries(FUENTES)) this.doc.registerFont(nombre, ruta);
    const documento = this.doc.struct('Document');
    this.doc.addStructure(documento);
    this.padres = [documento];
  }

  /** Left edge, width and bottom of the text column of the current page. */
  get izquierda() {
    return this.doc.page.margins.left;
  }
  get ancho() {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }
  get limite() {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }
  get y() {
    return this.doc.y;
  }
  set y(valor: number) {
    this.doc.y = valor;
  }

  /** Adds vertical space (never past the page's end). */
  espacio(puntos: number) {
    this.doc.y = Math.min(this.doc.y + puntos, this.limite);
  }

  /** Starts a new page if a block of this height does not fit in what is left of this one. */
  mantenerJuntos(alto: number) {
    if (this.doc.y + alto > this.limite && this.doc.y > this.doc.page.margins.top) this.doc.addPage();
  }

  /** Groups the blocks drawn inside `dibujo` under one structure element (Sect, Div, …). */
  grupo(tipo: 'Sect' | 'Div' | 'Part' | 'BlockQuote', dibujo: () => void) {
    const elemento = this.doc.struct(tipo);
    this.padre().add(elemento);
    this.padres.push(elemento);
    try {
      dibujo();
    } finally {
      this.padres.pop();
      elemento.end();
    }
  }

  encabezado(nivel: 1 | 2 | 3, trozos: Trozo | Trozo[], estilo: Estilo = {}) {
    this.bloque(`H${nivel}`, trozos, { negrita: true, ...estilo });
  }

  parrafo(trozos: Trozo | Trozo[], estilo: Estilo = {}) {
    this.bloque('P', trozos, estilo);
  }

  /** Height that a paragraph of this text would take (one font for the whole text). */
  altoDe(trozos: Trozo | Trozo[], estilo: Estilo = {}) {
    const texto = this.normalizar(trozos)
      .map((t) => t.texto)
      .join('');
    this.aplicar(estilo);
    return (
      (estilo.antes ?? 0) +
      this.doc.heightOfString(texto, { width: estilo.ancho ?? this.ancho, lineGap: this.interlinea() }) +
      (estilo.despues ?? 0)
    );
  }

  /**
   * A list: bullets, or upper-case Roman numerals as an agreement numbers its
   * recitals. Each item is LI, its label Lbl and its text LBody.
   */
  lista(items: (Trozo | Trozo[])[], estilo: Estilo & { numeracion?: 'vinetas' | 'romanos'; entreItems?: number } = {}) {
    const lista = this.doc.struct('L');
    this.padre().add(lista);
    const x = estilo.x ?? this.izquierda;
    const ancho = estilo.ancho ?? this.ancho;
    const sangria = estilo.numeracion === 'romanos' ? 18 : 12;
    this.espacio(estilo.antes ?? 0);
    items.forEach((item, i) => {
      this.aplicar(estilo);
      this.mantenerJuntos(this.doc.currentLineHeight(true));
      const y = this.doc.y;
      const li = this.doc.struct('LI');
      lista.add(li);
      li.add(
        this.doc.struct('Lbl', {}, () => {
          this.aplicar(estilo);
          this.doc.text(estilo.numeracion === 'romanos' ? `${romano(i + 1)}.` : '•', x, y, { lineBreak: false });
        }),
      );
      this.doc.y = y;
      li.add(this.doc.struct('LBody', {}, () => this.escribir(item, { ...estilo, x: x + sangria, ancho: ancho - sangria })));
      li.end();
      if (i < items.length - 1) this.espacio(estilo.entreItems ?? 0);
    });
    lista.end();
    this.doc.x = this.izquierda;
    this.espacio(estilo.despues ?? 0);
  }

  /**
   * A table of label and value rows: the label is the row's header cell (TH,
   * scope Row), the value its data cell. Rows without a value are left out.
   */
  tablaDeDatos(
    filas: [string, string | null | undefined][],
    estilo: { anchoEtiqueta: number; fondoEtiqueta: string; color: string; borde: string; despues?: number },
  ) {
    const interlinea = this.interlinea();
    const x = this.izquierda;
    const anchos = [estilo.anchoEtiqueta, this.ancho - estilo.anchoEtiqueta];
    const relleno = { arriba: 3, lado: 4, abajo: 3 - interlinea };
    const tabla = this.doc.struct('Table');
    this.padre().add(tabla);
    for (const [etiqueta, valor] of filas.filter((f): f is [string, string] => Boolean(f[1]))) {
      const textos = [
        { texto: etiqueta, negrita: true },
        { texto: valor, negrita: false },
      ];
      const alto =
        Math.max(
          ...textos.map((t, i) => {
            this.aplicar({ negrita: t.negrita });
            return this.doc.heightOfString(t.texto, { width: (anchos[i] ?? 0) - 2 * relleno.lado, lineGap: interlinea });
          }),
        ) +
        relleno.arriba +
        relleno.abajo;
      if (this.doc.y + alto > this.limite) this.doc.addPage();
      const y = this.doc.y;
      // The cells' background and borders only decorate.
      this.artefacto((doc) => {
        doc.rect(x, y, anchos[0] ?? 0, alto).fill(estilo.fondoEtiqueta);
        doc.lineWidth(0.5).strokeColor(estilo.borde);
        doc.rect(x, y, anchos[0] ?? 0, alto).stroke();
        doc.rect(x + (anchos[0] ?? 0), y, anchos[1] ?? 0, alto).stroke();
      });
      const fila = this.doc.struct('TR');
      tabla.add(fila);
      textos.forEach((t, i) => {
        const xCelda = x + (i === 0 ? 0 : (anchos[0] ?? 0));
        // A row's label is its header cell (scope Row): a reader announces it with the value.
        const opciones = (i === 0 ? { scope: 'Row' } : {}) as PDFKit.Mixins.StructureElementOptions;
        fila.add(
          this.doc.struct(i === 0 ? 'TH' : 'TD', opciones, () => {
            this.aplicar({ negrita: t.negrita, color: estilo.color });
            this.doc.text(t.texto, xCelda + relleno.lado, y + relleno.arriba, {
              width: (anchos[i] ?? 0) - 2 * relleno.lado,
              lineGap: interlinea,
            });
          }),
        );
      });
      fila.end();
      this.doc.y = y + alto;
    }
    tabla.end();
    this.doc.x = this.izquierda;
    this.espacio(estilo.despues ?? 0);
  }

  /** An image as a figure with its alternative text, fitted into the box. */
  figura(imagen: Uint8Array, alt: string, caja: { x: number; y: number; ancho: number; alto: number }) {
    const bbox: [number, number, number, number] = [caja.x, caja.y, caja.x + caja.ancho, caja.y + caja.alto];
    const y = this.doc.y;
    this.padre().add(
      // PDFKit takes a figure's box and placement (Layout attributes); its community types do not list them.
      this.doc.struct('Figure', { alt, bbox, placement: 'Block' } as PDFKit.Mixins.StructureElementOptions, () => {
        this.doc.image(Buffer.from(imagen), caja.x, caja.y, { fit: [caja.ancho, caja.alto] });
      }),
    );
    this.doc.y = y;
  }

  /** Draws what only decorates (a rule, a band): outside the structure tree. */
  artefacto(dibujo: (doc: PDFKit.PDFDocument) => void, tipo: 'Layout' | 'Pagination' = 'Layout') {
    this.doc.markContent('Artifact', { type: tipo });
    this.doc.save();
    dibujo(this.doc);
    this.doc.restore();
    this.doc.endMarkedContent();
  }

  /** A horizontal rule across the text column, as an artifact, and the space it takes. */
  regla(color: string, grosor: number, antes: number, despues: number, ancho = this.ancho) {
    const y = this.doc.y + antes;
    this.artefacto((doc) => {
      doc
        .moveTo(this.izquierda, y)
        .lineTo(this.izquierda + ancho, y)
        .lineWidth(grosor)
        .strokeColor(color)
        .stroke();
    });
    this.doc.y = y + despues;
  }

  /** Single-line text on the page's decoration (header or footer), outside the margins and the tree. */
  textoDecorativo(texto: string, x: number, y: number, estilo: Estilo & { ancho?: number }) {
    const abajo = this.doc.page.margins.bottom;
    this.doc.page.margins.bottom = 0;
    this.aplicar(estilo);
    this.doc.text(texto, x, y, {
      lineBreak: false,
      ...(estilo.ancho ? { width: estilo.ancho, align: estilo.alineacion ?? 'left' } : {}),
    });
    this.doc.page.margins.bottom = abajo;
  }

  /** The number of pages so far and how far down the last one the content reached. */
  get paginas() {
    return this.doc.bufferedPageRange().count;
  }
  get altoUltimaPagina() {
    return this.doc.y - this.doc.page.margins.top;
  }

  /** Draws the pages' decoration and returns the bytes of the PDF. */
  terminar(): Promise<Uint8Array> {
    for (const padre of this.padres) padre.end();
    const { start, count } = this.doc.bufferedPageRange();
    if (this.opciones.decoracion) {
      for (let i = start; i < start + count; i++) {
        this.doc.switchToPage(i);
        this.artefacto(() => this.opciones.decoracion?.(this, i - start + 1, count), 'Pagination');
      }
    }
    const trozos: Buffer[] = [];
    return new Promise((resolve, reject) => {
      this.doc.on('data', (trozo: Buffer) => trozos.push(trozo));
      this.doc.on('error', reject);
      this.doc.on('end', () => {
        const todo = Buffer.concat(trozos);
        resolve(new Uint8Array(todo.buffer, todo.byteOffset, todo.byteLength));
      });
      this.doc.end();
    });
  }

  private padre(): Estructura {
    const padre = this.padres.at(-1);
    if (!padre) throw new Error('PdfEtiquetado: documento ya terminado');
    return padre;
  }

  private bloque(tipo: string, trozos: Trozo | Trozo[], estilo: Estilo) {
    this.espacio(estilo.antes ?? 0);
    this.padre().add(this.doc.struct(tipo, {}, () => this.escribir(trozos, estilo)));
    this.doc.x = this.izquierda;
    this.espacio(estilo.despues ?? 0);
  }

  /** Extra space between lines so that a line is `interlineado` times the font's own height. */
  private interlinea() {
    return this.doc.currentLineHeight(true) * (this.opciones.texto.interlineado - 1);
  }

  private aplicar(estilo: Estilo, trozo: { negrita?: boolean; cursiva?: boolean; color?: string; tamano?: number } = {}) {
    const negrita = trozo.negrita ?? estilo.negrita;
    const cursiva = trozo.cursiva ?? estilo.cursiva;
    const nombre: Fuente = negrita ? 'negrita' : cursiva ? 'cursiva' : 'normal';
    this.doc
      .font(nombre)
      .fontSize(trozo.tamano ?? estilo.tamano ?? this.opciones.texto.tamano)
      .fillColor(trozo.color ?? estilo.color ?? this.opciones.texto.color);
  }

  private normalizar(trozos: Trozo | Trozo[]) {
    return (Array.isArray(trozos) ? trozos : [trozos])
      .map((t) => (typeof t === 'string' ? { texto: t } : t))
      .filter((t) => t.texto !== '');
  }

  private escribir(trozos: Trozo | Trozo[], estilo: Estilo) {
    const partes = this.normalizar(trozos);
    const x = estilo.x ?? this.izquierda;
    const width = estilo.ancho ?? this.ancho;
    partes.forEach((parte, i) => {
      this.aplicar(estilo, parte);
      const opciones = {
        width,
        align: estilo.alineacion ?? 'left',
        lineGap: this.interlinea(),
        continued: i < partes.length - 1,
      };
      if (i === 0) this.doc.text(parte.texto, x, this.doc.y, opciones);
      else this.doc.text(parte.texto, opciones);
    });
  }
}

const romano = (n: number) =>
  [
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ].reduce<[number, string]>(
    ([resto, texto], [valor, letra]) => {
      const veces = Math.floor(resto / Number(valor));
      return [resto - veces * Number(valor), texto + String(letra).repeat(veces)];
    },
    [n, ''],
  )[1];

/** An SVG (a brand's logo) as a PNG PDFKit can embed, at print resolution. */
export async function pngDeSvg(svg: string, densidad = 288): Promise<Uint8Array> {
  return sharp(Buffer.from(svg), { density: densidad }).png().toBuffer();
}

/**
 * A short PDF of a title and paragraphs, tagged like the rest: the demo's
 * stand-ins for documents users upload (signed agreements, internship
 * papers, a CV file) and the tests' own PDFs.
 */
export function pdfSencillo({
  titulo,
  parrafos = [],
  nota,
  idioma = 'es',
}: {
  titulo: string;
  parrafos?: string[];
  /** A closing line in italics. */
  nota?: string;
  idioma?: Idioma;
}): Promise<Uint8Array> {
  const pdf = new PdfEtiquetado({
    idioma,
    titulo,
    margenes: { arriba: 40, derecha: 40, abajo: 60, izquierda: 40 },
    texto: { tamano: 12, color: '#000000', interlineado: 1 },
  });
  pdf.encabezado(1, titulo, { tamano: 14, despues: 8 });
  for (const p of parrafos) pdf.parrafo(p, { despues: 6 });
  if (nota) pdf.parrafo(nota, { cursiva: true, antes: 2 });
  return pdf.terminar();
}
