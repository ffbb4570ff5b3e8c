import { zodResolver } from '@hookform/resolvers/zod';
import { catalogueEntry } from '@puente/contract/errors/catalogue';
import { PortalCodes } from '@puente/contract/errors/codes';
import { INFORME_TEXTO_MAX, informeAlumnoInput } from '@puente/contract/seguimiento-practicas';
import { Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CampoArea } from '@/components/form/campos';
import { CamposFormulario } from '@/components/form/campos-formulario';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { ErrorAnnouncer, FormFeedbackScope } from '@/components/ui/form-feedback';
import { isApiError } from '@/lib/api-error';
import { showError } from '@/lib/error-banner-store';
import { fieldErrorsOf } from '@/lib/field-errors';
import { useLanguage } from '@/lib/i18n';
import { useFormFeedback } from '@/lib/use-form-feedback';
import { useValidationMessage } from '@/lib/validation-message';
import { useEnviarMemoria } from '../api/seguimiento';
import { CampoValoracion } from './campo-valoracion';

/** The report as the API checks it, with the contract's own messages; the internship is the card's. */
const esquemaMemoria = informeAlumnoInput.omit({ idPractica: true });
type MemoriaEnviada = z.output<typeof esquemaMemoria>;

/** The texts of art. 14.2, in the order the law lists them; the overall assessment goes last. */
const TEXTOS = ['tareas', 'conocimientos', 'problemas', 'aportaciones', 'valoracion'] as const;
type CampoTextoMemoria = (typeof TEXTOS)[number];
const OPCIONAL: ReadonlySet<CampoTextoMemoria> = new Set(['problemas']);

export type ValoresMemoria = Record<CampoTextoMemoria, string> & { valoracionGlobal: string };
export const memoriaVacia: ValoresMemoria = {
  tareas: '',
  conocimientos: '',
  problemas: '',
  aportaciones: '',
  valoracion: '',
  valoracionGlobal: '',
};

export interface FormularioMemoriaProps {
  idPractica: number;
  /** The ids of the form's fields start with it (several cards can be on the page). */
  prefijo: string;
  /** The heading of the section the form is in: it names the form. */
  idTitulo: string;
  /** What was written before the form was last closed. */
  borrador: ValoresMemoria;
  onEnviada: () => void;
  /** Closes the form; what was written is handed back, to be there when it opens again. */
  onCancelar: (borrador: ValoresMemoria) => void;
}

/**
 * The student's final report (RD 592/2014, art. 14.2), inline on the card:
 * four required texts and one optional, each up to 4000 characters with its
 * count, and the overall assessment from 1 to 5. The API's refusals: 15 on
 * their fields, 48 (not ended yet, already sent) in a banner above the
 * buttons, anything else the page's banner.
 */
export function FormularioMemoria({ idPractica, prefijo, idTitulo, borrador, onEnviada, onCancelar }: FormularioMemoriaProps) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const mensaje = useValidationMessage();
  const enviar = useEnviarMemoria(idPractica);
  const { formRef, onInvalid, announcement } = useFormFeedback();
  const [noPermitido, setNoPermitido] = useState<string | null>(null);
  const methods = useForm<ValoresMemoria, unknown, MemoriaEnviada>({
    // The form holds the level as the radio's text; the schema reads it as a number (its input type is unknown).
    resolver: zodResolver(esquemaMemoria) as unknown as Resolver<ValoresMemoria, unknown, MemoriaEnviada>,
    defaultValues: borrador,
    mode: 'onTouched',
    shouldFocusError: false,
  });

  // Opened by its button: the first text is what comes next.
  const { setFocus } = methods;
  useEffect(() => setFocus('tareas'), [setFocus]);

  const alEnviar = methods.handleSubmit(async (memoria) => {
    setNoPermitido(null);
    try {
      await enviar.mutateAsync(memoria);
    } catch (error) {
      if (isApiError(error) && error.status === PortalCodes.ACCION_NO_PERMITIDA) {
        setNoPermitido(error.mensaje ?? catalogueEntry(error.status)[idioma].cuerpo);
        return;
      }
      const rechazados = fieldErrorsOf(error).filter((e) => e.campo in memoriaVacia);
      for (const { campo, mensaje: texto } of rechazados)
        methods.setError(campo as keyof ValoresMemoria, { type: 'server', message: texto });
      if (rechazados.length > 0) onInvalid();
      else showError(isApiError(error) ? error.status : 500, isApiError(error) ? error.mensaje : null);
      return;
    }
    onEnviada();
  }, onInvalid);

  const enviando = methods.formState.isSubmitting;
  return (
    <FormProvider {...methods}>
      <FormFeedbackScope>
        <CamposFormulario prefijo={prefijo} mensaje={mensaje}>
          <form
            ref={formRef}
            noValidate
            onSubmit={alEnviar}
            aria-labelledby={idTitulo}
            className="flex flex-col gap-5 border-t border-border pt-4"
          >
            {TEXTOS.map((campo) => (
              <CampoArea
                key={campo}
                name={campo}
                label={t(`practicasAlumno.memoria.campos.${campo}`)}
                hint={t(`practicasAlumno.memoria.campos.${campo}Ayuda`)}
                required={!OPCIONAL.has(campo)}
                rows={5}
                max={INFORME_TEXTO_MAX}
              />
            ))}
            <CampoValoracion
              name="valoracionGlobal"
              legend={t('practicasAlumno.memoria.campos.valoracionGlobal')}
              hint={t('practicasAlumno.memoria.campos.valoracionGlobalAyuda')}
            />
            {noPermitido ? (
              <Banner tone="warning" title={catalogueEntry(PortalCodes.ACCION_NO_PERMITIDA)[idioma].titulo}>
                {noPermitido}
              </Banner>
            ) : null}
            <div className="flex flex-col gap-3 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-xs text-muted">{t('practicasAlumno.memoria.obligatorios')}</p>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button
                  type="button"
                  variant="ghost"
                  className="w-full sm:w-auto"
                  onClick={() => onCancelar(methods.getValues())}
                >
                  {t('practicasAlumno.memoria.cancelar')}
                </Button>
                <Button type="submit" className="w-full sm:w-auto" disabled={enviando} aria-busy={enviando}>
                  <Send aria-hidden="true" />
                  {enviando ? t('practicasAlumno.memoria.enviando') : t('practicasAlumno.memoria.enviar')}
                </Button>
              </div>
            </div>
            <ErrorAnnouncer text={announcement} />
          </form>
        </CamposFormulario>
      </FormFeedbackScope>
    </FormProvider>
  );
}
