import { ArrowLeft, CalendarX2, Copy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FichaEvento } from '@/components/evento-vista/ficha-evento';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { SkeletonDetail } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { useFichaEvento } from '../api/ficha-evento';
import { ErrorCargaEventos } from './error-carga';
import { InscripcionEvento } from './inscripcion-evento';

const LISTA = '/eventos';
export const rutaEventoPublico = (urlAcceso: string) => `/evento-publico/${urlAcceso}`;

/** /eventos/:id: the event, the student's registration with its actions and the calendar, the share link of a public one. */
export function EventoDetallePage() {
  const { t } = useTranslation();
  const { userType } = useSession();
  const empresa = userType === 'Empresa';
  const id = useParams().id ?? '';
  const { data, isPending, isError, error, refetch, isFetching } = useFichaEvento(empresa, id);
  const volver = <VolverEventos />;
  if (id === '' || (isError && error instanceof ApiError && error.status === 74))
    return (
      <EmptyState
        icon={CalendarX2}
        titleAs="h2"
        title={t('eventos.detalle.noDisponibleTitulo')}
        description={t('eventos.detalle.noDisponibleTexto')}
        action={volver}
      />
    );
  if (isPending) return <SkeletonDetail label={t('eventos.detalle.cargando')} header={['h-8 w-2/3']} />;
  if (isError) return <ErrorCargaEventos reintentar={refetch} reintentando={isFetching} />;
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <FichaEvento evento={data} />
      <aside
        className={cn(
          'flex flex-col gap-4 lg:sticky lg:top-bajo-cabecera lg:self-start',
          // A student's registration comes first on a phone; a company's note can wait below the event.
          !empresa && 'order-first lg:order-none',
        )}
      >
        <Card className="flex flex-col gap-4">
          {empresa ? (
            <p className="text-sm text-muted">{t('eventos.detalle.empresaTexto')}</p>
          ) : (
            <InscripcionEvento evento={data} />
          )}
        </Card>
        {data.publico && !data.caducado ? <EnlaceCompartir urlAcceso={data.urlAcceso} /> : null}
        {volver}
      </aside>
    </div>
  );
}

function VolverEventos() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline">
      <Link to={LISTA}>
        <ArrowLeft aria-hidden="true" />
        {t('eventos.detalle.volver')}
      </Link>
    </Button>
  );
}

function EnlaceCompartir({ urlAcceso }: { urlAcceso: string }) {
  const { t } = useTranslation();
  const id = useId();
  const url = `${window.location.origin}${rutaEventoPublico(urlAcceso)}`;
  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('eventos.calendario.copiado'), tone: 'success' });
    } catch {
      toast({ title: t('eventos.calendario.noCopiado'), tone: 'danger' });
    }
  };
  return (
    <Card className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {t('eventos.detalle.compartir')}
      </label>
      <p className="text-xs text-muted">{t('eventos.detalle.compartirTexto')}</p>
      <div className="flex gap-2">
        <Input id={id} readOnly value={url} onFocus={(e) => e.target.select()} className="min-w-0 flex-1 text-xs" />
        <Button
          variant="outline"
          onClick={copiar}
          aria-label={`${t('eventos.calendario.copiar')}: ${t('eventos.detalle.compartir')}`}
        >
          <Copy aria-hidden="true" />
        </Button>
      </div>
    </Card>
  );
}
