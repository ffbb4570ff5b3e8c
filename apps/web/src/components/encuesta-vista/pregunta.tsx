import type { PreguntaEncuesta } from '@puente/contract/encuestas';
import { ESCALA_MAX, ESCALA_MIN } from '@puente/contract/encuestas';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { RadioGroup } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import type { Dada } from './flujo';
import { SiNo } from './si-no';

const TEXTO_MAX = 2000;

/**
 * One survey question's control as a respondent meets it (the Sí/No toggle, single and multiple choice, the
 * 1–10 scale, free text), named by its statement (`idEnunciado`). Shared by the student's /encuesta and the
 * staff builder's preview; it speaks the `encuestas` catalogue's words.
 */
export function Pregunta({
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
