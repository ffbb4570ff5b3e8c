import { RadioGroup } from 'radix-ui';
import { Controller, type FieldValues, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorCampo, useIdCampo } from '@/components/form/campos-formulario';
import { cn } from '@/lib/cn';

/**
 * A Sí/No answer (spec §2's Sí/No widget) as two radios. The group carries
 * aria-invalid: the form helper focuses it on a refused submit, and Radix
 * hands that focus to the checked radio, or the first.
 */
export function CampoSiNo({ name, label, required }: { name: string; label: string; required?: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<FieldValues>();
  const error = useErrorCampo(name);
  const id = useIdCampo(name);
  const opciones = [
    { valor: 'si', texto: t('formulariosEmpresa.comun.si') },
    { valor: 'no', texto: t('formulariosEmpresa.comun.no') },
  ];
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline gap-0.5">
        <span id={`${id}-label`} className="text-sm font-medium text-fg">
          {label}
        </span>
        {required ? (
          <span aria-hidden="true" className="text-sm text-danger">
            *
          </span>
        ) : null}
      </div>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RadioGroup.Root
            id={id}
            orientation="horizontal"
            aria-labelledby={`${id}-label`}
            aria-invalid={error ? true : undefined}
            aria-required={required || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            value={field.value === true ? 'si' : field.value === false ? 'no' : ''}
            onValueChange={(valor) => {
              field.onChange(valor === 'si');
              field.onBlur();
            }}
            className="flex h-10 gap-2"
          >
            {opciones.map(({ valor, texto }) => (
              <label
                key={valor}
                htmlFor={`${id}-${valor}`}
                className={cn(
                  'flex min-w-20 flex-1 cursor-pointer items-center gap-2.5 rounded-lg border bg-surface px-3 text-sm font-medium text-fg transition sm:flex-none',
                  'has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-subtle',
                  error ? 'border-danger' : 'border-border',
                )}
              >
                <RadioGroup.Item
                  id={`${id}-${valor}`}
                  value={valor}
                  className="flex size-5 shrink-0 items-center justify-center rounded-full border border-border bg-surface data-[state=checked]:border-primary"
                >
                  <RadioGroup.Indicator className="size-2.5 rounded-full bg-primary" />
                </RadioGroup.Item>
                {texto}
              </label>
            ))}
          </RadioGroup.Root>
        )}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
