import { join } from 'node:path';
import sharp from 'sharp';

/**
 * The brand's logo as mail clients show it: a PNG attached inline and named
 * by its Content-ID, which the HTML's <img src="cid:…"> points to. Gmail and
 * Outlook show no SVG, and many clients block remote images until the reader
 * allows them; an inline part shows at once, offline too (decision 033).
 */
export interface LogoCorreo {
  cid: string;
  filename: string;
  contentType: 'image/png';
  content: Buffer;
  /** The size to show, in CSS pixels; the PNG has twice as many for sharp screens. */
  width: number;
  height: number;
}

export const LOGO_CID = 'logo@puente';
const ALTO = 40;

/**
 * Rasterises the brand's logo (an SVG or any image under /marca/) to a PNG of
 * twice the shown height. A logo given as an absolute URL is not the brand's
 * own file: null, and the mail keeps the URL.
 */
export async function rasterizarLogo(logo: string, assetsDir: string): Promise<LogoCorreo | null> {
  const partes = logo.startsWith('/marca/') ? logo.slice('/marca/'.length).split('/') : [];
  // Only a file inside the brand's folder.
  if (partes.length === 0 || partes.some((p) => p === '..' || p === '')) return null;
  const file = join(assetsDir, ...partes);
  // 300 dpi: an SVG of a few dozen pixels is drawn large enough before it is scaled down, never up.
  const { data, info } = await sharp(file, { density: 300 })
    .resize({ height: ALTO * 2 })
    .png()
    .toBuffer({ resolveWithObject: true });
  return {
    cid: LOGO_CID,
    filename: 'logo.png',
    contentType: 'image/png',
    content: data,
    width: Math.round(info.width / 2),
    height: ALTO,
  };
}
