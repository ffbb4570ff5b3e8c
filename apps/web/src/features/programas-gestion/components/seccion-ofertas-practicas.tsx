import type { EstadoPractica } from '@puente/contract/practicas-empresa';
import type { EstadoOferta } from '@puente/contract/procesos';
import { etiquetasEstadoOferta } from '@puente/contract/procesos';
import type { OfertasYPracticasPrograma } from '@puente/contract/programas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyNote } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { usePermite } from '@/lib/cuenta-gestor';
import { formatFecha } from '@/lib/formato';
import { useLanguage } from '@/lib/i18n';
import { useOfertasYPracticasPrograma } from '../api/adhesiones-programa';
import { ErrorSeccion } from './error-seccion';
import { PILDORA } from './etiquetas';

type Oferta = OfertasYPracticasPrograma['ofertas'][number];
type Practica = OfertasYPracticasPrograma['practicas'][number];

/** The i18n key of each internship state (the API's label is Spanish only). */
const claveEstadoPractica: Record<EstadoPractica, string> = {
  propuesta: 'programasGestion.practicas.estado.propuesta',
  aceptada: 'programasGestion.practicas.estado.aceptada',
  en_curso: 'programasGestion.practicas.estado.enCurso',
  finalizada: 'programasGestion.practicas.estado.finalizada',
  certificada: 'programasGestion.practicas.estado.certificada',
  rechazada: 'programasGestion.practicas.estado.rechazada',
  anulada: 'programasGestion.practicas.estado.anulada',
};

const FILA = 'flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between sm:gap-4';

/** A row's title: a link to its staff page when the member may read it, plain text otherwise. */
function Titulo({ a, children }: { a: string | null; children: ReactNode }) {
  return a ? (
    <Link to={a} className="font-medium text-fg underline-offset-4 [overflow-wrap:anywhere] hover:underline">
      {children}
    </Link>
  ) : (
    <span className="font-medium text-fg [overflow-wrap:anywhere]">{children}</span>
  );
}

function FilaOferta({ oferta: o, enlazar }: { oferta: Oferta; enlazar: boolean }) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const estado = etiquetasEstadoOferta[o.idEstado as EstadoOferta]?.[idioma] ?? o.etiquetaEstado;
  return (
    <li className={FILA}>
      <span className="flex min-w-0 flex-col gap-0.5">
        <Titulo a={enlazar ? `/gestion/ofertas/${o.idOferta}` : null}>{o.titulo}</Titulo>
        <span className="text-sm text-muted [overflow-wrap:anywhere]">{o.empresa}</span>
      </span>
      <span className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        <span className={`${PILDORA} bg-subtle text-fg`}>{estado}</span>
        <span>{t('programasGestion.ofertas.plazas', { count: o.plazas })}</span>
        <span>{t('programasGestion.ofertas.candidaturas', { count: o.candidaturas })}</span>
      </span>
    </li>
  );
}

function FilaPractica({ practica: p }: { practica: Practica }) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  return (
    <li className={FILA}>
      <span className="flex min-w-0 flex-col gap-0.5">
        <Titulo a={`/gestion/practicas/${p.idPractica}`}>{p.alumno}</Titulo>
        <span className="text-sm text-muted [overflow-wrap:anywhere]">{p.empresa}</span>
      </span>
      <span className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        <span className={`${PILDORA} bg-subtle text-fg`}>{t(claveEstadoPractica[p.estado])}</span>
        <span className="tabular-nums">
          {t('programasGestion.practicas.fechas', {
            inicio: formatFecha(p.fechaInicio, idioma),
            fin: formatFecha(p.fechaFin, idioma),
          })}
        </span>
      </span>
    </li>
  );
}

function Subseccion({ id, titulo, children }: { id: string; titulo: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-base font-semibold text-fg">
        {titulo}
      </h3>
      {children}
    </section>
  );
}

/**
 * What the programme has produced: its offers (state, places, candidacies), linked to the offer's staff page
 * for members who read offers, and the internships it gave, linked to their record; the newest first.
 */
export function SeccionOfertasPracticas({ idPrograma }: { idPrograma: number }) {
  const { t } = useTranslation();
  const puedeLeer = usePermite('practicas:leer');
  const leeOfertas = usePermite('empresas:leer');
  const datos = useOfertasYPracticasPrograma(idPrograma, puedeLeer);

  if (datos.isPending)
    return (
      <div role="status" aria-label={t('programasGestion.ofertas.cargando')} className="flex flex-col gap-3">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-14 w-full rounded-xl" />
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-14 w-full rounded-xl" />
      </div>
    );
  if (datos.isError) return <ErrorSeccion reintentar={() => void datos.refetch()} />;

  const { ofertas, practicas } = datos.data;
  return (
    <div className="flex flex-col gap-6">
      <Subseccion id="programa-ofertas" titulo={t('programasGestion.ofertas.titulo', { count: ofertas.length })}>
        {ofertas.length === 0 ? (
          <EmptyNote>{t('programasGestion.ofertas.vacio')}</EmptyNote>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {ofertas.map((o) => (
              <FilaOferta key={o.idOferta} oferta={o} enlazar={leeOfertas} />
            ))}
          </ul>
        )}
      </Subseccion>
      <Subseccion id="programa-practicas" titulo={t('programasGestion.practicas.titulo', { count: practicas.length })}>
        {practicas.length === 0 ? (
          <EmptyNote>{t('programasGestion.practicas.vacio')}</EmptyNote>
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {practicas.map((p) => (
              <FilaPractica key={p.idPractica} practica={p} />
            ))}
          </ul>
        )}
      </Subseccion>
    </div>
  );
}
