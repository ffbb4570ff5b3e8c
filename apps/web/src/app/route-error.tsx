import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';

const chunkFailure =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically/i;

/** True when a lazy route's file could not be downloaded (offline, or a deploy replaced it). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && chunkFailure.test(error.message);
}

/**
 * Root error boundary. A chunk that fails to load goes to the connection-error
 * page (spec §2); anything else is a bug, shown without internals.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const location = useLocation();
  if (isChunkLoadError(error)) return <Navigate to="/404" replace state={{ desde: location.pathname + location.search }} />;
  console.error(error);
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-warning-bg text-warning">
        <AlertTriangle aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-semibold text-fg">{t('routeError.titulo')}</h1>
      <p className="text-muted">{t('routeError.texto')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => window.location.reload()}>{t('routeError.recargar')}</Button>
        <Button variant="outline" onClick={() => window.location.assign('/')}>
          {t('routeError.inicio')}
        </Button>
      </div>
    </main>
  );
}
