import { PortalCodes } from '@puente/contract/errors/codes';
import type { SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import { Link2Off, MailOpen, RefreshCw, WifiOff } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading, Skeleton } from '@/components/ui/skeleton';
import { TRANSPORT_FAILURE } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { useBrand } from '@/lib/brand';
import { showError } from '@/lib/error-banner-store';
import { useTokenDelEnlace } from '@/lib/use-token-del-enlace';
import { usePracticaTutor } from '../api/practica-tutor';
import { DatosPracticaTutor } from './datos-practica-tutor';
import { ProyectoFormativoTutor } from './proyecto-formativo';
import { RespuestaTutor } from './respuesta-tutor';

/** An element that takes the focus when it appears: what it says replaced what had it (the buttons, the form). */
const enfocar = (elemento: HTMLElement | null) => elemento?.focus({ preventScroll: false });

/**
 * No link in the address, or one the API does not know or that has expired
 * (42, its message said as it came). Focused when an answer found it out, as
 * it replaced the buttons that had the focus.
 */
function EnlaceNoSirve({
  mensaje,
  sinEnlace = false,
  conFoco = false,
}: {
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
      <p className="max-w-md text-muted">{mensaje ?? t(`tutorPracticas.enlace.${clave}.texto`)}</p>
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

function Cargando() {
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

type Respuesta = 'aceptado' | 'devuelto';

/** What the tutor's answer did, said where the buttons were: it takes the focus they had. */
function Hecho({ respuesta }: { respuesta: Respuesta }) {
  const { t } = useTranslation();
  return (
    <div ref={enfocar} tabIndex={-1} className="rounded-xl outline-none">
      <Banner tone="success" role="status" title={t(`tutorPracticas.hecho.${respuesta}`)}>
        {t(`tutorPracticas.hecho.${respuesta}Texto`)}
      </Banner>
    </div>
  );
}

function ConEnlace({ token }: { token: string }) {
  const { t } = useTranslation();
  const practica = usePracticaTutor(token);
  const [hecho, setHecho] = useState<Respuesta | null>(null);
  const [caducado, setCaducado] = useState<{ mensaje: string | null } | null>(null);
  const [yaNoEnviado, setYaNoEnviado] = useState(false);
  const { refetch } = practica;

  const onRechazo = useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.status === PortalCodes.ENLACE_CADUCADO) {
        setCaducado({ mensaje: error.mensaje });
      } else if (isApiError(error) && error.status === PortalCodes.ACCION_NO_PERMITIDA) {
        // Someone else's change got there first (the company took the plan back): show it as it is now.
        setYaNoEnviado(true);
        void refetch();
      } else {
        showError(isApiError(error) ? error.status : TRANSPORT_FAILURE, isApiError(error) ? error.mensaje : null);
      }
    },
    [refetch],
  );

  if (caducado) return <EnlaceNoSirve mensaje={caducado.mensaje} conFoco />;
  if (practica.isPending) return <Cargando />;
  if (practica.isError) {
    if (isApiError(practica.error) && practica.error.status === PortalCodes.ENLACE_CADUCADO) {
      return <EnlaceNoSirve mensaje={practica.error.mensaje} />;
    }
    return (
      <EmptyState
        as="section"
        titleAs="h2"
        icon={WifiOff}
        title={t('tutorPracticas.error.titulo')}
        description={t('tutorPracticas.error.texto')}
        action={
          <Button variant="outline" onClick={() => void refetch()}>
            <RefreshCw aria-hidden="true" />
            {t('tutorPracticas.error.reintentar')}
          </Button>
        }
      />
    );
  }
  return (
    <Expediente
      practica={practica.data}
      token={token}
      hecho={hecho}
      yaNoEnviado={yaNoEnviado}
      onRespondido={(respuesta) => {
        setYaNoEnviado(false);
        setHecho(respuesta);
      }}
      onRechazo={onRechazo}
    />
  );
}

function Expediente({
  practica,
  token,
  hecho,
  yaNoEnviado,
  onRespondido,
  onRechazo,
}: {
  practica: SeguimientoPractica;
  token: string;
  hecho: Respuesta | null;
  yaNoEnviado: boolean;
  onRespondido: (respuesta: Respuesta) => void;
  onRechazo: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const pendiente = practica.proyecto?.estado === 'enviado';
  return (
    <div className="flex flex-col gap-5">
      {hecho ? <Hecho respuesta={hecho} /> : <p className="max-w-3xl text-muted">{t('tutorPracticas.intro')}</p>}
      {yaNoEnviado && !pendiente ? (
        <div ref={enfocar} tabIndex={-1} className="rounded-xl outline-none">
          <Banner tone="warning" role="status" title={t('tutorPracticas.respuesta.yaNoEnviado')}>
            {t('tutorPracticas.respuesta.yaNoEnviadoTexto')}
          </Banner>
        </div>
      ) : null}
      <DatosPracticaTutor practica={practica} />
      <ProyectoFormativoTutor proyecto={practica.proyecto} />
      {pendiente ? <RespuestaTutor token={token} onRespondido={onRespondido} onRechazo={onRechazo} /> : null}
    </div>
  );
}

/**
 * /tutor/academico?token=, the academic tutor's personal link from
 * the mail (decision 042), without login: the internship, its training plan
 * and, while the plan awaits review, accepting it or sending it back with
 * remarks. A link the API does not know or that has expired (42) says so.
 * The token leaves the address as soon as it is read.
 */
export function ProyectoFormativoPage() {
  const token = useTokenDelEnlace();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      {token ? <ConEnlace key={token} token={token} /> : <EnlaceNoSirve sinEnlace />}
    </div>
  );
}
