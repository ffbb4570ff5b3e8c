import { ID_PERFIL } from '@puente/contract/constants';
import { EstadoOferta } from '@puente/contract/procesos';
import { ArrowRight, Briefcase, GraduationCap, type LucideIcon, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useBrand } from '@/lib/brand';
import { cn } from '@/lib/cn';
import { useProcesos } from '../api/procesos';

interface Tile {
  key: string;
  to: string;
  icon: LucideIcon;
  titulo: string;
  texto: string;
  /** Count tiles show a number; action tiles a call to act. */
  cuenta?: number;
}

/**
 * Company home (spec §2): published internship offers (processes in state 2
 * of profile 2), publish an internship offer, published job offers and
 * publish a job offer — the job pair hidden when the brand has no jobs.
 */
export function ResumenOfertas() {
  const { t } = useTranslation();
  const brand = useBrand();
  const procesos = useProcesos();
  const publicadas = (idPerfil: number) =>
    (procesos.data ?? []).filter((p) => p.idEstado === EstadoOferta.PUBLICADA && p.idPerfil === idPerfil).length;
  const nuevos = (procesos.data ?? []).reduce((total, p) => total + p.numCandidatosNuevos, 0);

  const tiles: Tile[] = [
    {
      key: 'practicas',
      to: '/mis-ofertas?perfil=practicas&estado=2',
      icon: GraduationCap,
      titulo: t('inicioEmpresa.practicasPublicadas'),
      texto: t('inicioEmpresa.verOfertas'),
      cuenta: publicadas(ID_PERFIL.PRACTICAS),
    },
    {
      key: 'nuevaPracticas',
      to: '/nueva-oferta/practicas',
      icon: Plus,
      titulo: t('inicioEmpresa.publicarPracticas'),
      texto: t('inicioEmpresa.publicarPracticasTexto'),
    },
    ...(brand.flags.withoutEmpleo
      ? []
      : [
          {
            key: 'empleo',
            to: '/mis-ofertas?perfil=empleo&estado=2',
            icon: Briefcase,
            titulo: t('inicioEmpresa.empleoPublicadas'),
            texto: t('inicioEmpresa.verOfertas'),
            cuenta: publicadas(ID_PERFIL.EMPLEO),
          },
          {
            key: 'nuevaEmpleo',
            to: '/nueva-oferta/empleo',
            icon: Plus,
            titulo: t('inicioEmpresa.publicarEmpleo'),
            texto: t('inicioEmpresa.publicarEmpleoTexto'),
          },
        ]),
  ];

  return (
    <section aria-labelledby="inicio-ofertas" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="inicio-ofertas" className="text-lg font-semibold text-fg">
          {t('inicioEmpresa.titulo')}
        </h2>
        <Link
          to="/mis-ofertas"
          className="inline-flex items-center gap-1 rounded text-sm font-medium text-primary hover:underline"
        >
          {t('inicioEmpresa.misOfertas')}
          {nuevos > 0 ? (
            <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-fg">
              {t('inicioEmpresa.nuevos', { count: nuevos })}
            </span>
          ) : null}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <ul className={cn('grid grid-cols-2 gap-3', tiles.length === 4 && 'xl:grid-cols-4')}>
        {tiles.map(({ key, to, icon: Icon, titulo, texto, cuenta }) => (
          <li key={key}>
            <Link
              to={to}
              className={cn(
                'group flex h-full flex-col gap-3 rounded-2xl border p-4 shadow-card transition hover:-translate-y-0.5 hover:shadow-raised sm:p-5',
                cuenta === undefined
                  ? 'border-dashed border-primary/40 bg-subtle hover:border-primary'
                  : 'border-border bg-surface hover:border-primary/40',
              )}
            >
              <span className="flex items-center justify-between gap-3">
                <span
                  className={cn(
                    'flex size-10 items-center justify-center rounded-xl transition',
                    cuenta === undefined
                      ? 'bg-primary text-primary-fg'
                      : 'bg-subtle text-primary group-hover:bg-primary group-hover:text-primary-fg',
                  )}
                >
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {cuenta !== undefined ? (
                  procesos.isPending ? (
                    <Skeleton className="h-9 w-10" />
                  ) : (
                    <span className="text-3xl font-semibold text-fg tabular-nums">{procesos.isError ? '—' : cuenta}</span>
                  )
                ) : null}
              </span>
              <span className="flex flex-col gap-0.5">
                <span className="text-sm leading-snug font-semibold text-fg sm:text-base">{titulo}</span>
                <span className="flex items-center gap-1 text-xs text-muted sm:text-sm">
                  {texto}
                  <ArrowRight aria-hidden="true" className="size-3.5 transition group-hover:translate-x-0.5" />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
