import { Controller, type FieldValues, useFormContext } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import type { CampoBase } from './campos';
import { useErrorCampo, useIdCampo } from './campos-formulario';

/** One yes/no as a checkbox, named by its own label. */
export function CampoCasilla({ name, label, className }: { name: string; label: string; className?: string }) {
  const { control } = useFormContext<FieldValues>();
  const id = useIdCampo(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox
          id={id}
          label={label}
          className={className}
          checked={Boolean(field.value)}
          onCheckedChange={(checked) => field.onChange(checked === true)}
        />
      )}
    />
  );
}

/** Several ids of a list as checkboxes (contact types, job-fair years), in a fieldset named by its legend. */
export function CampoCasillas({
  name,
  label,
  hint,
  options,
  className,
  columnas = 'grid-cols-1 sm:grid-cols-2',
}: Omit<CampoBase, 'required'> & {
  options: { value: number; label: string }[];
  /** The grid's columns (Tailwind classes), as many as the labels' length allows. */
  columnas?: string;
}) {
  const { control } = useFormContext<FieldValues>();
  const error = useErrorCampo(name);
  const id = useIdCampo(name);
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset id={id} aria-describedby={describedBy} className={cn('flex min-w-0 flex-col gap-2', className)}>
      <legend className="mb-1 text-sm font-medium text-fg">{label}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <Controller
        control={control}
        name={name}
        render={({ field }) => {
          const elegidos = (field.value as number[] | undefined) ?? [];
          return (
            <div className={cn('grid gap-x-4 gap-y-2.5', columnas)}>
              {options.map((option) => (
                <Checkbox
                  key={option.value}
                  id={`${id}-${option.value}`}
                  label={option.label}
                  checked={elegidos.includes(option.value)}
                  onCheckedChange={(checked) =>
                    field.onChange(
                      checked
                        ? [...elegidos, option.value].sort((a, b) => a - b)
                        : elegidos.filter((valor) => valor !== option.value),
                    )
                  }
                />
              ))}
            </div>
          );
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
