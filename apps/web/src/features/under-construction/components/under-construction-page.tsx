import { ArrowLeft, HardHat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** Placeholder for screens that later issues build; the title and breadcrumbs come from the shell. */
export function UnderConstructionPage() {
  const { t } = useTranslation();
  return (
    <EmptyState
      as="section"
      titleAs="h2"
      icon={HardHat}
      title={t('underConstruction.titulo')}
      description={t('underConstruction.texto')}
      action={
        <Button asChild variant="outline">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            {t('underConstruction.volver')}
          </Link>
        </Button>
      }
    />
  );
}
