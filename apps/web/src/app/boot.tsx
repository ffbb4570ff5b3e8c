import type { PublicBrand } from '@puente/contract/brand';
import { PortalCodes } from '@puente/contract/errors/codes';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { ConnectionErrorPage } from '@/features/connection-error/components/connection-error-page';
import { callApi } from '@/lib/api-client';
import { getBrand, setBrand } from '@/lib/brand';
import { applyBrandTheme } from '@/lib/brand-theme';
import { initI18n } from '@/lib/i18n';
import { refetchTextsOnLanguageChange } from './language-sync';
import { createQueryClient } from './query-client';
import { type AppRouter, createAppRouter, precargarPantalla } from './router';
import { endLostSession } from './session-lost';
import { showApiError } from './show-api-error';

export interface App {
  router: AppRouter;
  queryClient: ReturnType<typeof createQueryClient>;
}

/** The router and the query client; `hydrationData` when the page was pre-rendered by the server (app/arranque.tsx). */
export function createApp(options?: Parameters<typeof createAppRouter>[0]): App {
  const router = createAppRouter(options);
  const queryClient = createQueryClient((status, mensaje) => {
    if (status === PortalCodes.SESION_PERDIDA) return endLostSession((to) => void router.navigate(to));
    if (status === PortalCodes.MANTENIMIENTO) {
      // Maintenance started after boot: from now on the guard treats it as on.
      setBrand({ ...getBrand(), mantenimiento: true });
      void router.navigate('/mantenimiento');
      return;
    }
    showApiError(status, mensaje);
  });
  refetchTextsOnLanguageChange(queryClient);
  return { router, queryClient };
}

type BootState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; app: App };

/**
 * The brand drives colours, texts, flags and guards, so nothing renders until it has arrived, nor before the
 * shell's texts in the UI language (a chunk of their own, fetched at the same time: decision 026). A page
 * the server pre-rendered brings both in the HTML and passes the app ready (decision 053).
 */
export function Boot({ app }: { app?: App }) {
  const { t, i18n } = useTranslation();
  // With `app`, the brand and the texts came with the page and the app is ready (app/arranque.tsx, decision 053).
  const [state, setState] = useState<BootState>(app ? { kind: 'ready', app } : { kind: 'loading' });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `app` is given once, at the first render.
  useEffect(() => {
    if (app) return;
    let cancelled = false;
    precargarPantalla(window.location.pathname);
    const texts = initI18n().then(
      () => true,
      () => false,
    );
    void Promise.all([callApi('marca', {}, { token: null }), texts]).then(([envelope, textsLoaded]) => {
      if (cancelled) return;
      if (!textsLoaded) return setState({ kind: 'failed' });
      const brand: PublicBrand | null = envelope.status === 0 ? envelope.datos : null;
      if (!brand) return setState({ kind: 'failed' });
      setBrand(brand);
      applyBrandTheme(brand);
      setState({ kind: 'ready', app: createApp() });
    });
    return () => {
      cancelled = true;
    };
  }, []);

  if (state.kind === 'loading') {
    return (
      <div role="status" className="flex min-h-dvh items-center justify-center">
        <span aria-hidden="true" className="size-9 animate-spin rounded-full border-3 border-primary/25 border-t-primary" />
        {i18n.exists('app.cargando') ? <span className="sr-only">{t('app.cargando')}</span> : null}
      </div>
    );
  }
  if (state.kind === 'failed') {
    return (
      <main>
        <ConnectionErrorPage />
      </main>
    );
  }
  return (
    <QueryClientProvider client={state.app.queryClient}>
      <RouterProvider router={state.app.router} />
    </QueryClientProvider>
  );
}
