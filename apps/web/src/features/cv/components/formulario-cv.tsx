import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { type DefaultValues, type FieldValues, FormProvider, type Path, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CamposFormulario } from '@/components/form/campos-formulario';
import { Button } from '@/components/ui/button';
import { ErrorAnnouncer, FormFeedbackScope } from '@/components/ui/form-feedback';
import { fieldErrorsOf } from '@/lib/field-errors';
import { useFormFeedback } from '@/lib/use-form-feedback';
import { useInformarCambios } from '../hooks/use-cambios-cv';
import { useMensajeCv } from '../hooks/use-mensaje-cv';

export interface FormularioCvProps<V extends FieldValues, O> {
  /** Unique on the page: the prefix of the fields' ids and the form's name in the unsaved-changes guard. */
  id: string;
  /** The contract's schema (built from the brand where it depends on it): the same rules as the API. */
  schema: z.ZodType<O, V>;
  valores: V;
  /** Sends the section; a refusal throws (its banner is shown by the query client, its fields are marked here). */
  onGuardar: (datos: O) => Promise<unknown>;
  onCancelar: () => void;
  /** Visible name of the form for assistive technology (the entry being edited). */
  etiqueta: string;
  children: ReactNode;
}

/**
 * A CV section's form: the §5 messages live (checked when a field is left,
 * then on every keystroke), the first invalid field focused on a refused save,
 * the server's field errors (code 15) marked too, and its changes guarded.
 */
export function FormularioCv<V extends FieldValues, O>({
  id,
  schema,
  valores,
  onGuardar,
  onCancelar,
  etiqueta,
  children,
}: FormularioCvProps<V, O>) {
  const { t } = useTranslation();
  const { formRef, onInvalid, announcement } = useFormFeedback();
  const mensaje = useMensajeCv();
  const methods = useForm<V, unknown, O>({
    resolver: zodResolver(schema as never) as unknown as Resolver<V, unknown, O>,
    defaultValues: valores as DefaultValues<V>,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting, isDirty },
  } = methods;
  useInformarCambios(id, isDirty);

  // The form opens where its button was: the first field takes focus.
  useEffect(() => {
    formRef.current
      ?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, button[role=combobox], [role=combobox]')
      ?.focus();
  }, [formRef]);

  const guardar = handleSubmit(async (datos) => {
    try {
      await onGuardar(datos);
    } catch (error) {
      const rechazados = fieldErrorsOf(error);
      for (const { campo, mensaje } of rechazados) setError(campo as Path<V>, { type: 'server', message: mensaje });
      if (rechazados.length > 0) onInvalid();
    }
  }, onInvalid);

  return (
    <FormProvider {...methods}>
      <FormFeedbackScope>
        <CamposFormulario prefijo={id} mensaje={mensaje}>
          <form
            ref={formRef}
            noValidate
            onSubmit={guardar}
            aria-label={etiqueta}
            className="flex flex-col gap-4 rounded-xl border border-border bg-bg p-4 sm:p-5"
          >
            {children}
            <p className="text-xs text-muted">{t('cv.formulario.obligatorios')}</p>
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" onClick={onCancelar}>
                {t('cv.formulario.cancelar')}
              </Button>
              <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
                <Save aria-hidden="true" />
                {isSubmitting ? t('cv.formulario.guardando') : t('cv.formulario.guardar')}
              </Button>
            </div>
            <ErrorAnnouncer text={announcement} />
          </form>
        </CamposFormulario>
      </FormFeedbackScope>
    </FormProvider>
  );
}
