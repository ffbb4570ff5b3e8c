import { ArrowRight, CalendarRange } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useBrand } from '@/lib/brand';
import { conParticipacion, useProgramasActivos } from '../api/programas-activos';

/** The company home's optional programmes tile (spec §2): how many are active and how many the company has joined. */
export function ProgramasInicioEmpresa() {
  const { t } = useTranslation();
  const brand = useBrand();
  const { data, isPending, isError } = useProgramasActivos('Empresa', brand.flags.hasProgramaPracticasActivo);
  if (!brand.flags.hasProgramaPracticasActivo || isError || (data && data.length === 0)) return null;
  const adheridos = (data ?? []).filter((p) => conParticipacion(p) && p.participacion.estadoAdhesion === 'adherida').length;
  return (
    <section aria-labelledby="inicio-programas">
      <Link
        to="/programas-practicas-activos"
        className="group flex items-center gap-4 rounded-2xl border border-border bg-surface p-4 shadow-card transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-raised sm:p-5"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-subtle text-primary transition group-hover:bg-primary group-hover:text-primary-fg">
          <CalendarRange aria-hidden="true" className="size-5" />
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h2 id="inicio-programas" className="text-base font-semibold text-fg">
            {t('programas.inicio.tileTitulo')}
          </h2>
          {isPending ? (
            <Skeleton className="h-4 w-48" />
          ) : (
            <span className="text-sm text-muted">{t('programas.inicio.tileTexto', { count: data.length, adheridos })}</span>
          )}
        </span>
        <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-primary transition group-hover:translate-x-0.5" />
      </Link>
    </section>
  );
}
