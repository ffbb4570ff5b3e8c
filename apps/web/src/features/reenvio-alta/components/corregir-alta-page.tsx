import {
  type AltaRechazada,
  DIAS_CORRECCION_ALTA,
  ETIQUETAS_MOTIVO_RECHAZO_EMPRESA,
  type ReenvioAltaInput,
} from '@puente/contract/empresa-cuenta';
import { PortalCodes } from '@puente/contract/errors/codes';
import { CircleCheck, Clock, Link2Off, MailOpen, RefreshCw, WifiOff } from 'lucide-react';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading, Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-error';
import { useBrand } from '@/lib/brand';
import { useFormato } from '@/lib/formato';
import { useLanguage } from '@/lib/i18n';
import { useTokenDelEnlace } from '@/lib/use-token-del-enlace';
import { useAltaRechazada, useReenviarAlta } from '../api/alta-rechazada';

/** Why the link opens no form: none in the address, or the API's 42 saying which (`datos.enlace`). */
type EstadoEnlace = 'sinEnlace' | 'desconocido' | 'usado' | 'caducado';

const estadoDe42 = (detalle: unknown): EstadoEnlace => {
  const enlace = (detalle as { enlace?: unknown } | null)?.enlace;
  return enlace === 'usado' || enlace === 'caducado' ? enlace : 'desconocido';
};

/** The request the form sends, without the link's token (the page adds it). */
export type SolicitudCorregida = Omit<ReenvioAltaInput, 'token'>;

/** What the page hands the sign-up's form (features/cuenta-empresa, composed by the route). */
export interface FormularioCorreccion {
  alta: AltaRechazada;
  /** Sends the corrected sign-up: true when it went out; false when the link turned out used or expired (the page says so). */
  enviar: (solicitud: SolicitudCorregida) => Promise<boolean>;
  /** After `enviar` said true: the page shows its confirmation. */
  onEnviada: () => void;
  textos: { cifIntro: string; enviar: string; enviando: string };
}

/** A heading that takes the focus when it appears: the content it stands for replaced what had it. */
function useTituloEnfocado() {
  return useCallback((elemento: HTMLHeadingElement | null) => elemento?.focus({ preventScroll: true }), []);
}

const ICONOS: Record<EstadoEnlace, typeof Clock> = {
  sinEnlace: MailOpen,
  desconocido: Link2Off,
  usado: CircleCheck,
  caducado: Clock,
};

function EnlaceNoSirve({ estado, enfocar }: { estado: EstadoEnlace; enfocar: boolean }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const titulo = useTituloEnfocado();
  const Icono = ICONOS[estado];
  return (
    <Card className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 text-center">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-subtle text-primary">
        <Icono aria-hidden="true" className="size-6" />
      </span>
      <h2 ref={enfocar ? titulo : undefined} tabIndex={-1} className="font-semibold text-fg text-lg outline-none">
        {t(`reenvioAlta.enlace.${estado}.titulo`)}
      </h2>
      <p className="max-w-md text-muted">{t(`reenvioAlta.enlace.${estado}.texto`, { dias: DIAS_CORRECCION_ALTA })}</p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        {estado === 'caducado' ? (
          <Button asChild size="lg">
            <a href={`mailto:${brand.contacto.email}`} className="break-all">
              {t('reenvioAlta.enlace.escribir', { email: brand.contacto.email })}
            </a>
          </Button>
        ) : null}
        <Button asChild size="lg" variant={estado === 'caducado' ? 'outline' : 'primary'}>
          <Link to="/">{t('reenvioAlta.enlace.inicio')}</Link>
        </Button>
      </div>
    </Card>
  );
}

/** The reason as the university gave it: the list's label in the reader's language, and their own words as written. */
function Motivo({ alta }: { alta: AltaRechazada }) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const brand = useBrand();
  const formato = useFormato();
  const { idMotivo, etiqueta, detalle } = alta.motivo;
  const titulo = idMotivo && idMotivo !== 'otro' ? ETIQUETAS_MOTIVO_RECHAZO_EMPRESA[idMotivo][idioma] : etiqueta;
  const parametros = { universidad: brand.nombreUniversidad, empresa: alta.empresa.nombreFiscal };
  return (
    <Card aria-labelledby="motivo-rechazo-titulo" className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h2 id="motivo-rechazo-titulo" className="font-semibold text-fg text-lg">
          {t('reenvioAlta.motivo.titulo')}
        </h2>
        <p className="text-muted text-sm">
          {alta.rechazadaEn
            ? t('reenvioAlta.motivo.intro', { ...parametros, fecha: formato.fecha(alta.rechazadaEn) })
            : t('reenvioAlta.motivo.sinFecha', parametros)}
        </p>
      </header>
      <div className="flex flex-col gap-3 rounded-xl border border-warning/30 bg-warning-bg p-4">
        {titulo ? <p className="font-semibold text-fg">{titulo}</p> : null}
        {detalle ? (
          <figure className="flex flex-col gap-1">
            <figcaption className="text-muted text-xs font-medium uppercase tracking-wide">
              {t('reenvioAlta.motivo.palabras')}
            </figcaption>
            <blockquote className="whitespace-pre-line break-words text-fg">{detalle}</blockquote>
          </figure>
        ) : null}
      </div>
      <p className="text-fg text-sm">{t('reenvioAlta.motivo.unaVez')}</p>
      <p className="text-muted text-sm">{t('reenvioAlta.motivo.caduca', { fecha: formato.fecha(alta.caduca) })}</p>
    </Card>
  );
}

