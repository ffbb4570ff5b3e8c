import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { RUTA_ENCUESTAS } from './rutas';

/** Back to the staff's surveys list. */
export function VolverAEncuestas() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline">
      <Link to={RUTA_ENCUESTAS}>
        <ArrowLeft aria-hidden="true" />
        {t('encuestasGestion.volver')}
      </Link>
    </Button>
  );
}
