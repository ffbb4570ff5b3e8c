import { PortalCodes } from '@puente/contract/errors/codes';
import type { SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import { ArrowLeft, FileSearch, RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mostrarRechazo } from '@/components/formularios-empresa/rechazo';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Loading, Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-error';
import { useSeguimiento } from '../api/seguimiento';
import { AnexoEmpresa, AusenciasEmpresa } from './anexo-y-ausencias';
import { ProyectoFormativo } from './proyecto-formativo';
import { ResumenPractica } from './resumen-practica';
import { SeguridadSocial } from './seguridad-social';

/** Where the company's internships are listed, and where this page goes back to. */
const RUTA_LISTA = '/documentacion';

/**
 * /documentacion/practicas/:id, the company's record of one internship
 * (decision 042): the summary and what still stops it from starting, the
 * Social Security registration, the absences, the training plan, and the
 * annex with its signed copy. Not this company's, or no such internship
 * (45, or an id that is no number): not found.
 */
export function ExpedientePracticaPage({ idPractica }: { idPractica: number | null }) {
  if (idPractica === null) return <NoEncontrada />;
  return <Expediente idPractica={idPractica} />;
}

function Expediente({ idPractica }: { idPractica: number }) {
  const seguimiento = useSeguimiento(idPractica);
  const { error } = seguimiento;
  const noEncontrada = isApiError(error) && error.status === PortalCodes.PRACTICANTE_NO_ENCONTRADO;

  // The query is silent so that a 45 is said here alone; any other failure goes to the banner (and its report).
  useEffect(() => {
    if (error && !(isApiError(error) && error.status === PortalCodes.PRACTICANTE_NO_ENCONTRADO)) mostrarRechazo(error);
  }, [error]);

  if (noEncontrada) return <NoEncontrada />;
  if (seguimiento.isPending) return <Cargando />;
  if (seguimiento.isError) return <ErrorCarga reintentar={() => void seguimiento.refetch()} />;
  return <Contenido practica={seguimiento.data} />;
}

function Contenido({ practica }: { practica: SeguimientoPractica }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-5">
      <ResumenPractica practica={practica} />
      <SeguridadSocial practica={practica} />
      <AusenciasEmpresa practica={practica} />
      <ProyectoFormativo practica={practica} />
      <AnexoEmpresa practica={practica} />
      <div>
        <Button asChild variant="ghost">
          <Link to={RUTA_LISTA}>
            <ArrowLeft aria-hidden="true" />
            {t('expedientePractica.volver')}
          </Link>
        </Button>
      </div>
    </div>
  );
}

function NoEncontrada() {
  const { t } = useTranslation();
  return (
    <EmptyState
      as="section"
      titleAs="h2"
      icon={FileSearch}
      title={t('expedientePractica.noEncontrada.titulo')}
      description={t('expedientePractica.noEncontrada.texto')}
      action={
        <Button asChild variant="outline">
          <Link to={RUTA_LISTA}>
            <ArrowLeft aria-hidden="true" />
            {t('expedientePractica.volver')}
          </Link>
        </Button>
      }
    />
  );
}

/** The banner said why; here, a retry. */
function ErrorCarga({ reintentar }: { reintentar: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-border px-4 py-5">
      <p className="text-sm text-muted">{t('expedientePractica.error')}</p>
      <Button variant="outline" size="sm" onClick={reintentar}>
        <RefreshCw aria-hidden="true" />
        {t('expedientePractica.reintentar')}
      </Button>
    </div>
  );
}

/** The page's shape while it loads: the summary, then the two sections. */
function Cargando() {
  const { t } = useTranslation();
  return (
    <Loading label={t('expedientePractica.cargando')} className="flex flex-col gap-5">
      <Card as="div" className="flex flex-col gap-4">
        <Skeleton className="h-6 w-56 max-w-full" />
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      </Card>
      <Card as="div" className="flex flex-col gap-3">
        <Skeleton className="h-6 w-48 max-w-full" />
        <Skeleton className="h-16" />
        <Skeleton className="h-24" />
      </Card>
      <Card as="div" className="flex flex-col gap-3">
        <Skeleton className="h-6 w-48 max-w-full" />
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </Card>
    </Loading>
  );
}
