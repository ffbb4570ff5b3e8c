import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { PublicBrand } from '@puente/contract/brand';
import { SCRIPT_COOKIES } from './script-cookies';

/**
 * The pre-rendered first paint (decision 053): apps/web's SSR bundle (dist-server/entry-server.js, built by
 * `vite build --ssr`) renders the public pages and the shell for the active brand, in Spanish, into the built
 * index.html. Rendered once, on the first HTML request or when the server starts listening. A build that changes
 * on disk while the server runs cannot be imported again in the same process: until a restart, the plain
 * index.html is served (it names the new build's files), as without the bundle.
 */

/** What apps/web/src/entry-server.tsx exports. */
interface ModuloSsr {
  rutasPrerenderizadas: readonly string[];
  renderizar(
    ruta: string | null,
    marca: PublicBrand,
  ): Promise<{ html: string; titulo: string; ruta: string | null; loaderData: Record<string, unknown> | null } | null>;
  textosIniciales: Record<string, unknown>;
  estiloMarca(marca: PublicBrand): string;
  ID_DATOS_INICIALES: string;
}

/** One page, with the brotli and gzip copies the browser may take. */
export interface PaginaHtml {
  html: string;
  br: Buffer;
  gz: Buffer;
}

interface Paginas {
  porRuta: Map<string, PaginaHtml>;
  shell: PaginaHtml;
}

const escaparHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script type="application/json">: `<` escaped, so no text of it can close the element. */
const jsonEnHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** React 19 puts the resource hints it found (the logo's preload) before the markup: they belong in <head>. */
function separarPrecargas(html: string) {
  const match = /^(?:<link [^>]*\/?>)+/.exec(html);
  return match ? { precargas: match[0], cuerpo: html.slice(match[0].length) } : { precargas: '', cuerpo: html };
}

/**
 * Style attributes React wrote for Radix parts (the tab list's outline, the checkbox's hidden input): the CSP
 * blocks them in HTML (`style-src-attr 'none'`; the browser sets them through the DOM, which it allows), so they
 * are dropped here rather than reported as violations, and the one that matters — the checkbox's native input,
 * hidden by its style — is hidden by this rule until React takes over.
 */
const SIN_ATRIBUTOS_STYLE = / style="[^"]*"/g;
const ESTILO_RADIX =
  'input[type=checkbox][aria-hidden=true]{position:absolute;pointer-events:none;opacity:0;margin:0;transform:translateX(-100%)}';

/** The built index.html with a rendered page in #root, its title, the brand's colours and the data to hydrate. */
export function componerPagina(
  template: string,
  pagina: { html: string; titulo: string; ruta: string | null; loaderData: Record<string, unknown> | null },
  marca: PublicBrand,
  ssr: Pick<ModuloSsr, 'textosIniciales' | 'estiloMarca' | 'ID_DATOS_INICIALES'>,
): string {
  const { precargas, cuerpo: conEstilos } = separarPrecargas(pagina.html);
  const cuerpo = conEstilos.replace(SIN_ATRIBUTOS_STYLE, '');
  const datos = { marca, textos: ssr.textosIniciales, ruta: pagina.ruta, loaderData: pagina.loaderData };
  const cabeza =
    `<script>${SCRIPT_COOKIES}</script>` +
    `<style id="estilo-marca">${ssr.estiloMarca(marca)}${ESTILO_RADIX}</style>` +
    `<link rel="icon" href="${escaparHtml(marca.logos.claro)}" />${precargas}`;
  return (
    template
      .replace(/<html lang="es"/, `<html lang="es" data-brand="${escaparHtml(marca.id)}"`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escaparHtml(pagina.titulo)}</title>`)
      // The brand is in the page: the preload of GET /api/Publico/marca would fetch it for nothing.
      .replace(/\s*<link rel="preload" href="\/api\/Publico\/marca"[^>]*>/, '')
      .replace('</head>', `${cabeza}</head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root">${cuerpo}</div><script type="application/json" id="${ssr.ID_DATOS_INICIALES}">${jsonEnHtml(datos)}</script>`,
      )
  );
}

