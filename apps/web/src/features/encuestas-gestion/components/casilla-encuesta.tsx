import { Controller, type FieldValues, useFormContext } from 'react-hook-form';
import { useErrorCampo, useIdCampo } from '@/components/form/campos-formulario';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';

/**
 * A yes/no of the survey as a checkbox, with its hint and the rule it breaks under it (to whom it goes, a
 * mandatory survey without an audience): marked invalid, so a refused save focuses it.
 */
export function CasillaEncuesta({
  name,
  label,
  hint,
  className,
}: {
  name: string;
  label: string;
  hint?: string;
  className?: string;
}) {
  const { control } = useFormContext<FieldValues>();
  const error = useErrorCampo(name);
  const id = useIdCampo(name);
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Checkbox
            id={id}
            label={label}
            checked={Boolean(field.value)}
            onCheckedChange={(checked) => {
              field.onChange(checked === true);
              field.onBlur();
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
        )}
      />
      {hint ? (
        <p id={`${id}-hint`} className="ps-7.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="ps-7.5 text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
