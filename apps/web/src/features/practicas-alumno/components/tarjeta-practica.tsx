import type { PracticaAlumno } from '@puente/contract/practicas-alumno';
import type { EstadoPractica } from '@puente/contract/practicas-empresa';
import { Building2, Landmark } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useFormato } from '@/lib/formato';
import { claveEstado, claveTipo, tonoEstado } from '../etiquetas';
import { AnexoAlumno } from './anexo-alumno';
import { CierrePractica } from './cierre-practica';
import { DocumentosPractica } from './documentos-practica';
import { Insignia } from './insignia';
import { PendienteInicio } from './pendiente-inicio';

function Dato({ termino, children, className }: { termino: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5', className)}>
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{termino}</dt>
      <dd className="[overflow-wrap:anywhere] text-sm text-fg">{children}</dd>
    </div>
  );
}

/** States with an agreement's annex for the student (and, once uploaded, its signed copy): accepted, under way, finished, certified. */
const CON_ANEXO: ReadonlySet<EstadoPractica> = new Set(['aceptada', 'en_curso', 'finalizada', 'certificada']);
/** States whose end the card shows from the record: the final report, the grade and the certificate. */
const CON_CIERRE: ReadonlySet<EstadoPractica> = new Set(['finalizada', 'certificada']);

/** The card's anchor: the notifications that ask for something of one internship link to /mis-practicas#practica-<id>. */
export const anclaPractica = (idPractica: number) => `practica-${idPractica}`;

export interface TarjetaPracticaProps {
  practica: PracticaAlumno;
  rutaOferta: (url: string) => string;
  /** Present while the bank-data form on the page asks for the NUSS (see PendienteInicio). */
  irANss?: () => void;
}

/**
 * One internship: company, offer, programme, dates, tutors, dedication and
 * state, the agreement's annex, then its documents. Accepted and not started,
 * it says what is still missing first; finished, the final report and, once
 * certified, the grade and the certificate come first.
 */
export function TarjetaPractica({ practica, rutaOferta, irANss }: TarjetaPracticaProps) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  const p = practica;
  const titulo = `practica-${p.idPractica}-titulo`;
  const sinDato = t('practicasAlumno.ficha.sinDato');
  const dedicacion = [
    p.horasDia !== null && p.numeroDiasSemana !== null
      ? t('practicasAlumno.ficha.dedicacionValor', { horas: p.horasDia, dias: p.numeroDiasSemana })
      : null,
    p.tiempoDedicacionJornada !== null ? t('practicasAlumno.ficha.jornada', { porcentaje: p.tiempoDedicacionJornada }) : null,
    p.horasTotales !== null ? t('practicasAlumno.ficha.horasTotales', { horas: p.horasTotales }) : null,
  ].filter(Boolean);
  return (
    <Card
      as="article"
      id={anclaPractica(p.idPractica)}
      aria-labelledby={titulo}
      data-practica={p.idPractica}
      className="flex scroll-mt-24 flex-col gap-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-xl bg-subtle text-primary">
            <Building2 aria-hidden="true" className="size-5" />
          </span>
          <div className="flex min-w-0 flex-col gap-1">
            <h2 id={titulo} className="text-lg font-semibold leading-tight text-fg">
              {p.empresa}
            </h2>
            <p className="text-sm text-muted">
              {t('practicasAlumno.ficha.fechasValor', { inicio: fecha(p.fechaInicio), fin: fecha(p.fechaFin) })}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Insignia tono={tonoEstado[p.estado]}>{t(claveEstado[p.estado])}</Insignia>
          {p.necesitaDatos ? (
            <Insignia tono="bg-info-bg text-info" icono={Landmark}>
              {t('practicasAlumno.ficha.remunerada')}
            </Insignia>
          ) : null}
        </div>
      </header>
      {p.estado === 'aceptada' ? <PendienteInicio idPractica={p.idPractica} irANss={irANss} /> : null}
      {CON_CIERRE.has(p.estado) ? <CierrePractica practica={p} /> : null}
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Dato termino={t('practicasAlumno.ficha.oferta')}>
          {p.oferta ? (
            <Link to={rutaOferta(p.oferta.urlAcceso)} className="font-medium text-primary underline-offset-2 hover:underline">
              {p.oferta.titulo}
            </Link>
          ) : (
            sinDato
          )}
        </Dato>
        <Dato termino={t('practicasAlumno.ficha.programa')}>{p.programa ?? sinDato}</Dato>
        <Dato termino={t('practicasAlumno.ficha.tipo')}>{t(claveTipo[p.tipo])}</Dato>
        <Dato termino={t('practicasAlumno.ficha.dedicacion')}>{dedicacion.length > 0 ? dedicacion.join(' · ') : sinDato}</Dato>
        <Dato termino={t('practicasAlumno.ficha.tutor')}>
          {p.tutor.nombre ?? sinDato}
          {p.tutor.email ? (
            <>
              {' · '}
              <a href={`mailto:${p.tutor.email}`} className="text-primary underline-offset-2 hover:underline">
                {p.tutor.email}
              </a>
            </>
          ) : null}
        </Dato>
        <Dato termino={t('practicasAlumno.ficha.tutorAcademico')}>
          {p.tutorAcademico.nombre ?? sinDato}
          {p.tutorAcademico.email ? (
            <>
              {' · '}
              <a href={`mailto:${p.tutorAcademico.email}`} className="text-primary underline-offset-2 hover:underline">
                {p.tutorAcademico.email}
              </a>
            </>
          ) : null}
        </Dato>
        {p.tareas ? (
          <Dato termino={t('practicasAlumno.ficha.tareas')} className="sm:col-span-2">
            {p.tareas}
          </Dato>
        ) : null}
      </dl>
      {CON_ANEXO.has(p.estado) ? <AnexoAlumno idPractica={p.idPractica} /> : null}
      <DocumentosPractica practica={p} />
    </Card>
  );
}
