/**
 * The server's side of the first paint (decision 053): built by `vite build --ssr` into dist-server/, imported
 * by the API at start-up (apps/api/src/plugins/static-files.ts), which renders these pages for its brand into the
 * built index.html. The same route objects, guards and screens as the browser's, through React Router's static
 * handler: nothing here is a second implementation of a screen.
 */
import type { PublicBrand } from '@puente/contract/brand';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { formatDocumentTitle } from '@/app/layout/use-document-title';
import { EsqueletoShell } from '@/app/prerender/esqueleto-shell';
import type { RouteHandle } from '@/app/router';
import { appRoutes } from '@/app/router';
import textosEs from '@/i18n/es.json';
import { setBrand } from '@/lib/brand';
import { brandCssVariables } from '@/lib/brand-theme';
import { initI18n } from '@/lib/i18n';

export type { DatosIniciales } from '@/app/prerender/datos-iniciales';
export { ID_DATOS_INICIALES } from '@/app/prerender/datos-iniciales';

/**
 * The pages rendered whole: the login paths and what anyone may read without the API's data. The public event
 * list renders its loading state (its data is a query the browser makes). Every other path gets the shell.
 */
export const rutasPrerenderizadas = [
  '/login',
  '/login/empresas',
  '/politica-de-privacidad',
  '/politica-de-cookies',
  '/proteccion-de-datos',
  '/privacy-policy',
  '/cookies-policy',
  '/evento-publico',
] as const;

export interface PaginaRenderizada {
  /** The markup that goes inside <div id="root">. */
  html: string;
  /** The document's title, as the browser sets it (use-document-title.ts). */
  titulo: string;
  /** For DatosIniciales. */
  ruta: string | null;
  loaderData: Record<string, unknown> | null;
}

/** The shell's Spanish texts, given to the browser in the page (DatosIniciales.textos). */
export const textosIniciales: Record<string, unknown> = textosEs;

/** The brand's colours as a stylesheet for the page's <head> (the CSP forbids style attributes, not style elements). */
export function estiloMarca(marca: PublicBrand): string {
  return `:root{${brandCssVariables(marca)
    .map(([variable, value]) => `${variable}:${value.replace(/[;{}<>]/g, '')}`)
    .join(';')}}`;
}

void initI18n('es', { language: 'es', catalogue: textosEs });

/** Pages are rendered as nobody logged in sees them, in Spanish, light. */
function conProveedores(children: ReactNode) {
  return (
    <StrictMode>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {children}
      </QueryClientProvider>
    </StrictMode>
  );
}

/**
 * One page for `marca`: `ruta` one of rutasPrerenderizadas, or null for the shell. Null when the page is not
 * served to a visitor without a session (a guard redirects: a flag of the brand closes it).
 */
export async function renderizar(ruta: string | null, marca: PublicBrand): Promise<PaginaRenderizada | null> {
  // Renders run one at a time at start-up; the brand store and i18n are this module's, set for each.
  setBrand(marca);
  if (i18n.language !== 'es') await i18n.changeLanguage('es');
  if (ruta === null) {
    return { html: renderToString(conProveedores(<EsqueletoShell />)), titulo: marca.nombre, ruta: null, loaderData: null };
  }
  const handler = createStaticHandler(appRoutes());
  const context = await handler.query(new Request(new URL(ruta, 'http://prerender.local')));
  if (context instanceof Response || context.statusCode !== 200) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(conProveedores(<StaticRouterProvider router={router} context={context} hydrate={false} />));
  const def = (context.matches.at(-1)?.route.handle as RouteHandle | undefined)?.def;
  const titulo = def ? formatDocumentTitle(i18n.t(`routes.${def.name}`), marca.nombre, 0) : marca.nombre;
  return { html, titulo, ruta, loaderData: context.loaderData };
}
