import {
  type AltaRechazada,
  datosEmpresaInput,
  primerContactoInput,
  type solicitudCuentaEmpresaInput,
} from '@puente/contract/empresa-cuenta';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { FieldError } from '@puente/contract/field-errors';
import { privacyAcceptanceSchema } from '@puente/contract/validation/privacy';
import { ArrowLeft, ArrowRight, Send } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CamposContacto } from '@/components/formularios-empresa/campos-contacto';
import { FormularioEmpresa } from '@/components/formularios-empresa/formulario-empresa';
import { CODIGOS_DEL_EMAIL, mostrarRechazo, textoDeCodigo } from '@/components/formularios-empresa/rechazo';
import {
  contactoDe,
  contactoVacio,
  soloDireccion,
  type ValoresNuevoContacto,
} from '@/components/formularios-empresa/valores-contacto';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { UnsavedChangesDialog } from '@/components/unsaved-changes-dialog';
import { isApiError } from '@/lib/api-error';
import { fieldErrorsOf } from '@/lib/field-errors';
import { useLanguage } from '@/lib/i18n';
import { useDominios } from '@/lib/reference-data';
import { useUnsavedChanges } from '@/lib/use-unsaved-changes';
import { useComprobarEmailContacto } from '../api/comprueba-email-contacto';
import { useSolicitarCuenta } from '../api/solicitar-cuenta';
import { empresaDe, empresaVacia, type ValoresEmpresa } from '../valores';
import { CampoPrivacidad } from './campo-privacidad';
import { CamposEmpresa } from './campos-empresa';
import { ErrorCarga, FormularioSkeleton } from './estados';
import { PasoCif } from './paso-cif';
import { Pasos } from './pasos';

/** The last step: the first contact with its login name, and the privacy acceptance. */
const contactoConPrivacidad = z.intersection(primerContactoInput, z.object({ aceptaPrivacidad: privacyAcceptanceSchema }));

type ValoresAltaContacto = ValoresNuevoContacto & { aceptaPrivacidad: boolean };
type DatosEmpresa = z.output<typeof datosEmpresaInput>;

/** The server names the request's fields `empresa.x` and `contacto.x`: each goes back to its step's form. */
const deGrupo = (grupo: 'empresa' | 'contacto', errores: FieldError[]) =>
  errores.flatMap(({ campo, mensaje }) =>
    campo.startsWith(`${grupo}.`) ? [{ campo: campo.slice(grupo.length + 1), mensaje }] : [],
  );

/** A field of the request's answer on the contact step's form: `contacto.x`, and the privacy acceptance. */
function campoDeContacto(campo: string) {
  if (campo === 'aceptaPrivacidad') return campo;
  return campo.startsWith('contacto.') ? campo.slice('contacto.'.length) : null;
}

/** The whole request, as both the sign-up and its correction send it. */
export type SolicitudAlta = z.input<typeof solicitudCuentaEmpresaInput>;

/**
 * A rejected sign-up being corrected (/alta-empresa/corregir): the steps start
 * from what it sent, its own CIF is not "already in the portal", and it goes
 * out through `enviar`, which resolves false when it was not sent and the
 * caller shows why (the link was used or expired meanwhile).
 */
export interface CorreccionAlta {
  alta: Pick<AltaRechazada, 'empresa' | 'contacto'>;
  enviar: (solicitud: SolicitudAlta) => Promise<boolean>;
  textos: { cifIntro: string; enviar: string; enviando: string };
}

/** The three steps' starting values: blank, or a rejected sign-up's as it sent them (the privacy box unticked). */
function inicio(correccion: CorreccionAlta | undefined) {
  if (!correccion) return { cif: '', empresa: empresaVacia(), contacto: null };
  const { empresa, contacto } = correccion.alta;
  return {
    cif: empresa.cif,
    empresa: empresaDe(empresa),
    contacto: { ...contactoDe(contacto), nick: contacto.nick, password: '', aceptaPrivacidad: false },
  };
}

