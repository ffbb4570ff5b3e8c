import { zodResolver } from '@hookform/resolvers/zod';
import { loginInput } from '@puente/contract/endpoints/auth';
import { MOTIVO_MODO_DIOS_MAX, suplantarInput } from '@puente/contract/modo-dios';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, UserCog } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { RadioGroup } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { clearError } from '@/lib/error-banner-store';
import { isExpired, nombreDelToken } from '@/lib/jwt';
import { entrarEnModoDios, getSession, type LoginData } from '@/lib/session';
import { useValidationMessage } from '@/lib/validation-message';
import { useImpersonate } from '../api/impersonate';
import { useStaffLogin } from '../api/staff-login';
import { MantenimientoSwitch } from './mantenimiento-switch';

const staffSchema = loginInput.pick({ eUsuario: true, ePassword: true });
const impersonateSchema = suplantarInput;

/** The staff session god mode keeps aside: the stored one (already signed in at /login/gestion) or this page's login. */
type Gestor = { desdeSesion: true; token: string } | { desdeSesion: false; token: string; datos: LoginData };

/** A staff member already signed in at /login/gestion skips the staff step. */
function gestorDeLaSesion(): Gestor | null {
  const session = getSession();
  if (session.userType !== 'Gestor' || !session.token || isExpired(session.claims)) return null;
  return { desdeSesion: true, token: session.token };
}

function StaffStep({ onGestor }: { onGestor: (gestor: Gestor) => void }) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const staffLogin = useStaffLogin();
  const { register, handleSubmit, formState } = useForm<z.input<typeof staffSchema>, unknown, z.output<typeof staffSchema>>({
    resolver: zodResolver(staffSchema),
    defaultValues: { eUsuario: '', ePassword: '' },
  });
  const userError = message(formState.errors.eUsuario?.message);
  const passwordError = message(formState.errors.ePassword?.message);
  const submit = handleSubmit((values) =>
    staffLogin.mutateAsync(values).then(
      (data) => onGestor({ desdeSesion: false, token: data.token, datos: data }),
      () => undefined,
    ),
  );
  return (
    <Card className="max-w-md">
      <CardHeader title={t('auth.godMode.pasoGestor')} description={t('auth.godMode.pasoGestorAyuda')} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <Field id="gestor-usuario" label={t('auth.godMode.usuario')} error={userError} required>
          <Input
            autoComplete="username"
            {...fieldAria('gestor-usuario', { error: userError, required: true })}
            {...register('eUsuario')}
          />
        </Field>
        <Field id="gestor-password" label={t('auth.password')} error={passwordError} required>
          <PasswordInput
            autoComplete="current-password"
            {...fieldAria('gestor-password', { error: passwordError, required: true })}
            {...register('ePassword')}
          />
        </Field>
        <Button type="submit" disabled={staffLogin.isPending}>
          <ShieldCheck aria-hidden="true" />
          {t('auth.godMode.entrar')}
        </Button>
      </form>
    </Card>
  );
}

