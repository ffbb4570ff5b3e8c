import type { RequisitoInicio } from '@puente/contract/seguimiento-practicas';
import { Clock, RefreshCw } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Loading, Skeleton } from '@/components/ui/skeleton';
import { useSeguimientoPractica } from '../api/seguimiento';
import { claveRequisito } from '../etiquetas';
import { ID_CAMPO_NSS } from './datos-practica';

export interface PendienteInicioProps {
  idPractica: number;
  /** Present while the bank-data form on this page asks for the NUSS: takes the student to that field. */
  irANss?: () => void;
}

/**
 * An accepted internship that has not started: what still stops it (the
 * record's `requisitosPendientes`, in order) and, in the API's words, who
 * registers the student with the Social Security and why.
 */
export function PendienteInicio({ idPractica, irANss }: PendienteInicioProps) {
  const { t } = useTranslation();
  const seguimiento = useSeguimientoPractica(idPractica);
  const titulo = `practica-${idPractica}-inicio`;
  const lista = `practica-${idPractica}-falta`;

  if (seguimiento.isPending) {
    return (
      <Loading label={t('practicasAlumno.inicio.cargando')}>
        <Skeleton className="h-20 w-full rounded-xl" />
      </Loading>
    );
  }
  if (seguimiento.isError) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-subtle p-4">
        <p className="text-sm text-fg">{t('practicasAlumno.inicio.error')}</p>
        <Button variant="outline" size="sm" onClick={() => void seguimiento.refetch()}>
          <RefreshCw aria-hidden="true" />
          {t('practicasAlumno.reintentar')}
        </Button>
      </div>
    );
  }

  const { requisitosPendientes, cotizacion } = seguimiento.data;
  const alNss = (evento: MouseEvent<HTMLAnchorElement>) => {
    evento.preventDefault();
    irANss?.();
  };
  return (
    <section aria-labelledby={titulo} className="flex gap-3 rounded-xl border border-warning/30 bg-warning-bg p-4">
      <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
      <div className="flex min-w-0 flex-col gap-2">
        <h3 id={titulo} className="font-semibold leading-snug text-fg">
          {t('practicasAlumno.inicio.titulo')}
        </h3>
        {requisitosPendientes.length > 0 ? (
          <>
            <p id={lista} className="text-sm text-fg">
              {t('practicasAlumno.inicio.falta')}
            </p>
            <ul aria-labelledby={lista} className="flex list-disc flex-col gap-1 ps-5 text-sm text-fg">
              {requisitosPendientes.map((requisito: RequisitoInicio) => (
                <li key={requisito}>
                  {t(claveRequisito[requisito])}
                  {requisito === 'nss' && irANss ? (
                    <>
                      {' · '}
                      <a
                        href={`#${ID_CAMPO_NSS}`}
                        onClick={alNss}
                        className="font-medium text-primary underline underline-offset-2"
                      >
                        {t('practicasAlumno.inicio.nssEscribir')}
                      </a>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {cotizacion.explicacion ? <p className="text-sm leading-relaxed text-fg">{cotizacion.explicacion}</p> : null}
      </div>
    </section>
  );
}
