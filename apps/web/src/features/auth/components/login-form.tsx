import { tieneCaracteresNoPermitidos } from '@puente/contract/validation/caracteres';
import { MENSAJES } from '@puente/contract/validation/messages';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, fieldAria } from '@/components/ui/field';
import { ErrorAnnouncer, FormFeedbackScope } from '@/components/ui/form-feedback';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useFormFeedback } from '@/lib/use-form-feedback';
import { useHidratado } from '@/lib/use-hidratado';
import { useValidationMessage } from '@/lib/validation-message';
import type { Credentials } from '../hooks/use-login-flow';

interface LoginValues {
  eUsuario: string;
  ePassword: string;
  /** The local "remember me" choice. */
  recordar: boolean;
}

/**
 * The contract's `loginInput` rules for these two fields (the user trimmed and not blank, the password not
 * empty and kept as typed, neither with a control character), as react-hook-form rules: a zod resolver would
 * bring zod to /login, the page every visit starts on (decision 026). The API parses with the schema itself.
 */
const textoSinControl = (value: string) => !tieneCaracteresNoPermitidos(value) || MENSAJES.caracteresNoPermitidos;
const reglaUsuario = {
  validate: { textoSinControl, requerido: (value: string) => value.trim() !== '' || MENSAJES.requerido },
};
const reglaPassword = { validate: { textoSinControl, requerido: (value: string) => value !== '' || MENSAJES.requerido } };

export interface LoginFormProps {
  /** Prefix for element ids, so both tabs can be in the DOM. */
  idPrefix: string;
  userLabel: string;
  userHint?: string;
  busy: boolean;
  /** Resolves false when the server refused the login (its banner says why). */
  onSubmit: (values: Credentials) => Promise<boolean>;
  /** Links under the button (forgot password, register…). */
  footer?: ReactNode;
  notice?: ReactNode;
}

export function LoginForm({ idPrefix, userLabel, userHint, busy, onSubmit, footer, notice }: LoginFormProps) {
  const { t } = useTranslation();
  const hidratado = useHidratado();
  const message = useValidationMessage();
  const { formRef, onInvalid, announcement } = useFormFeedback();
  const {
    register,
    control,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<LoginValues>({
    // No default for the two fields: react-hook-form then takes the value the input has when it registers it, so
    // what was typed into the pre-rendered form before the JavaScript arrived is kept (decision 053).
    defaultValues: { recordar: true },
  });
  const userId = `${idPrefix}-usuario`;
  const passwordId = `${idPrefix}-password`;
  const userError = message(errors.eUsuario?.message);
  const passwordError = message(errors.ePassword?.message);

  const submit = handleSubmit(async (values) => {
    // The button is disabled while the call runs, which drops the focus: a refusal brings it back to the start.
    if (!(await onSubmit({ ...values, eUsuario: values.eUsuario.trim() }))) setFocus('eUsuario');
  }, onInvalid);

  return (
    <FormFeedbackScope>
      {/* method="post": a submit before the JavaScript runs must not put the password in the URL; the API answers
          that POST with a 303 back to this page (decision 053). */}
      <form ref={formRef} method="post" noValidate onSubmit={submit} className="flex flex-col gap-4">
        {notice}
        <Field id={userId} label={userLabel} hint={userHint} error={userError} required>
          <Input
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...fieldAria(userId, { error: userError, hint: userHint, required: true })}
            {...register('eUsuario', reglaUsuario)}
          />
        </Field>
        <Field id={passwordId} label={t('auth.password')} error={passwordError} required>
          <PasswordInput
            autoComplete="current-password"
            {...fieldAria(passwordId, { error: passwordError, required: true })}
            {...register('ePassword', reglaPassword)}
          />
        </Field>
        <Controller
          control={control}
          name="recordar"
          render={({ field }) => (
            <Checkbox
              id={`${idPrefix}-recordar`}
              label={t('auth.recordar')}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={busy || !hidratado} aria-busy={busy}>
          {busy ? t('auth.entrando') : t('auth.entrar')}
        </Button>
        {footer ? <div className="flex flex-col items-center gap-2 pt-1 text-sm">{footer}</div> : null}
        <ErrorAnnouncer text={announcement} />
      </form>
    </FormFeedbackScope>
  );
}
