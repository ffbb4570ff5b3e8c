import type { FastifyRequest } from 'fastify';
import type { Idioma } from './mensajes/render';

const SOPORTADOS: readonly Idioma[] = ['es', 'en'];

/**
 * The reader's language from `Accept-Language` (the web client sends its
 * current i18n language with every call). The supported tag with the highest
 * q-value wins, ties in the header's order; a region is ignored (`en-GB` is
 * `en`); anything else, or no header, is Spanish.
 */
export function idiomaDe(request: Pick<FastifyRequest, 'headers'>): Idioma {
  return idiomaDeCabecera(request.headers['accept-language']);
}

export function idiomaDeCabecera(cabecera: string | undefined): Idioma {
  if (!cabecera) return 'es';
  let mejor: { idioma: Idioma; q: number } | null = null;
  for (const parte of cabecera.split(',')) {
    const [etiqueta = '', ...opciones] = parte.trim().split(';');
    const idioma = SOPORTADOS.find((s) => s === etiqueta.trim().toLowerCase().split('-')[0]);
    if (!idioma) continue;
    const q = calidad(opciones);
    // Strictly greater: on equal weight the earlier tag keeps its place.
    if (q > 0 && (mejor === null || q > mejor.q)) mejor = { idioma, q };
  }
  return mejor?.idioma ?? 'es';
}

/** `q=0.8` → 0.8; no q means 1; a malformed q makes the tag not count. */
function calidad(opciones: readonly string[]): number {
  const q = opciones.map((o) => o.trim()).find((o) => o.toLowerCase().startsWith('q='));
  if (q === undefined) return 1;
  const valor = Number(q.slice(2));
  return Number.isFinite(valor) && valor >= 0 && valor <= 1 ? valor : 0;
}
