import { PortalCodes } from '@puente/contract/errors/codes';
import { ClipboardX, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { isApiError } from '@/lib/api-error';
import { VolverAEncuestas } from './volver-a-encuestas';

/** An unknown survey (35), or one whose read failed (with a retry). */
export function EncuestaNoDisponible({ error, reintentar }: { error: unknown; reintentar: () => void }) {
  const { t } = useTranslation();
  // No error at all: the address names no survey (the query never ran).
  const noExiste = !error || (isApiError(error) && error.status === PortalCodes.ENCUESTA_NO_ACCESIBLE);
  return (
    <EmptyState
      as="section"
      titleAs="h2"
      icon={ClipboardX}
      title={t(noExiste ? 'encuestasGestion.noEncontrada.titulo' : 'encuestasGestion.errorCarga.titulo')}
      description={t(noExiste ? 'encuestasGestion.noEncontrada.texto' : 'encuestasGestion.errorCarga.texto')}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          {noExiste ? null : (
            <Button onClick={reintentar}>
              <RotateCw aria-hidden="true" />
              {t('encuestasGestion.errorCarga.reintentar')}
            </Button>
          )}
          <VolverAEncuestas />
        </div>
      }
    />
  );
}
