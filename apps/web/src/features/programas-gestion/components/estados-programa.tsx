import { ArrowLeft, FileX2, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RUTA_PROGRAMAS } from './rutas';

/** Back to the programmes list. */
export function VolverAProgramas() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline">
      <Link to={RUTA_PROGRAMAS}>
        <ArrowLeft aria-hidden="true" />
        {t('programasGestion.volver')}
      </Link>
    </Button>
  );
}

/** The address names no programme (or one since gone). */
export function ProgramaNoEncontrado() {
  const { t } = useTranslation();
  return (
    <EmptyState
      as="section"
      titleAs="h2"
      icon={FileX2}
      title={t('programasGestion.noEncontrado.titulo')}
      description={t('programasGestion.noEncontrado.texto')}
      action={<VolverAProgramas />}
    />
  );
}

/** The programme could not be read: a retry and the way back. */
export function ErrorCargaPrograma({ reintentar }: { reintentar: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      as="section"
      titleAs="h2"
      icon={FileX2}
      title={t('programasGestion.errorCarga.titulo')}
      description={t('programasGestion.errorCarga.texto')}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={reintentar}>
            <RotateCw aria-hidden="true" />
            {t('programasGestion.errorCarga.reintentar')}
          </Button>
          <VolverAProgramas />
        </div>
      }
    />
  );
}
