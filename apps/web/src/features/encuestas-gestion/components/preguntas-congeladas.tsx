import { CornerDownRight, Lock } from 'lucide-react';
import { forwardRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormato } from '@/lib/formato';
import { useErrorDeLista } from './error-de-lista';
import { claveTipo } from './etiquetas';
import type { ValoresEncuesta } from './valores-encuesta';

/**
 * The questions of a survey someone has answered, read-only (48: they cannot change, so its results never mix
 * two versions), with the notice that says so and, after a refused save, the API's own words.
 */
export const PreguntasCongeladas = forwardRef<HTMLDivElement, { contestaciones: number }>(function PreguntasCongeladas(
  { contestaciones },
  aviso,
) {
  const { t } = useTranslation();
  const formato = useFormato();
  const { control } = useFormContext<ValoresEncuesta>();
  const preguntas = useWatch({ control, name: 'preguntas' });
  const rechazo = useErrorDeLista('preguntas');
  const posicion = new Map(preguntas.map((p, i) => [p.clave, i + 1]));
  return (
    <div className="flex flex-col gap-4">
      <div
        ref={aviso}
        tabIndex={-1}
        role="status"
        className="flex gap-3 rounded-xl border border-warning/30 bg-warning-bg p-4 text-warning outline-none"
      >
        <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="flex flex-col gap-1">
          <p className="font-semibold">{t('encuestasGestion.constructor.congeladas')}</p>
          <p className="text-sm text-[color-mix(in_oklab,currentColor_80%,#000)]">
            {t('encuestasGestion.constructor.congeladasTexto', { count: contestaciones, n: formato.numero(contestaciones) })}
          </p>
          {rechazo ? <p className="text-sm font-medium text-danger">{rechazo}</p> : null}
        </div>
      </div>
      <ol className="flex flex-col gap-3">
        {preguntas.map((p, i) => (
          <li key={p.clave} className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
            <p className="font-semibold text-fg">
              {t('encuestasGestion.constructor.preguntaTexto', { n: i + 1, texto: p.texto })}
            </p>
            <p className="text-xs text-muted">
              {t(claveTipo[p.tipo])} ·{' '}
              {t(p.obligatoria ? 'encuestasGestion.constructor.esObligatoria' : 'encuestasGestion.constructor.esOpcional')}
            </p>
            {p.respuestas.length > 0 ? (
              <ul className="flex flex-col gap-1 text-sm text-fg">
                {p.respuestas.map((r, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: read-only, the answers never move here.
                  <li key={j} className="flex flex-wrap items-center gap-x-2">
                    <span>{r.texto}</span>
                    {r.saltoA ? (
                      <span className="inline-flex items-center gap-1 text-xs text-muted">
                        <CornerDownRight aria-hidden="true" className="size-3.5" />
                        {t('encuestasGestion.constructor.saltaA', { n: posicion.get(r.saltoA) })}
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
});
