import type { PreguntaEncuesta } from '@puente/contract/encuestas';
import { ESCALA_MAX, ESCALA_MIN } from '@puente/contract/encuestas';
import { ArrowLeft, ArrowRight, CheckCircle2, ClipboardList, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { EmptyState } from '@/components/ui/empty-state';
import { RadioGroup } from '@/components/ui/radio-group';
import { SkeletonDetail } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useEncuesta } from '../api/encuesta';
import { useGuardarContestacion } from '../api/guardar-contestacion';
import { leerEncuestaEnCurso } from '../api/token-encuesta';
import { contestacionesDelCamino, contestada, type Dada, siguiente } from './flujo';
import { SiNo } from './si-no';

const TEXTO_MAX = 2000;

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

function Pregunta({
  pregunta: p,
  dada,
  poner,
  idEnunciado,
  prefijo,
}: {
  pregunta: PreguntaEncuesta;
  dada: Dada | undefined;
  poner: (d: Dada) => void;
  idEnunciado: string;
  prefijo: string;
}) {
  const { t } = useTranslation();
  const id = `${prefijo}-p${p.idPregunta}`;
  const elegida = dada?.idRespuestas?.[0];
  if (p.tipo === 'sino') {
    return (
      <SiNo
        id={id}
        aria-labelledby={idEnunciado}
        value={elegida === undefined ? undefined : String(elegida)}
        onValueChange={(v) => poner({ idRespuestas: [Number(v)] })}
        opciones={p.respuestas.map((r) => ({ value: String(r.idRespuesta), label: r.texto }))}
      />
    );
  }
  if (p.tipo === 'unica') {
    return (
      <RadioGroup
        id={id}
        aria-labelledby={idEnunciado}
        value={elegida === undefined ? '' : String(elegida)}
        onValueChange={(v) => poner({ idRespuestas: [Number(v)] })}
        options={p.respuestas.map((r) => ({ value: String(r.idRespuesta), label: r.texto }))}
      />
    );
  }
  if (p.tipo === 'multiple') {
    const marcadas = dada?.idRespuestas ?? [];
    return (
      <fieldset className="flex flex-col gap-3" aria-labelledby={idEnunciado}>
        <p className="text-xs text-muted">{t('encuestas.responder.variasRespuestas')}</p>
        {p.respuestas.map((r) => (
          <Checkbox
            key={r.idRespuesta}
            id={`${id}-${r.idRespuesta}`}
            label={r.texto}
            checked={marcadas.includes(r.idRespuesta)}
            onCheckedChange={(v) =>
              poner({
                idRespuestas: v ? [...marcadas, r.idRespuesta] : marcadas.filter((x) => x !== r.idRespuesta),
              })
            }
          />
        ))}
      </fieldset>
    );
  }
  if (p.tipo === 'escala') {
    const valores = Array.from({ length: ESCALA_MAX - ESCALA_MIN + 1 }, (_, i) => ESCALA_MIN + i);
    return (
      <div className="flex flex-col gap-2">
        <RadioGroup
          id={id}
          aria-labelledby={idEnunciado}
          orientation="horizontal"
          value={dada?.valor === undefined ? '' : String(dada.valor)}
          onValueChange={(v) => poner({ valor: Number(v) })}
          className="grid grid-cols-5 gap-2 sm:grid-cols-10 [&>label]:justify-center [&>label]:p-2"
          options={valores.map((v) => ({ value: String(v), label: String(v) }))}
        />
        <p className="flex justify-between text-xs text-muted" aria-hidden="true">
          <span>{t('encuestas.responder.escalaMin')}</span>
          <span>{t('encuestas.responder.escalaMax')}</span>
        </p>
      </div>
    );
  }
  return (
    <Textarea
      id={id}
      aria-labelledby={idEnunciado}
      maxLength={TEXTO_MAX}
      rows={5}
      value={dada?.texto ?? ''}
      onChange={(e) => poner({ texto: e.target.value })}
    />
  );
}
