import { zodResolver } from '@hookform/resolvers/zod';
import { catalogueEntry } from '@puente/contract/errors/catalogue';
import type { FaltaDatosPractica } from '@puente/contract/practicas-alumno';
import { pideSwift } from '@puente/contract/validation/datos-bancarios';
import { Landmark } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CampoTexto } from '@/components/form/campos';
import { CamposFormulario } from '@/components/form/campos-formulario';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorAnnouncer, FormFeedbackScope } from '@/components/ui/form-feedback';
import { isApiError } from '@/lib/api-error';
import { showError } from '@/lib/error-banner-store';
import { fieldErrorsOf } from '@/lib/field-errors';
import { useLanguage } from '@/lib/i18n';
import { useFormFeedback } from '@/lib/use-form-feedback';
import { useGuardarDatosPractica } from '../api/guardar-datos';
import { datosVacios, esquemaDatos, type ValoresDatos } from '../datos-practica-schema';
import { CampoIban } from './campo-iban';

/** The prefix of the form's field ids; the NUSS field's id is what "enter it" links elsewhere on the page go to. */
const PREFIJO = 'datos-practica';
export const ID_CAMPO_NSS = `${PREFIJO}-nss`;

/** The API's refusals that belong to one field. */
const CAMPO_DE_CODIGO: Readonly<Record<number, keyof ValoresDatos>> = { 70: 'iban', 73: 'iban', 83: 'nss', 84: 'swift' };

/**
 * Spec §4 / 518: while a paid internship needs them, the notice and the form
 * come first on /mis-practicas; once given, a line says so and the form opens
 * again on request (a new account).
 */
export function DatosPractica({ falta }: { falta: FaltaDatosPractica }) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const [editando, setEditando] = useState(false);
  if (!falta.necesarios && !falta.ibanEnmascarado) return null;
  const pendientes = falta.faltan.length > 0;
  const aviso = catalogueEntry(518)[idioma];
  return (
    <Card as="section" aria-labelledby="datos-practica-titulo" id="datos-practica" className="scroll-mt-28">
      <header className="mb-4 flex min-w-0 items-start gap-3">
        <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-xl bg-subtle text-primary">
          <Landmark aria-hidden="true" className="size-5" />
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id="datos-practica-titulo" className="text-lg font-semibold leading-tight text-fg">
            {t('practicasAlumno.datos.titulo')}
          </h2>
          <p className="text-sm text-muted">{t('practicasAlumno.datos.intro')}</p>
        </div>
      </header>
      {pendientes ? (
        <Banner tone="warning" title={aviso.titulo} role="status" className="mb-5">
          {aviso.cuerpo}
        </Banner>
      ) : null}
      {pendientes || editando ? (
        <FormularioDatos onGuardado={() => setEditando(false)} onCancelar={pendientes ? undefined : () => setEditando(false)} />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-fg">{t('practicasAlumno.datos.guardados', { iban: falta.ibanEnmascarado ?? '' })}</p>
          <Button variant="outline" size="sm" onClick={() => setEditando(true)}>
            {t('practicasAlumno.datos.actualizar')}
          </Button>
        </div>
      )}
    </Card>
  );
}

function FormularioDatos({ onGuardado, onCancelar }: { onGuardado: () => void; onCancelar?: () => void }) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const guardar = useGuardarDatosPractica();
  const { formRef, onInvalid, announcement } = useFormFeedback();
  const schema = useMemo(
    () =>
      esquemaDatos({
        requerido: t('practicasAlumno.datos.requerido'),
        codigo: (codigo) => catalogueEntry(codigo)[idioma].cuerpo,
      }),
    [t, idioma],
  );
  const methods = useForm<ValoresDatos, unknown, { iban: string; nss: string; swift?: string }>({
    resolver: zodResolver(schema),
    defaultValues: datosVacios,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const iban = useWatch({ control: methods.control, name: 'iban' });
  const conSwift = pideSwift(iban) || Boolean(methods.getValues('swift'));

  const enviar = methods.handleSubmit(async (datos) => {
    try {
      await guardar.mutateAsync(datos);
      methods.reset(datosVacios);
      onGuardado();
    } catch (error) {
      const campo = isApiError(error) ? CAMPO_DE_CODIGO[error.status] : undefined;
      if (isApiError(error) && campo) {
        methods.setError(campo, { type: 'server', message: catalogueEntry(error.status)[idioma].cuerpo });
        onInvalid();
        return;
      }
      const rechazados = fieldErrorsOf(error).filter((e) => e.campo in datosVacios);
      for (const { campo: c, mensaje } of rechazados)
        methods.setError(c as keyof ValoresDatos, { type: 'server', message: mensaje });
      if (rechazados.length > 0) onInvalid();
      else showError(isApiError(error) ? error.status : 500, isApiError(error) ? error.mensaje : null);
    }
  }, onInvalid);

  const enviando = methods.formState.isSubmitting;
  return (
    <FormProvider {...methods}>
      <FormFeedbackScope>
        <CamposFormulario prefijo={PREFIJO} mensaje={(m) => m}>
          <form
            ref={formRef}
            noValidate
            onSubmit={enviar}
            aria-labelledby="datos-practica-titulo"
            className="flex flex-col gap-5"
          >
            <div className="grid gap-x-5 gap-y-4 sm:grid-cols-2">
              <div className="sm:col-span-2">
                <CampoIban label={t('practicasAlumno.datos.iban')} hint={t('practicasAlumno.datos.ibanAyuda')} />
              </div>
              {conSwift ? (
                <CampoTexto
                  name="swift"
                  label={t('practicasAlumno.datos.swift')}
                  hint={t('practicasAlumno.datos.swiftAyuda')}
                  required={pideSwift(iban)}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                />
              ) : null}
              <CampoTexto
                name="nss"
                label={t('practicasAlumno.datos.nss')}
                hint={t('practicasAlumno.datos.nssAyuda')}
                required
                inputMode="numeric"
                autoComplete="off"
              />
            </div>
            <div className="flex flex-col gap-3 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-xs text-muted">{t('practicasAlumno.datos.obligatorios')}</p>
              <div className="flex flex-wrap justify-end gap-2">
                {onCancelar ? (
                  <Button type="button" variant="ghost" onClick={onCancelar}>
                    {t('practicasAlumno.datos.cancelar')}
                  </Button>
                ) : null}
                <Button type="submit" disabled={enviando} aria-busy={enviando}>
                  {enviando ? t('practicasAlumno.datos.guardando') : t('practicasAlumno.datos.guardar')}
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
