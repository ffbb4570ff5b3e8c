import { ID_PERFIL } from '@puente/contract/constants';
import type { FieldError } from '@puente/contract/field-errors';
import type { OfertaForm } from '@puente/contract/oferta-form';
import { AlertCircle, Send } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CamposFormulario } from '@/components/form/campos-formulario';
import { Button } from '@/components/ui/button';
import { ErrorAnnouncer, FormFeedbackScope } from '@/components/ui/form-feedback';
import { UnsavedChangesDialog } from '@/components/unsaved-changes-dialog';
import { cn } from '@/lib/cn';
import { useDominios, useTiposPracticas, useTitulaciones } from '@/lib/reference-data';
import { useBarHeight } from '@/lib/use-bar-height';
import { useFormFeedback } from '@/lib/use-form-feedback';
import { useUnsavedChanges } from '@/lib/use-unsaved-changes';
import { useProgramasEmpresa } from '../api/programas-empresa';
import { useMensajeValidacion } from '../hooks/use-mensaje-validacion';
import { type CampoOferta, type OfertaFormValues, ofertaResolver } from '../oferta-form-values';
import { FormSkeleton } from './form-skeleton';
import { LoadError } from './load-error';
import { SeccionCondiciones } from './seccion-condiciones';
import { SeccionDatos } from './seccion-datos';
import { SeccionDestinatarios } from './seccion-destinatarios';
import { SeccionFechas } from './seccion-fechas';
import { SeccionInscripcion } from './seccion-inscripcion';
import { SeccionPerfil } from './seccion-perfil';
import { SeccionTutor } from './seccion-tutor';

export interface OfertaFormProps {
  valoresIniciales: OfertaFormValues;
  /** New offers choose their profile; an edit keeps it (use the copy to the other profile). */
  elegirPerfil: boolean;
  /** Fields still missing (an incomplete copy): shown as errors from the start. */
  pendientes?: string[];
  textoEnviar: string;
  textoEnviando: string;
  cancelarHref: string;
  /** Resolves with the refused fields, if the server refused some. */
  onEnviar: (oferta: OfertaForm) => Promise<FieldError[]>;
}

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'es');

/** The catalogues the form's lists need, loaded together. */
function useCatalogos() {
  const dominios = useDominios();
  const titulaciones = useTitulaciones();
  const tipos = useTiposPracticas();
  const programas = useProgramasEmpresa();
  const all = [dominios, titulaciones, tipos, programas];
  return {
    loading: all.some((q) => q.isPending),
    error: all.some((q) => q.isError),
    retry: () => {
      for (const q of all) if (q.isError) void q.refetch();
    },
    dominios: dominios.data,
    titulaciones: titulaciones.data ?? [],
    tipos: tipos.data ?? [],
    // A programme whose adhesion the university has not accepted yet takes no offers.
    programas: (programas.data ?? []).filter((p) => p.disponible),
  };
}

export function OfertaFormulario(props: OfertaFormProps) {
  const catalogos = useCatalogos();
  const mensaje = useMensajeValidacion();
  if (catalogos.loading) return <FormSkeleton />;
  if (catalogos.error || !catalogos.dominios) return <LoadError onRetry={catalogos.retry} />;
  return (
    <CamposFormulario prefijo="oferta" mensaje={mensaje}>
      <FormularioCargado {...props} catalogos={catalogos} />
    </CamposFormulario>
  );
}

