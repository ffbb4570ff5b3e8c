import { VALORACION_MAX, VALORACION_MIN } from '@puente/contract/seguimiento-practicas';
import { RadioGroup } from 'radix-ui';
import { Controller, type FieldValues, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorCampo, useIdCampo } from '@/components/form/campos-formulario';
import { cn } from '@/lib/cn';
import { claveValoracion } from '../etiquetas';

const NIVELES = Array.from({ length: VALORACION_MAX - VALORACION_MIN + 1 }, (_, i) => String(VALORACION_MIN + i));

/**
 * One item of the company tutor's report, 1 (insuficiente) to 5 (excelente),
 * as a required radio group inside a fieldset whose legend names it. The
 * group carries aria-invalid: the form helper focuses it on a refused submit
 * and Radix hands that focus to the checked radio, or the first; the arrows
 * move between the levels. Unvalued, it says "Falta valorar".
 */
export function CampoValoracionTutor({ name, legend }: { name: string; legend: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext<FieldValues>();
  const error = useErrorCampo(name);
  const id = useIdCampo(name);
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 flex items-baseline gap-0.5 text-sm font-medium text-fg">
        {/* The group is named by the text alone: the mark is not read as part of it. */}
        <span id={`${id}-legend`}>{legend}</span>
        <span aria-hidden="true" className="text-sm text-danger">
          *
        </span>
      </legend>
      <Controller
        control={control}
        name={name}
        render={({ field }) => {
          const valor = typeof field.value === 'string' ? field.value : '';
          return (
            <>
              <RadioGroup.Root
                id={id}
                ref={field.ref}
                aria-labelledby={`${id}-legend`}
                aria-describedby={error ? `${id}-error` : undefined}
                aria-invalid={error ? true : undefined}
                aria-required
                value={valor}
                onValueChange={(nuevo) => {
                  field.onChange(nuevo);
                  field.onBlur();
                }}
                className="grid gap-1.5 sm:grid-cols-5"
              >
                {NIVELES.map((nivel) => (
                  <label
                    key={nivel}
                    htmlFor={`${id}-${nivel}`}
                    className={cn(
                      'flex min-h-10 cursor-pointer items-center gap-3 rounded-lg border bg-surface px-3 py-2 transition sm:flex-col sm:gap-1 sm:px-2 sm:text-center',
                      'has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-subtle',
                      'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
                      error ? 'border-danger' : 'border-border',
                    )}
                  >
                    <RadioGroup.Item
                      id={`${id}-${nivel}`}
                      value={nivel}
                      className="flex size-5 shrink-0 items-center justify-center rounded-full border border-border bg-surface outline-none data-[state=checked]:border-primary"
                    >
                      <RadioGroup.Indicator className="size-2.5 rounded-full bg-primary" />
                    </RadioGroup.Item>
                    {/* The space keeps "4 Notable" two words for screen readers; the flex layout hides it. */}
                    <span className="flex items-baseline gap-1.5 sm:flex-col sm:items-center sm:gap-0">
                      <span className="text-sm font-semibold tabular-nums text-fg">{nivel}</span>{' '}
                      <span className="text-xs text-muted">{t(claveValoracion[Number(nivel)] ?? '')}</span>
                    </span>
                  </label>
                ))}
              </RadioGroup.Root>
              {error ? (
                <p id={`${id}-error`} className="text-xs font-medium text-danger">
                  {valor === '' ? t('tutorPracticas.informe.faltaValorar') : error}
                </p>
              ) : null}
            </>
          );
        }}
      />
    </fieldset>
  );
}
