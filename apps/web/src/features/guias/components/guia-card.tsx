import type { GuiaOrientacion } from '@puente/contract/guias';
import { BookOpen, Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDescargar } from '@/components/descargas/boton-descarga';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

/** The cover, or the guide icon when it has none or it fails to load. Decorative: the title says what it is. */
function Portada({ url, compacta }: { url: string | null; compacta: boolean }) {
  const [fallo, setFallo] = useState(false);
  const tamano = compacta ? 'h-24' : 'h-32';
  if (url && !fallo)
    return (
      <img
        src={url}
        alt=""
        className={cn('w-full rounded-xl object-cover', tamano)}
        loading="lazy"
        onError={() => setFallo(true)}
      />
    );
  return (
    <div
      aria-hidden="true"
      className={cn('flex w-full items-center justify-center rounded-xl bg-primary/10 text-primary', tamano)}
    >
      <BookOpen className="size-10" />
    </div>
  );
}

export interface GuiaCardProps {
  guia: GuiaOrientacion;
  /** The title's heading level: h2 on the guides page, h3 inside the home section. */
  nivel?: 'h2' | 'h3';
  /** The home's cards: a smaller cover and the description on two lines. */
  compacta?: boolean;
}

/** One guide: cover, title, date, description and "Descargar PDF", named by the guide for screen readers (the PDF comes with the student's token). */
export function GuiaCard({ guia, nivel: Titulo = 'h2', compacta = false }: GuiaCardProps) {
  const { t } = useTranslation();
  const descargar = useDescargar('ficheroGuiaOrientacion');
  return (
    <Card as="article" padding="sm" className="flex h-full flex-col gap-3">
      <Portada url={guia.ulrImagen} compacta={compacta} />
      <div className="flex flex-col gap-1">
        <Titulo className="text-base leading-snug font-semibold text-fg">{guia.titulo}</Titulo>
        <p className="text-xs text-muted">{t('guias.card.publicada', { fecha: guia.fecha })}</p>
      </div>
      {guia.descripcion ? <p className={cn('text-sm text-muted', compacta && 'line-clamp-2')}>{guia.descripcion}</p> : null}
      <div className="mt-auto">
        <Button
          variant="outline"
          size="sm"
          disabled={descargar.isPending}
          aria-busy={descargar.isPending}
          aria-label={`${t('guias.card.descargar')}: ${guia.titulo}`}
          onClick={() => descargar.mutate({ id: guia.idGuia, nombre: guia.titulo })}
        >
          <Download aria-hidden="true" />
          {t('guias.card.descargar')}
        </Button>
      </div>
    </Card>
  );
}

export function GuiaCardSkeleton() {
  return (
    <Card padding="sm" className="flex flex-col gap-3">
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-8 w-36" />
    </Card>
  );
}
