import type { ComponentProps, ReactNode } from 'react';
import { Controller, type FieldPathByValue, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, type SelectOption } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { useMensajeValidacion } from '../hooks/use-mensaje-validacion';
import type { OfertaFormValues } from '../oferta-form-values';

type CampoTextoNombre = FieldPathByValue<OfertaFormValues, string>;
type CampoBooleano = FieldPathByValue<OfertaFormValues, boolean>;

export const idCampo = (name: string) => `oferta-${name}`;

function useErrorDe(name: keyof OfertaFormValues) {
  const {
    formState: { errors },
  } = useFormContext<OfertaFormValues>();
  const mensaje = useMensajeValidacion();
  return mensaje(errors[name]?.message);
}

interface CampoBase {
  name: CampoTextoNombre;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

export interface CampoTextoProps
  extends CampoBase,
    Pick<ComponentProps<'input'>, 'type' | 'inputMode' | 'autoComplete' | 'min' | 'max' | 'placeholder'> {
  /** Fields whose rule reads this one, checked again when it changes (the end date after the start). */
  deps?: CampoTextoNombre[];
}

export function CampoTexto({ name, label, hint, required, className, deps, ...input }: CampoTextoProps) {
  const { register } = useFormContext<OfertaFormValues>();
  const error = useErrorDe(name);
  const id = idCampo(name);
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <Input {...input} {...fieldAria(id, { error, hint, required })} {...register(name, { deps })} />
    </Field>
  );
}

export interface CampoAreaProps extends CampoBase {
  rows?: number;
  /** Shows "n / max" under the field. */
  max?: number;
  placeholder?: string;
}

/** A long text with a live character count (descriptions are the body of the offer) beside its hint. */
export function CampoArea({ name, label, hint, required, className, rows = 5, max, placeholder }: CampoAreaProps) {
  const { t } = useTranslation();
  const { register, control } = useFormContext<OfertaFormValues>();
  const valor = useWatch({ control, name });
  const error = useErrorDe(name);
  const id = idCampo(name);
  const longitud = typeof valor === 'string' ? valor.length : 0;
  return (
    <Field id={id} label={label} error={error} required={required} className={className}>
      <Textarea rows={rows} placeholder={placeholder} {...fieldAria(id, { error, hint, required })} {...register(name)} />
      {(hint && !error) || max ? (
        <div className="flex items-start justify-between gap-3 text-xs text-muted">
          {hint && !error ? <p id={`${id}-hint`}>{hint}</p> : <span />}
          {max ? (
            <span aria-hidden="true" className={cn('shrink-0 tabular-nums', longitud > max && 'font-medium text-danger')}>
              {t('ofertasEmpresa.form.caracteres', { n: longitud, max })}
            </span>
          ) : null}
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

/** A short closed list (Radix Select); the trigger carries the field's aria so the scroll-to-error finds it. */
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
  const { control } = useFormContext<OfertaFormValues>();
  const error = useErrorDe(name);
  const id = idCampo(name);
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
  emptyText: string;
}

/** A long list with search (provinces, functional areas). */
export function CampoCombobox({ name, label, hint, required, className, options, placeholder, emptyText }: CampoComboboxProps) {
  const { control } = useFormContext<OfertaFormValues>();
  const error = useErrorDe(name);
  const id = idCampo(name);
  const aria = fieldAria(id, { error, hint, required });
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Combobox
            id={id}
            aria-invalid={aria['aria-invalid']}
            aria-describedby={aria['aria-describedby']}
            aria-required={aria['aria-required']}
            options={options}
            value={field.value === '' ? null : field.value}
            onValueChange={(value) => {
              field.onChange(value ?? '');
              field.onBlur();
            }}
            placeholder={placeholder}
            emptyText={emptyText}
          />
        )}
      />
    </Field>
  );
}

export interface CampoCheckProps {
  name: CampoBooleano;
  label: string;
  hint?: string;
}

export function CampoCheck({ name, label, hint }: CampoCheckProps) {
  const { control } = useFormContext<OfertaFormValues>();
  const id = idCampo(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex flex-col gap-1">
          <Checkbox id={id} label={label} checked={field.value} onCheckedChange={field.onChange} />
          {hint ? <p className="ps-7.5 text-xs text-muted">{hint}</p> : null}
        </div>
      )}
    />
  );
}
