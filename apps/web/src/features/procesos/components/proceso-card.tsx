import type { ProcesoResumen } from '@puente/contract/endpoints/procesos';
import { Armchair, ArrowRight, CalendarClock, CalendarDays, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useBrand } from '@/lib/brand';
import { accionesDeResumen } from '../acciones';
import { AccionesOferta } from './acciones-oferta';
import { EstadoOfertaBadge, PerfilBadge, PlazoCerradoBadge } from './badges';

export interface ProcesoCardProps {
  proceso: ProcesoResumen;
  onCopiadaContrario: (idOferta: number) => void;
}

/** One offer in "Mis ofertas": profile, state, dates, candidates and its actions. */
export function ProcesoCard({ proceso, onCopiadaContrario }: ProcesoCardProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const acciones = accionesDeResumen(proceso, brand);
  const tituloId = `proceso-${proceso.idOferta}-titulo`;
  return (
    <Card
      as="article"
      padding="none"
      aria-labelledby={tituloId}
      className="flex h-full flex-col gap-4 p-5 transition hover:border-primary/30 hover:shadow-raised"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-2.5">
          <div className="flex flex-wrap gap-1.5">
            <PerfilBadge idPerfil={proceso.idPerfil} />
            <EstadoOfertaBadge idEstado={proceso.idEstado} fallback={proceso.Estado} />
            {proceso.plazoCerrado && proceso.idEstado === 2 ? <PlazoCerradoBadge /> : null}
          </div>
          <h2 id={tituloId} className="text-base leading-snug font-semibold text-fg sm:text-lg">
            <Link to={`/oferta/${proceso.idOferta}`} className="rounded hover:text-primary hover:underline">
              {proceso.titulo}
            </Link>
          </h2>
        </div>
        <AccionesOferta proceso={proceso} acciones={acciones} variante="lista" onCopiadaContrario={onCopiadaContrario} />
      </div>
      <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-muted">
        <li className="flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4" />
          {proceso.fechaPublicacion
            ? t('procesos.datos.publicadaEl', { fecha: proceso.fechaPublicacion })
            : t('procesos.datos.creadaEl', { fecha: proceso.fechaCreacion })}
        </li>
        {proceso.fechaLimite ? (
          <li className="flex items-center gap-1.5">
            <CalendarClock aria-hidden="true" className="size-4" />
            {t('procesos.datos.hasta', { fecha: proceso.fechaLimite })}
          </li>
        ) : null}
        <li className="flex items-center gap-1.5">
          <Armchair aria-hidden="true" className="size-4" />
          {t('procesos.datos.plazasN', { count: proceso.plazas })}
        </li>
      </ul>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
        <p className="flex items-center gap-2 text-sm text-fg">
          <UsersRound aria-hidden="true" className="size-4 text-muted" />
          <span className="font-medium">{t('procesos.candidatosN', { count: proceso.numCandidatos })}</span>
          {proceso.numCandidatosNuevos > 0 ? (
            <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-fg">
              {t('procesos.nuevosN', { count: proceso.numCandidatosNuevos })}
            </span>
          ) : null}
        </p>
        <Button asChild variant="secondary" size="sm">
          <Link to={`/oferta/${proceso.idOferta}`} aria-label={t('procesos.verCandidatosDe', { titulo: proceso.titulo })}>
            {t('procesos.verCandidatos')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </Card>
  );
}
