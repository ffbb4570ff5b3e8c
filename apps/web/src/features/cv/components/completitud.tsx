import type { Cv } from '@puente/contract/cv';
import { AlertTriangle, CheckCircle2, CircleDashed } from 'lucide-react';
import { Progress } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { useBrand } from '@/lib/brand';
import { useSession } from '@/lib/session';
import { enlacesFaltan } from '../secciones';

/**
 * Which searches that are off stop the student from applying (code 54): a
 * student of the internship service with that search off cannot apply to
 * internships even with the job search on.
 */
function avisoBusqueda(sinPracticas: boolean, sinEmpleo: boolean) {
  if (sinPracticas && sinEmpleo) return 'sinBusqueda';
  if (sinPracticas) return 'sinBusquedaPracticas';
  if (sinEmpleo) return 'sinBusquedaEmpleo';
  return null;
}

/** How complete the CV is, what is missing (links to the sections) and whether the student can apply at all. */
export function Completitud({ cv }: { cv: Cv }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { porcentaje, faltan } = cv.completitud;
  const enlaces = enlacesFaltan(faltan);
  const { hasPracticas } = useSession();
  const aviso = avisoBusqueda(
    hasPracticas && !cv.busquedaPracticasActiva,
    !brand.flags.withoutEmpleo && !cv.busquedaTrabajoActiva,
  );
  return (
    <Card as="aside" aria-labelledby="completitud-titulo" padding="sm" className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="completitud-titulo" className="text-base font-semibold text-fg">
          {t('cv.completitud.titulo')}
        </h2>
        <span className="text-2xl font-bold tabular-nums text-primary">{t('cv.completitud.porcentaje', { n: porcentaje })}</span>
      </div>
      <Progress.Root
        value={porcentaje}
        aria-label={t('cv.completitud.barra', { n: porcentaje })}
        className="relative h-2.5 w-full overflow-hidden rounded-full bg-subtle"
      >
        <Progress.Indicator className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${porcentaje}%` }} />
      </Progress.Root>
      {aviso ? (
        <p className="flex gap-2 rounded-lg bg-warning-bg p-3 text-sm text-warning">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {t(`cv.completitud.${aviso}`)}{' '}
            <a href="#busqueda" className="font-medium underline underline-offset-2">
              {t('cv.completitud.activarBusqueda')}
            </a>
          </span>
        </p>
      ) : null}
      {enlaces.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-success">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {t('cv.completitud.completo')}
        </p>
      ) : (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-muted">{t('cv.completitud.faltan')}</p>
          <ul className="flex flex-col gap-1.5">
            {enlaces.map(({ seccion, href }) => (
              <li key={seccion}>
                <a
                  href={href}
                  className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  <CircleDashed aria-hidden="true" className="size-4" />
                  {t(`cv.completitud.falta.${seccion}`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
