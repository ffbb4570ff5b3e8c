import type { FieldError } from '@puente/contract/field-errors';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { type DefaultValues, type FieldValues, FormProvider, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorAnnouncer, FormFeedbackScope } from '@/components/ui/form-feedback';
import { useRechazoDelDialogo } from '@/components/ui/rechazo-dialogo';
import { isApiError } from '@/lib/api-error';
import { fieldErrorsOf } from '@/lib/field-errors';
import { useLanguage } from '@/lib/i18n';
import { useFormFeedback } from '@/lib/use-form-feedback';
import { PrefijoCampos } from './campos';
import { mostrarRechazo, textoDeCodigo } from './rechazo';
import { resolverFormularioEmpresa } from './resolver-formulario-empresa';

/** A refusal code that belongs to one field: its message goes under it (the catalogue's text unless given). */
export interface CampoDeCodigo {
  campo: string;
  mensaje?: string;
}

export interface AccionesFormulario<V> {
  enviando: boolean;
  hayCambios: boolean;
  /** The values as they are, unchecked (the sign-up keeps them when going back a step). */
  valores: () => V;
  /** Back to the values the form opened with. */
  descartar: () => void;
}

export interface FormularioEmpresaProps<V extends FieldValues, O> {
  /** Unique on the page: the prefix of the fields' ids. */
  id: string;
  /** The contract's schema: the same rules as the API. */
  schema: z.ZodType<O>;
  valores: V;
  /**
   * Sends the form (the parsed data, and the values as typed); resolves with
   * the values to start again from (the saved ones), throws a refusal.
   */
  onEnviar: (datos: O, valores: V) => Promise<V | undefined>;
  camposDeCodigo?: Partial<Record<number, CampoDeCodigo>>;
  /** A field name of the server's answer (code 15) → this form's; null when it is not one of them. */
  campoDeServidor?: (campo: string) => string | null;
  /** Refusals to show from the start (the sign-up sends the person back to a step the server refused). */
  erroresIniciales?: FieldError[];
  onCambios?: (hayCambios: boolean) => void;
  /** The element that names the form (its heading). */
  labelledBy: string;
  acciones: (estado: AccionesFormulario<V>) => ReactNode;
  children: ReactNode;
}

/**
 * The company forms' shell: the contract's schema with the §5 messages live
 * (checked when a field is left, then on every keystroke), the first invalid
 * field focused and one spoken summary on a refused submit, the server's
 * refusals under their fields, inside the dialog it is in, or in the banner, and its changes reported.
 */
export function FormularioEmpresa<V extends FieldValues, O>({
  id,
  schema,
  valores,
  onEnviar,
  camposDeCodigo,
  campoDeServidor = (campo) => campo,
  erroresIniciales,
  onCambios,
  labelledBy,
  acciones,
  children,
}: FormularioEmpresaProps<V, O>) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const { formRef, onInvalid, announcement } = useFormFeedback();
  /** In a dialog, a refusal that belongs to no field is said inside it, not in the banner behind. */
  const rechazoDialogo = useRechazoDelDialogo();
  const resolver = useMemo(() => resolverFormularioEmpresa<V, O>(schema), [schema]);
  const methods = useForm<V, unknown, O>({
    resolver,
    defaultValues: valores as DefaultValues<V>,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const {
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { isSubmitting, isDirty },
  } = methods;

  useEffect(() => {
    onCambios?.(isDirty);
  }, [isDirty, onCambios]);

  const iniciales = useRef(erroresIniciales);
  useEffect(() => {
    const errores = iniciales.current ?? [];
    for (const { campo, mensaje } of errores) setError(campo as Path<V>, { type: 'server', message: mensaje });
    if (errores.length > 0) onInvalid();
  }, [setError, onInvalid]);

  const enviar = handleSubmit(async (datos) => {
    rechazoDialogo?.limpiar();
    try {
      const guardados = await onEnviar(datos, getValues());
      reset(guardados ?? getValues());
    } catch (error) {
      const deCampo = isApiError(error) ? camposDeCodigo?.[error.status] : undefined;
      if (isApiError(error) && deCampo) {
        setError(deCampo.campo as Path<V>, { type: 'server', message: deCampo.mensaje ?? textoDeCodigo(error.status, idioma) });
        onInvalid();
        return;
      }
      const rechazados = fieldErrorsOf(error).flatMap(({ campo, mensaje }) => {
        const propio = campoDeServidor(campo);
        return propio ? [{ campo: propio, mensaje }] : [];
      });
      for (const { campo, mensaje } of rechazados) setError(campo as Path<V>, { type: 'server', message: mensaje });
      if (rechazados.length > 0) onInvalid();
      if (rechazoDialogo) {
        // The fields say it when they can (focus goes to the first); else the dialog does.
        if (rechazados.length > 0 || rechazoDialogo.mostrar(error)) return;
      }
      mostrarRechazo(error);
    }
  }, onInvalid);

  return (
    <FormProvider {...methods}>
      <FormFeedbackScope>
        <PrefijoCampos value={id}>
          <form ref={formRef} noValidate onSubmit={enviar} aria-labelledby={labelledBy} className="flex flex-col gap-8">
            {children}
            <div className="flex flex-col gap-4 border-t border-border pt-5">
              <p className="text-xs text-muted">{t('formulariosEmpresa.comun.obligatorios')}</p>
              {acciones({
                enviando: isSubmitting,
                hayCambios: isDirty,
                valores: () => getValues(),
                descartar: () => reset(),
              })}
            </div>
            <ErrorAnnouncer text={announcement} />
          </form>
        </PrefijoCampos>
      </FormFeedbackScope>
    </FormProvider>
  );
}
