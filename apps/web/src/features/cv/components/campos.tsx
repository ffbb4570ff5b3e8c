import { createContext, type ReactNode, useContext } from 'react';
import { Controller, type FieldValues, useFormContext } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, type SelectOption } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useMensajeCv } from '../hooks/use-mensaje-cv';

/*
 * The fields of the CV's section forms. Each form names its fields by the
 * contract's keys; the ids carry the form's prefix (several forms can be open
 * at once) and are what the form helper focuses on a refused save.
 */
const PrefijoContext = createContext('cv');
export const PrefijoCampos = PrefijoContext.Provider;

export function useIdCampo(name: string) {
  return `${useContext(PrefijoContext)}-${name}`;
}

function useError(name: string) {
  const {
    formState: { errors },
  } = useFormContext<FieldValues>();
  const mensaje = useMensajeCv();
  const error = errors[name];
  return mensaje(typeof error?.message === 'string' ? error.message : undefined);
}

interface Base {
  name: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

export function CampoTexto({
  name,
  label,
  hint,
  required,
  className,
  deps,
  ...input
}: Base & { type?: string; autoComplete?: string; inputMode?: 'text' | 'decimal' | 'tel' | 'email' | 'url'; deps?: string[] }) {
  const { register } = useFormContext<FieldValues>();
  const error = useError(name);
  const id = useIdCampo(name);
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <Input {...input} {...fieldAria(id, { error, hint, required })} {...register(name, { deps })} />
    </Field>
  );
}

export function CampoArea({ name, label, hint, required, className, rows = 5 }: Base & { rows?: number }) {
  const { register } = useFormContext<FieldValues>();
  const error = useError(name);
  const id = useIdCampo(name);
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <Textarea rows={rows} {...fieldAria(id, { error, hint, required })} {...register(name)} />
    </Field>
  );
}

export function CampoSelect({
  name,
  label,
  hint,
  required,
  className,
  options,
  placeholder,
}: Base & { options: SelectOption[]; placeholder: string }) {
  const { control } = useFormContext<FieldValues>();
  const error = useError(name);
  const id = useIdCampo(name);
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select
            {...fieldAria(id, { error, hint, required })}
            value={field.value}
            onValueChange={(value) => {
              field.onChange(value);
              field.onBlur();
            }}
            options={options}
            placeholder={placeholder}
          />
        )}
      />
    </Field>
  );
}

/** A long list with search (countries, degrees). */
export function CampoCombobox({
  name,
  label,
  hint,
  required,
  className,
  options,
  placeholder,
  emptyText,
}: Base & { options: ComboboxOption[]; placeholder: string; emptyText: string }) {
  const { control } = useFormContext<FieldValues>();
  const error = useError(name);
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
              field.onChange(value ?? '');
              field.onBlur();
            }}
            placeholder={placeholder}
            emptyText={emptyText}
            aria-invalid={aria['aria-invalid']}
            aria-describedby={aria['aria-describedby']}
            aria-required={aria['aria-required']}
          />
        )}
      />
    </Field>
  );
}

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
