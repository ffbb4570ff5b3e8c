import { LIMITES_EMPRESA } from '@puente/contract/empresa-cuenta';
import type { Dominios } from '@puente/contract/endpoints/dominios';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CampoArea, CampoSelect, CampoTexto, Grupo } from '@/components/form/campos';
import { CampoSiNo } from '@/components/formularios-empresa/campo-si-no';
import { CamposDireccion } from '@/components/formularios-empresa/campos-direccion';
import { ordenEs } from '@/lib/orden-es';

/**
 * The company's data (spec §3 Company data, §5): what the sign-up asks in its
 * second step and /mi-empresa edits, inside either's form. The CIF is not
 * here: the sign-up asks it first, and it never changes afterwards.
 */
export function CamposEmpresa({ dominios }: { dominios: Dominios }) {
  const { t } = useTranslation();
  const sectores = useMemo(
    () => ordenEs(dominios.sectoresActividad, (s) => s.descripcion).map((s) => ({ value: String(s.id), label: s.descripcion })),
    [dominios.sectoresActividad],
  );
  // The kinds of organisation keep the list's order: most common first.
  const tipos = useMemo(
    () => dominios.tiposEmpresa.map((tipo) => ({ value: String(tipo.id), label: tipo.descripcion })),
    [dominios.tiposEmpresa],
  );
  return (
    <div className="flex flex-col gap-8">
      <Grupo titulo={t('cuentaEmpresa.empresa.identificacion')}>
        <CampoTexto
          name="nombreFiscal"
          label={t('cuentaEmpresa.empresa.nombreFiscal')}
          hint={t('cuentaEmpresa.empresa.nombreFiscalAyuda')}
          required
          autoComplete="organization"
        />
        <CampoTexto
          name="nombreComercial"
          label={t('cuentaEmpresa.empresa.nombreComercial')}
          hint={t('cuentaEmpresa.empresa.nombreComercialAyuda')}
          required
          autoComplete="off"
        />
        <CampoSelect
          name="idSector"
          label={t('cuentaEmpresa.empresa.sector')}
          required
          options={sectores}
          placeholder={t('cuentaEmpresa.comun.elige')}
        />
        <CampoSelect
          name="idTipoEmpresa"
          label={t('cuentaEmpresa.empresa.tipoEmpresa')}
          required
          options={tipos}
          placeholder={t('cuentaEmpresa.comun.elige')}
        />
        <CampoSiNo name="startup" label={t('cuentaEmpresa.empresa.startup')} required />
      </Grupo>
      <CamposDireccion dominios={dominios} titulo={t('cuentaEmpresa.empresa.direccion')} />
      <Grupo titulo={t('cuentaEmpresa.empresa.presentacion')}>
        <CampoTexto name="telefono" label={t('cuentaEmpresa.empresa.telefono')} type="tel" inputMode="tel" autoComplete="tel" />
        <CampoTexto
          name="web"
          label={t('cuentaEmpresa.empresa.web')}
          hint={t('cuentaEmpresa.empresa.webAyuda')}
          type="url"
          inputMode="url"
          autoComplete="url"
        />
        <CampoArea
          name="descripcion"
          label={t('cuentaEmpresa.empresa.descripcion')}
          hint={t('cuentaEmpresa.empresa.descripcionAyuda')}
          max={LIMITES_EMPRESA.descripcionMax}
          rows={6}
          className="sm:col-span-2"
        />
        <CampoTexto
          name="iban"
          label={t('cuentaEmpresa.empresa.iban')}
          hint={t('cuentaEmpresa.empresa.ibanAyuda')}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          className="sm:col-span-2"
        />
      </Grupo>
    </div>
  );
}
