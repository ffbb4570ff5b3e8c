import { zodResolver } from '@hookform/resolvers/zod';
import { PortalCodes } from '@puente/contract/errors/codes';
import {
  etiquetasItemInformeTutor,
  INFORME_TEXTO_MAX,
  ITEMS_INFORME_TUTOR,
  type ItemInformeTutor,
  informeTutorInput,
} from '@puente/contract/seguimiento-practicas';
import { Send } from 'lucide-react';
import { type FieldPath, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CampoArea, CampoTexto } from '@/components/form/campos';
import { CamposFormulario } from '@/components/form/campos-formulario';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorAnnouncer, FormFeedbackScope } from '@/components/ui/form-feedback';
import { isApiError } from '@/lib/api-error';
import { fieldErrorsOf } from '@/lib/field-errors';
import { useLanguage } from '@/lib/i18n';
import { useFormFeedback } from '@/lib/use-form-feedback';
import { useValidationMessage } from '@/lib/validation-message';
import { useEnviarInformeTutor } from '../api/practica-tutor';
import { CampoValoracionTutor } from './campo-valoracion-tutor';

/** The report as the API checks it, with the contract's own messages; the token is the link's. */
const esquemaInforme = informeTutorInput.omit({ token: true });
type InformeValidado = z.output<typeof esquemaInforme>;

/** What the form holds: the typed hours and each item's level as the radio's text ('' while unvalued). */
interface ValoresInforme {
  horasRealizadas: string;
  valoraciones: Record<ItemInformeTutor, string>;
  observaciones: string;
}

const informeVacio = (): ValoresInforme => ({
  horasRealizadas: '',
  valoraciones: Object.fromEntries(ITEMS_INFORME_TUTOR.map((item) => [item, ''])) as Record<ItemInformeTutor, string>,
  observaciones: '',
});

/** The form's fields by the names the API gives a refused field (code 15). */
const CAMPOS_SERVIDOR = new Set<string>([
  'horasRealizadas',
  'observaciones',
  ...ITEMS_INFORME_TUTOR.map((item) => `valoraciones.${item}`),
]);

export interface FormularioInformeTutorProps {
  token: string;
  /** The planned hours, shown beside the hours done. */
  horasPrevistas: number | null;
  /** The report is in: the page shows it with the record the API returned. */
  onEnviado: () => void;
  /**
   * A refusal the page says: the link (42), a report already sent (48) or,
   * for anything else, the banner.
   */
  onRechazo: (error: unknown) => void;
}

/**
 * The company tutor's final report (RD 592/2014 art. 13): the hours done,
 * each of the thirteen items from 1 to 5, and optional remarks. Sent once.
 * A refused submit marks every unvalued item ("Falta valorar") and takes the
 * focus to the first field to correct.
 */
export function FormularioInformeTutor({ token, horasPrevistas, onEnviado, onRechazo }: FormularioInformeTutorProps) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const mensaje = useValidationMessage();
  const enviar = useEnviarInformeTutor(token);
  const { formRef, onInvalid, announcement } = useFormFeedback();
  const methods = useForm<ValoresInforme, unknown, InformeValidado>({
    // The form holds numbers as their text; the schema reads them as numbers (its input type is unknown).
    resolver: zodResolver(esquemaInforme) as unknown as Resolver<ValoresInforme, unknown, InformeValidado>,
    defaultValues: informeVacio(),
    mode: 'onTouched',
    shouldFocusError: false,
  });

  const alEnviar = methods.handleSubmit(async (informe) => {
    try {
      await enviar.mutateAsync(informe);
    } catch (error) {
      // The API's word on a field (code 15) goes under it; the rest is the page's to say.
      const rechazados = fieldErrorsOf(error).filter((e) => CAMPOS_SERVIDOR.has(e.campo));
      if (rechazados.length === 0 || (isApiError(error) && error.status === PortalCodes.ACCION_NO_PERMITIDA)) {
        onRechazo(error);
        return;
      }
      for (const { campo, mensaje: texto } of rechazados)
        methods.setError(campo as FieldPath<ValoresInforme>, { type: 'server', message: texto });
      onInvalid();
      return;
    }
    onEnviado();
  }, onInvalid);

  const enviando = methods.formState.isSubmitting;
  return (
    <Card aria-labelledby="informe-titulo" className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h2 id="informe-titulo" className="text-lg font-semibold leading-tight text-fg">
          {t('tutorPracticas.informe.titulo')}
        </h2>
        <p className="text-sm text-muted">{t('tutorPracticas.informe.norma')}</p>
      </header>
      <FormProvider {...methods}>
        <FormFeedbackScope>
          <CamposFormulario prefijo="informe" mensaje={mensaje}>
            <form ref={formRef} noValidate onSubmit={alEnviar} aria-labelledby="informe-titulo" className="flex flex-col gap-6">
              <CampoTexto
                name="horasRealizadas"
                label={t('tutorPracticas.informe.horas')}
                hint={
                  horasPrevistas === null
                    ? t('tutorPracticas.informe.horasAyuda')
                    : t('tutorPracticas.informe.horasAyudaPrevistas', { horas: horasPrevistas })
                }
                required
                inputMode="numeric"
                autoComplete="off"
                className="sm:max-w-xs"
              />
              <section aria-labelledby="informe-valoraciones" className="flex flex-col gap-4 border-t border-border pt-4">
                <header className="flex flex-col gap-1">
                  <h3 id="informe-valoraciones" className="font-semibold text-fg">
                    {t('tutorPracticas.informe.valoraciones')}
                  </h3>
                  <p className="text-sm text-muted">{t('tutorPracticas.informe.valoracionesAyuda')}</p>
                </header>
                {ITEMS_INFORME_TUTOR.map((item) => (
                  <CampoValoracionTutor
                    key={item}
                    name={`valoraciones.${item}`}
                    legend={etiquetasItemInformeTutor[idioma][item]}
                  />
                ))}
              </section>
              <CampoArea
                name="observaciones"
                label={t('tutorPracticas.informe.observaciones')}
                hint={t('tutorPracticas.informe.observacionesAyuda')}
                rows={5}
                max={INFORME_TEXTO_MAX}
                className="border-t border-border pt-4"
              />
              <div className="flex flex-col gap-3 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-between">
                <p className="text-xs text-muted">{t('tutorPracticas.informe.unaVez')}</p>
                <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={enviando} aria-busy={enviando}>
                  <Send aria-hidden="true" />
                  {enviando ? t('tutorPracticas.informe.enviando') : t('tutorPracticas.informe.enviar')}
                </Button>
              </div>
              <ErrorAnnouncer text={announcement} />
            </form>
          </CamposFormulario>
        </FormFeedbackScope>
      </FormProvider>
    </Card>
  );
}
