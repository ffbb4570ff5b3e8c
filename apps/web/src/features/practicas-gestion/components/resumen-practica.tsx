import type { SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { useFormato } from '@/lib/formato';
import { claveRequisito, claveTipo } from './etiquetas';
import { EstadoPracticaMarca } from './marcas';
import { Dato } from './seccion';

/** Whether the company tutor's final report is owed: the internship has ended and it has not come. */
const informeDebido = (p: SeguimientoPractica) => !p.informeTutor && (p.estado === 'finalizada' || p.estado === 'certificada');

/**
 * The record's header: state, kind, dates and hours, both tutors; what still stops it from starting (the record's
 * `requisitosPendientes`, in order) and the company tutor's report when it is owed; the way back to the list (the
 * annex is its own section, beside its signed copy).
 */
export function ResumenPractica({ practica: p, volver }: { practica: SeguimientoPractica; volver: ReactNode }) {
  const { t } = useTranslation();
  const { fecha, numero } = useFormato();
  const sinDato = <span className="text-muted">{t('practicasGestion.expediente.datos.sinDato')}</span>;
  const faltas = [
    ...p.requisitosPendientes.map((r) => t(claveRequisito[r])),
    ...(informeDebido(p) ? [t('practicasGestion.expediente.falta.informe')] : []),
  ];
  return (
    <Card as="header" aria-label={t('practicasGestion.expediente.resumen')} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-2">
        <EstadoPracticaMarca estado={p.estado} className="text-sm" />
        <span className="text-sm text-muted">{t(claveTipo[p.tipo])}</span>
      </div>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
        <Dato termino={t('practicasGestion.expediente.datos.alumno')}>{p.alumno}</Dato>
        <Dato termino={t('practicasGestion.expediente.datos.empresa')}>{p.empresa}</Dato>
        <Dato termino={t('practicasGestion.expediente.datos.fechas')}>
          {t('practicasGestion.lista.fechas', { inicio: fecha(p.fechaInicio), fin: fecha(p.fechaFin) })}
        </Dato>
        <Dato termino={t('practicasGestion.expediente.datos.horas')}>
          {p.horasTotales === null
            ? sinDato
            : t('practicasGestion.expediente.datos.horasValor', { horas: numero(p.horasTotales) })}
        </Dato>
        <Dato termino={t('practicasGestion.expediente.datos.tutorEmpresa')}>
          <Persona persona={p.tutorEmpresa} vacio={sinDato} />
        </Dato>
        <Dato termino={t('practicasGestion.expediente.datos.tutorAcademico')}>
          <Persona persona={p.tutorAcademico} vacio={sinDato} />
        </Dato>
      </dl>
      {faltas.length > 0 ? (
        <section
          aria-labelledby="practica-falta-titulo"
          className="flex gap-3 rounded-xl border border-warning/30 bg-warning-bg p-4"
        >
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
          <div className="flex min-w-0 flex-col gap-2">
            <h2 id="practica-falta-titulo" className="font-semibold leading-snug text-fg">
              {t('practicasGestion.expediente.falta.titulo')}
            </h2>
            <ul className="flex list-disc flex-col gap-1 ps-5 text-sm text-fg">
              {faltas.map((falta) => (
                <li key={falta}>{falta}</li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <div className="flex flex-wrap gap-2">{volver}</div>
    </Card>
  );
}

function Persona({ persona, vacio }: { persona: SeguimientoPractica['tutorEmpresa']; vacio: ReactNode }) {
  if (!persona) return vacio;
  return (
    <>
      {persona.nombre}
      {persona.email ? <span className="block break-all text-muted">{persona.email}</span> : null}
    </>
  );
}
