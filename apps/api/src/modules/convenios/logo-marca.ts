import { readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import type { Brand } from '@puente/contract/brand';

/** The brand's logo for the PDF: an SVG (the demo brands' logos, turned into a PNG when printed) or a PNG/JPEG image. */
export type LogoPdf = { tipo: 'svg'; svg: string } | { tipo: 'imagen'; bytes: Uint8Array };

const IMAGENES = new Set(['.png', '.jpg', '.jpeg']);

/**
 * Reads the brand's light logo from its assets folder once, when the module
 * is built. brand.json names it as served (`/marca/logo.svg`); only the file
 * name is taken, so the path cannot leave the folder. Any other format, or a
 * missing file, gives null: the agreement is printed without a logo rather
 * than not at all. An SVG is drawn by sharp (librsvg) from memory, with no
 * base folder to resolve references to other files from.
 */
export function logoDeMarca(marca: Pick<Brand, 'logos'>, carpetaAssets: string): LogoPdf | null {
  const fichero = join(carpetaAssets, basename(marca.logos.claro));
  const extension = extname(fichero).toLowerCase();
  try {
    if (extension === '.svg') return { tipo: 'svg', svg: readFileSync(fichero, 'utf8') };
    return IMAGENES.has(extension) ? { tipo: 'imagen', bytes: readFileSync(fichero) } : null;
  } catch {
    return null;
  }
}
