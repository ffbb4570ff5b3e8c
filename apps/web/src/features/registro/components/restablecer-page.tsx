import { zodResolver } from '@hookform/resolvers/zod';
import { restablecerFormSchema, solicitarReseteoInput } from '@puente/contract/endpoints/registro';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, fieldAria } from '@/components/ui/field';
import { ErrorAnnouncer, FormFeedbackScope } from '@/components/ui/form-feedback';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { fieldErrorsOf } from '@/lib/field-errors';
import { useFormFeedback } from '@/lib/use-form-feedback';
import { useTokenDelEnlace } from '@/lib/use-token-del-enlace';
import { useValidationMessage } from '@/lib/validation-message';
import { useRestablecerPassword, useSolicitarReseteo } from '../api/registro';
import { linkClass } from './registro-page';

/** Step 1: DNI/NIE or e-mail → always 505 (its banner), whether the account exists or not. */
function PedirEnlace() {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const solicitar = useSolicitarReseteo();
  const { formRef, onInvalid, announcement } = useFormFeedback();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof solicitarReseteoInput>, unknown, z.output<typeof solicitarReseteoInput>>({
    resolver: zodResolver(solicitarReseteoInput),
    defaultValues: { usuario: '' },
  });
  const id = 'reseteo-usuario';
  const error = message(errors.usuario?.message);
  const enviar = handleSubmit(async ({ usuario }) => {
    await solicitar.mutateAsync(usuario).catch(() => undefined);
  }, onInvalid);
  const ocupado = solicitar.isPending;
  return (
    <FormFeedbackScope>
      <form ref={formRef} noValidate onSubmit={enviar} className="flex flex-col gap-4">
        <p className="text-sm text-muted">{t('registro.reseteo.intro')}</p>
        <Field id={id} label={t('registro.reseteo.usuario')} error={error} required>
          <Input
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...fieldAria(id, { error, required: true })}
            {...register('usuario')}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={ocupado} aria-busy={ocupado}>
          {ocupado ? t('registro.reseteo.enviando') : t('registro.reseteo.enviar')}
        </Button>
        <ErrorAnnouncer text={announcement} />
      </form>
    </FormFeedbackScope>
  );
}

type ValoresClave = z.input<typeof restablecerFormSchema>;

/** Step 2, from the e-mailed link: the new password → 508, shown on /login. */
function NuevaClave({ token }: { token: string }) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const navigate = useNavigate();
  const restablecer = useRestablecerPassword();
  const { formRef, onInvalid, announcement } = useFormFeedback();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ValoresClave, unknown, z.output<typeof restablecerFormSchema>>({
    resolver: zodResolver(restablecerFormSchema),
    defaultValues: { token, password: '', confirmacion: '' },
  });
  const enviar = handleSubmit(async (valores) => {
    try {
      await restablecer.mutateAsync(valores);
      void navigate('/login', { state: { aviso: 508 } });
    } catch (error) {
      const rechazados = fieldErrorsOf(error).filter(({ campo }) => campo === 'password' || campo === 'confirmacion');
      for (const { campo, mensaje } of rechazados) setError(campo as keyof ValoresClave, { type: 'server', message: mensaje });
      if (rechazados.length > 0) onInvalid();
    }
  }, onInvalid);
  const campo = (nombre: 'password' | 'confirmacion', hint?: string) => {
    const id = `reseteo-${nombre}`;
    const error = message(errors[nombre]?.message);
    return (
      <Field id={id} label={t(`registro.reseteo.${nombre}`)} hint={hint} error={error} required>
        <PasswordInput autoComplete="new-password" {...fieldAria(id, { error, hint, required: true })} {...register(nombre)} />
      </Field>
    );
  };
  const ocupado = restablecer.isPending;
  return (
    <FormFeedbackScope>
      <form ref={formRef} noValidate onSubmit={enviar} className="flex flex-col gap-4">
        <p className="text-sm text-muted">{t('registro.reseteo.nuevaIntro')}</p>
        {campo('password', t('registro.reseteo.passwordAyuda'))}
        {campo('confirmacion')}
        <Button type="submit" size="lg" className="w-full" disabled={ocupado} aria-busy={ocupado}>
          {ocupado ? t('registro.reseteo.guardando') : t('registro.reseteo.guardar')}
        </Button>
        <Link className={`${linkClass} self-center text-sm`} to="/restablecer-candidato">
          {t('registro.reseteo.pedirOtro')}
        </Link>
        <ErrorAnnouncer text={announcement} />
      </form>
    </FormFeedbackScope>
  );
}

/** /restablecer-candidato: asks for a link, or with `?token=` sets the new password. */
export function RestablecerCandidatoPage() {
  const { t } = useTranslation();
  const token = useTokenDelEnlace();
  return (
    <Card className="mx-auto w-full max-w-md">
      {token ? <NuevaClave key={token} token={token} /> : <PedirEnlace />}
      <div className="mt-4 flex justify-center text-sm">
        <Link className={linkClass} to="/login">
          {t('registro.reseteo.volver')}
        </Link>
      </div>
    </Card>
  );
}
