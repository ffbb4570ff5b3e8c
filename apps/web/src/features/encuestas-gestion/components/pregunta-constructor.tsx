import { PREGUNTA_MAX_RESPUESTAS, TIPOS_PREGUNTA, type TipoPregunta } from '@puente/contract/encuestas';
import { ArrowDown, ArrowUp, Plus, Trash2, X } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CampoSelect, CampoTexto } from '@/components/form/campos';
import { CampoCasilla } from '@/components/form/campos-casillas';
import { useIdCampo } from '@/components/form/campos-formulario';
import { Button } from '@/components/ui/button';
import { CampoSalto } from './campo-salto';
import { useErrorDeLista } from './error-de-lista';
import { claveTipo } from './etiquetas';
import { respuestasDeTipo, type ValoresEncuesta } from './valores-encuesta';

export interface PreguntaConstructorProps {
  indice: number;
  total: number;
  onMover: (desde: number, hasta: number, boton: 'subir' | 'bajar') => void;
  onQuitar: (indice: number) => void;
}

/** A question's answers: their texts (Sí and No fixed), each with its optional jump to a later question. */
function Respuestas({ indice, tipo, ayudaId }: { indice: number; tipo: TipoPregunta; ayudaId: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ValoresEncuesta>();
  const { fields, append, remove } = useFieldArray({ control, name: `preguntas.${indice}.respuestas` });
  const nombreGrupo = `preguntas.${indice}.respuestas`;
  const error = useErrorDeLista(nombreGrupo);
  const id = useIdCampo(nombreGrupo);
  const fijas = tipo === 'sino';
  const n = indice + 1;
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col gap-3">
        {fields.map((field, j) => (
          <li
            key={field.id}
            className="flex flex-col gap-3 rounded-lg border border-border p-3 sm:flex-row sm:items-start sm:gap-4"
          >
            {fijas ? (
              <p className="flex min-h-10 flex-1 items-center text-sm font-medium text-fg sm:mt-6">
                {t('encuestasGestion.constructor.respuestaFija', { texto: field.texto })}
              </p>
            ) : (
              <CampoTexto
                name={`preguntas.${indice}.respuestas.${j}.texto`}
                label={t('encuestasGestion.constructor.respuesta', { m: j + 1 })}
                required
                autoComplete="off"
                className="min-w-0 flex-1"
              />
            )}
            <CampoSalto
              name={`preguntas.${indice}.respuestas.${j}.saltoA`}
              label={t('encuestasGestion.constructor.salto', { m: j + 1 })}
              indice={indice}
              ayudaId={ayudaId}
            />
            {fijas ? null : (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="self-end sm:mt-6 sm:self-start"
                aria-label={t('encuestasGestion.constructor.quitarRespuestaA', { m: j + 1, n })}
                onClick={() => remove(j)}
              >
                <X aria-hidden="true" />
                <span className="sm:sr-only">{t('encuestasGestion.constructor.quitarRespuesta')}</span>
              </Button>
            )}
          </li>
        ))}
      </ol>
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
      {fijas ? null : (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={fields.length >= PREGUNTA_MAX_RESPUESTAS}
          onClick={() =>
            append({ texto: '', saltoA: '' }, { focusName: `preguntas.${indice}.respuestas.${fields.length}.texto` })
          }
        >
          <Plus aria-hidden="true" />
          {t('encuestasGestion.constructor.anadirRespuesta')}
        </Button>
      )}
    </div>
  );
}

/**
 * One question of the builder, in a group named "Pregunta N": its type, statement and mandatory mark, its
 * answers with their jumps, and the buttons that move it up or down or remove it (no dragging needed).
 */
export function PreguntaConstructor({ indice, total, onMover, onQuitar }: PreguntaConstructorProps) {
  const { t } = useTranslation();
  const { control, getValues, setValue } = useFormContext<ValoresEncuesta>();
  const tipo = useWatch({ control, name: `preguntas.${indice}.tipo` });
  const base = useIdCampo(`preguntas.${indice}`);
  const n = indice + 1;
  const ayudaId = `${base}-saltos-ayuda`;
  const conRespuestas = tipo === 'unica' || tipo === 'multiple' || tipo === 'sino';
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-5">
      <legend className="sr-only">{t('encuestasGestion.constructor.pregunta', { n })}</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p aria-hidden="true" className="text-base font-semibold text-fg">
          {t('encuestasGestion.constructor.pregunta', { n })}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            id={`${base}-subir`}
            disabled={indice === 0}
            aria-label={t('encuestasGestion.constructor.subirA', { n })}
            onClick={() => onMover(indice, indice - 1, 'subir')}
          >
            <ArrowUp aria-hidden="true" />
            {t('encuestasGestion.constructor.subir')}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            id={`${base}-bajar`}
            disabled={indice === total - 1}
            aria-label={t('encuestasGestion.constructor.bajarA', { n })}
            onClick={() => onMover(indice, indice + 1, 'bajar')}
          >
            <ArrowDown aria-hidden="true" />
            {t('encuestasGestion.constructor.bajar')}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-label={t('encuestasGestion.constructor.quitarPreguntaA', { n })}
            onClick={() => onQuitar(indice)}
          >
            <Trash2 aria-hidden="true" />
            {t('encuestasGestion.constructor.quitarPregunta')}
          </Button>
        </div>
      </div>
      <div className="grid gap-x-5 gap-y-4 sm:grid-cols-[minmax(0,16rem)_1fr] sm:items-end">
        <CampoSelect
          name={`preguntas.${indice}.tipo`}
          label={t('encuestasGestion.constructor.tipo')}
          placeholder={t('encuestasGestion.constructor.tipoElegir')}
          required
          options={TIPOS_PREGUNTA.map((valor) => ({ value: valor, label: t(claveTipo[valor]) }))}
          onElegido={(valor) =>
            setValue(
              `preguntas.${indice}.respuestas`,
              respuestasDeTipo(valor as TipoPregunta, getValues(`preguntas.${indice}.respuestas`)),
              { shouldDirty: true },
            )
          }
        />
        <CampoCasilla
          name={`preguntas.${indice}.obligatoria`}
          label={t('encuestasGestion.constructor.obligatoria')}
          className="sm:pb-2.5"
        />
      </div>
      <CampoTexto
        name={`preguntas.${indice}.texto`}
        label={t('encuestasGestion.constructor.enunciado')}
        required
        autoComplete="off"
      />
      {conRespuestas ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium text-fg">{t('encuestasGestion.constructor.respuestas')}</p>
          <p id={ayudaId} className="text-xs text-muted">
            {n < total ? t('encuestasGestion.constructor.saltosAyuda') : t('encuestasGestion.constructor.saltosAyudaUltima')}
          </p>
          {/* Mounted anew when the type or the position changes: a field array keeps the answers of the name it started with. */}
          <Respuestas key={`${tipo}-${indice}`} indice={indice} tipo={tipo} ayudaId={ayudaId} />
        </div>
      ) : (
        <p className="text-sm text-muted">
          {t(tipo === 'escala' ? 'encuestasGestion.constructor.escalaNota' : 'encuestasGestion.constructor.textoNota')}
        </p>
      )}
    </fieldset>
  );
}
