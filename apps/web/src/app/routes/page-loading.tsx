import { useTranslation } from 'react-i18next';

/** Shown while the first screen's chunk and guard run; deliberately tiny. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-[50dvh] items-center justify-center">
      <span aria-hidden="true" className="size-8 animate-spin rounded-full border-3 border-primary/25 border-t-primary" />
      <span className="sr-only">{t('app.cargandoPagina')}</span>
    </div>
  );
}
