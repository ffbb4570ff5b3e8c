import type { PublicBrand } from '@puente/contract/brand';
import type { Catalogue } from '@/lib/i18n';

/** The `<script type="application/json">` the API writes into a pre-rendered page (decision 053). */
export const ID_DATOS_INICIALES = 'datos-iniciales';

/** What the first client render needs, given with the HTML so it does not wait for any request. */
export interface DatosIniciales {
  /** What GET /api/Publico/marca answers now. */
  marca: PublicBrand;
  /** The shell's Spanish texts (src/i18n/es.json). */
  textos: Catalogue;
  /** The path whose screen is in the HTML, or null when the HTML is the shell with a skeleton. */
  ruta: string | null;
  /** React Router's loader data of the rendered matches (route id → data), for hydration. */
  loaderData: Record<string, unknown> | null;
}

/** The data of a pre-rendered page, or null for the plain index.html (no SSR bundle, the dev server, maintenance). */
export function leerDatosIniciales(doc: Document = document): DatosIniciales | null {
  const text = doc.getElementById(ID_DATOS_INICIALES)?.textContent;
  if (!text) return null;
  try {
    const datos = JSON.parse(text) as DatosIniciales;
    return datos?.marca && datos.textos ? datos : null;
  } catch {
    return null;
  }
}

/** A path without its trailing slash, as the router matches it. */
export const normalizarRuta = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
