import { zodResolver } from '@hookform/resolvers/zod';
import { authEndpoints, loginInput } from '@puente/contract/endpoints/auth';
import { ShieldCheck, UserCog } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Field, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { RadioGroup } from '@/components/ui/radio-group';
import { useValidationMessage } from '@/lib/validation-message';
import { useImpersonate } from '../api/impersonate';
import { useStaffLogin } from '../api/staff-login';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { MantenimientoSwitch } from './mantenimiento-switch';

const staffSchema = loginInput.pick({ eUsuario: true, ePassword: true });
const impersonateSchema = authEndpoints.suplantar.input;

function StaffStep({ onToken }: { onToken: (token: string) => void }) {
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
      (data) => onToken(data.token),
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

function ImpersonateStep({ staffToken, onReset }: { staffToken: string; onReset: () => void }) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const impersonate = useImpersonate();
  const complete = useCompleteLogin();
  const { register, control, handleSubmit, watch, formState } = useForm<
    z.input<typeof impersonateSchema>,
    unknown,
    z.output<typeof impersonateSchema>
  >({ resolver: zodResolver(impersonateSchema), defaultValues: { tipo: 'alumno', usuario: '', eidEmpresa: undefined } });
  const tipo = watch('tipo');
  const userError = message(formState.errors.usuario?.message);
  const companyError = message(formState.errors.eidEmpresa?.message);
  const submit = handleSubmit(async (values) => {
    const input = values.tipo === 'empresa' ? values : { tipo: values.tipo, usuario: values.usuario };
    const data = await impersonate.mutateAsync({ input, staffToken }).catch(() => null);
    if (data) complete(data, values.tipo === 'alumno' ? 'Alumno' : 'Empresa', { remember: false, godMode: true });
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
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <Button variant="ghost" onClick={onReset}>
            {t('auth.godMode.cambiarGestor')}
          </Button>
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
 * /gma2019 (spec §2, §6): staff log in, then enter the portal as a student or
 * a company contact. The staff token stays in memory and is never stored.
 */
export function GodModePage() {
  const [staffToken, setStaffToken] = useState<string | null>(null);
  if (!staffToken) return <StaffStep onToken={setStaffToken} />;
  return (
    <div className="flex flex-col gap-5">
      <ImpersonateStep staffToken={staffToken} onReset={() => setStaffToken(null)} />
      <MantenimientoSwitch staffToken={staffToken} />
    </div>
  );
}
