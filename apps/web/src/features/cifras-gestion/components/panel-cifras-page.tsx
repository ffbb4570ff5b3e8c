import { INFORMES_CIFRAS, type InformeCifras } from '@puente/contract/cifras';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCifras } from '../api/cifras';
import { filtrosDeInforme, useFiltrosCifras } from '../hooks/filtros-url';
import { FiltrosCifrasBarra } from './filtros-cifras';
import { GraficoCifras } from './grafico-cifras';
import { ErrorCifras, Indicadores, NavInformes, rutaInforme, usePeriodo } from './informe-cifras-page';
import { useNombreFila } from './tabla-cifras';

/** One area on the dashboard: its headline figures, its first table's chart with its sentence, and the way in. */
function AreaCifras({ informe, curso }: { informe: InformeCifras; curso: ReturnType<typeof useFiltrosCifras>[0] }) {
  const { t } = useTranslation();
  const busqueda = useLocation().search;
  const cifras = useCifras(informe, filtrosDeInforme(informe, curso));
  const nombreFila = useNombreFila();
  const periodo = usePeriodo();
  const c = cifras.data;
  const tabla = c?.tablas.find((x) => x.grafico !== null && x.datos.length > 0);
  const tituloId = `cifras-area-${informe}`;
  return (
    <Card
      as="section"
      aria-labelledby={tituloId}
      aria-busy={cifras.isPending || undefined}
      className="flex min-w-0 flex-col gap-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={tituloId} className="text-lg font-semibold text-fg">
          {t(`cifras.informe.${informe}`)}
        </h2>
        {c ? <p className="text-xs text-muted">{periodo(c)}</p> : null}
      </div>
      {cifras.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : !c ? (
        <ErrorCifras reintentar={() => void cifras.refetch()} />
      ) : informe === 'seguimiento' && (c.encuestas ?? []).length === 0 ? (
        <p className="text-sm text-muted">{t('cifras.sinSeguimiento.titulo')}</p>
      ) : (
        <>
          <Indicadores cifras={c} compacto />
          {tabla ? (
            <GraficoCifras
              tabla={tabla}
              nombreSerie={(s) => t(`cifras.columna.${s}`)}
              puntos={tabla.datos.slice(0, 12).map((f) => ({
                nombre: nombreFila(tabla, f),
                ...Object.fromEntries(
                  (tabla.grafico?.series ?? []).map((s) => {
                    const v = f.valores[tabla.columnas.findIndex((col) => col.clave === s)];
                    return [s, typeof v === 'number' ? v : 0];
                  }),
                ),
              }))}
            />
          ) : null}
        </>
      )}
      <Link
        to={rutaInforme(informe, busqueda)}
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {t('cifras.verInforme', { informe: t(`cifras.informe.${informe}`) })}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </Card>
  );
}

/**
 * /gestion/cifras: the office's numbers at a glance for an academic year, one card per area with its headline
 * figures and a chart, each leading to the area's report with its tables and CSV. Any staff member reads it.
 */
export function PanelCifrasPage({ heading }: { heading: ReactNode }) {
  const { t } = useTranslation();
  const [filtros, cambiar] = useFiltrosCifras();
  return (
    <div className="flex flex-col gap-6">
      {heading}
      <p className="max-w-3xl text-muted">{t('cifras.intro.panel')}</p>
      <NavInformes actual={null} />
      <FiltrosCifrasBarra informe={null} filtros={filtros} onCambiar={cambiar} />
      <div className="grid gap-6 lg:grid-cols-2">
        {INFORMES_CIFRAS.map((informe) => (
          <AreaCifras key={informe} informe={informe} curso={filtros} />
        ))}
      </div>
    </div>
  );
}
