import { Controller, type FieldValues, useFormContext } from 'react-hook-form';
import { RadioGroup, type RadioOption } from '@/components/ui/radio-group';
import { cn } from '@/lib/cn';
import { useErrorCampo, useIdCampo } from './campos-formulario';

/**
 * One choice among a few, as radios in a group named by its visible label (the arrows move between them), each
 * option with its own explanation if it has one; its message under the group.
 */
export function CampoRadios({
  name,
  label,
  options,
  orientation = 'vertical',
  className,
  grupoClassName,
}: {
  name: string;
  label: string;
  options: RadioOption[];
  orientation?: 'horizontal' | 'vertical';
  className?: string;
  /** The radios' own box (`max-sm:flex-col` stacks a horizontal group on a phone). */
  grupoClassName?: string;
}) {
  const { control } = useFormContext<FieldValues>();
  const error = useErrorCampo(name);
  const id = useIdCampo(name);
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <span id={`${id}-label`} className="text-sm font-medium text-fg">
        {label}
      </span>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RadioGroup
            id={id}
            aria-labelledby={`${id}-label`}
            orientation={orientation}
            className={grupoClassName}
            value={field.value}
            onValueChange={(valor) => {
              field.onChange(valor);
              field.onBlur();
            }}
            options={options}
          />
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
