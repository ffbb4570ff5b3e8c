import { enmascararIban, type SolicitudConvenioInput } from '@puente/contract/convenios';
import type { DatosEmpresa } from '@puente/contract/empresa-cuenta';
import type { Dominios } from '@puente/contract/endpoints/dominios';
import { PortalCodes } from '@puente/contract/errors/codes';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PrefijoCampos } from '@/components/formularios-empresa/campos';
import { mostrarRechazo, textoDeCodigo } from '@/components/formularios-empresa/rechazo';
import { direccionDe, soloDireccion } from '@/components/formularios-empresa/valores-contacto';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { ErrorAnnouncer, FormFeedbackScope } from '@/components/ui/form-feedback';
import { isApiError } from '@/lib/api-error';
import { fieldErrorsOf } from '@/lib/field-errors';
import { useLanguage } from '@/lib/i18n';
import { useDominios } from '@/lib/reference-data';
import { useFormFeedback } from '@/lib/use-form-feedback';
import { useAddConvenio } from '../api/add-convenio';
import { useContactosConvenio } from '../api/contactos-convenio';
import { useCuentasFacturacion } from '../api/cuentas-facturacion';
import { useDatosEmpresa } from '../api/datos-empresa';
import { useDescargarConvenio } from '../api/descargar-convenio';
import { convenioVacio, resolverConvenio, type ValoresConvenio } from '../valores';
import { ConfirmarConvenioDialog } from './confirmar-convenio-dialog';
import { ErrorCarga, FormularioSkeleton } from './estados';
import { NuevaCuentaDialog } from './nueva-cuenta-dialog';
import { NuevoContactoDialog } from './nuevo-contacto-dialog';
import { SeccionFirmante, SeccionGestion, SeccionPago, SeccionPedido } from './secciones-convenio';

/** The refusals of the IBAN (70, 73: not valid), said under its boxes. */
const CODIGOS_DEL_IBAN: readonly number[] = [PortalCodes.IBAN_INVALIDO, PortalCodes.IBAN_INVALIDO_FACTURACION];

/** A server field of code 15 → this form's (the IBAN is one text there, five boxes here). */
const campoDe = (campo: string) => (campo === 'ibanDomiciliacion' ? 'iban.0' : campo);

/** /nuevo-convenio-colaboracion (spec §2 Generate agreement screen), once its lists are here. */
export function NuevoConvenioPage() {
  const contactos = useContactosConvenio();
  const cuentas = useCuentasFacturacion();
  const empresa = useDatosEmpresa();
  const dominios = useDominios();
  const consultas = [contactos, cuentas, empresa, dominios];
  if (consultas.some((q) => q.isPending)) return <FormularioSkeleton />;
  if (!contactos.data || !cuentas.data || !empresa.data || !dominios.data)
    return (
      <ErrorCarga
        onReintentar={() => {
          for (const q of consultas) if (q.isError) void q.refetch();
        }}
      />
    );
  return <FormularioConvenio contactos={contactos.data} cuentas={cuentas.data} empresa={empresa.data} dominios={dominios.data} />;
}

function valoresIniciales(contactos: Record<string, string>, cuentas: { idCuenta: number }[], ibanPerfil: string | null) {
  const valores = convenioVacio(Boolean(ibanPerfil));
  const ids = Object.keys(contactos);
  // Spec §2: the management contact is chosen for the company when it has only one; so is a sole fiscal account.
  if (ids.length === 1) valores.idContactoEmpresaGestion = ids[0] ?? '';
  if (cuentas.length === 1) valores.idCuentaFacturacion = String(cuentas[0]?.idCuenta ?? '');
  return valores;
}

interface Props {
  contactos: Record<string, string>;
  cuentas: Parameters<typeof SeccionPago>[0]['cuentas'];
  empresa: DatosEmpresa;
  dominios: Dominios;
}

/**
 * The form: validated with the contract's schema (spec §5), then '¿Desea
 * continuar?', then addConvenioEmpresa (531) and the PDF downloads. A refused
 * submit scrolls to and focuses the first invalid field; 70/73 go under the
 * IBAN, 72 (no IBAN in the profile) is the banner with its way to /mi-empresa.
 * The profile's IBAN is shown masked and kept unless the user changes it; if
 * the API refuses the kept one (73), the boxes open for a new one.
 */
