import { CalendarX2, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { rutaEvento } from '@/components/evento-vista/evento-card';
import { FichaEvento } from '@/components/evento-vista/ficha-evento';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonDetail } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-error';
import { rememberReturnUrl, useSession } from '@/lib/session';
import { useFichaEventoPublico } from '../api/ficha-evento-publico';
import { ErrorCargaEventos } from './error-carga';

/**
 * /evento-publico/:id: the page an anonymous visitor opens from a shared
 * link. The call to log in remembers the event, so the login returns to it
 * (/eventos/:id) to register; a logged-in reader gets a link there instead.
 */
export function EventoPublicoPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const { token } = useSession();
  const navigate = useNavigate();
  const { data, isPending, isError, error, refetch, isFetching } = useFichaEventoPublico(id);
  if (id === '')
    return (
      <EmptyState
        icon={CalendarX2}
        titleAs="h2"
        title={t('eventos.publico.sinIdTitulo')}
        description={t('eventos.publico.sinIdTexto')}
      />
    );
  if (isError && error instanceof ApiError && error.status === 74)
    return (
      <EmptyState
        icon={CalendarX2}
        titleAs="h2"
        title={t('eventos.detalle.noDisponibleTitulo')}
        description={t('eventos.detalle.noDisponibleTexto')}
      />
    );
  if (isPending) return <SkeletonDetail label={t('eventos.detalle.cargando')} header={['h-8 w-2/3']} />;
  if (isError) return <ErrorCargaEventos reintentar={refetch} reintentando={isFetching} />;
  const destino = rutaEvento(data.urlAcceso);
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <FichaEvento evento={data} />
      <aside className="flex flex-col gap-4 lg:sticky lg:top-bajo-cabecera lg:self-start">
        {!data.caducado && data.inscripcion ? (
          <Card className="flex flex-col gap-3">
            <h2 className="text-base font-semibold text-fg">{t('eventos.publico.llamada')}</h2>
            <p className="text-sm text-fg">{t('eventos.publico.llamadaTexto')}</p>
            {token ? (
              <Button asChild>
                <Link to={destino}>{t('eventos.publico.verEnPortal')}</Link>
              </Button>
            ) : (
              <Button
                onClick={() => {
                  rememberReturnUrl(destino);
                  navigate('/login');
                }}
              >
                <LogIn aria-hidden="true" />
                {t('eventos.publico.iniciarSesion')}
              </Button>
            )}
          </Card>
        ) : null}
      </aside>
    </div>
  );
}
