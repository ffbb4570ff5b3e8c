import { SITUACIONES_EGRESADO, type SituacionEgresado } from '@puente/contract/cifras';
import type { ResultadosEncuesta } from '@puente/contract/encuestas';
import { GraduationCap } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, fieldAria } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast-store';
import { fieldErrorOf } from '@/lib/field-errors';
import { useMarcarSeguimiento, useSeguimientoEncuesta } from '../api/encuestas-gestion';

type Pregunta = ResultadosEncuesta['preguntas'][number];

/**
 * The survey as the graduates' follow-up survey (issue 27): which single-choice question says the graduate's
 * situation and what each of its answers means. The office's numbers read it (/gestion/cifras/seguimiento).
 * Contenidos changes it; a read-only member sees what is set.
 */
export function SeguimientoEgresados({
  idEncuesta,
  preguntas,
  puedeCambiar,
}: {
  idEncuesta: number;
  preguntas: Pregunta[];
  puedeCambiar: boolean;
}) {
  const { t } = useTranslation();
  const base = useId();
  const actual = useSeguimientoEncuesta(idEncuesta);
  const marcar = useMarcarSeguimiento();
  const unicas = preguntas.filter((p) => p.tipo === 'unica');
  const [idPregunta, setIdPregunta] = useState('');
  const [situaciones, setSituaciones] = useState<Record<number, SituacionEgresado>>({});

  useEffect(() => {
    const d = actual.data;
    if (!d) return;
    setIdPregunta(d.idPregunta === null ? '' : String(d.idPregunta));
    setSituaciones(Object.fromEntries(d.situaciones.map((s) => [s.idRespuesta, s.situacion])));
  }, [actual.data]);

  if (unicas.length === 0) return null;
  const pregunta = unicas.find((p) => String(p.idPregunta) === idPregunta);
  const marcada = actual.data?.idPregunta != null;
  const error = (campo: string) => fieldErrorOf(marcar.error, campo);
  const guardar = (quitar: boolean) =>
    marcar.mutate(
      quitar
        ? { id: idEncuesta, situaciones: [] }
        : {
            id: idEncuesta,
            idPregunta: Number(idPregunta),
            situaciones: (pregunta?.respuestas ?? []).flatMap((r) => {
              const situacion = situaciones[r.idRespuesta];
              return situacion ? [{ idRespuesta: r.idRespuesta, situacion }] : [];
            }),
          },
      {
        onSuccess: () =>
          toast({
            title: t(quitar ? 'encuestasGestion.seguimiento.quitada' : 'encuestasGestion.seguimiento.guardada'),
            tone: 'success',
          }),
      },
    );
  const opcionesSituacion = SITUACIONES_EGRESADO.map((s) => ({
    value: s,
    label: t(`encuestasGestion.seguimiento.situaciones.${s}`),
  }));
  const tituloId = `${base}-titulo`;

  return (
    <Card as="section" aria-labelledby={tituloId} className="flex flex-col gap-4">
      <div className="flex items-start gap-3">
        <GraduationCap aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="flex flex-col gap-1">
          <h2 id={tituloId} className="text-base font-semibold text-fg">
            {t('encuestasGestion.seguimiento.titulo')}
          </h2>
          <p className="text-sm text-muted">
            {marcada ? t('encuestasGestion.seguimiento.marcada') : t('encuestasGestion.seguimiento.explicacion')}
          </p>
        </div>
      </div>
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          guardar(false);
        }}
      >
        <Field id={`${base}-pregunta`} label={t('encuestasGestion.seguimiento.pregunta')} error={error('idPregunta')} required>
          <Select
            {...fieldAria(`${base}-pregunta`, { error: error('idPregunta'), required: true })}
            value={idPregunta}
            onValueChange={setIdPregunta}
            disabled={!puedeCambiar}
            placeholder={t('encuestasGestion.seguimiento.eligePregunta')}
            options={unicas.map((p) => ({
              value: String(p.idPregunta),
              label: t('encuestasGestion.resultados.pregunta', { n: p.orden, texto: p.texto }),
            }))}
          />
        </Field>
        {pregunta ? (
          <fieldset className="flex flex-col gap-3" aria-describedby={error('situaciones') ? `${base}-sit-error` : undefined}>
            <legend className="mb-1 text-sm font-medium text-fg">{t('encuestasGestion.seguimiento.queSignifica')}</legend>
            {pregunta.respuestas.map((r) => (
              <Field key={r.idRespuesta} id={`${base}-r${r.idRespuesta}`} label={r.texto} className="sm:max-w-md">
                <Select
                  {...fieldAria(`${base}-r${r.idRespuesta}`)}
                  value={situaciones[r.idRespuesta] ?? ''}
                  onValueChange={(v) => setSituaciones((s) => ({ ...s, [r.idRespuesta]: v as SituacionEgresado }))}
                  disabled={!puedeCambiar}
                  placeholder={t('encuestasGestion.seguimiento.eligeSituacion')}
                  options={opcionesSituacion}
                />
              </Field>
            ))}
            {error('situaciones') ? (
              <p id={`${base}-sit-error`} role="alert" className="text-xs font-medium text-danger">
                {error('situaciones')}
              </p>
            ) : null}
          </fieldset>
        ) : null}
        {puedeCambiar ? (
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={marcar.isPending || !pregunta} aria-busy={marcar.isPending || undefined}>
              {t('encuestasGestion.seguimiento.guardar')}
            </Button>
            {marcada ? (
              <Button type="button" variant="outline" disabled={marcar.isPending} onClick={() => guardar(true)}>
                {t('encuestasGestion.seguimiento.quitar')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </form>
    </Card>
  );
}
