import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** What a screen shows when its query failed (the banner said why): a retry. */
export function ErrorCarga({ reintentar }: { reintentar: () => unknown }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-border px-4 py-5">
      <p className="text-sm text-muted">{t('solicitudesPractica.comun.errorCarga')}</p>
      <Button variant="outline" size="sm" onClick={() => void reintentar()}>
        <RefreshCw aria-hidden="true" />
        {t('solicitudesPractica.comun.reintentar')}
      </Button>
    </div>
  );
}