function FormularioCargado({
  valoresIniciales,
  elegirPerfil,
  pendientes,
  textoEnviar,
  textoEnviando,
  cancelarHref,
  onEnviar,
  catalogos,
}: OfertaFormProps & { catalogos: ReturnType<typeof useCatalogos> }) {
  const { t } = useTranslation();
  const { formRef, onInvalid, announcement } = useFormFeedback();
  const methods = useForm<OfertaFormValues, unknown, OfertaForm>({
    resolver: ofertaResolver,
    defaultValues: valoresIniciales,
    // Live validation: a field is checked when left and then on every keystroke.
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const {
    handleSubmit,
    setError,
    trigger,
    control,
    formState: { isSubmitting, errors, submitCount, isDirty },
  } = methods;
  // Thirty fields are too much to lose to a stray "Cancelar" or a header link.
  const { blocker, allowLeaving } = useUnsavedChanges(isDirty);
  // The sticky bar's height is kept free at the bottom when a field is focused or scrolled to.
  const barra = useRef<HTMLDivElement>(null);
  useBarHeight(barra, '--alto-barra-acciones');
  const perfil = useWatch({ control, name: 'idPerfil' });

  useEffect(() => {
    if (pendientes && pendientes.length > 0) void trigger(pendientes as CampoOferta[]);
  }, [pendientes, trigger]);

  const { dominios, titulaciones, tipos, programas } = catalogos;
  const opciones = useMemo(() => {
    const toOptions = (items: { id: number; descripcion: string }[]) =>
      items.map((item) => ({ value: String(item.id), label: item.descripcion }));
    return {
      provincias: toOptions(dominios?.provincias ?? []).sort(byLabel),
      areas: toOptions(dominios?.areasFuncionales ?? []).sort(byLabel),
      contratos: toOptions(dominios?.tiposContrato ?? []),
      tipos: toOptions(tipos),
    };
  }, [dominios, tipos]);

  const enviar = handleSubmit(async (oferta) => {
    // A saved offer navigates away from inside onEnviar: that is not losing changes.
    allowLeaving(true);
    const rechazados = await onEnviar(oferta);
    if (rechazados.length === 0) return;
    allowLeaving(false);
    for (const { campo, mensaje } of rechazados) setError(campo as CampoOferta, { type: 'server', message: mensaje });
    onInvalid();
  }, onInvalid);

  const numErrores = Object.keys(errors).length;
  return (
    <FormProvider {...methods}>
      <FormFeedbackScope>
        <form ref={formRef} noValidate onSubmit={enviar} className="flex flex-col gap-5" aria-describedby="oferta-obligatorios">
          {elegirPerfil ? <SeccionPerfil /> : null}
          <SeccionDatos areas={opciones.areas} />
          <SeccionCondiciones
            provincias={opciones.provincias}
            tiposContrato={opciones.contratos}
            tiposPracticas={opciones.tipos}
            programas={programas}
          />
          <SeccionFechas />
          <SeccionDestinatarios titulaciones={titulaciones} />
          {perfil === ID_PERFIL.PRACTICAS ? <SeccionTutor /> : null}
          <SeccionInscripcion />
          <div
            ref={barra}
            data-barra-acciones=""
            // Above the cookie notice while it shows (its height, or 0).
            className="sticky bottom-[var(--alto-cookies,0px)] z-20 -mx-1 rounded-2xl border border-border bg-[color-mix(in_oklab,var(--ui-surface)_92%,transparent)] p-3 shadow-raised backdrop-blur sm:p-4"
          >
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-3">
              {/* Not live: the announcer below speaks once per refused submit, not on every keystroke. */}
              <p
                id="oferta-obligatorios"
                className={cn('text-xs text-muted sm:text-sm', !(submitCount > 0 && numErrores > 0) && 'sr-only sm:not-sr-only')}
              >
                {submitCount > 0 && numErrores > 0 ? (
                  <span className="inline-flex items-center gap-1.5 font-medium text-danger">
                    <AlertCircle aria-hidden="true" className="size-4" />
                    {t('ofertasEmpresa.form.revisaCampos', { count: numErrores })}
                  </span>
                ) : (
                  t('ofertasEmpresa.form.obligatorios')
                )}
              </p>
              <div className="flex gap-2">
                <Button asChild variant="outline">
                  <Link to={cancelarHref}>{t('ofertasEmpresa.form.cancelar')}</Link>
                </Button>
                <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className="flex-1 sm:flex-none">
                  <Send aria-hidden="true" />
                  {isSubmitting ? textoEnviando : textoEnviar}
                </Button>
              </div>
            </div>
          </div>
          <ErrorAnnouncer text={announcement} />
        </form>
      </FormFeedbackScope>
      <UnsavedChangesDialog blocker={blocker} />
    </FormProvider>
  );
}
