import { Link2Off, MailOpen, RefreshCw, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading, Skeleton } from '@/components/ui/skeleton';
import { useBrand } from '@/lib/brand';

/*
 * What both tutors' pages share around the record: the link that does not
 * serve, the skeleton while it loads and the failed load. Each tutor's texts
 * say what their link is for.
 */

/** Whose link: the academic tutor's (plan, grade) or the company tutor's (final report). */
export type RolTutor = 'academico' | 'empresa';

/** An element that takes the focus when it appears: what it says replaced what had it (the buttons, the form). */
export const enfocar = (elemento: HTMLElement | null) => elemento?.focus({ preventScroll: false });

/**
 * No link in the address, or one the API does not know or that has expired
 * (42, its message said as it came). Focused when an answer found it out, as
 * it replaced the buttons that had the focus.
 */
export function EnlaceNoSirve({
  rol,
  mensaje,
  sinEnlace = false,
  conFoco = false,
}: {
  rol: RolTutor;
  mensaje?: string | null;
  sinEnlace?: boolean;
  conFoco?: boolean;
}) {
  const { t } = useTranslation();
  const brand = useBrand();
  const clave = sinEnlace ? 'sinEnlace' : 'noSirve';
  const Icono = sinEnlace ? MailOpen : Link2Off;
  const email = brand.contacto.emailPracticas;
  return (
    <Card className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 text-center">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-subtle text-primary">
        <Icono aria-hidden="true" className="size-6" />
      </span>
      <h2 ref={conFoco ? enfocar : undefined} tabIndex={-1} className="font-semibold text-fg text-lg outline-none">
        {t(`tutorPracticas.enlace.${clave}.titulo`)}
      </h2>
      <p className="max-w-md text-muted">{mensaje ?? t(`tutorPracticas.enlace.${clave}.${rol}`)}</p>
      {sinEnlace ? null : (
        // A plain link, not a button: a long address wraps at 360 px instead of overflowing.
        <a
          href={`mailto:${email}`}
          className="max-w-md font-medium text-primary underline underline-offset-2 [overflow-wrap:anywhere]"
        >
          {t('tutorPracticas.enlace.escribir', { email })}
        </a>
      )}
      <Button asChild size="lg" variant={sinEnlace ? 'primary' : 'outline'} className="w-full sm:w-auto">
        <Link to="/">{t('tutorPracticas.enlace.inicio')}</Link>
      </Button>
    </Card>
  );
}

export function CargandoPractica() {
  const { t } = useTranslation();
  return (
    <Loading label={t('tutorPracticas.cargando')} className="flex flex-col gap-5">
      <Card as="div" className="flex flex-col gap-3">
        <Skeleton className="h-6 w-48 max-w-full" />
        <div className="grid gap-3 sm:grid-cols-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      </Card>
      <Card as="div" className="flex flex-col gap-4">
        <Skeleton className="h-6 w-56 max-w-full" />
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </Card>
    </Loading>
  );
}

/** A load that failed for another reason than the link: try again. */
export function ErrorCargaPractica({ onReintentar }: { onReintentar: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      as="section"
      titleAs="h2"
      icon={WifiOff}
      title={t('tutorPracticas.error.titulo')}
      description={t('tutorPracticas.error.texto')}
      action={
        <Button variant="outline" onClick={onReintentar}>
          <RefreshCw aria-hidden="true" />
          {t('tutorPracticas.error.reintentar')}
        </Button>
      }
    />
  );
}
