import { Cookie } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useBrand } from '@/lib/brand';
import { useBarHeight } from '@/lib/use-bar-height';
import { useHidratado } from '@/lib/use-hidratado';
import { loadAnalytics } from '../analytics';
import { useCookieConsent } from '../hooks/use-cookie-consent';

/** Cookie notice; analytics load only after consent and only when the brand has an id (spec §9). */
export function CookieConsent() {
  const brand = useBrand();
  const { consent, decide } = useCookieConsent();

  useEffect(() => {
    if (consent === 'accepted' && brand.analitycs) loadAnalytics(brand.analitycs);
  }, [consent, brand.analitycs]);

  // The page's mark (plugins/script-cookies.ts) only hid the pre-rendered notice until React knew the choice; once
  // it does and the notice is gone, the mark goes too, so a notice shown later is never hidden by it.
  useEffect(() => {
    if (consent !== null) document.documentElement.removeAttribute('data-cookies');
  }, [consent]);

  if (consent !== null) return null;
  return <CookieNotice decide={decide} />;
}

/** The notice itself: fixed at the bottom, with its height kept free at the end of the page while it shows. */
function CookieNotice({ decide }: { decide: (accepted: boolean) => void }) {
  const { t } = useTranslation();
  const notice = useRef<HTMLDivElement>(null);
  // In the pre-rendered page the buttons wait for React, so a press is never lost (decision 053).
  const hidratado = useHidratado();
  // 12 px: its distance from the bottom of the viewport (bottom-3).
  useBarHeight(notice, '--alto-cookies', 12);
  return (
    <div ref={notice} data-aviso-cookies="" className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-3xl">
      <Card
        padding="none"
        elevation="raised"
        aria-label={t('cookies.region')}
        className="flex flex-col gap-4 p-5 text-fg sm:flex-row sm:items-center"
      >
        <span className="hidden size-11 shrink-0 items-center justify-center rounded-full bg-subtle text-primary sm:flex">
          <Cookie aria-hidden="true" className="size-5" />
        </span>
        <div className="flex flex-1 flex-col gap-1">
          <h2 className="text-sm font-semibold">{t('cookies.titulo')}</h2>
          <p className="text-sm leading-relaxed text-muted">
            {t('cookies.texto')}{' '}
            <Link to="/politica-de-cookies" className="font-medium text-primary underline underline-offset-2">
              {t('cookies.politica')}
            </Link>
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" size="sm" className="flex-1 sm:flex-none" disabled={!hidratado} onClick={() => decide(false)}>
            {t('cookies.rechazar')}
          </Button>
          <Button size="sm" className="flex-1 sm:flex-none" disabled={!hidratado} onClick={() => decide(true)}>
            {t('cookies.aceptar')}
          </Button>
        </div>
      </Card>
    </div>
  );
}
