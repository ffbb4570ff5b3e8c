import type { LucideIcon } from 'lucide-react';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { EmptyNote } from '@/components/ui/empty-state';
import { SkeletonList } from '@/components/ui/skeleton';

export interface AreaGestion {
  to: string;
  titulo: string;
  descripcion: string;
  icono: LucideIcon;
}

export interface InicioGestionProps {
  /** The member's first name, once miCuentaGestor has answered. */
  nombre: string | undefined;
  cargando: boolean;
  /** The areas the member's permissions open (app/layout/gestion/menu-gestion.ts), home left out. */
  areas: AreaGestion[];
}

/**
 * /gestion, the staff's home ("Pendiente"): for now a greeting and the areas the member can open; the work
 * queue of what waits for staff comes with its own screen.
 */
export function InicioGestion({ nombre, cargando, areas }: InicioGestionProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-fg sm:text-3xl">
          {nombre ? t('gestion.inicio.saludo', { nombre }) : t('gestion.inicio.titulo')}
        </h1>
        <p className="max-w-2xl text-muted">{t('gestion.inicio.intro')}</p>
      </div>
      <section aria-labelledby="gestion-areas" className="flex flex-col gap-4">
        <h2 id="gestion-areas" className="text-lg font-semibold text-fg">
          {t('gestion.inicio.areas')}
        </h2>
        {cargando ? (
          <SkeletonList label={t('gestion.inicio.cargando')} count={2} className="grid gap-4 sm:grid-cols-2" row="h-24 w-full" />
        ) : areas.length === 0 ? (
          <EmptyNote>{t('gestion.inicio.sinAreas')}</EmptyNote>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {areas.map(({ to, titulo, descripcion, icono: Icono }) => (
              <li key={to}>
                <Card as="div" padding="none" className="h-full">
                  <Link to={to} className="group flex h-full items-start gap-4 rounded-2xl p-5 hover:bg-subtle/60">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-subtle text-primary">
                      <Icono aria-hidden="true" className="size-5" />
                    </span>
                    <span className="flex flex-1 flex-col gap-1">
                      <span className="font-semibold text-fg">{titulo}</span>
                      <span className="text-sm text-muted">{descripcion}</span>
                    </span>
                    <ChevronRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-muted" />
                  </Link>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
