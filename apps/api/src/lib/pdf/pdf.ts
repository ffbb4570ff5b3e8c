import { createRequire } from 'node:module';

/*
 * Server-side PDFs (the CV today; agreements next) through pdfmake, which lays
 * out text, tables and images and embeds its own Roboto TTFs: nothing is read
 * from the network or from the machine's fonts, so a PDF comes out the same in
 * any container. pdfmake ships no types for its 0.3 server API, so this file
 * types the part the API uses.
 */

/** A pdfmake content node: a string or an object of its document-definition language. */
export type PdfNode = string | PdfNode[] | { readonly [key: string]: unknown };

export interface PdfStyle {
  font?: string;
  fontSize?: number;
  bold?: boolean;
  italics?: boolean;
  color?: string;
  lineHeight?: number;
  margin?: [number, number, number, number];
}

export interface PdfDocument {
  content: PdfNode[];
  info?: { title?: string; author?: string; subject?: string; creator?: string; producer?: string };
  pageSize?: 'A4';
  pageMargins?: [number, number, number, number];
  defaultStyle?: PdfStyle;
  styles?: Record<string, PdfStyle>;
  header?: (pagina: number, paginas: number) => PdfNode;
  footer?: (pagina: number, paginas: number) => PdfNode;
}

interface PdfMake {
  setFonts(fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  setLocalAccessPolicy(allow: (path: string) => boolean): void;
  createPdf(document: PdfDocument): { getBuffer(): Promise<Buffer> };
}

const require = createRequire(import.meta.url);
const pdfmake = require('pdfmake') as PdfMake;
const { Roboto } = require('pdfmake/fonts/Roboto.js') as {
  Roboto: Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>;
};
const fuentes = new Set(Object.values(Roboto));

pdfmake.setFonts({ Roboto });
// Images arrive as data URLs; a document never fetches a URL or opens a file other than the fonts.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => fuentes.has(path));

/** Renders a document definition to the bytes of a PDF. */
export async function renderPdf(document: PdfDocument): Promise<Uint8Array> {
  const buffer = await pdfmake.createPdf({ ...document, defaultStyle: { font: 'Roboto', ...document.defaultStyle } }).getBuffer();
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/** A JPEG or PNG as pdfmake takes an image. */
export const imagenDataUrl = (contentType: 'image/jpeg' | 'image/png', bytes: Uint8Array) =>
  `data:${contentType};base64,${Buffer.from(bytes).toString('base64')}`;
