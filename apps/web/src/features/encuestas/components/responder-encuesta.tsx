import type { PreguntaEncuesta } from '@puente/contract/encuestas';
import { ArrowLeft, ArrowRight, CheckCircle2, ClipboardList, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contestacionesDelCamino, contestada, type Dada, siguiente } from '@/components/encuesta-vista/flujo';
import { Pregunta } from '@/components/encuesta-vista/pregunta';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonDetail } from '@/components/ui/skeleton';
import { useEncuesta } from '../api/encuesta';
import { useGuardarContestacion } from '../api/guardar-contestacion';
import { leerEncuestaEnCurso } from '../api/token-encuesta';

/**
 * /encuesta (spec §4 survey flow): one question at a time with its
 * progress, back, the jumps of the answers, the Sí/No toggle, the 1–10
 * scale, multiple choice and free text; sent when the last question of the
 * path is answered, then the end screen.
 */
export function ResponderEncuesta({ inicio }: { inicio: string }) {
  const { t } = useTranslation();
  const [enCurso] = useState(leerEncuestaEnCurso);
  const encuesta = useEncuesta(enCurso?.idEncuesta ?? null, enCurso?.token ?? null);
  const guardar = useGuardarContestacion();
  const [camino, setCamino] = useState<number[]>([0]);
  const [dadas, setDadas] = useState<Record<number, Dada>>({});
  const [falta, setFalta] = useState(false);
  const titulo = useRef<HTMLHeadingElement>(null);
  const prefijo = useId();
  const actual = camino[camino.length - 1] ?? 0;

  // Focus follows the question, so a screen reader reads the new one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each step.
  useEffect(() => {
    if (camino.length > 1) titulo.current?.focus();
  }, [actual]);

  if (!enCurso) {
    return (
      <EmptyState
        icon={ClipboardList}
        titleAs="h2"
        title={t('encuestas.responder.sinEncuestaTitulo')}
        description={t('encuestas.responder.sinEncuestaTexto')}
        action={
          <Button asChild variant="outline">
            <Link to={inicio}>{t('encuestas.responder.volverInicio')}</Link>
          </Button>
        }
      />
    );
  }
  if (guardar.isSuccess) {
    return (
      <EmptyState
        icon={CheckCircle2}
        titleAs="h2"
        title={t('encuestas.responder.finTitulo')}
        description={t('encuestas.responder.finTexto')}
        action={
          <Button asChild>
            <Link to={inicio}>{t('encuestas.responder.volverInicio')}</Link>
          </Button>
        }
      />
    );
  }
  if (encuesta.isPending) return <SkeletonDetail label={t('encuestas.responder.cargando')} />;
  if (!encuesta.data) {
    return (
      <EmptyState
        icon={ClipboardList}
        titleAs="h2"
        title={t('encuestas.responder.errorTitulo')}
        description={t('encuestas.responder.errorTexto')}
        action={
          <Button asChild variant="outline">
            <Link to={`/encuestas/${enCurso.urlAcceso}`}>{t('encuestas.responder.volverEntrada')}</Link>
          </Button>
        }
      />
    );
  }

  const { preguntas } = encuesta.data;
  const p = preguntas[actual] as PreguntaEncuesta;
  const dada = dadas[p.idPregunta];
  const proxima = siguiente(preguntas, actual, dada);
  const ultima = proxima >= preguntas.length;
  const poner = (d: Dada) => {
    setFalta(false);
    setDadas((prev) => ({ ...prev, [p.idPregunta]: d }));
  };
  const avanzar = () => {
    if (p.obligatoria && !contestada(p, dada)) {
      setFalta(true);
      return;
    }
    if (ultima) {
      guardar.mutate({ id: encuesta.data.idEncuesta, lContestaciones: contestacionesDelCamino(preguntas, camino, dadas) });
      return;
    }
    setCamino((c) => [...c, proxima]);
  };
  const volver = () => {
    setFalta(false);
    setCamino((c) => (c.length > 1 ? c.slice(0, -1) : c));
  };
  const idEnunciado = `${prefijo}-enunciado`;
  const idError = `${prefijo}-error`;
  // Progress: where this question is among all (a jump skips ahead).
  const porcentaje = Math.round(((actual + 1) / preguntas.length) * 100);

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <header className="flex flex-col gap-3">
        <h2 className="text-xl font-semibold text-fg">{encuesta.data.titulo}</h2>
        <div className="flex flex-col gap-1.5">
          <p className="text-sm text-muted">
            {t('encuestas.responder.progreso', { actual: actual + 1, total: preguntas.length })}
          </p>
          <div
            role="progressbar"
            aria-label={t('encuestas.responder.progresoEtiqueta')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={porcentaje}
            className="h-2 w-full overflow-hidden rounded-full bg-subtle"
          >
            <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${porcentaje}%` }} />
          </div>
        </div>
      </header>
      <Card as="section" aria-labelledby={idEnunciado} className="flex flex-col gap-5">
        <h3 id={idEnunciado} ref={titulo} tabIndex={-1} className="text-lg font-semibold text-fg outline-none">
          {p.texto}
          {p.obligatoria ? (
            <span className="ms-1 text-danger" aria-hidden="true">
              *
            </span>
          ) : (
            <span className="ms-2 text-sm font-normal text-muted">({t('encuestas.responder.opcional')})</span>
          )}
        </h3>
        <Pregunta pregunta={p} dada={dada} poner={poner} idEnunciado={idEnunciado} prefijo={prefijo} />
        {falta ? (
          <p id={idError} role="alert" className="text-sm font-medium text-danger">
            {t('encuestas.responder.obligatoria')}
          </p>
        ) : null}
      </Card>
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="outline" onClick={volver} disabled={camino.length <= 1}>
          <ArrowLeft aria-hidden="true" />
          {t('encuestas.responder.anterior')}
        </Button>
        <Button onClick={avanzar} disabled={guardar.isPending}>
          {ultima ? t('encuestas.responder.enviar') : t('encuestas.responder.siguiente')}
          {ultima ? <Send aria-hidden="true" /> : <ArrowRight aria-hidden="true" />}
        </Button>
      </div>
    </div>
  );
}
