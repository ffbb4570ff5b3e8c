import { VALORACION_MAX, VALORACION_MIN } from '@puente/contract/seguimiento-practicas';
import { RadioGroup } from 'radix-ui';
import { Controller, type FieldValues, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorCampo, useIdCampo } from '@/components/form/campos-formulario';
import { cn } from '@/lib/cn';

const NIVELES = Array.from({ length: VALORACION_MAX - VALORACION_MIN + 1 }, (_, i) => String(VALORACION_MIN + i));

/**
 * The overall assessment, 1 to 5, as a required radio group inside a
 * fieldset whose legend names it. The group carries aria-invalid: the form
 * helper focuses it on a refused submit, and Radix hands that focus to the
 * checked radio, or the first; the arrows move between the levels.
 */
export function CampoValoracion({ name, legend, hint }: { name: string; legend: string; hint: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext<FieldValues>();
  const error = useErrorCampo(name);
  const id = useIdCampo(name);
  const descrito = error ? `${id}-error` : `${id}-hint`;
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend id={`${id}-legend`} className="mb-1.5 flex items-baseline gap-0.5 text-sm font-medium text-fg">
        {legend}
        <span aria-hidden="true" className="text-sm text-danger">
          *
        </span>
      </legend>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RadioGroup.Root
            id={id}
            ref={field.ref}
            aria-labelledby={`${id}-legend`}
            aria-describedby={descrito}
            aria-invalid={error ? true : undefined}
            aria-required
            value={typeof field.value === 'string' ? field.value : ''}
            onValueChange={(valor) => {
              field.onChange(valor);
              field.onBlur();
            }}
            className="grid gap-2 sm:grid-cols-5"
          >
            {NIVELES.map((nivel) => (
              <label
                key={nivel}
                htmlFor={`${id}-${nivel}`}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-lg border bg-surface px-3 py-2.5 transition sm:flex-col sm:gap-1.5 sm:py-3 sm:text-center',
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
                <span className="flex items-baseline gap-1.5 sm:flex-col sm:items-center sm:gap-0.5">
                  <span className="text-base font-semibold tabular-nums text-fg">{nivel}</span>
                  <span className="text-xs text-muted">{t(`practicasAlumno.memoria.niveles.nivel${nivel}`)}</span>
                </span>
              </label>
            ))}
          </RadioGroup.Root>
        )}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
    </fieldset>
  );
}
