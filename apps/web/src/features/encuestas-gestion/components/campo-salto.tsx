import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorCampo, useIdCampo } from '@/components/form/campos-formulario';
import { Field, fieldAria } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { resumen } from '@/lib/formato';
import type { ValoresEncuesta } from './valores-encuesta';

/** The select's value for "no jump" (a Radix item never has an empty value); '' in the form. */
const SIGUIENTE = 'siguiente';

export interface CampoSaltoProps {
  /** `preguntas.i.respuestas.j.saltoA`. */
  name: `preguntas.${number}.respuestas.${number}.saltoA`;
  label: string;
  /** The question's position (0-based) among all: only later ones are offered. */
  indice: number;
  /** The id of the question's note on why only later questions are offered. */
  ayudaId: string;
}

/**
 * "Después de la respuesta N, ir a": the next question (no jump) or a LATER question, by its number and statement. A jump left
 * pointing backwards by a reorder stays shown as it is, marked as earlier, with the schema's explanation under it.
 */
export function CampoSalto({ name, label, indice, ayudaId }: CampoSaltoProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<ValoresEncuesta>();
  const preguntas = useWatch({ control, name: 'preguntas' });
  const valor = useWatch({ control, name });
  const error = useErrorCampo(name);
  const id = useIdCampo(name);
  const aria = fieldAria(id, { error });
  const describedBy = [aria['aria-describedby'], ayudaId].filter(Boolean).join(' ');
  const nombre = (i: number) =>
    t('encuestasGestion.constructor.saltoOpcion', {
      n: i + 1,
      texto: resumen(preguntas[i]?.texto.trim() || t('encuestasGestion.constructor.sinEnunciado'), 40),
    });
  // The last question has nowhere to jump: no select, unless a reorder left a jump there to fix.
  if (indice >= preguntas.length - 1 && !valor && !error) return null;
  return (
    <Field id={id} label={label} error={error} className="sm:w-72 sm:shrink-0">
      <Controller
        control={control}
        name={name}
        render={({ field }) => {
          const destino = preguntas.findIndex((p) => p.clave === field.value);
          const opciones = [
            { value: SIGUIENTE, label: t('encuestasGestion.constructor.sinSalto') },
            ...(destino >= 0 && destino <= indice
              ? [{ value: field.value, label: t('encuestasGestion.constructor.saltoAnterior', { n: destino + 1 }) }]
              : []),
            ...preguntas.flatMap((p, i) => (i > indice ? [{ value: p.clave, label: nombre(i) }] : [])),
          ];
          return (
            <Select
              {...aria}
              aria-describedby={describedBy}
              value={field.value ? field.value : SIGUIENTE}
              onValueChange={(valor) => {
                field.onChange(valor === SIGUIENTE ? '' : valor);
                field.onBlur();
              }}
              options={opciones}
            />
          );
        }}
      />
    </Field>
  );
}
