import type { ComponentProps, ReactNode } from 'react';
import { Controller, type FieldValues, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Select, type SelectOption } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { useErrorCampo, useIdCampo } from './campos-formulario';

/*
 * The react-hook-form fields every form uses, named by the contract's keys:
 * label, required mark, hint, the message in the reader's language and the
 * aria that ties them together. Ids and messages come from <CamposFormulario>.
 */

export interface CampoBase {
  name: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

/** A titled group of fields: a fieldset whose legend names it for screen readers. */
export function Grupo({ titulo, children, className }: { titulo: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={cn('flex min-w-0 flex-col gap-4', className)}>
      <legend className="mb-3 text-base font-semibold text-fg">{titulo}</legend>
      <div className="grid gap-x-5 gap-y-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

export interface CampoTextoProps
  extends CampoBase,
    Pick<
      ComponentProps<'input'>,
      'type' | 'inputMode' | 'autoComplete' | 'spellCheck' | 'autoCapitalize' | 'min' | 'max' | 'placeholder'
    > {
  /** Fields whose rule reads this one, checked again when it changes (the end date after the start). */
  deps?: string[];
}

export function CampoTexto({ name, label, hint, required, className, deps, ...input }: CampoTextoProps) {
  const { register } = useFormContext<FieldValues>();
  const error = useErrorCampo(name);
  const id = useIdCampo(name);
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <Input {...input} {...fieldAria(id, { error, hint, required })} {...register(name, { deps })} />
    </Field>
  );
}

export function CampoPassword({ name, label, hint, required, className, autoComplete }: CampoBase & { autoComplete: string }) {
  const { register } = useFormContext<FieldValues>();
  const error = useErrorCampo(name);
  const id = useIdCampo(name);
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <PasswordInput autoComplete={autoComplete} {...fieldAria(id, { error, hint, required })} {...register(name)} />
    </Field>
  );
}

export interface CampoAreaProps extends CampoBase {
  rows?: number;
  /** Shows "n / max" under the field, the hint beside it. */
  max?: number;
  placeholder?: string;
}

/** A long text; with a maximum, its live character count under it. */
export function CampoArea({ name, label, hint, required, className, rows = 5, max, placeholder }: CampoAreaProps) {
  const { t } = useTranslation();
  const { register, control } = useFormContext<FieldValues>();
  const valor = useWatch({ control, name });
  const error = useErrorCampo(name);
  const id = useIdCampo(name);
  const longitud = typeof valor === 'string' ? valor.length : 0;
  return (
    <Field id={id} label={label} hint={max ? undefined : hint} error={error} required={required} className={className}>
      <Textarea rows={rows} placeholder={placeholder} {...fieldAria(id, { error, hint, required })} {...register(name)} />
      {max ? (
        <div className="flex items-start justify-between gap-3 text-xs text-muted">
          {hint && !error ? <p id={`${id}-hint`}>{hint}</p> : <span />}
          <span aria-hidden="true" className={cn('shrink-0 tabular-nums', longitud > max && 'font-medium text-danger')}>
            {t('ui.caracteres', { n: longitud, max })}
          </span>
        </div>
      ) : null}
    </Field>
  );
}

export interface CampoSelectProps extends CampoBase {
  options: SelectOption[];
  placeholder: string;
  disabled?: boolean;
  onElegido?: (value: string) => void;
}

/** A short closed list (Radix Select); the trigger carries the field's aria so a refused submit focuses it. */
export function CampoSelect({
  name,
  label,
  hint,
  required,
  className,
  options,
  placeholder,
  disabled,
  onElegido,
}: CampoSelectProps) {
  const { control } = useFormContext<FieldValues>();
  const error = useErrorCampo(name);
  const id = useIdCampo(name);
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select
            {...fieldAria(id, { error, hint, required })}
            // '' shows the placeholder (Radix items never have an empty value).
            value={field.value}
            onValueChange={(value) => {
              field.onChange(value);
              field.onBlur();
              onElegido?.(value);
            }}
            options={options}
            placeholder={placeholder}
            disabled={disabled}
          />
        )}
      />
    </Field>
  );
}

export interface CampoComboboxProps extends CampoBase {
  options: ComboboxOption[];
  placeholder: string;
  /** Shown when the typed text matches nothing; "Sin resultados" unless given. */
  emptyText?: string;
  onElegido?: (value: string) => void;
  /**
   * Choosing the value already there (or clearing an empty field) does nothing: the field is not
   * marked as visited and onElegido does not run, so the fields it resets (a country's) are kept.
   */
  soloCambios?: boolean;
}

/** A long closed list with search (countries, provinces, degrees). */
export function CampoCombobox({
  name,
  label,
  hint,
  required,
  className,
  options,
  placeholder,
  emptyText,
  onElegido,
  soloCambios,
}: CampoComboboxProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<FieldValues>();
  const error = useErrorCampo(name);
  const id = useIdCampo(name);
  const aria = fieldAria(id, { error, hint, required });
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Combobox
            id={id}
            options={options}
            value={field.value ? String(field.value) : null}
            onValueChange={(value) => {
              const nuevo = value ?? '';
              if (soloCambios && nuevo === field.value) return;
              field.onChange(nuevo);
              field.onBlur();
              onElegido?.(nuevo);
            }}
            placeholder={placeholder}
            emptyText={emptyText ?? t('ui.sinResultados')}
            aria-invalid={aria['aria-invalid']}
            aria-describedby={aria['aria-describedby']}
            aria-required={aria['aria-required']}
          />
        )}
      />
    </Field>
  );
}
