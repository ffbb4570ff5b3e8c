import {
  createBrowserRouter,
  type HydrationState,
  type LoaderFunctionArgs,
  matchRoutes,
  Navigate,
  type RouteObject,
  redirect,
} from 'react-router';
import { callApi } from '@/lib/api-client';
import { getBrand } from '@/lib/brand';
import { SESSION_LOST, showError } from '@/lib/error-banner-store';
import { type CatalogueArea, loadCatalogues } from '@/lib/i18n';
import { clearSession, expireSession, getSession, rememberReturnUrl } from '@/lib/session';
import { decideNavigation } from './guards';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';
import { type RouteDef, routeTable } from './route-table';
// Static on purpose: a failed chunk leads to /404, so its screen must already be in the entry chunk.
import './routes/connection-error';
import { PageLoading } from './routes/page-loading';

/** Catalogues the shell itself shows on every route: the header's notifications panel. */
export const shellCatalogues: readonly CatalogueArea[] = ['notificaciones'];

export interface RouteHandle {
  def: RouteDef;
}

function guardLoader(def: RouteDef) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const path = url.pathname + url.search;
    const session = getSession();
    const decision = decideNavigation({ def, path, session, brand: getBrand() });
    if (decision.expire) {
      expireSession();
      showError(SESSION_LOST);
    }
    if (decision.kind === 'allow') return null;
    if (decision.logout && session.token) {
      // Best effort: the token is revoked server-side if the API still answers.
      void callApi('logout', {}, { token: session.token });
      clearSession();
    }
    if (decision.remember) rememberReturnUrl(decision.remember);
    throw redirect(decision.to);
  };
}

/** The route objects, shared by the browser router and the memory router of tests. */
export function appRoutes(): RouteObject[] {
  return [
    {
      Component: RootLayout,
      loader: async () => {
        await loadCatalogues(shellCatalogues);
        return null;
      },
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      children: [
        ...routeTable.map((def) => ({
          path: def.path,
          handle: { def } satisfies RouteHandle,
          loader: guardLoader(def),
          // The screen's chunk and its texts load together; either failing to download leads to /404.
          lazy: async () => {
            const [screen] = await Promise.all([def.screen(), loadCatalogues(def.catalogues ?? [])]);
            return { Component: screen.default };
          },
        })),
        // Spec §2: any unknown path redirects to /.
        { path: '*', loader: () => redirect('/'), element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

/**
 * Starts downloading the screen of `pathname` and its texts while Boot still waits for the brand: the
 * router asks for the same modules once it renders and finds them loaded, so a first visit waits for one
 * round of requests instead of two (the brand, then the screen). A failure here is left for the router's
 * own load, which leads to /404; a guard that redirects elsewhere only wasted a download.
 */
export function precargarPantalla(pathname: string) {
  const def = matchRoutes(
    routeTable.map((d) => ({ path: d.path, handle: { def: d } satisfies RouteHandle })),
    pathname,
  )?.[0]?.route.handle.def;
  if (!def) return;
  def.screen().catch(() => undefined);
  loadCatalogues([...shellCatalogues, ...(def.catalogues ?? [])]).catch(() => undefined);
}

export function createAppRouter(options?: { routes?: RouteObject[]; hydrationData?: HydrationState }) {
  return createBrowserRouter(options?.routes ?? appRoutes(), { hydrationData: options?.hydrationData });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