function Enviada({ empresa, email }: { empresa: string; email: string }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const titulo = useTituloEnfocado();
  return (
    <Card className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 text-center">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-success-bg text-success">
        <CircleCheck aria-hidden="true" className="size-6" />
      </span>
      <h2 ref={titulo} tabIndex={-1} className="font-semibold text-fg text-lg outline-none">
        {t('reenvioAlta.enviada.titulo')}
      </h2>
      <p role="status" className="max-w-md break-words text-fg">
        {t('reenvioAlta.enviada.texto', { universidad: brand.nombreUniversidad, empresa, email })}
      </p>
      <p className="max-w-md text-muted text-sm">{t('reenvioAlta.enviada.definitiva')}</p>
      <Button asChild size="lg">
        <Link to="/">{t('reenvioAlta.enviada.inicio')}</Link>
      </Button>
    </Card>
  );
}

function Cargando() {
  const { t } = useTranslation();
  return (
    <Loading label={t('reenvioAlta.cargando')} className="flex flex-col gap-5">
      <Card as="div" className="flex flex-col gap-3">
        <Skeleton className="h-6 w-72 max-w-full" />
        <Skeleton className="h-4 w-96 max-w-full" />
        <Skeleton className="h-20" />
      </Card>
      <Card as="div" className="flex flex-col gap-4">
        <Skeleton className="h-3 w-40" />
        <Skeleton className="h-1.5" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </Card>
    </Loading>
  );
}

function ConEnlace({ token, formulario }: { token: string; formulario: (p: FormularioCorreccion) => ReactNode }) {
  const { t } = useTranslation();
  const alta = useAltaRechazada(token);
  const reenviar = useReenviarAlta();
  const [estado, setEstado] = useState<EstadoEnlace | null>(null);
  const [enviada, setEnviada] = useState<SolicitudCorregida | null>(null);
  const ultima = useRef<SolicitudCorregida | null>(null);

  if (enviada) return <Enviada empresa={enviada.empresa.nombreFiscal} email={enviada.contacto.email} />;
  if (estado) return <EnlaceNoSirve estado={estado} enfocar />;
  if (alta.isPending) return <Cargando />;
  if (alta.isError) {
    if (isApiError(alta.error) && alta.error.status === PortalCodes.ENLACE_CADUCADO) {
      return <EnlaceNoSirve estado={estadoDe42(alta.error.detalle)} enfocar={false} />;
    }
    return (
      <EmptyState
        as="section"
        titleAs="h2"
        icon={WifiOff}
        title={t('reenvioAlta.error.titulo')}
        description={t('reenvioAlta.error.texto')}
        action={
          <Button variant="outline" onClick={() => void alta.refetch()}>
            <RefreshCw aria-hidden="true" />
            {t('reenvioAlta.error.reintentar')}
          </Button>
        }
      />
    );
  }

  const enviar = async (solicitud: SolicitudCorregida) => {
    try {
      await reenviar.mutateAsync({ ...solicitud, token });
    } catch (error) {
      if (isApiError(error) && error.status === PortalCodes.ENLACE_CADUCADO) {
        setEstado(estadoDe42(error.detalle));
        return false;
      }
      throw error;
    }
    ultima.current = solicitud;
    return true;
  };

  return (
    <div className="flex flex-col gap-6">
      <Motivo alta={alta.data} />
      {formulario({
        alta: alta.data,
        enviar,
        onEnviada: () => setEnviada(ultima.current),
        textos: {
          cifIntro: t('reenvioAlta.formulario.cifIntro'),
          enviar: t('reenvioAlta.formulario.enviar'),
          enviando: t('reenvioAlta.formulario.enviando'),
        },
      })}
    </div>
  );
}

/**
 * /alta-empresa/corregir?token=, the link of a first rejection mail (issue
 * 25), without login: the reason, then the sign-up's own steps (given by the
 * route as `formulario`) starting from what the company sent; once resent, a
 * confirmation. A link that is used, expired or unknown says which. The token
 * leaves the address as soon as it is read.
 */
export function CorregirAltaPage({ formulario }: { formulario: (p: FormularioCorreccion) => ReactNode }) {
  const token = useTokenDelEnlace();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      {token ? (
        <ConEnlace key={token} token={token} formulario={formulario} />
      ) : (
        <EnlaceNoSirve estado="sinEnlace" enfocar={false} />
      )}
    </div>
  );
}
