import { CheckCircle2, RefreshCw, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useBrand } from '@/lib/brand';

/**
 * /mantenimiento (spec §4). The maintenance flag comes with the brand at boot,
 * so "check again" reloads: the guard then lets the user in if it is over.
 */
export function MantenimientoPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const over = !brand.mantenimiento;
  return (
    <section className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-6 px-6 py-12 text-center">
      <img src={brand.logos.claro} alt={brand.logos.alt} className="h-11 w-auto dark:hidden" />
      <img src={brand.logos.oscuro} alt={brand.logos.alt} className="hidden h-11 w-auto dark:block" />
      <div className="flex w-full flex-col items-center gap-5 rounded-3xl border border-border bg-surface p-8 shadow-card sm:p-10">
        <span className="flex size-16 items-center justify-center rounded-2xl bg-subtle text-primary">
          {over ? <CheckCircle2 aria-hidden="true" className="size-8" /> : <Wrench aria-hidden="true" className="size-8" />}
        </span>
        <h1 className="text-2xl font-semibold tracking-tight text-fg sm:text-3xl">{t('mantenimiento.titulo')}</h1>
        <p className="leading-relaxed text-muted">{over ? t('mantenimiento.disponible') : t('mantenimiento.texto')}</p>
        {over ? (
          <Button asChild size="lg">
            <a href="/">{t('mantenimiento.irPortal')}</a>
          </Button>
        ) : (
          <Button size="lg" variant="outline" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" />
            {t('mantenimiento.comprobar')}
          </Button>
        )}
        <p className="text-sm text-muted">{t('mantenimiento.contacto', { email: brand.contacto.email })}</p>
      </div>
    </section>
  );
}
