import type { ProgramaPublico } from '@puente/contract/programas';
import { CalendarDays, Clock, GraduationCap, Landmark, type LucideIcon, Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** "6 meses", "4 o 6 meses", "De 2 a 12 meses" (spec §3 meses, meses2, operadorMeses). */
export function useDuracion() {
  const { t } = useTranslation();
  return (p: Pick<ProgramaPublico, 'meses' | 'meses2' | 'operadorMeses'>) => {
    if (p.meses === null) return null;
    if (p.meses2 !== null && p.operadorMeses)
      return t(p.operadorMeses === 'o' ? 'programas.datos.mesesO' : 'programas.datos.mesesA', {
        meses: p.meses,
        meses2: p.meses2,
      });
    return t('programas.datos.meses', { count: p.meses });
  };
}

/** The facts every programme card and detail shows: funding, dates, studies, duration and deadline. */
export function DatosPrograma({ programa }: { programa: ProgramaPublico }) {
  const { t } = useTranslation();
  const duracion = useDuracion()(programa);
  const fechas =
    programa.fechaInicio && programa.fechaFin
      ? t('programas.datos.fechasValor', { inicio: programa.fechaInicio, fin: programa.fechaFin })
      : programa.fechaInicio
        ? t('programas.datos.desde', { inicio: programa.fechaInicio })
        : null;
  const filas: [string, LucideIcon, string | null][] = [
    ['financiacion', Landmark, programa.financiacion],
    ['fechas', CalendarDays, fechas],
    [
      'estudios',
      GraduationCap,
      programa.tiposEstudios.length > 0 ? programa.tiposEstudios.join(', ') : t('programas.datos.todosEstudios'),
    ],
    ['duracion', Timer, duracion],
    ['plazo', Clock, programa.plazo ? t('programas.datos.plazoValor', { fecha: programa.plazo }) : null],
  ];
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-2">
      {filas
        .filter(([, , valor]) => valor !== null)
        .map(([clave, Icono, valor]) => (
          <div key={clave} className="flex min-w-0 flex-col gap-0.5">
            <dt className="flex items-center gap-1.5 text-xs font-medium text-muted">
              <Icono aria-hidden="true" className="size-4 shrink-0 text-primary" />
              {t(`programas.datos.${clave}`)}
            </dt>
            <dd className="break-words pl-5.5 text-fg">{valor}</dd>
          </div>
        ))}
    </dl>
  );
}
