import {
  etiquetasItemInformeTutor,
  type InformeAlumno,
  type InformeTutor,
  ITEMS_INFORME_TUTOR,
  type SeguimientoPractica,
  VALORACION_MAX,
} from '@puente/contract/seguimiento-practicas';
import { FileCheck2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Table, Td, Th } from '@/components/ui/table';
import { useFormato } from '@/lib/formato';
import { useLanguage } from '@/lib/i18n';
import { Dato, Seccion } from './seccion';

const TEXTOS_ALUMNO = ['tareas', 'conocimientos', 'problemas', 'aportaciones', 'valoracion'] as const;

/**
 * #informes: both final reports read-only once sent (the company tutor's items with the contract's labels, the
 * student's texts), the academic tutor's grade and the certificate's date.
 */
export function InformesFinales({ id, practica: p }: { id: string; practica: SeguimientoPractica }) {
  const { t } = useTranslation();
  const { numero, fecha } = useFormato();
  return (
    <Seccion id={id} icono={FileCheck2} titulo={t('practicasGestion.expediente.secciones.informes')}>
      <Parte id={`${id}-tutor`} titulo={t('practicasGestion.expediente.informes.tutor')}>
        {p.informeTutor ? (
          <InformeDelTutor informe={p.informeTutor} />
        ) : (
          <p className="text-sm text-muted">{t('practicasGestion.expediente.informes.sinTutor')}</p>
        )}
      </Parte>
      <Parte id={`${id}-alumno`} titulo={t('practicasGestion.expediente.informes.alumno')}>
        {p.informeAlumno ? (
          <MemoriaDelAlumno id={`${id}-alumno`} informe={p.informeAlumno} />
        ) : (
          <p className="text-sm text-muted">{t('practicasGestion.expediente.informes.sinAlumno')}</p>
        )}
      </Parte>
      <Parte id={`${id}-calificacion`} titulo={t('practicasGestion.expediente.informes.calificacion')}>
        {p.calificacion === null ? (
          <p className="text-sm text-muted">{t('practicasGestion.expediente.informes.sinCalificar')}</p>
        ) : (
          <div className="flex flex-col gap-1">
            <p className="text-2xl font-semibold text-fg tabular-nums">
              {t('practicasGestion.expediente.informes.nota', {
                nota: numero(p.calificacion, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
              })}
            </p>
            {p.certificadaEn ? (
              <p className="text-sm text-muted">
                {t('practicasGestion.expediente.informes.certificadaEl', { fecha: fecha(p.certificadaEn) })}
              </p>
            ) : null}
          </div>
        )}
      </Parte>
    </Seccion>
  );
}

function Parte({ id, titulo, children }: { id: string; titulo: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-titulo`}
      className="flex flex-col gap-3 border-t border-border pt-4 first-of-type:border-t-0 first-of-type:pt-0"
    >
      <h3 id={`${id}-titulo`} className="font-semibold text-fg">
        {titulo}
      </h3>
      {children}
    </section>
  );
}

function InformeDelTutor({ informe }: { informe: InformeTutor }) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const { fecha, numero } = useFormato();
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Dato termino={t('practicasGestion.expediente.informes.enviado')}>{fecha(informe.enviadoEn)}</Dato>
        <Dato termino={t('practicasGestion.expediente.informes.horas')}>{numero(informe.horasRealizadas)}</Dato>
      </dl>
      <Table caption={t('practicasGestion.expediente.informes.valoraciones')}>
        <thead>
          <tr>
            <Th>{t('practicasGestion.expediente.informes.aspecto')}</Th>
            <Th className="text-end">{t('practicasGestion.expediente.informes.valor')}</Th>
          </tr>
        </thead>
        <tbody>
          {ITEMS_INFORME_TUTOR.map((item) => {
            const valor = informe.valoraciones[item];
            return (
              <tr key={item}>
                <Td>{etiquetasItemInformeTutor[idioma][item]}</Td>
                <Td className="text-end whitespace-nowrap tabular-nums">
                  {valor === undefined
                    ? t('practicasGestion.expediente.datos.sinDato')
                    : t('practicasGestion.expediente.informes.puntos', { n: valor, max: VALORACION_MAX })}
                </Td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <div className="flex flex-col gap-1">
        <h4 className="text-sm font-semibold text-fg">{t('practicasGestion.expediente.informes.observaciones')}</h4>
        <p className="[overflow-wrap:anywhere] whitespace-pre-line text-sm text-fg">
          {informe.observaciones.trim() || (
            <span className="text-muted">{t('practicasGestion.expediente.informes.sinObservaciones')}</span>
          )}
        </p>
      </div>
    </div>
  );
}

function MemoriaDelAlumno({ id, informe }: { id: string; informe: InformeAlumno }) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Dato termino={t('practicasGestion.expediente.informes.enviado')}>{fecha(informe.enviadoEn)}</Dato>
        <Dato termino={t('practicasGestion.expediente.informes.valoracionGlobal')}>
          {t('practicasGestion.expediente.informes.puntos', { n: informe.valoracionGlobal, max: VALORACION_MAX })}
        </Dato>
      </dl>
      {TEXTOS_ALUMNO.map((campo) => (
        <section key={campo} aria-labelledby={`${id}-${campo}`} className="flex flex-col gap-1">
          <h4 id={`${id}-${campo}`} className="text-sm font-semibold text-fg">
            {t(`practicasGestion.expediente.informes.campos.${campo}`)}
          </h4>
          <p className="[overflow-wrap:anywhere] whitespace-pre-line text-sm leading-relaxed text-fg">
            {informe[campo].trim() || <span className="text-muted">{t('practicasGestion.expediente.datos.sinDato')}</span>}
          </p>
        </section>
      ))}
    </div>
  );
}
