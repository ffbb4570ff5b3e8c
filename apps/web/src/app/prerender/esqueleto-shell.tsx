import { useTranslation } from 'react-i18next';
import { useHeaderTone } from '@/app/layout/header-tone';
import { Skeleton } from '@/components/ui/skeleton';
import { useBrand } from '@/lib/brand';
import { cn } from '@/lib/cn';

/**
 * The HTML of every page the server does not pre-render whole (the logged-in screens, pages with a token in
 * the path): the header with the brand's colour and logo, the menu's place and the screen as placeholders. The
 * server does not know who is logged in, so the header shows nobody; the browser renders the real page over it
 * once its code and data are there (app/prerender/arranque.tsx, decision 053).
 */
export function EsqueletoShell() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { onDark, logo } = useHeaderTone();
  return (
    <div className="flex min-h-dvh flex-col">
      <header
        className={cn(
          'sticky top-0 z-30 border-b',
          onDark ? 'border-transparent bg-brand text-brand-fg' : 'border-border bg-surface/95 text-fg',
        )}
      >
        <div className="mx-auto flex h-18 max-w-7xl items-center gap-2 px-3 sm:px-6">
          <img src={logo} alt={brand.logos.alt} className="h-8 w-auto max-w-full object-contain object-left sm:h-10" />
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-7xl flex-1 gap-8 px-4 sm:px-6">
        <div aria-hidden="true" className="hidden w-60 shrink-0 flex-col gap-3 py-8 pe-2 lg:flex">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} className="h-9 w-full" />
          ))}
        </div>
        <main id="contenido" className="flex min-w-0 flex-1 flex-col gap-6 py-6 sm:py-8">
          <div role="status" className="flex flex-col gap-6">
            <span className="sr-only">{t('app.cargandoPagina')}</span>
            <Skeleton className="h-9 w-2/3 max-w-md" />
            <Skeleton className="h-32 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        </main>
      </div>
    </div>
  );
}
