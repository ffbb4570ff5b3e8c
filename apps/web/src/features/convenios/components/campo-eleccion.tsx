import { RadioGroup } from 'radix-ui';
import { Controller, type FieldValues, useFormContext } from 'react-hook-form';
import { useErrorCampo, useIdCampo } from '@/components/form/campos-formulario';
import { cn } from '@/lib/cn';

export interface OpcionEleccion {
  /** The value the contract takes (tramitacionManual: true on paper; pagoDomiciliado: true by direct debit). */
  valor: boolean;
  texto: string;
  ayuda: string;
}

/**
 * One of two answers the person must give (spec §5: signature mode and
 * payment form are required, with no default) as a radio group. The group
 * carries aria-invalid, so a refused submit focuses it and Radix hands focus
 * to the checked radio, or the first.
 */
export function CampoEleccion({
  name,
  label,
  opciones,
}: {
  name: string;
  label: string;
  opciones: [OpcionEleccion, OpcionEleccion];
}) {
  const { control } = useFormContext<FieldValues>();
  const error = useErrorCampo(name);
  const id = useIdCampo(name);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline gap-0.5">
        <span id={`${id}-label`} className="text-sm font-medium text-fg">
          {label}
        </span>
        <span aria-hidden="true" className="text-sm text-danger">
          *
        </span>
      </div>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RadioGroup.Root
            id={id}
            aria-labelledby={`${id}-label`}
            aria-invalid={error ? true : undefined}
            aria-required
            aria-describedby={error ? `${id}-error` : undefined}
            value={field.value === null || field.value === undefined ? '' : String(field.value)}
            onValueChange={(valor) => {
              field.onChange(valor === 'true');
              field.onBlur();
            }}
            className="grid gap-2 sm:grid-cols-2"
          >
            {opciones.map(({ valor, texto, ayuda }) => (
              <label
                key={String(valor)}
                htmlFor={`${id}-${valor}`}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-lg border bg-surface p-3 transition',
                  'has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-subtle',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
                  error ? 'border-danger' : 'border-border',
                )}
              >
                <RadioGroup.Item
                  id={`${id}-${valor}`}
                  value={String(valor)}
                  aria-describedby={`${id}-${valor}-ayuda`}
                  className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border border-border bg-surface outline-none data-[state=checked]:border-primary"
                >
                  <RadioGroup.Indicator className="size-2.5 rounded-full bg-primary" />
                </RadioGroup.Item>
                <span className="flex flex-col gap-0.5">
                  <span className="text-sm font-medium text-fg">{texto}</span>
                  <span id={`${id}-${valor}-ayuda`} className="text-xs text-muted">
                    {ayuda}
                  </span>
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
      ) : null}
    </div>
  );
}
