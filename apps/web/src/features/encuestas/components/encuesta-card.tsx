import type { EncuestaUsuario } from '@puente/contract/encuestas';
import { ArrowRight, CheckCircle2, ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { enlaceEncuesta } from '../api/encuestas-usuario';

/** Spec §2 survey card: title, whether it is mandatory or answered, and its start link. */
export function EncuestaCard({ encuesta }: { encuesta: EncuestaUsuario }) {
  const { t } = useTranslation();
  const idTitulo = `encuesta-${encuesta.idEncuesta}-titulo`;
  return (
    <Card as="article" aria-labelledby={idTitulo} className="flex h-full flex-col gap-3">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-subtle text-primary">
          <ClipboardList aria-hidden="true" className="size-5" />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={idTitulo} className="font-semibold text-fg">
            {encuesta.titulo}
          </h2>
          <p className="flex flex-wrap gap-2 text-xs">
            {encuesta.contestada ? (
              <span className="inline-flex items-center gap-1 rounded-full border border-success/25 bg-success-bg px-2 py-0.5 font-medium text-success">
                <CheckCircle2 aria-hidden="true" className="size-3.5" />
                {t('encuestas.card.contestada')}
              </span>
            ) : encuesta.respuestaObligatoria ? (
              <span className="rounded-full border border-warning/30 bg-warning-bg px-2 py-0.5 font-medium text-warning">
                {t('encuestas.card.obligatoria')}
              </span>
            ) : (
              <span className="rounded-full bg-subtle px-2 py-0.5 font-medium text-muted">{t('encuestas.card.pendiente')}</span>
            )}
          </p>
        </div>
      </div>
      {encuesta.descripcion ? <p className="text-sm text-muted">{encuesta.descripcion}</p> : null}
      <div className="mt-auto">
        {encuesta.contestada ? (
          <p className="text-sm text-muted">{t('encuestas.card.gracias')}</p>
        ) : (
          <Button asChild size="sm">
            <Link to={enlaceEncuesta(encuesta.urlAcceso, encuesta.querystringValue)}>
              {t('encuestas.card.empezar')}
              <span className="sr-only">: {encuesta.titulo}</span>
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        )}
      </div>
    </Card>
  );
}

export function EncuestaCardSkeleton() {
  return (
    <Card className="flex flex-col gap-3">
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-8 w-32" />
    </Card>
  );
}
