import type { ProyectoFormativo as Proyecto, SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormato } from '@/lib/formato';
import { claveEstadoProyecto, TEXTOS_PROYECTO, tonoEstadoProyecto } from '../etiquetas';
import { EtiquetaEstado } from './etiqueta-estado';
import { FormularioProyecto } from './formulario-proyecto';
import { SeccionExpediente } from './seccion-expediente';

/** The internship states in which the company may still write the plan (after them the API answers 48). */
const ADMITE_PROYECTO: readonly SeguimientoPractica['estado'][] = ['propuesta', 'aceptada'];

/**
 * #proyecto: the training plan's state (and the academic tutor's remarks on
 * one sent back); while it is not accepted and the internship has not
 * started, the form to write it, save it as a draft and send it; accepted,
 * its texts as they were agreed.
 */
export function ProyectoFormativo({ practica: p }: { practica: SeguimientoPractica }) {
  const { t } = useTranslation();
  const proyecto = p.proyecto;
  const editable = proyecto?.estado !== 'aceptado' && ADMITE_PROYECTO.includes(p.estado);
  return (
    <SeccionExpediente
      id="proyecto"
      titulo={t('expedientePractica.proyecto.titulo')}
      icono={ClipboardList}
      estado={
        proyecto ? (
          <EtiquetaEstado tono={tonoEstadoProyecto[proyecto.estado]}>{t(claveEstadoProyecto[proyecto.estado])}</EtiquetaEstado>
        ) : (
          <EtiquetaEstado tono="bg-subtle text-muted">{t('expedientePractica.proyecto.estados.sinEmpezar')}</EtiquetaEstado>
        )
      }
    >
      <Nota proyecto={proyecto} />
      {editable ? (
        <FormularioProyecto practica={p} />
      ) : proyecto ? (
        <TextosProyecto proyecto={proyecto} />
      ) : (
        <p className="rounded-xl border border-dashed border-border px-4 py-3 text-sm text-muted">
          {t('expedientePractica.proyecto.yaNoAdmite')}
        </p>
      )}
    </SeccionExpediente>
  );
}

/** What the state means for the company, with its dates; the academic tutor's remarks when sent back. */
function Nota({ proyecto }: { proyecto: Proyecto | null }) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  if (!proyecto) return <p className="text-sm text-muted">{t('expedientePractica.proyecto.nota.sinEmpezar')}</p>;
  const { estado, enviadoEn, aceptadoEn, observaciones } = proyecto;
  const texto =
    estado === 'enviado' && enviadoEn
      ? t('expedientePractica.proyecto.nota.enviadoEl', { fecha: fecha(enviadoEn) })
      : estado === 'aceptado' && aceptadoEn
        ? t('expedientePractica.proyecto.nota.aceptadoEl', { fecha: fecha(aceptadoEn) })
        : t(`expedientePractica.proyecto.nota.${estado}`);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">{texto}</p>
      {estado === 'devuelto' && observaciones ? (
        <div className="rounded-xl border border-warning/30 bg-warning-bg p-4">
          <h3 className="text-sm font-semibold text-fg">{t('expedientePractica.proyecto.observaciones')}</h3>
          <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere] text-sm text-fg">{observaciones}</p>
        </div>
      ) : null}
    </div>
  );
}

/** The plan read-only, its line breaks kept. */
function TextosProyecto({ proyecto }: { proyecto: Proyecto }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      {TEXTOS_PROYECTO.map((campo) => (
        <section key={campo} aria-labelledby={`proyecto-${campo}`} className="flex flex-col gap-1">
          <h3 id={`proyecto-${campo}`} className="text-sm font-semibold text-fg">
            {t(`expedientePractica.proyecto.campos.${campo}`)}
          </h3>
          <p className="whitespace-pre-line [overflow-wrap:anywhere] text-sm leading-relaxed text-fg">{proyecto[campo]}</p>
        </section>
      ))}
    </div>
  );
}