function FormularioConvenio({ contactos, cuentas, empresa, dominios }: Props) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const { formRef, onInvalid, announcement } = useFormFeedback();
  const metodos = useForm<ValoresConvenio, unknown, SolicitudConvenioInput>({
    resolver: resolverConvenio,
    defaultValues: valoresIniciales(contactos, cuentas, empresa.iban),
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const { handleSubmit, setValue, setError } = metodos;
  const cuentaGuardada = empresa.iban ? enmascararIban(empresa.iban) : null;
  const [solicitud, setSolicitud] = useState<SolicitudConvenioInput | null>(null);
  const [dialogo, setDialogo] = useState<'contacto' | 'cuenta' | null>(null);
  const [generado, setGenerado] = useState<{ idConvenio: number; nombre: string } | null>(null);
  const generar = useAddConvenio();
  const descargar = useDescargarConvenio();

  const enviar = handleSubmit((datos) => setSolicitud(datos), onInvalid);

  const descargarPdf = (idConvenio: number, nombre: string) =>
    descargar.mutate({ idConvenio, nombrePorDefecto: nombre }, { onError: mostrarRechazo });

  const confirmar = async () => {
    if (!solicitud) return;
    try {
      const { idConvenio } = await generar.mutateAsync(solicitud);
      setSolicitud(null);
      const nombre = t('convenios.nuevo.nombreFichero', { id: idConvenio });
      setGenerado({ idConvenio, nombre });
      descargarPdf(idConvenio, nombre);
    } catch (error) {
      setSolicitud(null);
      if (isApiError(error) && CODIGOS_DEL_IBAN.includes(error.status)) {
        setValue('mantenerIban', false);
        setError('iban.0', { type: 'server', message: textoDeCodigo(error.status, idioma) });
        onInvalid();
        return;
      }
      const deCampo = fieldErrorsOf(error);
      for (const { campo, mensaje } of deCampo)
        setError(campoDe(campo) as Path<ValoresConvenio>, { type: 'server', message: mensaje });
      if (deCampo.length > 0) onInvalid();
      mostrarRechazo(error);
    }
  };

  return (
    <FormProvider {...metodos}>
      <FormFeedbackScope>
        <PrefijoCampos value="convenio">
          <form ref={formRef} noValidate onSubmit={enviar} aria-label={t('routes.nuevoConvenio')} className="flex flex-col gap-5">
            <p className="text-sm text-muted">{t('convenios.nuevo.intro')}</p>
            {generado ? (
              <Banner
                tone="success"
                role="status"
                title={t('convenios.nuevo.generadoTitulo')}
                onClose={() => setGenerado(null)}
                actions={
                  <div className="flex flex-wrap gap-2">
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      onClick={() => descargarPdf(generado.idConvenio, generado.nombre)}
                    >
                      <FileDown aria-hidden="true" />
                      {t('convenios.nuevo.descargarOtraVez')}
                    </Button>
                    <Button asChild size="sm">
                      <Link to="/subir-convenio-firmado">{t('convenios.nuevo.irASubir')}</Link>
                    </Button>
                  </div>
                }
              >
                {t('convenios.nuevo.generadoTexto')}
              </Banner>
            ) : null}
            <SeccionFirmante />
            <SeccionGestion contactos={contactos} onAnadirContacto={() => setDialogo('contacto')} />
            <SeccionPedido />
            <SeccionPago cuentas={cuentas} cuentaGuardada={cuentaGuardada} onAnadirCuenta={() => setDialogo('cuenta')} />
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-xs text-muted">{t('convenios.comun.obligatorios')}</p>
              <Button type="submit" size="lg" disabled={generar.isPending} aria-busy={generar.isPending}>
                <FileDown aria-hidden="true" />
                {t('convenios.nuevo.descargar')}
              </Button>
            </div>
            <ErrorAnnouncer text={announcement} />
          </form>
        </PrefijoCampos>
      </FormFeedbackScope>
      {/* Outside the <form>: a dialog's own form would otherwise submit this one too (React events cross portals). */}
      <NuevoContactoDialog
        abierto={dialogo === 'contacto'}
        onAbierto={(abierto) => setDialogo(abierto ? 'contacto' : null)}
        dominios={dominios}
        direccionEmpresa={soloDireccion(direccionDe(empresa))}
        onCreado={(id) => setValue('idContactoEmpresaGestion', String(id), { shouldDirty: true, shouldValidate: true })}
      />
      <NuevaCuentaDialog
        abierto={dialogo === 'cuenta'}
        onAbierto={(abierto) => setDialogo(abierto ? 'cuenta' : null)}
        dominios={dominios}
        empresa={empresa}
        onCreada={(id) => setValue('idCuentaFacturacion', String(id), { shouldDirty: true, shouldValidate: true })}
      />
      <ConfirmarConvenioDialog
        abierto={solicitud !== null}
        onAbierto={(abierto) => {
          if (!abierto) setSolicitud(null);
        }}
        generando={generar.isPending}
        onConfirmar={() => void confirmar()}
      />
    </FormProvider>
  );
}
