import { altaEmpresaEndpoints } from '@puente/contract/endpoints/alta-empresa';
import type { FieldError } from '@puente/contract/field-errors';
import { normalizeSpanishId } from '@puente/contract/validation/spanish-id';
import { ArrowRight, Building2 } from 'lucide-react';
import { type Ref, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CampoTexto } from '@/components/form/campos';
import { FormularioEmpresa } from '@/components/formularios-empresa/formulario-empresa';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { useComprobarCif } from '../api/comprueba-cif';

const enlace = 'font-medium underline underline-offset-4';

export interface PasoCifProps {
  cif: string;
  /** A refusal of the CIF that came back with the whole request (33). */
  errores?: FieldError[];
  titulo: Ref<HTMLHeadingElement>;
  onValido: (cif: string) => void;
  /** A rejected sign-up being corrected: its own CIF is in the portal, and may stay. */
  propio?: string | undefined;
  /** The text under the heading, when not the sign-up's. */
  intro?: string | undefined;
}

/**
 * Step 1: the CIF → compruebaCIF. 33 is said on the field. A company already
 * in the portal is named, and the person is told how to get in instead
 * (its contact adds them, or they recover their own access); the sign-up
 * does not go on.
 */
export function PasoCif({ cif, errores, titulo, onValido, propio, intro }: PasoCifProps) {
  const { t } = useTranslation();
  const comprobar = useComprobarCif();
  const [existente, setExistente] = useState<{ nombre: string | null } | null>(null);
  return (
    <div className="flex flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h2 id="alta-cif-titulo" ref={titulo} tabIndex={-1} className="text-lg font-semibold text-fg outline-none">
          {t('cuentaEmpresa.solicitud.cifTitulo')}
        </h2>
        <p className="text-sm text-muted">{intro ?? t('cuentaEmpresa.solicitud.cifIntro')}</p>
      </header>
      <FormularioEmpresa
        id="alta"
        schema={altaEmpresaEndpoints.compruebaCIF.input}
        valores={{ cif }}
        erroresIniciales={errores}
        camposDeCodigo={{ 33: { campo: 'cif' } }}
        labelledBy="alta-cif-titulo"
        onEnviar={async (datos) => {
          setExistente(null);
          const respuesta = await comprobar.mutateAsync(datos.cif);
          const esPropio = propio !== undefined && normalizeSpanishId(datos.cif) === normalizeSpanishId(propio);
          if (respuesta.existe && !esPropio) setExistente({ nombre: respuesta.nombre });
          else onValido(datos.cif);
          return undefined;
        }}
        acciones={({ enviando }) => (
          <div className="flex justify-end">
            <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={enviando} aria-busy={enviando}>
              {enviando ? t('cuentaEmpresa.solicitud.comprobando') : t('cuentaEmpresa.solicitud.continuar')}
              <ArrowRight aria-hidden="true" />
            </Button>
          </div>
        )}
      >
        <CampoTexto
          name="cif"
          label={t('cuentaEmpresa.empresa.cif')}
          hint={t('cuentaEmpresa.solicitud.cifAyuda')}
          required
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          className="sm:max-w-xs"
        />
      </FormularioEmpresa>
      {existente ? (
        <Banner
          tone="info"
          role="status"
          title={
            existente.nombre
              ? t('cuentaEmpresa.solicitud.existeTitulo', { nombre: existente.nombre })
              : t('cuentaEmpresa.solicitud.existeTituloSinNombre')
          }
        >
          <p>{t('cuentaEmpresa.solicitud.existeTexto')}</p>
          <ul className="mt-2 flex flex-col gap-1.5">
            <li className="flex items-start gap-2">
              <Building2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{t('cuentaEmpresa.solicitud.existePedir')}</span>
            </li>
            <li className="flex items-start gap-2">
              <ArrowRight aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <Trans
                  i18nKey="cuentaEmpresa.solicitud.existeContacto"
                  components={{
                    recuperar: <Link className={enlace} to="/restablecer-login" />,
                    entrar: <Link className={enlace} to="/login/empresas" />,
                  }}
                />
              </span>
            </li>
          </ul>
        </Banner>
      ) : null}
    </div>
  );
}