/**
 * /solicitar-cuenta: a company asks for an account in three steps (CIF,
 * company data, first contact), each kept when going back. Before sending,
 * the contact's e-mail is checked (44, 29 on the field); the request answers
 * 503 and the screen hands over to `onEnviada` (the login page shows it).
 * With `correccion`, the same steps correct a rejected sign-up.
 */
export function SolicitarCuentaPage({ onEnviada, correccion }: { onEnviada: () => void; correccion?: CorreccionAlta }) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const dominios = useDominios();
  const comprobarEmail = useComprobarEmailContacto();
  const solicitar = useSolicitarCuenta();
  const [inicial] = useState(() => inicio(correccion));
  const [paso, setPaso] = useState(0);
  const [cif, setCif] = useState(inicial.cif);
  const [erroresCif, setErroresCif] = useState<FieldError[]>();
  const [empresa, setEmpresa] = useState<ValoresEmpresa>(inicial.empresa);
  const [empresaDatos, setEmpresaDatos] = useState<DatosEmpresa | null>(null);
  const [erroresEmpresa, setErroresEmpresa] = useState<FieldError[]>();
  const [contacto, setContacto] = useState<ValoresAltaContacto | null>(inicial.contacto);
  const { blocker, allowLeaving } = useUnsavedChanges(paso > 0);

  // Each new step starts at its heading: focus (and the screen reader) moves there, not to the page's top.
  const enfocarTitulo = useRef(false);
  const titulo = useCallback((elemento: HTMLHeadingElement | null) => {
    if (!elemento || !enfocarTitulo.current) return;
    enfocarTitulo.current = false;
    elemento.focus({ preventScroll: true });
    elemento.scrollIntoView?.({ block: 'start' });
  }, []);
  const irA = (siguiente: number) => {
    enfocarTitulo.current = true;
    setPaso(siguiente);
  };

  const nombresPasos = [
    t('cuentaEmpresa.solicitud.pasoCif'),
    t('cuentaEmpresa.solicitud.pasoEmpresa'),
    t('cuentaEmpresa.solicitud.pasoContacto'),
  ];

  const enviar = async ({ aceptaPrivacidad, ...datos }: z.output<typeof contactoConPrivacidad>, valores: ValoresAltaContacto) => {
    if (!empresaDatos) return undefined;
    const solicitud = { empresa: { cif, ...empresaDatos }, contacto: datos, aceptaPrivacidad };
    try {
      if (correccion) {
        // Its own e-mail is its contact's already: the server checks it against everyone else's.
        if (!(await correccion.enviar(solicitud))) {
          allowLeaving(true);
          return undefined;
        }
      } else {
        await comprobarEmail.mutateAsync({ cif, email: datos.email });
        await solicitar.mutateAsync(solicitud);
      }
    } catch (error) {
      // A refusal of an earlier step's data takes the person back there, with the fields marked.
      // A correction may change the CIF to one already in the portal (8): said on the field too.
      const enCif = isApiError(error) && (error.status === 33 || (correccion && error.status === PortalCodes.DATOS_YA_EXISTEN));
      if (isApiError(error) && enCif) {
        setContacto(valores);
        setErroresCif([{ campo: 'cif', mensaje: textoDeCodigo(error.status, idioma) }]);
        irA(0);
        return undefined;
      }
      const deEmpresa = deGrupo('empresa', fieldErrorsOf(error));
      if (deEmpresa.length > 0) {
        mostrarRechazo(error);
        setContacto(valores);
        setErroresEmpresa(deEmpresa);
        irA(1);
        return undefined;
      }
      throw error;
    }
    allowLeaving(true);
    onEnviada();
    return undefined;
  };

  // Each step's card has its own key: the steps share a shape, and React must not reuse one step's form for the next.
  const cargandoListas = paso > 0 && (dominios.isPending || !dominios.data);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <Pasos pasos={nombresPasos} actual={paso} />
      {paso === 0 ? (
        <Card key="cif">
          <PasoCif
            cif={cif}
            errores={erroresCif}
            titulo={titulo}
            propio={correccion?.alta.empresa.cif}
            intro={correccion?.textos.cifIntro}
            onValido={(valido) => {
              setCif(valido);
              setErroresCif(undefined);
              irA(1);
            }}
          />
        </Card>
      ) : dominios.isError ? (
        <ErrorCarga onReintentar={() => void dominios.refetch()} />
      ) : cargandoListas || !dominios.data ? (
        <FormularioSkeleton tarjetas={1} />
      ) : paso === 1 ? (
        <Card key="empresa">
          <div className="flex flex-col gap-6">
            <header className="flex flex-col gap-1">
              <h2 id="alta-empresa-titulo" ref={titulo} tabIndex={-1} className="text-lg font-semibold text-fg outline-none">
                {t('cuentaEmpresa.solicitud.empresaTitulo')}
              </h2>
              <p className="text-sm text-muted">{t('cuentaEmpresa.solicitud.empresaIntro', { cif })}</p>
            </header>
            <FormularioEmpresa
              id="alta-empresa"
              schema={datosEmpresaInput}
              valores={empresa}
              erroresIniciales={erroresEmpresa}
              labelledBy="alta-empresa-titulo"
              onEnviar={async (datos, valores) => {
                setEmpresa(valores);
                setEmpresaDatos(datos);
                setErroresEmpresa(undefined);
                // The contact's address starts as the company's: usually the same.
                setContacto((actual) => actual ?? { ...contactoVacio(soloDireccion(valores)), aceptaPrivacidad: false });
                irA(2);
                return undefined;
              }}
              acciones={({ valores }) => (
                <BotonesPaso
                  onAtras={() => {
                    setEmpresa(valores());
                    irA(0);
                  }}
                  siguiente={t('cuentaEmpresa.solicitud.continuar')}
                />
              )}
            >
              <CamposEmpresa dominios={dominios.data} />
            </FormularioEmpresa>
          </div>
        </Card>
      ) : (
        <Card key="contacto">
          <div className="flex flex-col gap-6">
            <header className="flex flex-col gap-1">
              <h2 id="alta-contacto-titulo" ref={titulo} tabIndex={-1} className="text-lg font-semibold text-fg outline-none">
                {t('cuentaEmpresa.solicitud.contactoTitulo')}
              </h2>
              <p className="text-sm text-muted">{t('cuentaEmpresa.solicitud.contactoIntro')}</p>
            </header>
            <FormularioEmpresa
              id="alta-contacto"
              schema={contactoConPrivacidad}
              valores={contacto ?? { ...contactoVacio(soloDireccion(empresa)), aceptaPrivacidad: false }}
              camposDeCodigo={CODIGOS_DEL_EMAIL}
              campoDeServidor={campoDeContacto}
              labelledBy="alta-contacto-titulo"
              onEnviar={enviar}
              acciones={({ valores, enviando }) => (
                <BotonesPaso
                  onAtras={() => {
                    setContacto(valores());
                    irA(1);
                  }}
                  siguiente={
                    enviando
                      ? (correccion?.textos.enviando ?? t('cuentaEmpresa.solicitud.enviando'))
                      : (correccion?.textos.enviar ?? t('cuentaEmpresa.solicitud.enviar'))
                  }
                  enviando={enviando}
                  final
                />
              )}
            >
              <CamposContacto dominios={dominios.data} conNick emailObligatorio />
              <CampoPrivacidad />
            </FormularioEmpresa>
          </div>
        </Card>
      )}
      <UnsavedChangesDialog blocker={blocker} />
    </div>
  );
}

function BotonesPaso({
  onAtras,
  siguiente,
  enviando = false,
  final = false,
}: {
  onAtras: () => void;
  siguiente: string;
  enviando?: boolean;
  final?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
      <Button variant="outline" size="lg" onClick={onAtras} disabled={enviando}>
        <ArrowLeft aria-hidden="true" />
        {t('cuentaEmpresa.solicitud.atras')}
      </Button>
      <Button type="submit" size="lg" disabled={enviando} aria-busy={enviando}>
        {final ? <Send aria-hidden="true" /> : null}
        {siguiente}
        {final ? null : <ArrowRight aria-hidden="true" />}
      </Button>
    </div>
  );
}
