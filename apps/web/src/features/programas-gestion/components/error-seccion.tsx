import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/** A section of the programme's page that could not be read: said in place, with a retry. */
export function ErrorSeccion({ reintentar }: { reintentar: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('programasGestion.errorSeccion.titulo')}
      description={t('programasGestion.errorSeccion.texto')}
      action={
        <Button variant="outline" onClick={reintentar}>
          <RotateCw aria-hidden="true" />
          {t('programasGestion.errorSeccion.reintentar')}
        </Button>
      }
    />
  );
}
