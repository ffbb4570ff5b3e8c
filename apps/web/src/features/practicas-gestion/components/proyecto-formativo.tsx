import type { SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormato } from '@/lib/formato';
import { claveEstadoProyecto, tonoEstadoProyecto } from './etiquetas';
import { Marca } from './marcas';
import { Seccion } from './seccion';

const TEXTOS = ['objetivos', 'actividades', 'competencias'] as const;

/**
 * #proyecto: the training plan as the company wrote it and the academic tutor reviews it (read-only: both act on
 * it by their own links), its state and dates, and the tutor's remarks on one sent back.
 */
export function ProyectoFormativo({ id, practica: p }: { id: string; practica: SeguimientoPractica }) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  const proyecto = p.proyecto;
  return (
    <Seccion
      id={id}
      icono={ClipboardList}
      titulo={t('practicasGestion.expediente.secciones.proyecto')}
      accion={
        proyecto ? (
          <Marca tono={tonoEstadoProyecto[proyecto.estado]}>{t(claveEstadoProyecto[proyecto.estado])}</Marca>
        ) : (
          <Marca tono="bg-subtle text-muted">{t('practicasGestion.expediente.proyecto.estados.sinEmpezar')}</Marca>
        )
      }
    >
      {!proyecto ? (
        <p className="text-sm text-muted">{t('practicasGestion.expediente.proyecto.sinProyecto')}</p>
      ) : (
        <>
          {proyecto.enviadoEn || proyecto.aceptadoEn ? (
            <ul className="flex flex-col gap-1 text-sm text-muted">
              {proyecto.enviadoEn ? (
                <li>{t('practicasGestion.expediente.proyecto.enviadoEl', { fecha: fecha(proyecto.enviadoEn) })}</li>
              ) : null}
              {proyecto.aceptadoEn ? (
                <li>{t('practicasGestion.expediente.proyecto.aceptadoEl', { fecha: fecha(proyecto.aceptadoEn) })}</li>
              ) : null}
            </ul>
          ) : null}
          {proyecto.estado === 'devuelto' && proyecto.observaciones ? (
            <div className="rounded-xl border border-warning/30 bg-warning-bg p-4">
              <h3 className="text-sm font-semibold text-fg">{t('practicasGestion.expediente.proyecto.observaciones')}</h3>
              <p className="mt-1 [overflow-wrap:anywhere] whitespace-pre-line text-sm text-fg">{proyecto.observaciones}</p>
            </div>
          ) : null}
          <div className="flex flex-col gap-4">
            {TEXTOS.map((campo) => (
              <section key={campo} aria-labelledby={`${id}-${campo}`} className="flex flex-col gap-1">
                <h3 id={`${id}-${campo}`} className="text-sm font-semibold text-fg">
                  {t(`practicasGestion.expediente.proyecto.campos.${campo}`)}
                </h3>
                <p className="[overflow-wrap:anywhere] whitespace-pre-line text-sm leading-relaxed text-fg">{proyecto[campo]}</p>
              </section>
            ))}
          </div>
        </>
      )}
    </Seccion>
  );
}
