import { zodResolver } from '@hookform/resolvers/zod';
import { loginInput } from '@puente/contract/endpoints/auth';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, fieldAria } from '@/components/ui/field';
import { ErrorAnnouncer, FormFeedbackScope } from '@/components/ui/form-feedback';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useFormFeedback } from '@/lib/use-form-feedback';
import { useValidationMessage } from '@/lib/validation-message';
import type { Credentials } from '../hooks/use-login-flow';

/** The contract's login schema plus the local "remember me" choice. */
const schema = loginInput.pick({ eUsuario: true, ePassword: true }).extend({ recordar: z.boolean() });

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
  const message = useValidationMessage();
  const { formRef, onInvalid, announcement } = useFormFeedback();
  const {
    register,
    control,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { eUsuario: '', ePassword: '', recordar: true },
  });
  const userId = `${idPrefix}-usuario`;
  const passwordId = `${idPrefix}-password`;
  const userError = message(errors.eUsuario?.message);
  const passwordError = message(errors.ePassword?.message);

  const submit = handleSubmit(async (values) => {
    // The button is disabled while the call runs, which drops the focus: a refusal brings it back to the start.
    if (!(await onSubmit(values))) setFocus('eUsuario');
  }, onInvalid);

  return (
    <FormFeedbackScope>
      <form ref={formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {notice}
        <Field id={userId} label={userLabel} hint={userHint} error={userError} required>
          <Input
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...fieldAria(userId, { error: userError, hint: userHint, required: true })}
            {...register('eUsuario')}
          />
        </Field>
        <Field id={passwordId} label={t('auth.password')} error={passwordError} required>
          <PasswordInput
            autoComplete="current-password"
            {...fieldAria(passwordId, { error: passwordError, required: true })}
            {...register('ePassword')}
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
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={busy} aria-busy={busy}>
          {busy ? t('auth.entrando') : t('auth.entrar')}
        </Button>
        {footer ? <div className="flex flex-col items-center gap-2 pt-1 text-sm">{footer}</div> : null}
        <ErrorAnnouncer text={announcement} />
      </form>
    </FormFeedbackScope>
  );
}
