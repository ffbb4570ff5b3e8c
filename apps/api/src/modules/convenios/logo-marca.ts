import { readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import type { Brand } from '@puente/contract/brand';
import { imagenDataUrl } from '../../lib/pdf/pdf';

/** The brand's logo as pdfmake draws it: an SVG node (the demo brands' logos) or a PNG/JPEG image. */
export type LogoPdf = { tipo: 'svg'; svg: string } | { tipo: 'imagen'; dataUrl: string };

const IMAGENES: Record<string, 'image/png' | 'image/jpeg'> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' };

/**
 * Reads the brand's light logo from its assets folder once, when the module
 * is built. brand.json names it as served (`/marca/logo.svg`); only the file
 * name is taken, so the path cannot leave the folder. Any other format, or a
 * missing file, gives null: the agreement is printed without a logo rather
 * than not at all. SVG references to other files are not followed (lib/pdf
 * refuses every URL and every file but its fonts).
 */
export function logoDeMarca(marca: Pick<Brand, 'logos'>, carpetaAssets: string): LogoPdf | null {
  const fichero = join(carpetaAssets, basename(marca.logos.claro));
  const extension = extname(fichero).toLowerCase();
  try {
    if (extension === '.svg') return { tipo: 'svg', svg: readFileSync(fichero, 'utf8') };
    const tipo = IMAGENES[extension];
    return tipo ? { tipo: 'imagen', dataUrl: imagenDataUrl(tipo, readFileSync(fichero)) } : null;
  } catch {
    return null;
  }
}
