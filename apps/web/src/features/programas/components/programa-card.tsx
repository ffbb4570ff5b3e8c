import type { ProgramaPublico } from '@puente/contract/programas';
import { Globe2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DatosPrograma } from '@/components/programa-vista/datos-programa';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { conParticipacion } from '../api/programas-activos';
import { EstadoParticipacion } from './participacion';

export const rutaPrograma = (id: number) => `/programa-practicas/${id}`;

/** Programme card (issue 14): image, title, funding, dates, studies, months and whether the reader may join. The title is the link. */
export function ProgramaCard({ programa, empresa }: { programa: ProgramaPublico; empresa: boolean }) {
  const { t } = useTranslation();
  return (
    <Card
      as="article"
      padding="sm"
      className="group relative flex h-full flex-col gap-4 transition hover:border-primary/40 hover:shadow-raised has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent"
    >
      {programa.urlImagen ? (
        <img src={programa.urlImagen} alt="" className="aspect-[4/3] max-h-40 w-full rounded-xl object-cover" loading="lazy" />
      ) : null}
      <div className="flex flex-col gap-1">
        <h2 className="text-base leading-snug font-semibold text-fg sm:text-lg">
          <Link
            to={rutaPrograma(programa.idPrograma)}
            className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-2xl group-hover:text-primary"
          >
            {programa.titulo}
          </Link>
        </h2>
        {programa.europeo ? (
          <p className="inline-flex items-center gap-1 text-xs font-medium text-muted">
            <Globe2 aria-hidden="true" className="size-3.5" />
            {t('programas.datos.europeo')}
          </p>
        ) : null}
      </div>
      <DatosPrograma programa={programa} />
      {conParticipacion(programa) ? (
        <div className="mt-auto">
          <EstadoParticipacion participacion={programa.participacion} empresa={empresa} />
        </div>
      ) : null}
    </Card>
  );
}

export function ProgramaCardSkeleton() {
  return (
    <Card padding="sm" className="flex flex-col gap-4">
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-7 w-40 rounded-full" />
    </Card>
  );
}
