import { zodResolver } from '@hookform/resolvers/zod';
import { altaEmpresaEndpoints } from '@puente/contract/endpoints/alta-empresa';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field, fieldAria } from '@/components/ui/field';
import { ErrorAnnouncer, FormFeedbackScope } from '@/components/ui/form-feedback';
import { Input } from '@/components/ui/input';
import { useFormFeedback } from '@/lib/use-form-feedback';
import { useValidationMessage } from '@/lib/validation-message';
import { useRecuerdoPassword } from '../api/recuerdo-password';

const recuerdoInput = altaEmpresaEndpoints.recuerdoPassword.input;

/**
 * CIF or nick → `recuerdoPassword`, always 505 (its banner), whether the
 * account exists or not. `caducado`: the link the user came with is expired
 * or used (42): say so and put the cursor in the field.
 */
export function PedirEnlaceForm({ caducado = false }: { caducado?: boolean }) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const recuerdo = useRecuerdoPassword();
  const { formRef, onInvalid, announcement } = useFormFeedback();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<z.input<typeof recuerdoInput>, unknown, z.output<typeof recuerdoInput>>({
    resolver: zodResolver(recuerdoInput),
    defaultValues: { usuario: '' },
  });
  // The form that was there (the new password's) is gone with the focus in it.
  useEffect(() => {
    if (caducado) setFocus('usuario');
  }, [caducado, setFocus]);

  const id = 'recuerdo-usuario';
  const hint = t('clavesEmpresa.recuerdo.usuarioAyuda');
  const error = message(errors.usuario?.message);
  const enviar = handleSubmit(async ({ usuario }) => {
    await recuerdo.mutateAsync(usuario).catch(() => undefined);
  }, onInvalid);
  const ocupado = recuerdo.isPending;
  return (
    <FormFeedbackScope>
      <form ref={formRef} noValidate onSubmit={enviar} className="flex flex-col gap-4">
        <p className="text-sm text-muted">{t(caducado ? 'clavesEmpresa.recuerdo.caducado' : 'clavesEmpresa.recuerdo.intro')}</p>
        <Field id={id} label={t('clavesEmpresa.recuerdo.usuario')} hint={hint} error={error} required>
          <Input
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...fieldAria(id, { error, hint, required: true })}
            {...register('usuario')}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={ocupado} aria-busy={ocupado}>
          {ocupado ? t('clavesEmpresa.recuerdo.enviando') : t('clavesEmpresa.recuerdo.enviar')}
        </Button>
        <ErrorAnnouncer text={announcement} />
      </form>
    </FormFeedbackScope>
  );
}
