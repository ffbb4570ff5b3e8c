import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { RUTA_EVENTOS } from './rutas';

/** Back to the staff's events list. */
export function VolverAEventos() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline">
      <Link to={RUTA_EVENTOS}>
        <ArrowLeft aria-hidden="true" />
        {t('eventosGestion.volver')}
      </Link>
    </Button>
  );
}