/**
 * The built stylesheet written into the page instead of linked (decision 060): a pre-rendered page paints as
 * soon as its HTML and CSS are in, and a linked stylesheet shared the phone's bandwidth with the JavaScript's
 * preloads, which Lighthouse counted as a render-blocking request. The CSP allows `<style>` elements
 * (`style-src-elem 'unsafe-inline'`), and the SPA's only stylesheet belongs to its entry, so no chunk asks
 * for it again. A stylesheet that is missing, or whose text could close the element, stays linked.
 */
export function estilosEnLinea(template: string, spaDir: string): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (enlace, ruta: string) => {
    try {
      const css = readFileSync(resolve(spaDir, ruta), 'utf8');
      return /<\/style/i.test(css) ? enlace : `<style>${css}</style>`;
    } catch {
      return enlace;
    }
  });
}

function comprimir(html: string): PaginaHtml {
  return {
    html,
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gz: gzipSync(html, { level: 9 }),
  };
}

/** A path as the pre-rendered table names it: no trailing slash, no query. */
const normalizar = (path: string) => {
  const sinConsulta = path.split('?')[0] ?? '/';
  return sinConsulta.length > 1 ? sinConsulta.replace(/\/+$/, '') : sinConsulta;
};

export interface PrerenderOptions {
  /** What GET /api/Publico/marca answers: the brand, with the live maintenance switch. */
  marca: () => Promise<PublicBrand>;
  /** apps/web/dist-server by default (next to the SPA's dist/). */
  ssrDir?: string;
  /** Where a failed render is reported; the plain index.html is served then. */
  avisar?: (error: unknown) => void;
}

export class PaginasPrerender {
  private readonly entrada: string;
  private readonly template: string;
  private readonly spaDir: string;
  private clave: string | null = null;
  private paginas: Promise<Paginas | null> | null = null;
  /** The build whose SSR bundle this process imported. */
  private importada: string | null = null;

  constructor(
    spaDir: string,
    private readonly options: PrerenderOptions,
  ) {
    this.entrada = resolve(options.ssrDir ?? resolve(spaDir, '../dist-server'), 'entry-server.js');
    this.template = resolve(spaDir, 'index.html');
    this.spaDir = spaDir;
  }

  /** The build on disk, by modification time; null without the SSR bundle. */
  private claveActual(): string | null {
    try {
      return `${statSync(this.entrada).mtimeMs}:${statSync(this.template).mtimeMs}`;
    } catch {
      return null;
    }
  }

  private async renderizarTodo(clave: string): Promise<Paginas | null> {
    try {
      // A module is imported once per process: its chunks import it back by its plain URL, so a query string
      // to import a newer build would give them a second copy with no brand set.
      if (this.importada !== null && this.importada !== clave) return null;
      this.importada = clave;
      const ssr = (await import(pathToFileURL(this.entrada).href)) as ModuloSsr;
      const template = estilosEnLinea(readFileSync(this.template, 'utf8'), this.spaDir);
      // Rendered as when maintenance is off: while it is on, every request gets the plain index.html.
      const marca = { ...(await this.options.marca()), mantenimiento: false };
      const porRuta = new Map<string, PaginaHtml>();
      for (const ruta of ssr.rutasPrerenderizadas) {
        const pagina = await ssr.renderizar(ruta, marca);
        if (pagina) porRuta.set(ruta, comprimir(componerPagina(template, pagina, marca, ssr)));
      }
      const shell = await ssr.renderizar(null, marca);
      if (!shell) return null;
      return { porRuta, shell: comprimir(componerPagina(template, shell, marca, ssr)) };
    } catch (error) {
      this.options.avisar?.(error);
      return null;
    }
  }

  /** Renders now (when the server starts listening) rather than on the first visit. */
  preparar() {
    const clave = this.claveActual();
    if (clave === null) return Promise.resolve(null);
    if (clave !== this.clave || !this.paginas) {
      this.clave = clave;
      this.paginas = this.renderizarTodo(clave);
    }
    return this.paginas;
  }

  /**
   * The HTML for `path`: its pre-rendered page, or the shell for any other path. Null (serve the plain
   * index.html) without the SSR bundle, when rendering failed, or during maintenance.
   */
  async pagina(path: string): Promise<PaginaHtml | null> {
    const paginas = await this.preparar();
    if (!paginas) return null;
    if ((await this.options.marca()).mantenimiento) return null;
    return paginas.porRuta.get(normalizar(path)) ?? paginas.shell;
  }
}
