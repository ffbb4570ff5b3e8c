import type { SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { useFormato } from '@/lib/formato';
import { claveTipo } from '../etiquetas';

function Dato({ termino, children }: { termino: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{termino}</dt>
      <dd className="[overflow-wrap:anywhere] text-sm text-fg">{children}</dd>
    </div>
  );
}

/** Who, where, when and how long: what the academic tutor reads the plan against. */
export function DatosPracticaTutor({ practica: p }: { practica: SeguimientoPractica }) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  const sinDato = t('tutorPracticas.practica.sinDato');
  return (
    <Card aria-labelledby="practica-titulo" className="flex flex-col gap-4">
      <h2 id="practica-titulo" className="text-lg font-semibold leading-tight text-fg">
        {t('tutorPracticas.practica.titulo')}
      </h2>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Dato termino={t('tutorPracticas.practica.alumno')}>{p.alumno}</Dato>
        <Dato termino={t('tutorPracticas.practica.empresa')}>{p.empresa}</Dato>
        <Dato termino={t('tutorPracticas.practica.fechas')}>
          {t('tutorPracticas.practica.fechasValor', { inicio: fecha(p.fechaInicio), fin: fecha(p.fechaFin) })}
        </Dato>
        <Dato termino={t('tutorPracticas.practica.horas')}>
          {p.horasTotales !== null ? t('tutorPracticas.practica.horasValor', { horas: p.horasTotales }) : sinDato}
        </Dato>
        <Dato termino={t('tutorPracticas.practica.tipo')}>{t(claveTipo[p.tipo])}</Dato>
        {p.creditos !== null ? (
          <Dato termino={t('tutorPracticas.practica.creditos')}>
            {t('tutorPracticas.practica.creditosValor', { creditos: p.creditos })}
          </Dato>
        ) : null}
        <Dato termino={t('tutorPracticas.practica.tutorEmpresa')}>
          {p.tutorEmpresa ? (
            <>
              {p.tutorEmpresa.nombre}
              {p.tutorEmpresa.email ? (
                <>
                  {' · '}
                  <a href={`mailto:${p.tutorEmpresa.email}`} className="text-primary underline-offset-2 hover:underline">
                    {p.tutorEmpresa.email}
                  </a>
                </>
              ) : null}
            </>
          ) : (
            sinDato
          )}
        </Dato>
      </dl>
    </Card>
  );
}
