import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { setBrand } from '@/lib/brand';
import { applyBrandTheme } from '@/lib/brand-theme';
import { currentLanguage, initI18n, loadCatalogues } from '@/lib/i18n';
import { getSession } from '@/lib/session';
import { Boot, createApp } from '../boot';
import { type AppRouter, appRoutes, precargarPantalla, shellCatalogues } from '../router';
import { type DatosIniciales, normalizarRuta } from './datos-iniciales';

/** Resolves once the router has run the first location's guards and loaded its screen. */
function routerListo(router: AppRouter) {
  return new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Starts the app on a page the server pre-rendered (decision 053). The brand and the shell's Spanish texts came
 * in the page, so nothing waits for GET /api/Publico/marca.
 *
 * - The page's screen is in the HTML and the browser would render the same tree (its path, Spanish, no session):
 *   the screen's chunk is loaded first (React Router's lazy routes must be resolved before hydrating), then
 *   hydrateRoot. Dark mode and the cookie notice start as the server rendered them and change right after.
 * - Anything else (the shell with a skeleton, English chosen, a stored session on a public page): the app is
 *   rendered fresh with createRoot once the router has run the guards and loaded the screen, so the HTML stays on
 *   screen until the real page replaces it, never a spinner in between.
 */
export async function arrancar(root: HTMLElement, datos: DatosIniciales) {
  setBrand(datos.marca);
  applyBrandTheme(datos.marca);
  const textos = initI18n(undefined, { language: 'es', catalogue: datos.textos });
  try {
    const hidratar =
      datos.ruta !== null &&
      datos.loaderData !== null &&
      datos.ruta === normalizarRuta(window.location.pathname) &&
      currentLanguage() === 'es' &&
      !getSession().token;
    if (hidratar && datos.loaderData) {
      const routes = appRoutes();
      const matches = matchRoutes(routes, window.location) ?? [];
      await Promise.all([
        loadCatalogues(shellCatalogues),
        ...matches.map(async ({ route }) => {
          if (typeof route.lazy !== 'function') return;
          const modulo = await route.lazy();
          Object.assign(route, { ...modulo, lazy: undefined });
        }),
      ]);
      const app = createApp({ routes, hydrationData: { loaderData: datos.loaderData } });
      hydrateRoot(
        root,
        <StrictMode>
          <Boot app={app} />
        </StrictMode>,
      );
      return;
    }
    precargarPantalla(window.location.pathname);
    await textos;
    const app = createApp();
    await routerListo(app.router);
    // A transition: React renders the whole app in slices of a few milliseconds instead of one long task, so the
    // page already on screen (the server's shell) keeps answering meanwhile. Lighthouse mobile on the student
    // home went from 49 to 59, desktop from 80 to 90 (decision 060).
    const reactRoot = createRoot(root);
    startTransition(() =>
      reactRoot.render(
        <StrictMode>
          <Boot app={app} />
        </StrictMode>,
      ),
    );
  } catch {
    // A chunk that did not arrive: the plain start, which shows the connection error page if it fails again.
    createRoot(root).render(
      <StrictMode>
        <Boot />
      </StrictMode>,
    );
  }
}
