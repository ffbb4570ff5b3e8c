import { ibanEntero } from '@puente/contract/validation/iban';
import { type FieldValues, useFormContext, useWatch } from 'react-hook-form';
import { useErrorCampo, useIdCampo } from '@/components/form/campos-formulario';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ibanAlEscribir } from '../datos-practica-schema';

/**
 * The IBAN in one field, grouped in fours as it is typed or pasted
 * ("ES91 2100 0418 …"); what is sent is the electronic format. A whole IBAN
 * pasted, as banks print it (spaces, hyphens, lower case, a leading "IBAN"),
 * replaces what the field held instead of being inserted beside it.
 */
export function CampoIban({ label, hint }: { label: string; hint: string }) {
  const { register, setValue, control, formState } = useFormContext<FieldValues>();
  const error = useErrorCampo('iban');
  const id = useIdCampo('iban');
  const valor = (useWatch({ control, name: 'iban' }) as string | undefined) ?? '';
  const { onChange: _onChange, ...registro } = register('iban');
  const poner = (texto: string) =>
    setValue('iban', ibanAlEscribir(texto), {
      shouldDirty: true,
      shouldValidate: Boolean(formState.touchedFields.iban || formState.isSubmitted),
    });
  return (
    <Field id={id} label={label} hint={hint} error={error} required>
      <Input
        {...registro}
        {...fieldAria(id, { error, hint, required: true })}
        value={valor}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        inputMode="text"
        className="font-mono tracking-wide"
        onChange={(event) => poner(event.target.value)}
        onPaste={(event) => {
          const iban = ibanEntero(event.clipboardData.getData('text'));
          if (!iban) return;
          event.preventDefault();
          poner(iban);
        }}
      />
    </Field>
  );
}
