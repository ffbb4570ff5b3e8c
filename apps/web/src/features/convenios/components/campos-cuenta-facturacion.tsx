import { ID_PAIS_ESPANA } from '@puente/contract/constants';
import type { Dominios } from '@puente/contract/endpoints/dominios';
import { useMemo } from 'react';
import { type FieldValues, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CampoCombobox, CampoSelect, CampoTexto, Grupo } from '@/components/form/campos';
import { ordenEs } from '@/lib/orden-es';
import { CampoInterruptor } from './campo-interruptor';

const opciones = (items: { id: number; descripcion: string }[]) =>
  ordenEs(items, (item) => item.descripcion).map((item) => ({ value: String(item.id), label: item.descripcion }));

/**
 * A fiscal account's fields (spec §3 New fiscal account, §5 Fiscal account):
 * Spain (país 1) takes a province of the list, any other country the province
 * typed in; the postal address for invoices only when they go by post.
 */
export function CamposCuentaFacturacion({ dominios }: { dominios: Dominios }) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<FieldValues>();
  const idPais = useWatch({ control, name: 'idPais' }) as string;
  const postal = useWatch({ control, name: 'requiereEnvioPostalFacturas' }) as boolean;
  const espana = Number(idPais) === ID_PAIS_ESPANA;
  const paises = useMemo(() => opciones(dominios.paises), [dominios.paises]);
  const provincias = useMemo(() => opciones(dominios.provincias), [dominios.provincias]);
  const alElegirPais = () => {
    setValue('idProvincia', '', { shouldDirty: true });
    setValue('Provincia', '', { shouldDirty: true });
  };
  return (
    <>
      <Grupo titulo={t('convenios.cuentaDialog.grupoDatos')}>
        <CampoTexto
          name="NombreFiscal"
          label={t('convenios.cuentaDialog.nombreFiscal')}
          required
          autoComplete="organization"
          className="sm:col-span-2"
        />
        <CampoTexto
          name="CIF"
          label={t('convenios.cuentaDialog.cif')}
          hint={t('convenios.cuentaDialog.cifAyuda')}
          required
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
        />
      </Grupo>
      <Grupo titulo={t('convenios.cuentaDialog.grupoDireccion')}>
        <CampoCombobox
          name="idPais"
          label={t('convenios.cuentaDialog.pais')}
          required
          options={paises}
          placeholder={t('convenios.cuentaDialog.eligePais')}
          onElegido={alElegirPais}
          soloCambios
        />
        {espana ? (
          <CampoSelect
            name="idProvincia"
            label={t('convenios.cuentaDialog.provincia')}
            required
            options={provincias}
            placeholder={t('convenios.cuentaDialog.eligeProvincia')}
          />
        ) : (
          <CampoTexto
            name="Provincia"
            label={t('convenios.cuentaDialog.provinciaTexto')}
            required
            autoComplete="address-level1"
          />
        )}
        <CampoTexto name="poblacion" label={t('convenios.cuentaDialog.poblacion')} required autoComplete="address-level2" />
        <CampoTexto
          name="cp"
          label={t('convenios.cuentaDialog.cp')}
          required
          autoComplete="postal-code"
          inputMode={espana ? 'numeric' : 'text'}
        />
        <CampoTexto
          name="domicilioFiscal"
          label={t('convenios.cuentaDialog.domicilioFiscal')}
          required
          autoComplete="street-address"
          className="sm:col-span-2"
        />
      </Grupo>
      <div className="flex flex-col gap-4">
        <CampoInterruptor
          name="requiereEnvioPostalFacturas"
          label={t('convenios.cuentaDialog.envioPostal')}
          ayuda={t('convenios.cuentaDialog.envioPostalAyuda')}
        />
        {postal ? (
          <CampoTexto
            name="domicilioEnvioPostal"
            label={t('convenios.cuentaDialog.domicilioEnvioPostal')}
            required
            autoComplete="off"
          />
        ) : null}
      </div>
    </>
  );
}
