import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * The /404 page of spec §2: not "not found" but "could not load", reached when
 * a screen's code or the brand could not be downloaded. It uses plain anchors,
 * not the router, because it is also shown before the router exists (boot).
 */
export interface ConnectionErrorPageProps {
  /** The page that failed; retrying goes back to it instead of reloading /404. */
  retryHref?: string;
}

export function ConnectionErrorPage({ retryHref }: ConnectionErrorPageProps) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex min-h-[70dvh] max-w-lg flex-col items-center justify-center gap-5 px-6 py-12 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-subtle text-primary">
        <WifiOff aria-hidden="true" className="size-8" />
      </span>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-fg">{t('connectionError.titulo')}</h1>
        <p className="leading-relaxed text-muted">{t('connectionError.texto')}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => (retryHref ? window.location.assign(retryHref) : window.location.reload())}>
          {t('connectionError.reintentar')}
        </Button>
        <Button variant="outline" asChild>
          <a href="/">{t('connectionError.inicio')}</a>
        </Button>
      </div>
    </section>
  );
}
