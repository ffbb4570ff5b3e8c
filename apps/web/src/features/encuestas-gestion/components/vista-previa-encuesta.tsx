import type { PreguntaEncuesta } from '@puente/contract/encuestas';
import { ArrowLeft, ArrowRight, Eye, Flag, RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contestada, type Dada, siguiente } from '@/components/encuesta-vista/flujo';
import { Pregunta } from '@/components/encuesta-vista/pregunta';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { ValoresEncuesta, ValoresPregunta } from './valores-encuesta';

/**
 * The builder's questions as a respondent reads them (the contract's PreguntaEncuesta): ids by position
 * (question i+1, answer (i+1)·100 + j+1), each jump to its question's position, blank texts said as such.
 */
export function preguntasDeVista(preguntas: ValoresPregunta[], sinTexto: string, sinRespuesta: string): PreguntaEncuesta[] {
  const posicion = new Map(preguntas.map((p, i) => [p.clave, i + 1]));
  return preguntas.map((p, i) => ({
    idPregunta: i + 1,
    orden: i + 1,
    tipo: p.tipo,
    texto: p.texto.trim() || sinTexto,
    obligatoria: p.obligatoria,
    respuestas:
      p.tipo === 'escala' || p.tipo === 'texto'
        ? []
        : p.respuestas.map((r, j) => ({
            idRespuesta: (i + 1) * 100 + j + 1,
            texto: r.texto.trim() || sinRespuesta,
            idPreguntaDestino: r.saltoA ? (posicion.get(r.saltoA) ?? null) : null,
          })),
  }));
}

/**
 * The walk itself, as /encuesta does it: one question at a time with its progress, "Anterior", and
 * "Siguiente" following the jump of the answer chosen; nothing is sent. The path taken is shown at the end.
 */
