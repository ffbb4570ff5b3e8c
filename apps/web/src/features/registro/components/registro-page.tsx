import { zodResolver } from '@hookform/resolvers/zod';
import { registroFormSchema } from '@puente/contract/endpoints/registro';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, fieldAria } from '@/components/ui/field';
import { ErrorAnnouncer, FormFeedbackScope } from '@/components/ui/form-feedback';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { fieldErrorsOf } from '@/lib/field-errors';
import { useFormFeedback } from '@/lib/use-form-feedback';
import { useValidationMessage } from '@/lib/validation-message';
import { useRegistrarUsuario } from '../api/registro';

type Valores = z.input<typeof registroFormSchema>;
type Campo = keyof Valores;

export const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/** /registro: a student creates an account (spec §5 rules from the contract); 504 is shown on /login. */
export function RegistroPage() {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const navigate = useNavigate();
  const registrar = useRegistrarUsuario();
  const { formRef, onInvalid, announcement } = useFormFeedback();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Valores, unknown, z.output<typeof registroFormSchema>>({
    resolver: zodResolver(registroFormSchema),
    defaultValues: {
      dni: '',
      nombre: '',
      apellido1: '',
      apellido2: '',
      email: '',
      password: '',
      confirmacion: '',
      aceptaPrivacidad: false as unknown as true,
    },
  });

  const enviar = handleSubmit(async (valores) => {
    try {
      await registrar.mutateAsync({ ...valores, apellido2: valores.apellido2 || undefined });
      void navigate('/login', { state: { aviso: 504 } });
    } catch (error) {
      const rechazados = fieldErrorsOf(error);
      for (const { campo, mensaje } of rechazados) setError(campo as Campo, { type: 'server', message: mensaje });
      if (rechazados.length > 0) onInvalid();
    }
  }, onInvalid);

  const texto = (campo: Campo, extra: { hint?: string; required?: boolean; autoComplete: string; type?: string }) => {
    const id = `registro-${campo}`;
    const error = message(errors[campo]?.message);
    const Control = campo === 'password' || campo === 'confirmacion' ? PasswordInput : Input;
    return (
      <Field id={id} label={t(`registro.alta.${campo}`)} hint={extra.hint} error={error} required={extra.required}>
        <Control
          autoComplete={extra.autoComplete}
          {...(extra.type ? { type: extra.type } : {})}
          {...fieldAria(id, { error, hint: extra.hint, required: extra.required })}
          {...register(campo)}
        />
      </Field>
    );
  };

  const privacidadError = message(errors.aceptaPrivacidad?.message);
  const ocupado = registrar.isPending;
  return (
    <Card className="mx-auto w-full max-w-2xl">
      <p className="mb-2 text-sm text-muted">{t('registro.alta.intro')}</p>
      <p id="registro-obligatorios" className="mb-5 text-xs text-muted">
        {t('registro.obligatorios')}
      </p>
      <FormFeedbackScope>
        <form
          ref={formRef}
          noValidate
          onSubmit={enviar}
          aria-describedby="registro-obligatorios"
          className="grid grid-cols-1 gap-4 sm:grid-cols-2"
        >
          {texto('dni', { hint: t('registro.alta.dniAyuda'), required: true, autoComplete: 'off' })}
          {texto('email', { hint: t('registro.alta.emailAyuda'), required: true, autoComplete: 'email', type: 'email' })}
          {texto('nombre', { required: true, autoComplete: 'given-name' })}
          {texto('apellido1', { required: true, autoComplete: 'family-name' })}
          {texto('apellido2', { autoComplete: 'off' })}
          <div className="hidden sm:block" />
          {texto('password', { hint: t('registro.alta.passwordAyuda'), required: true, autoComplete: 'new-password' })}
          {texto('confirmacion', { required: true, autoComplete: 'new-password' })}
          <div className="flex flex-col gap-1.5 sm:col-span-2">
            <Controller
              control={control}
              name="aceptaPrivacidad"
              render={({ field }) => (
                <Checkbox
                  id="registro-privacidad"
                  checked={field.value === true}
                  onCheckedChange={field.onChange}
                  label={
                    <>
                      {t('registro.alta.privacidadAntes')}
                      <Link className={linkClass} to="/politica-de-privacidad" target="_blank">
                        {t('registro.alta.privacidadEnlace')}
                      </Link>
                      <span aria-hidden="true" className="text-danger">
                        {' '}
                        *
                      </span>
                    </>
                  }
                />
              )}
            />
            {privacidadError ? (
              <p id="registro-privacidad-error" className="text-xs font-medium text-danger">
                {privacidadError}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col items-stretch gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
            <Link className={`${linkClass} text-sm`} to="/login">
              {t('registro.alta.yaTengo')}
            </Link>
            <Button type="submit" size="lg" disabled={ocupado} aria-busy={ocupado}>
              {ocupado ? t('registro.alta.enviando') : t('registro.alta.enviar')}
            </Button>
          </div>
          <ErrorAnnouncer text={announcement} />
        </form>
      </FormFeedbackScope>
    </Card>
  );
}
