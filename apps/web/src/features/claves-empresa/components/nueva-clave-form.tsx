import { zodResolver } from '@hookform/resolvers/zod';
import { passwordConTokenInput } from '@puente/contract/endpoints/alta-empresa';
import { MENSAJES } from '@puente/contract/validation/messages';
import { passwordSchema } from '@puente/contract/validation/password';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { ErrorAnnouncer, FormFeedbackScope } from '@/components/ui/form-feedback';
import { PasswordInput } from '@/components/ui/password-input';
import { fieldErrorsOf } from '@/lib/field-errors';
import { useFormFeedback } from '@/lib/use-form-feedback';
import { useValidationMessage } from '@/lib/validation-message';

/** The contract's input with spec §5's password rules checked before sending (the service checks them again: 28). */
export const nuevaClaveFormSchema = passwordConTokenInput
  .extend({ password: passwordSchema })
  .refine((v) => v.password === v.confirmacion, { message: MENSAJES.passwordsNoCoinciden, path: ['confirmacion'] });

export type NuevaClaveValores = z.output<typeof nuevaClaveFormSchema>;
type Campos = z.input<typeof nuevaClaveFormSchema>;

export interface NuevaClaveFormProps {
  token: string;
  intro: string;
  /** The submit button's text. */
  accion: string;
  /** Sends the values; resolves when done, rejects with the API's refusal (its banner is already shown). */
  onEnviar: (valores: NuevaClaveValores) => Promise<void>;
  ocupado: boolean;
  /** Under the button: a way to ask for another link. */
  children?: ReactNode;
}

/** New password + confirmation, for the reminder's link (/restablecer-login) and a new contact's (/establecer-login). */
export function NuevaClaveForm({ token, intro, accion, onEnviar, ocupado, children }: NuevaClaveFormProps) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const { formRef, onInvalid, announcement } = useFormFeedback();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Campos, unknown, NuevaClaveValores>({
    resolver: zodResolver(nuevaClaveFormSchema),
    defaultValues: { token, password: '', confirmacion: '' },
  });
  const enviar = handleSubmit(async (valores) => {
    try {
      await onEnviar(valores);
    } catch (error) {
      // Code 15 names the fields the service refused; anything else is in the banner already.
      const rechazados = fieldErrorsOf(error).filter(({ campo }) => campo === 'password' || campo === 'confirmacion');
      for (const { campo, mensaje } of rechazados)
        setError(campo as 'password' | 'confirmacion', { type: 'server', message: mensaje });
      if (rechazados.length > 0) onInvalid();
    }
  }, onInvalid);
  const campo = (nombre: 'password' | 'confirmacion', hint?: string) => {
    const id = `clave-${nombre}`;
    const error = message(errors[nombre]?.message);
    return (
      <Field id={id} label={t(`clavesEmpresa.clave.${nombre}`)} hint={hint} error={error} required>
        <PasswordInput autoComplete="new-password" {...fieldAria(id, { error, hint, required: true })} {...register(nombre)} />
      </Field>
    );
  };
  return (
    <FormFeedbackScope>
      <form ref={formRef} noValidate onSubmit={enviar} className="flex flex-col gap-4">
        <p className="text-sm text-muted">{intro}</p>
        {campo('password', t('clavesEmpresa.clave.passwordAyuda'))}
        {campo('confirmacion')}
        <Button type="submit" size="lg" className="w-full" disabled={ocupado} aria-busy={ocupado}>
          {ocupado ? t('clavesEmpresa.clave.guardando') : accion}
        </Button>
        {children}
        <ErrorAnnouncer text={announcement} />
      </form>
    </FormFeedbackScope>
  );
}
