import { ETIQUETAS_PENDIENTE, type Pendiente, type TipoPendiente } from '@puente/contract/pendiente';
import { CheckCircle2, ChevronRight, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonList } from '@/components/ui/skeleton';
import { formatHace } from '@/lib/formato';
import { useLanguage } from '@/lib/i18n';

/** The screen that handles each kind of waiting work, where one exists yet. */
export const DESTINO_PENDIENTE: Partial<Record<TipoPendiente, string>> = {
  ofertas: '/gestion/ofertas?estado=1',
  bajas: '/gestion/alumnos/bajas',
};

export interface InicioGestionProps {
  /** The member's first name, once miCuentaGestor has answered. */
  nombre: string | undefined;
  /** The work queue (GET /api/Gestion/pendiente), undefined while it loads or when it failed. */
  pendiente: Pendiente | undefined;
  cargando: boolean;
  error: boolean;
  onReintentar: () => void;
  /** Now, for "desde hace 3 días" (a prop so tests fix it). */
  ahora?: number;
}

/**
 * /gestion, the staff's home ("Pendiente"): the greeting and the work queue, one card per kind the member
 * reads with how many wait and since when, linking to the screen that handles it.
 */
export function InicioGestion({ nombre, pendiente, cargando, error, onReintentar, ahora = Date.now() }: InicioGestionProps) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const conTrabajo = (pendiente ?? []).filter((p) => p.total > 0);
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-fg sm:text-3xl">
          {nombre ? t('gestion.inicio.saludo', { nombre }) : t('gestion.inicio.titulo')}
        </h1>
        <p className="max-w-2xl text-muted">{t('gestion.inicio.intro')}</p>
      </div>
      <section aria-labelledby="gestion-pendiente" className="flex flex-col gap-4">
        <h2 id="gestion-pendiente" className="text-lg font-semibold text-fg">
          {t('gestion.inicio.pendiente')}
        </h2>
        {cargando ? (
          <SkeletonList label={t('gestion.inicio.cargando')} count={2} className="grid gap-4 sm:grid-cols-2" row="h-24 w-full" />
        ) : error ? (
          <EmptyState
            title={t('gestion.inicio.error')}
            action={
              <Button variant="outline" onClick={onReintentar}>
                {t('gestion.inicio.reintentar')}
              </Button>
            }
          />
        ) : conTrabajo.length === 0 ? (
          <EmptyState
            icon={CheckCircle2}
            title={t('gestion.inicio.nadaPendiente')}
            description={t('gestion.inicio.nadaPendienteTexto')}
          />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {conTrabajo.map((p) => {
              const destino = DESTINO_PENDIENTE[p.tipo];
              const contenido = (
                <>
                  <span className="min-w-14 text-3xl font-semibold tabular-nums text-primary">
                    {t('gestion.inicio.total', { total: p.total })}
                  </span>
                  <span className="flex flex-1 flex-col gap-1">
                    <span className="font-semibold text-fg">{ETIQUETAS_PENDIENTE[p.tipo][idioma]}</span>
                    {p.desde ? (
                      <span className="flex items-center gap-1.5 text-sm text-muted">
                        <Clock aria-hidden="true" className="size-4" />
                        {ahora - Date.parse(p.desde) < 60_000
                          ? t('gestion.inicio.recien')
                          : t('gestion.inicio.desde', { hace: formatHace(p.desde, idioma, ahora) })}
                      </span>
                    ) : null}
                  </span>
                </>
              );
              return (
                <li key={p.tipo}>
                  <Card as="div" padding="none" className="h-full">
                    {destino ? (
                      <Link to={destino} className="group flex h-full items-center gap-4 rounded-2xl p-5 hover:bg-subtle/60">
                        {contenido}
                        <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted" />
                      </Link>
                    ) : (
                      <div className="flex h-full items-center gap-4 p-5">{contenido}</div>
                    )}
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
