import { createContext, type ReactNode, useContext } from 'react';
import { Controller, type FieldValues, get, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Select, type SelectOption } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { useMensajeFormulario } from './use-mensaje-formulario';

/*
 * The fields of the company forms, named by the contract's keys. Ids carry
 * the form's prefix (the sign-up's two forms, or /mi-empresa's and its new
 * contact dialog, are on one page); they are what the form helper focuses.
 */
const PrefijoContext = createContext('cuenta');
export const PrefijoCampos = PrefijoContext.Provider;

/** A nested name ("datosFirmante.nombre") gives "prefix-datosFirmante-nombre": ids stay plain in CSS selectors. */
export function useIdCampo(name: string) {
  return `${useContext(PrefijoContext)}-${name.replaceAll('.', '-')}`;
}

export function useErrorCampo(name: string) {
  const {
    formState: { errors },
  } = useFormContext<FieldValues>();
  const mensaje = useMensajeFormulario();
  // get(): nested names (the agreement's signer) read their error where the form library keeps it.
  const error = get(errors, name) as { message?: unknown } | undefined;
  return mensaje(typeof error?.message === 'string' ? error.message : undefined);
}

interface Base {
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

export function CampoTexto({
  name,
  label,
  hint,
  required,
  className,
  ...input
}: Base & {
  type?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'tel' | 'email' | 'url' | 'numeric';
  spellCheck?: boolean;
  autoCapitalize?: string;
}) {
  const { register } = useFormContext<FieldValues>();
  const error = useErrorCampo(name);
  const id = useIdCampo(name);
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <Input {...input} {...fieldAria(id, { error, hint, required })} {...register(name)} />
    </Field>
  );
}

export function CampoPassword({ name, label, hint, required, className, autoComplete }: Base & { autoComplete: string }) {
  const { register } = useFormContext<FieldValues>();
  const error = useErrorCampo(name);
  const id = useIdCampo(name);
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <PasswordInput autoComplete={autoComplete} {...fieldAria(id, { error, hint, required })} {...register(name)} />
    </Field>
  );
}

/** A long text with its character count under it. */
export function CampoArea({ name, label, hint, required, className, rows = 5, max }: Base & { rows?: number; max: number }) {
  const { t } = useTranslation();
  const { register, control } = useFormContext<FieldValues>();
  const valor = useWatch({ control, name });
  const error = useErrorCampo(name);
  const id = useIdCampo(name);
  const longitud = typeof valor === 'string' ? valor.length : 0;
  return (
    <Field id={id} label={label} error={error} required={required} className={className}>
      <Textarea rows={rows} {...fieldAria(id, { error, hint, required })} {...register(name)} />
      <div className="flex items-start justify-between gap-3 text-xs text-muted">
        {hint && !error ? <p id={`${id}-hint`}>{hint}</p> : <span />}
        <span aria-hidden="true" className={cn('shrink-0 tabular-nums', longitud > max && 'font-medium text-danger')}>
          {t('formulariosEmpresa.comun.caracteres', { n: longitud, max })}
        </span>
      </div>
    </Field>
  );
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
  onElegido,
}: Base & { options: SelectOption[]; placeholder: string; onElegido?: (value: string) => void }) {
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
            value={field.value}
            onValueChange={(value) => {
              field.onChange(value);
              field.onBlur();
              onElegido?.(value);
            }}
            options={options}
            placeholder={placeholder}
          />
        )}
      />
    </Field>
  );
}

/** A long closed list with search (countries). */
export function CampoCombobox({
  name,
  label,
  hint,
  required,
  className,
  options,
  placeholder,
  onElegido,
}: Base & { options: ComboboxOption[]; placeholder: string; onElegido?: (value: string) => void }) {
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
              if (nuevo === field.value) return;
              field.onChange(nuevo);
              field.onBlur();
              onElegido?.(nuevo);
            }}
            placeholder={placeholder}
            emptyText={t('formulariosEmpresa.comun.sinResultados')}
            aria-invalid={aria['aria-invalid']}
            aria-describedby={aria['aria-describedby']}
            aria-required={aria['aria-required']}
          />
        )}
      />
    </Field>
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
}: Omit<Base, 'required'> & {
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