function ImpersonateStep({ gestor, onReset }: { gestor: Gestor; onReset: () => void }) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const impersonate = useImpersonate();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { register, control, handleSubmit, watch, formState } = useForm<
    z.input<typeof impersonateSchema>,
    unknown,
    z.output<typeof impersonateSchema>
  >({
    resolver: zodResolver(impersonateSchema),
    defaultValues: { tipo: 'alumno', usuario: '', eidEmpresa: undefined, motivo: '' },
  });
  const tipo = watch('tipo');
  const userError = message(formState.errors.usuario?.message);
  const companyError = message(formState.errors.eidEmpresa?.message);
  const motivoError = message(formState.errors.motivo?.message);
  const submit = handleSubmit(async (values) => {
    const { usuario, motivo } = values;
    const input =
      values.tipo === 'empresa'
        ? { tipo: values.tipo, usuario, eidEmpresa: values.eidEmpresa, motivo }
        : { tipo: values.tipo, usuario, motivo };
    const data = await impersonate.mutateAsync({ input, staffToken: gestor.token }).catch(() => null);
    if (!data) return;
    // Cached answers belong to whoever was signed in before.
    queryClient.clear();
    // The staff session goes aside, so the banner's "Volver a gestión" brings the member back to the back office.
    entrarEnModoDios(data, values.tipo === 'alumno' ? 'Alumno' : 'Empresa', {
      gestor: gestor.desdeSesion ? 'sesion' : gestor.datos,
      volverA: '/gestion',
      motivo,
      nombreGestor: nombreDelToken(gestor.token),
      como: { tipo: values.tipo, nombre: nombreDelToken(data.token) },
    });
    clearError();
    navigate('/', { replace: true });
  });
  return (
    <Card className="max-w-lg">
      <CardHeader title={t('auth.godMode.pasoSuplantar')} description={t('auth.godMode.pasoSuplantarAyuda')} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend id="suplantar-tipo-leyenda" className="mb-1.5 text-sm font-medium text-fg">
            {t('auth.godMode.tipo')}
          </legend>
          <Controller
            control={control}
            name="tipo"
            render={({ field }) => (
              <RadioGroup
                id="suplantar-tipo"
                aria-labelledby="suplantar-tipo-leyenda"
                orientation="horizontal"
                value={field.value}
                onValueChange={field.onChange}
                options={[
                  { value: 'alumno', label: t('auth.godMode.alumno'), description: t('auth.godMode.alumnoDescripcion') },
                  { value: 'empresa', label: t('auth.godMode.empresa'), description: t('auth.godMode.empresaDescripcion') },
                ]}
              />
            )}
          />
        </fieldset>
        <Field
          id="suplantar-usuario"
          label={tipo === 'empresa' ? t('auth.godMode.usuarioEmpresa') : t('auth.godMode.usuarioAlumno')}
          error={userError}
          required
        >
          <Input
            autoComplete="off"
            {...fieldAria('suplantar-usuario', { error: userError, required: true })}
            {...register('usuario')}
          />
        </Field>
        {tipo === 'empresa' ? (
          <Field
            id="suplantar-empresa"
            label={t('auth.godMode.idEmpresa')}
            hint={t('auth.godMode.idEmpresaAyuda')}
            error={companyError}
          >
            <Input
              inputMode="numeric"
              {...fieldAria('suplantar-empresa', { error: companyError, hint: true })}
              {...register('eidEmpresa', { setValueAs: (v: string) => (v === '' ? undefined : v) })}
            />
          </Field>
        ) : null}
        <Field
          id="suplantar-motivo"
          label={t('auth.godMode.motivo')}
          hint={t('auth.godMode.motivoAyuda', { max: MOTIVO_MODO_DIOS_MAX })}
          error={motivoError}
          required
        >
          <Textarea
            maxLength={MOTIVO_MODO_DIOS_MAX}
            {...fieldAria('suplantar-motivo', { error: motivoError, hint: true, required: true })}
            {...register('motivo')}
          />
        </Field>
        <div
          className={cn('flex flex-col-reverse gap-2 sm:flex-row', gestor.desdeSesion ? 'sm:justify-end' : 'sm:justify-between')}
        >
          {gestor.desdeSesion ? null : (
            <Button variant="ghost" onClick={onReset}>
              {t('auth.godMode.cambiarGestor')}
            </Button>
          )}
          <Button type="submit" disabled={impersonate.isPending}>
            <UserCog aria-hidden="true" />
            {t('auth.godMode.suplantar')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/**
 * /gma2019 (spec §2, §6; decision 038): staff log in (or come signed in from /login/gestion), then enter the
 * portal as a student or a company contact with a reason. The staff session is kept aside while they act,
 * so the banner's "Volver a gestión" brings them back to /gestion.
 */
export function GodModePage() {
  const [gestor, setGestor] = useState<Gestor | null>(gestorDeLaSesion);
  if (!gestor) return <StaffStep onGestor={setGestor} />;
  return (
    <div className="flex flex-col gap-5">
      <ImpersonateStep gestor={gestor} onReset={() => setGestor(null)} />
      <MantenimientoSwitch staffToken={gestor.token} />
    </div>
  );
}
