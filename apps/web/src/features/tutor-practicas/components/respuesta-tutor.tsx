import { zodResolver } from '@hookform/resolvers/zod';
import { devolverProyectoInput } from '@puente/contract/seguimiento-practicas';
import { Check, Undo2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CampoArea } from '@/components/form/campos';
import { CamposFormulario } from '@/components/form/campos-formulario';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorAnnouncer, FormFeedbackScope } from '@/components/ui/form-feedback';
import { fieldErrorOf } from '@/lib/field-errors';
import { useFormFeedback } from '@/lib/use-form-feedback';
import { useValidationMessage } from '@/lib/validation-message';
import { useAceptarProyecto, useDevolverProyecto } from '../api/practica-tutor';

/** The remarks as the API checks them: required, up to 2000 characters, with the contract's own messages. */
const esquemaDevolucion = devolverProyectoInput.pick({ observaciones: true });
const OBSERVACIONES_MAX = 2000;

export interface RespuestaTutorProps {
  token: string;
  /** The answer was recorded: the page shows what happened with the record the API returned. */
  onRespondido: (respuesta: 'aceptado' | 'devuelto') => void;
  /** A refusal: the page says it (the link, a plan no longer awaiting review, or the banner). */
  onRechazo: (error: unknown) => void;
}

/** While the plan awaits review: accept it, or send it back with remarks the company will read. */
export function RespuestaTutor({ token, onRespondido, onRechazo }: RespuestaTutorProps) {
  const { t } = useTranslation();
  const aceptar = useAceptarProyecto(token);
  const devolver = useDevolverProyecto(token);
  const [devolviendo, setDevolviendo] = useState(false);
  const idFormulario = useId();
  const botonDevolver = useRef<HTMLButtonElement>(null);
  const ocupado = aceptar.isPending || devolver.isPending;

  const alAceptar = async () => {
    try {
      await aceptar.mutateAsync();
    } catch (error) {
      onRechazo(error);
      return;
    }
    onRespondido('aceptado');
  };

  return (
    <Card aria-labelledby="respuesta-titulo" className="flex flex-col gap-4">
      <h2 id="respuesta-titulo" className="text-lg font-semibold leading-tight text-fg">
        {t('tutorPracticas.respuesta.titulo')}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button
          size="lg"
          className="w-full sm:w-auto"
          disabled={ocupado}
          aria-busy={aceptar.isPending}
          onClick={() => void alAceptar()}
        >
          <Check aria-hidden="true" />
          {aceptar.isPending ? t('tutorPracticas.respuesta.aceptando') : t('tutorPracticas.respuesta.aceptar')}
        </Button>
        <Button
          ref={botonDevolver}
          size="lg"
          variant="outline"
          className="w-full sm:w-auto"
          disabled={ocupado}
          aria-expanded={devolviendo}
          aria-controls={devolviendo ? idFormulario : undefined}
          onClick={() => setDevolviendo((antes) => !antes)}
        >
          <Undo2 aria-hidden="true" />
          {t('tutorPracticas.respuesta.devolver')}
        </Button>
      </div>
      {devolviendo ? (
        <FormularioDevolucion
          id={idFormulario}
          enviar={async (observaciones) => {
            await devolver.mutateAsync(observaciones);
            onRespondido('devuelto');
          }}
          onRechazo={onRechazo}
          onCancelar={() => {
            // The form goes away with the focus in it: back to the button that opened it.
            setDevolviendo(false);
            botonDevolver.current?.focus();
          }}
        />
      ) : null}
    </Card>
  );
}

function FormularioDevolucion({
  id,
  enviar,
  onRechazo,
  onCancelar,
}: {
  id: string;
  enviar: (observaciones: string) => Promise<void>;
  onRechazo: (error: unknown) => void;
  onCancelar: () => void;
}) {
  const { t } = useTranslation();
  const mensaje = useValidationMessage();
  const { formRef, onInvalid, announcement } = useFormFeedback();
  const methods = useForm<{ observaciones: string }, unknown, { observaciones: string }>({
    resolver: zodResolver(esquemaDevolucion),
    defaultValues: { observaciones: '' },
    mode: 'onTouched',
    shouldFocusError: false,
  });

  // Opened by its button: the remarks are what comes next.
  const { setFocus } = methods;
  useEffect(() => setFocus('observaciones'), [setFocus]);

  const alEnviar = methods.handleSubmit(async ({ observaciones }) => {
    try {
      await enviar(observaciones);
    } catch (error) {
      // The API's own word on the remarks (code 15) goes under the field; the rest to the page or the banner.
      const enCampo = fieldErrorOf(error, 'observaciones');
      if (enCampo) {
        methods.setError('observaciones', { type: 'server', message: enCampo });
        onInvalid();
      } else onRechazo(error);
    }
  }, onInvalid);

  const enviando = methods.formState.isSubmitting;
  return (
    <FormProvider {...methods}>
      <FormFeedbackScope>
        <CamposFormulario prefijo="devolucion" mensaje={mensaje}>
          <form
            id={id}
            ref={formRef}
            noValidate
            onSubmit={alEnviar}
            aria-label={t('tutorPracticas.respuesta.devolver')}
            className="flex flex-col gap-4 border-t border-border pt-4"
          >
            <CampoArea
              name="observaciones"
              label={t('tutorPracticas.respuesta.observaciones')}
              hint={t('tutorPracticas.respuesta.observacionesAyuda')}
              required
              rows={6}
              max={OBSERVACIONES_MAX}
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="ghost" className="w-full sm:w-auto" onClick={onCancelar}>
                {t('tutorPracticas.respuesta.cancelar')}
              </Button>
              <Button type="submit" className="w-full sm:w-auto" disabled={enviando} aria-busy={enviando}>
                {enviando ? t('tutorPracticas.respuesta.devolviendo') : t('tutorPracticas.respuesta.enviarDevolucion')}
              </Button>
            </div>
            <ErrorAnnouncer text={announcement} />
          </form>
        </CamposFormulario>
      </FormFeedbackScope>
    </FormProvider>
  );
}
