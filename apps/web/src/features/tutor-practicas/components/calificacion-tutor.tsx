import { zodResolver } from '@hookform/resolvers/zod';
import { catalogueEntry } from '@puente/contract/errors/catalogue';
import { PortalCodes } from '@puente/contract/errors/codes';
import { calificacionInput, type SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import { Award } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CampoTexto } from '@/components/form/campos';
import { CamposFormulario } from '@/components/form/campos-formulario';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorAnnouncer, FormFeedbackScope } from '@/components/ui/form-feedback';
import { isApiError } from '@/lib/api-error';
import { fieldErrorOf } from '@/lib/field-errors';
import { useFormato } from '@/lib/formato';
import { useLanguage } from '@/lib/i18n';
import { useFormFeedback } from '@/lib/use-form-feedback';
import { useValidationMessage } from '@/lib/validation-message';
import { useCalificarPractica } from '../api/practica-tutor';
import { enfocar } from './enlace-tutor';

/** The grade as the API checks it: 0 to 10, one decimal at most, with the contract's own messages. */
const esquemaCalificacion = calificacionInput.pick({ calificacion: true });
type CalificacionValidada = z.output<typeof esquemaCalificacion>;
interface ValoresCalificacion {
  calificacion: string;
}

/** The contract's own message of this form, for the English reader. */
const MENSAJE_UN_DECIMAL = 'La calificación admite un decimal como mucho';
const propios: ReadonlyMap<string, string> = new Map([[MENSAJE_UN_DECIMAL, 'tutorPracticas.calificacion.unDecimal']]);

/** A grade as the reader writes it: one decimal always ("8,5", "7,0"). */
const UN_DECIMAL: Intl.NumberFormatOptions = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

export interface CalificacionTutorProps {
  practica: SeguimientoPractica;
  token: string;
  /** Graded meanwhile, or a report withdrawn (48): the page reads the record again. */
  onCambioAjeno: () => void;
  /** The link (42) or anything the page hands to the banner. */
  onRechazo: (error: unknown) => void;
}

/**
 * The academic tutor's last step (RD 592/2014): once both final reports are
 * in and until it is graded, the grade from 0 to 10 that certifies the
 * internship; once graded, the grade and when it was certified.
 */
export function CalificacionTutor({ practica: p, token, onCambioAjeno, onRechazo }: CalificacionTutorProps) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const { numero, fecha } = useFormato();
  const [calificada, setCalificada] = useState<number | null>(null);
  const [noPermitido, setNoPermitido] = useState<string | null>(null);
  const pendiente = p.informeTutor !== null && p.informeAlumno !== null && p.calificacion === null;

  const aviso = noPermitido ? (
    <div ref={enfocar} tabIndex={-1} className="rounded-xl outline-none">
      <Banner tone="warning" role="status" title={t('tutorPracticas.calificacion.noCalificada')}>
        {noPermitido}
      </Banner>
    </div>
  ) : null;

  if (p.calificacion !== null) {
    return (
      <>
        {aviso}
        {calificada !== null ? (
          // Where the form's button had the focus: what happened takes it.
          <div ref={enfocar} tabIndex={-1} className="rounded-xl outline-none">
            <Banner
              tone="success"
              role="status"
              title={t('tutorPracticas.calificacion.hecho', { nota: numero(calificada, UN_DECIMAL) })}
            >
              {t('tutorPracticas.calificacion.hechoTexto')}
            </Banner>
          </div>
        ) : null}
        <Card aria-labelledby="calificacion-titulo" className="flex flex-col gap-3">
          <header className="flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-success-bg text-success">
              <Award aria-hidden="true" className="size-5" />
            </span>
            <div className="flex min-w-0 flex-col gap-1">
              <h2 id="calificacion-titulo" className="text-lg font-semibold leading-tight text-fg">
                {t('tutorPracticas.calificacion.tituloHecha')}
              </h2>
              <p className="text-2xl font-semibold tabular-nums text-fg">
                {t('tutorPracticas.calificacion.nota', { nota: numero(p.calificacion, UN_DECIMAL) })}
              </p>
              <p className="text-sm text-muted">
                {p.certificadaEn
                  ? t('tutorPracticas.calificacion.certificadaEl', { fecha: fecha(p.certificadaEn) })
                  : p.etiquetaEstado}
              </p>
            </div>
          </header>
        </Card>
      </>
    );
  }
  if (!pendiente) return aviso;
  return (
    <>
      {aviso}
      <FormularioCalificacion
        token={token}
        onCalificada={(nota) => {
          setNoPermitido(null);
          setCalificada(nota);
        }}
        onRechazo={(error) => {
          if (isApiError(error) && error.status === PortalCodes.ACCION_NO_PERMITIDA) {
            setNoPermitido(error.mensaje ?? catalogueEntry(error.status)[idioma].cuerpo);
            onCambioAjeno();
          } else onRechazo(error);
        }}
      />
    </>
  );
}

function FormularioCalificacion({
  token,
  onCalificada,
  onRechazo,
}: {
  token: string;
  onCalificada: (nota: number) => void;
  onRechazo: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const mensaje = useValidationMessage(propios);
  const calificar = useCalificarPractica(token);
  const { formRef, onInvalid, announcement } = useFormFeedback();
  const methods = useForm<ValoresCalificacion, unknown, CalificacionValidada>({
    // The form holds the grade as typed ("8,5" or "8.5"); the schema reads it as a number (its input type is unknown).
    resolver: zodResolver(esquemaCalificacion) as unknown as Resolver<ValoresCalificacion, unknown, CalificacionValidada>,
    defaultValues: { calificacion: '' },
    mode: 'onTouched',
    shouldFocusError: false,
  });

  const alEnviar = methods.handleSubmit(async ({ calificacion }) => {
    try {
      await calificar.mutateAsync(calificacion);
    } catch (error) {
      // The API's word on the grade (code 15) goes under the field; the rest is the page's to say.
      const enCampo = fieldErrorOf(error, 'calificacion');
      if (enCampo) {
        methods.setError('calificacion', { type: 'server', message: enCampo });
        onInvalid();
      } else onRechazo(error);
      return;
    }
    onCalificada(calificacion);
  }, onInvalid);

  const enviando = methods.formState.isSubmitting;
  return (
    <Card aria-labelledby="calificar-titulo" className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h2 id="calificar-titulo" className="text-lg font-semibold leading-tight text-fg">
          {t('tutorPracticas.calificacion.titulo')}
        </h2>
        <p className="text-sm text-muted">{t('tutorPracticas.calificacion.intro')}</p>
      </header>
      <FormProvider {...methods}>
        <FormFeedbackScope>
          <CamposFormulario prefijo="calificar" mensaje={mensaje}>
            <form ref={formRef} noValidate onSubmit={alEnviar} aria-labelledby="calificar-titulo" className="flex flex-col gap-4">
              <CampoTexto
                name="calificacion"
                label={t('tutorPracticas.calificacion.campo')}
                hint={t('tutorPracticas.calificacion.campoAyuda')}
                required
                inputMode="decimal"
                autoComplete="off"
                className="sm:max-w-xs"
              />
              <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start" disabled={enviando} aria-busy={enviando}>
                <Award aria-hidden="true" />
                {enviando ? t('tutorPracticas.calificacion.enviando') : t('tutorPracticas.calificacion.enviar')}
              </Button>
              <ErrorAnnouncer text={announcement} />
            </form>
          </CamposFormulario>
        </FormFeedbackScope>
      </FormProvider>
    </Card>
  );
}
