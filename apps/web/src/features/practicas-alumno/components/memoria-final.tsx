import type { InformeAlumno } from '@puente/contract/seguimiento-practicas';
import { CheckCircle2, ChevronDown, Clock, NotebookPen } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useFormato } from '@/lib/formato';
import { FormularioMemoria, memoriaVacia, type ValoresMemoria } from './formulario-memoria';

/** The sent report's texts, in the form's order. */
const TEXTOS = ['tareas', 'conocimientos', 'problemas', 'aportaciones', 'valoracion'] as const;

export interface MemoriaFinalProps {
  idPractica: number;
  /** The student's own report, or null while not sent. */
  informe: InformeAlumno | null;
  /** Sent and not graded yet: the line that says the academic tutor grades it next. */
  pendienteCalificacion: boolean;
}

/**
 * The student's final report (RD 592/2014, art. 14) on a finished
 * internship: the button that opens the form while it is not sent; once
 * sent, when, and its texts read-only in a collapsible block.
 */
export function MemoriaFinal({ idPractica, informe, pendienteCalificacion }: MemoriaFinalProps) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  const [abierta, setAbierta] = useState(false);
  const borrador = useRef<ValoresMemoria>(memoriaVacia);
  const boton = useRef<HTMLButtonElement>(null);
  const titulo = useRef<HTMLHeadingElement>(null);
  /** Where the focus goes once the form has gone: back to its button (cancelled) or to the heading (sent). */
  const foco = useRef<'boton' | 'titulo' | null>(null);
  const idTitulo = `practica-${idPractica}-memoria`;

  useEffect(() => {
    if (abierta || !foco.current) return;
    (foco.current === 'boton' ? boton.current : titulo.current)?.focus();
    foco.current = null;
  });

  return (
    <section aria-labelledby={idTitulo} className="flex flex-col gap-3 rounded-xl border border-border p-4">
      <div className="flex min-w-0 items-start gap-3">
        <NotebookPen aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 ref={titulo} id={idTitulo} tabIndex={-1} className="font-semibold leading-snug text-fg outline-none">
            {t('practicasAlumno.memoria.titulo')}
          </h3>
          <p className="text-xs text-muted">{t('practicasAlumno.memoria.norma')}</p>
        </div>
      </div>
      {informe ? (
        <>
          <p className="flex items-start gap-2 text-sm font-medium text-success">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('practicasAlumno.memoria.enviada', { fecha: fecha(informe.enviadoEn) })}
          </p>
          {pendienteCalificacion ? (
            <p className="flex items-start gap-2 text-sm text-fg">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
              {t('practicasAlumno.memoria.pendienteCalificacion')}
            </p>
          ) : null}
          <MemoriaEnviada informe={informe} />
        </>
      ) : (
        <>
          <p className="text-sm leading-relaxed text-fg">{t('practicasAlumno.memoria.intro')}</p>
          {abierta ? (
            <div>
              <FormularioMemoria
                idPractica={idPractica}
                prefijo={idTitulo}
                idTitulo={idTitulo}
                borrador={borrador.current}
                onEnviada={() => {
                  borrador.current = memoriaVacia;
                  foco.current = 'titulo';
                  setAbierta(false);
                }}
                onCancelar={(escrito) => {
                  borrador.current = escrito;
                  foco.current = 'boton';
                  setAbierta(false);
                }}
              />
            </div>
          ) : (
            <div>
              <Button ref={boton} className="w-full sm:w-auto" onClick={() => setAbierta(true)}>
                <NotebookPen aria-hidden="true" />
                {t('practicasAlumno.memoria.escribir')}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** The sent report, read-only; closed at first, a summary that opens by keyboard too. */
function MemoriaEnviada({ informe }: { informe: InformeAlumno }) {
  const { t } = useTranslation();
  return (
    <details className="group rounded-lg bg-subtle/60">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm font-medium text-fg hover:text-primary [&::-webkit-details-marker]:hidden">
        {t('practicasAlumno.memoria.ver')}
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition group-open:rotate-180" />
      </summary>
      <dl className="flex flex-col gap-3 px-3 pt-1 pb-3">
        {TEXTOS.map((campo) => (
          <div key={campo} className="flex min-w-0 flex-col gap-0.5">
            <dt className="text-xs font-medium uppercase tracking-wide text-muted">
              {t(`practicasAlumno.memoria.campos.${campo}`)}
            </dt>
            <dd className="[overflow-wrap:anywhere] whitespace-pre-line text-sm text-fg">
              {informe[campo].trim() ? informe[campo] : t('practicasAlumno.memoria.sinTexto')}
            </dd>
          </div>
        ))}
        <div className="flex min-w-0 flex-col gap-0.5">
          <dt className="text-xs font-medium uppercase tracking-wide text-muted">
            {t('practicasAlumno.memoria.campos.valoracionGlobal')}
          </dt>
          <dd className="text-sm text-fg">
            {t('practicasAlumno.memoria.valoracionGlobalValor', {
              valor: String(informe.valoracionGlobal),
              nivel: t(`practicasAlumno.memoria.niveles.nivel${informe.valoracionGlobal}`),
            })}
          </dd>
        </div>
      </dl>
    </details>
  );
}
