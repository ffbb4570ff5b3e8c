import { ArrowLeft, HardHat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** Placeholder for screens that later issues build; the title and breadcrumbs come from the shell. */
export function UnderConstructionPage() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-border bg-surface px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-subtle text-primary">
        <HardHat aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-xl font-semibold text-fg">{t('underConstruction.titulo')}</h2>
      <p className="max-w-md leading-relaxed text-muted">{t('underConstruction.texto')}</p>
      <Button asChild variant="outline">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          {t('underConstruction.volver')}
        </Link>
      </Button>
    </section>
  );
}
