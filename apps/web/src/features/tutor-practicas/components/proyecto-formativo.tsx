import type { ProyectoFormativo } from '@puente/contract/seguimiento-practicas';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useFormato } from '@/lib/formato';
import { claveEstadoProyecto, tonoEstadoProyecto } from '../etiquetas';

/** What the state means for the tutor, with its date when the record has one. */
function useNota(proyecto: ProyectoFormativo) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  switch (proyecto.estado) {
    case 'enviado':
      return proyecto.enviadoEn
        ? t('tutorPracticas.proyecto.nota.enviado', { fecha: fecha(proyecto.enviadoEn) })
        : t('tutorPracticas.proyecto.nota.enviadoSinFecha');
    case 'aceptado':
      return proyecto.aceptadoEn
        ? t('tutorPracticas.proyecto.nota.aceptado', { fecha: fecha(proyecto.aceptadoEn) })
        : t('tutorPracticas.proyecto.nota.aceptadoSinFecha');
    case 'devuelto':
      return t('tutorPracticas.proyecto.nota.devuelto');
    case 'borrador':
      return t('tutorPracticas.proyecto.nota.borrador');
  }
}

function Texto({ id, titulo, texto }: { id: string; titulo: string; texto: string }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-1.5">
      <h3 id={id} className="font-semibold text-fg">
        {titulo}
      </h3>
      {/* The company wrote it in paragraphs and lists: its line breaks are kept. */}
      <p className="whitespace-pre-line [overflow-wrap:anywhere] text-fg leading-relaxed">{texto}</p>
    </section>
  );
}

function Cuerpo({ proyecto }: { proyecto: ProyectoFormativo }) {
  const { t } = useTranslation();
  const nota = useNota(proyecto);
  return (
    <>
      <p className="text-sm text-muted">{nota}</p>
      {proyecto.estado === 'devuelto' && proyecto.observaciones ? (
        <figure className="flex flex-col gap-1 rounded-xl border border-warning/30 bg-warning-bg p-4">
          <figcaption className="text-xs font-medium uppercase tracking-wide text-muted">
            {t('tutorPracticas.proyecto.observaciones')}
          </figcaption>
          <blockquote className="whitespace-pre-line [overflow-wrap:anywhere] text-fg">{proyecto.observaciones}</blockquote>
        </figure>
      ) : null}
      <div className="flex flex-col gap-5 border-t border-border pt-4">
        <Texto id="proyecto-objetivos" titulo={t('tutorPracticas.proyecto.objetivos')} texto={proyecto.objetivos} />
        <Texto id="proyecto-actividades" titulo={t('tutorPracticas.proyecto.actividades')} texto={proyecto.actividades} />
        <Texto id="proyecto-competencias" titulo={t('tutorPracticas.proyecto.competencias')} texto={proyecto.competencias} />
      </div>
    </>
  );
}

/** The plan as the company wrote it (RD 592/2014 art. 6), its state and, once sent back, the tutor's remarks. */
export function ProyectoFormativoTutor({ proyecto }: { proyecto: ProyectoFormativo | null }) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="proyecto-titulo" className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="proyecto-titulo" className="text-lg font-semibold leading-tight text-fg">
          {t('tutorPracticas.proyecto.titulo')}
        </h2>
        {proyecto ? (
          <span
            className={cn(
              'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium',
              tonoEstadoProyecto[proyecto.estado],
            )}
          >
            {t(claveEstadoProyecto[proyecto.estado])}
          </span>
        ) : null}
      </header>
      {proyecto ? (
        <Cuerpo proyecto={proyecto} />
      ) : (
        <p className="text-sm text-muted">{t('tutorPracticas.proyecto.sinProyecto')}</p>
      )}
    </Card>
  );
}
