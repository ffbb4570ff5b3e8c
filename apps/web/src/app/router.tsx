import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, Navigate, type RouteObject, redirect } from 'react-router';
import { callApi } from '@/lib/api-client';
import { getBrand } from '@/lib/brand';
import { SESSION_LOST, showError } from '@/lib/error-banner-store';
import { clearSession, expireSession, getSession, rememberReturnUrl } from '@/lib/session';
import { decideNavigation } from './guards';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './route-error';
import { type RouteDef, routeTable, type Screen } from './route-table';
import ConnectionErrorRoute from './routes/connection-error';
import { PageLoading } from './routes/page-loading';

type ScreenModule = { default: ComponentType };

/**
 * Every screen is its own chunk, except the connection-error page: it is what
 * a failed chunk leads to, so it must already be in the main bundle.
 */
const screens: Record<Screen, () => Promise<ScreenModule>> = {
  enConstruccion: () => import('./routes/under-construction'),
  home: () => import('./routes/home'),
  login: () => import('./routes/login'),
  godMode: () => import('./routes/god-mode'),
  logout: () => import('./routes/logout'),
  mantenimiento: () => import('./routes/maintenance'),
  errorConexion: () => Promise.resolve({ default: ConnectionErrorRoute }),
  politica: () => import('./routes/policy'),
  englishPage: () => import('./routes/english-page'),
  contact: () => import('./routes/contact'),
  ofertas: () => import('./routes/ofertas'),
  ofertaDetalle: () => import('./routes/oferta-detalle'),
  misCandidaturas: () => import('./routes/mis-candidaturas'),
  candidaturaDetalle: () => import('./routes/candidatura-detalle'),
  empresaNuevaOferta: () => import('./routes/empresa-nueva-oferta'),
  empresaEditarOferta: () => import('./routes/empresa-editar-oferta'),
  empresaMisOfertas: () => import('./routes/empresa-mis-ofertas'),
  empresaOferta: () => import('./routes/empresa-oferta'),
  empresaVisorOferta: () => import('./routes/empresa-visor-oferta'),
  empresaVerCv: () => import('./routes/empresa-ver-cv'),
};

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
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      children: [
        ...routeTable.map((def) => ({
          path: def.path,
          handle: { def } satisfies RouteHandle,
          loader: guardLoader(def),
          lazy: async () => ({ Component: (await screens[def.screen]()).default }),
        })),
        // Spec §2: any unknown path redirects to /.
        { path: '*', loader: () => redirect('/'), element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}

export type AppRouter = ReturnType<typeof createAppRouter>;