export function RecorridoVistaPrevia({ titulo, preguntas }: { titulo: string; preguntas: PreguntaEncuesta[] }) {
  const { t } = useTranslation();
  const prefijo = useId();
  const [camino, setCamino] = useState<number[]>([0]);
  const [dadas, setDadas] = useState<Record<number, Dada>>({});
  const [falta, setFalta] = useState(false);
  const [terminada, setTerminada] = useState(false);
  const enunciado = useRef<HTMLHeadingElement>(null);
  const fin = useRef<HTMLHeadingElement>(null);
  const actual = camino[camino.length - 1] ?? 0;

  // The focus follows the question (and the end), so a screen reader reads the new one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each step.
  useEffect(() => {
    if (terminada) fin.current?.focus();
    else if (camino.length > 1) enunciado.current?.focus();
  }, [actual, terminada]);

  const p = preguntas[actual];
  if (!p) return <p className="text-muted">{t('encuestasGestion.vistaPrevia.sinPreguntas')}</p>;

  const recorrido = camino.map((i) => i + 1).join(' → ');
  if (terminada) {
    return (
      <div className="flex flex-col items-start gap-4">
        <h3 ref={fin} tabIndex={-1} className="flex items-center gap-2 text-lg font-semibold text-fg outline-none">
          <Flag aria-hidden="true" className="size-5 text-primary" />
          {t('encuestasGestion.vistaPrevia.finTitulo')}
        </h3>
        <p className="text-sm text-muted">{t('encuestasGestion.vistaPrevia.finTexto')}</p>
        <p className="text-sm text-fg">{t('encuestasGestion.vistaPrevia.camino', { camino: recorrido })}</p>
        <Button
          variant="outline"
          onClick={() => {
            setCamino([0]);
            setDadas({});
            setTerminada(false);
          }}
        >
          <RotateCcw aria-hidden="true" />
          {t('encuestasGestion.vistaPrevia.otraVez')}
        </Button>
      </div>
    );
  }

  const dada = dadas[p.idPregunta];
  const proxima = siguiente(preguntas, actual, dada);
  const ultima = proxima >= preguntas.length;
  const idEnunciado = `${prefijo}-enunciado`;
  const porcentaje = Math.round(((actual + 1) / preguntas.length) * 100);
  const avanzar = () => {
    if (p.obligatoria && !contestada(p, dada)) {
      setFalta(true);
      return;
    }
    if (ultima) setTerminada(true);
    else setCamino((c) => [...c, proxima]);
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <p className="text-sm font-medium text-fg">{titulo}</p>
        <p className="text-sm text-muted">{t('encuestas.responder.progreso', { actual: actual + 1, total: preguntas.length })}</p>
        <div
          role="progressbar"
          aria-label={t('encuestas.responder.progresoEtiqueta')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={porcentaje}
          className="h-2 w-full overflow-hidden rounded-full bg-subtle"
        >
          <div className="h-full rounded-full bg-primary" style={{ width: `${porcentaje}%` }} />
        </div>
      </div>
      <section aria-labelledby={idEnunciado} className="flex flex-col gap-4 rounded-xl border border-border p-4">
        <h3 id={idEnunciado} ref={enunciado} tabIndex={-1} className="text-base font-semibold text-fg outline-none">
          {p.texto}
          {p.obligatoria ? (
            <span className="ms-1 text-danger" aria-hidden="true">
              *
            </span>
          ) : (
            <span className="ms-2 text-sm font-normal text-muted">({t('encuestas.responder.opcional')})</span>
          )}
        </h3>
        <Pregunta
          pregunta={p}
          dada={dada}
          poner={(d) => {
            setFalta(false);
            setDadas((prev) => ({ ...prev, [p.idPregunta]: d }));
          }}
          idEnunciado={idEnunciado}
          prefijo={prefijo}
        />
        {falta ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {t('encuestas.responder.obligatoria')}
          </p>
        ) : null}
      </section>
      <div className="flex flex-wrap justify-between gap-3">
        <Button
          variant="outline"
          onClick={() => {
            setFalta(false);
            setCamino((c) => (c.length > 1 ? c.slice(0, -1) : c));
          }}
          disabled={camino.length <= 1}
        >
          <ArrowLeft aria-hidden="true" />
          {t('encuestas.responder.anterior')}
        </Button>
        <Button onClick={avanzar}>
          {ultima ? t('encuestasGestion.vistaPrevia.terminar') : t('encuestas.responder.siguiente')}
          {ultima ? <Flag aria-hidden="true" /> : <ArrowRight aria-hidden="true" />}
        </Button>
      </div>
    </div>
  );
}

/**
 * "Vista previa": the survey as typed, walked in a dialog as a respondent would, following the jumps of the
 * answers chosen. It reads the form when it opens, so each opening starts from the first question.
 */
export function VistaPreviaEncuesta() {
  const { t } = useTranslation();
  const { getValues } = useFormContext<ValoresEncuesta>();
  const [abierta, setAbierta] = useState(false);
  const [vista, setVista] = useState<{ titulo: string; preguntas: PreguntaEncuesta[] } | null>(null);
  return (
    <Dialog
      open={abierta}
      onOpenChange={(valor) => {
        if (valor) {
          const v = getValues();
          setVista({
            titulo: v.titulo.trim() || t('encuestasGestion.vistaPrevia.sinTitulo'),
            preguntas: preguntasDeVista(
              v.preguntas,
              t('encuestasGestion.constructor.sinEnunciado'),
              t('encuestasGestion.vistaPrevia.sinTextoRespuesta'),
            ),
          });
        }
        setAbierta(valor);
      }}
      size="lg"
      title={t('encuestasGestion.vistaPrevia.titulo')}
      description={t('encuestasGestion.vistaPrevia.descripcion')}
      trigger={
        <Button variant="outline">
          <Eye aria-hidden="true" />
          {t('encuestasGestion.vistaPrevia.abrir')}
        </Button>
      }
    >
      {vista ? <RecorridoVistaPrevia titulo={vista.titulo} preguntas={vista.preguntas} /> : null}
    </Dialog>
  );
}
