import { type Cifras, type ClaveTabla, INFORMES_CIFRAS, type InformeCifras } from '@puente/contract/cifras';
import { AlertTriangle, Download, GraduationCap } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonDetail } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useCifras, useDescargarCifras } from '../api/cifras';
import { filtrosDeInforme, useFiltrosCifras } from '../hooks/filtros-url';
import { FiltrosCifrasBarra, nombreCurso } from './filtros-cifras';
import { TablaCifrasCard, useCelda } from './tabla-cifras';

export const rutaInforme = (informe: InformeCifras, busqueda = '') => `/gestion/cifras/${informe}${busqueda}`;

/** The areas' reports as tabs of links, the filters carried along (each report reads those it knows). */
export function NavInformes({ actual }: { actual: InformeCifras | null }) {
  const { t } = useTranslation();
  const busqueda = useLocation().search;
  const clase = (activa: boolean) =>
    cn(
      'rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
      activa ? 'border-primary bg-primary text-primary-fg' : 'border-border bg-surface text-fg hover:bg-subtle',
    );
  return (
    <nav aria-label={t('cifras.areas')}>
      <ul className="flex flex-wrap gap-2">
        <li>
          <NavLink to={`/gestion/cifras${busqueda}`} end className={({ isActive }) => clase(isActive)}>
            {t('cifras.panel')}
          </NavLink>
        </li>
        {INFORMES_CIFRAS.map((i) => (
          <li key={i}>
            <NavLink to={rutaInforme(i, busqueda)} className={() => clase(actual === i)}>
              {t(`cifras.informe.${i}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The headline figures of a report as a row of cards. */
export function Indicadores({ cifras, compacto = false }: { cifras: Cifras; compacto?: boolean }) {
  const { t } = useTranslation();
  const celda = useCelda();
  return (
    <dl className={cn('grid gap-3', compacto ? 'grid-cols-2' : 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-6')}>
      {cifras.indicadores.map((i) => (
        <div key={i.clave} className="flex flex-col gap-1 rounded-xl border border-border bg-surface p-3">
          <dt className="text-xs text-muted">{t(`cifras.indicador.${i.clave}`)}</dt>
          <dd className="text-xl font-semibold text-fg tabular-nums">{celda(i.valor, i.unidad)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The period a report covers, in words. */
export function usePeriodo() {
  const { t } = useTranslation();
  return (cifras: Cifras) =>
    cifras.desde === null
      ? t('cifras.periodoTodo')
      : t('cifras.periodo', { curso: nombreCurso(Number(cifras.desde.slice(0, 4))) });
}

/** A failed read: what happened and a way to try again. */
export function ErrorCifras({ reintentar }: { reintentar: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      as="section"
      titleAs="h2"
      icon={AlertTriangle}
      title={t('cifras.error.titulo')}
      description={t('cifras.error.texto')}
      action={
        <Button variant="outline" onClick={reintentar}>
          {t('cifras.error.reintentar')}
        </Button>
      }
    />
  );
}

/**
 * /gestion/cifras/:informe: one area's report. The filters it reads (kept in the address), its headline figures
 * with their CSV, then each table with its chart, a sentence saying what the chart shows, the table and its CSV.
 * Any staff member reads it.
 */
export function InformeCifrasPage({ informe, heading }: { informe: InformeCifras; heading: ReactNode }) {
  const { t } = useTranslation();
  const [filtros, cambiar] = useFiltrosCifras();
  const entrada = filtrosDeInforme(informe, filtros);
  const cifras = useCifras(informe, entrada);
  const csv = useDescargarCifras();
  const periodo = usePeriodo();
  const descargar = (tabla: ClaveTabla) => csv.mutate({ informe, tabla, ...entrada });
  const descargando = (tabla: ClaveTabla) => csv.isPending && csv.variables?.tabla === tabla;
  const c = cifras.data;

  let cuerpo: ReactNode;
  if (cifras.isPending) cuerpo = <SkeletonDetail label={t('cifras.cargando')} header={['h-24 w-full', 'h-72 w-full']} />;
  else if (!c) cuerpo = <ErrorCifras reintentar={() => void cifras.refetch()} />;
  else if (informe === 'seguimiento' && (c.encuestas ?? []).length === 0)
    cuerpo = (
      <EmptyState
        as="section"
        titleAs="h2"
        icon={GraduationCap}
        title={t('cifras.sinSeguimiento.titulo')}
        description={t('cifras.sinSeguimiento.texto')}
        action={
          <Button asChild variant="outline">
            <Link to="/gestion/encuestas">{t('cifras.sinSeguimiento.accion')}</Link>
          </Button>
        }
      />
    );
  else
    cuerpo = (
      <div className="flex flex-col gap-6">
        <Card as="section" aria-labelledby="cifras-indicadores" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="flex flex-col gap-1">
              <h2 id="cifras-indicadores" className="text-lg font-semibold text-fg">
                {t('cifras.indicadores')}
              </h2>
              <p className="text-sm text-muted" aria-live="polite">
                {periodo(c)}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => descargar('indicadores')}
              disabled={descargando('indicadores')}
              aria-busy={descargando('indicadores') || undefined}
              aria-label={t('cifras.descargarTabla', { tabla: t('cifras.indicadores') })}
            >
              <Download aria-hidden="true" />
              {t('cifras.descargar')}
            </Button>
          </div>
          <Indicadores cifras={c} />
        </Card>
        {c.tablas.map((tabla) => (
          <TablaCifrasCard
            key={tabla.clave}
            informe={informe}
            tabla={tabla}
            onDescargar={() => descargar(tabla.clave)}
            descargando={descargando(tabla.clave)}
          />
        ))}
      </div>
    );

  return (
    <div className="flex flex-col gap-6">
      {heading}
      <p className="max-w-3xl text-muted">{t(`cifras.intro.${informe}`)}</p>
      <NavInformes actual={informe} />
      <FiltrosCifrasBarra informe={informe} filtros={filtros} onCambiar={cambiar} encuestas={cifras.data?.encuestas} />
      {cuerpo}
    </div>
  );
}
