import {
  etiquetasItemInformeTutor,
  type InformeAlumno,
  type InformeTutor,
  ITEMS_INFORME_TUTOR,
  VALORACION_MAX,
} from '@puente/contract/seguimiento-practicas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Table, Td, Th } from '@/components/ui/table';
import { useFormato } from '@/lib/formato';
import { useLanguage } from '@/lib/i18n';
import { claveValoracion } from '../etiquetas';

/*
 * Both final reports as sent, read-only: the company tutor's (art. 13) on
 * both tutors' pages, the student's (art. 14) on the academic tutor's only.
 * The items are named with the contract's labels, the words the staff's
 * record and the report's PDF use.
 */

function Dato({ termino, children }: { termino: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{termino}</dt>
      <dd className="[overflow-wrap:anywhere] text-sm text-fg">{children}</dd>
    </div>
  );
}

/** A text as its author wrote it, line breaks kept; an empty optional one says so. */
function Texto({ id, titulo, texto }: { id: string; titulo: string; texto: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-1">
      <h3 id={id} className="text-sm font-semibold text-fg">
        {titulo}
      </h3>
      <p className="whitespace-pre-line [overflow-wrap:anywhere] text-sm leading-relaxed text-fg">
        {texto.trim() || <span className="text-muted">{t('tutorPracticas.lectura.sinTexto')}</span>}
      </p>
    </section>
  );
}

export interface InformeTutorLecturaProps {
  informe: InformeTutor;
  /** The card's heading: "Tu informe final" for its author, "Informe del tutor de la empresa" for the academic tutor. */
  titulo: string;
  /** The id of that heading (both cards can be on one page). */
  id: string;
  /** What sits under the report (its PDF). */
  children?: ReactNode;
}

/** The company tutor's final report: when, the hours, each item in words and the remarks. */
export function InformeTutorLectura({ informe, titulo, id, children }: InformeTutorLecturaProps) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const { fecha } = useFormato();
  return (
    <Card aria-labelledby={id} className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h2 id={id} className="text-lg font-semibold leading-tight text-fg">
          {titulo}
        </h2>
        <p className="text-sm text-muted">{t('tutorPracticas.lectura.enviadoEl', { fecha: fecha(informe.enviadoEn) })}</p>
      </header>
      <dl>
        <Dato termino={t('tutorPracticas.informe.horas')}>
          {t('tutorPracticas.lectura.horasValor', { horas: informe.horasRealizadas })}
        </Dato>
      </dl>
      <Table caption={t('tutorPracticas.lectura.tabla')}>
        <thead>
          <tr>
            <Th>{t('tutorPracticas.lectura.aspecto')}</Th>
            <Th>{t('tutorPracticas.lectura.valoracion')}</Th>
          </tr>
        </thead>
        <tbody>
          {ITEMS_INFORME_TUTOR.map((item) => {
            const valor = informe.valoraciones[item];
            const palabra = valor === undefined ? undefined : claveValoracion[valor];
            return (
              <tr key={item}>
                <Td className="[overflow-wrap:anywhere]">{etiquetasItemInformeTutor[idioma][item]}</Td>
                <Td className="whitespace-nowrap">
                  {valor === undefined || palabra === undefined
                    ? t('tutorPracticas.practica.sinDato')
                    : t('tutorPracticas.lectura.valoracionValor', { palabra: t(palabra), n: valor })}
                </Td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <Texto id={`${id}-observaciones`} titulo={t('tutorPracticas.informe.observaciones')} texto={informe.observaciones} />
      {children}
    </Card>
  );
}

const TEXTOS_ALUMNO = ['tareas', 'conocimientos', 'problemas', 'aportaciones', 'valoracion'] as const;

/** The student's final report, for the academic tutor who grades it: its texts in the law's order and the overall assessment. */
export function InformeAlumnoLectura({ informe }: { informe: InformeAlumno }) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  return (
    <Card aria-labelledby="informe-alumno-titulo" className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h2 id="informe-alumno-titulo" className="text-lg font-semibold leading-tight text-fg">
          {t('tutorPracticas.alumno.titulo')}
        </h2>
        <p className="text-sm text-muted">{t('tutorPracticas.lectura.enviadoEl', { fecha: fecha(informe.enviadoEn) })}</p>
      </header>
      <div className="flex flex-col gap-4 border-t border-border pt-4">
        {TEXTOS_ALUMNO.map((campo) => (
          <Texto key={campo} id={`informe-alumno-${campo}`} titulo={t(`tutorPracticas.alumno.${campo}`)} texto={informe[campo]} />
        ))}
      </div>
      <dl className="border-t border-border pt-4">
        <Dato termino={t('tutorPracticas.alumno.valoracionGlobal')}>
          {t('tutorPracticas.alumno.valoracionGlobalValor', { n: informe.valoracionGlobal, max: VALORACION_MAX })}
        </Dato>
      </dl>
    </Card>
  );
}
