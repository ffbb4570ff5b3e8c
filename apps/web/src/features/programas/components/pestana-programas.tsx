import { HOME_OFERTAS_POR_PESTANA } from '@puente/contract/constants';
import { ArrowRight, CalendarRange } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyNote } from '@/components/ui/empty-state';
import { SkeletonList } from '@/components/ui/skeleton';
import type { TabItem } from '@/components/ui/tabs';
import { useBrand } from '@/lib/brand';
import { useSession } from '@/lib/session';
import { conParticipacion, useProgramasActivos } from '../api/programas-activos';
import { PROGRAMAS_PLACEHOLDERS } from './constantes';
import { EstadoParticipacion } from './participacion';
import { rutaPrograma } from './programa-card';

/**
 * The student home's 'Programas activos' tab (spec §2), first of the tabs,
 * when the brand has `hasProgramaPracticasInHome`; null otherwise.
 */
export function usePestanaProgramas(): TabItem | null {
  const { t } = useTranslation();
  const brand = useBrand();
  // Asked here, so the tab's list is on its way before the tab is drawn.
  useProgramasActivos('Alumno', brand.flags.hasProgramaPracticasActivo && brand.flags.hasProgramaPracticasInHome);
  if (!brand.flags.hasProgramaPracticasActivo || !brand.flags.hasProgramaPracticasInHome) return null;
  return {
    value: 'programas',
    label: (
      <>
        <CalendarRange aria-hidden="true" />
        {t('programas.inicio.pestana')}
      </>
    ),
    content: <ListaProgramasInicio />,
  };
}

function ListaProgramasInicio() {
  const { t } = useTranslation();
  const { userType } = useSession();
  const { data, isPending, isError } = useProgramasActivos(userType);
  return (
    <div className="flex flex-col gap-3">
      {isPending ? (
        <SkeletonList label={t('programas.inicio.cargando')} count={PROGRAMAS_PLACEHOLDERS} row="h-20 w-full rounded-2xl" />
      ) : isError ? (
        <EmptyNote>{t('programas.inicio.error')}</EmptyNote>
      ) : data.length === 0 ? (
        <EmptyNote>{t('programas.lista.vacioTitulo')}</EmptyNote>
      ) : (
        <ul className="flex flex-col gap-3">
          {data.slice(0, HOME_OFERTAS_POR_PESTANA).map((p) => (
            <li key={p.idPrograma}>
              <Link
                to={rutaPrograma(p.idPrograma)}
                className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4 shadow-card transition hover:border-primary/40 sm:flex-row sm:items-center sm:justify-between"
              >
                <span className="flex min-w-0 flex-col gap-0.5">
                  <span className="font-semibold text-fg">{p.titulo}</span>
                  {p.financiacion ? <span className="text-sm text-muted">{p.financiacion}</span> : null}
                </span>
                {conParticipacion(p) ? (
                  <EstadoParticipacion participacion={p.participacion} empresa={false} conMotivo={false} />
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link
        to="/programas-practicas-activos"
        className="inline-flex w-fit items-center gap-1.5 self-end rounded-md text-sm font-semibold text-primary hover:underline"
      >
        {t('programas.inicio.verTodos')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}
