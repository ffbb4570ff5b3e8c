import { ID_PAIS_ESPANA } from '@puente/contract/constants';
import type { Dominios } from '@puente/contract/endpoints/dominios';
import { useMemo } from 'react';
import { type FieldValues, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CampoCombobox, CampoSelect, CampoTexto, Grupo } from '@/components/form/campos';
import { ordenEs } from '@/lib/orden-es';
import { CampoLocalidad } from './campo-localidad';

const opciones = (items: { id: number; descripcion: string }[]) =>
  ordenEs(items, (item) => item.descripcion).map((item) => ({ value: String(item.id), label: item.descripcion }));

/**
 * The address block a company and a contact share (spec §5): Spain (país 1)
 * takes a province of the list and suggests its towns; any other country
 * takes the province or region typed in. Changing the country starts the
 * province and town again; changing the province forgets a town of the old one.
 */
export function CamposDireccion({ dominios, titulo }: { dominios: Dominios; titulo: string }) {
  const { t } = useTranslation();
  const { control, setValue, getValues } = useFormContext<FieldValues>();
  const idPais = useWatch({ control, name: 'idPais' }) as string;
  const idProvincia = useWatch({ control, name: 'idProvincia' }) as string;
  const espana = Number(idPais) === ID_PAIS_ESPANA;

  const paises = useMemo(() => opciones(dominios.paises), [dominios.paises]);
  const provincias = useMemo(() => opciones(dominios.provincias), [dominios.provincias]);
  const municipios = useMemo(
    () =>
      ordenEs(
        dominios.localidades.filter((l) => String(l.idProvincia) === idProvincia),
        (l) => l.descripcion,
      ),
    [dominios.localidades, idProvincia],
  );

  const cambiar = { shouldDirty: true } as const;
  const alElegirPais = () => {
    for (const campo of ['idProvincia', 'provincia', 'idLocalidad', 'localidad']) setValue(campo, '', cambiar);
  };
  const alElegirProvincia = () => {
    if (!getValues('idLocalidad')) return;
    setValue('idLocalidad', '', cambiar);
    setValue('localidad', '', cambiar);
  };

  return (
    <Grupo titulo={titulo}>
      <CampoCombobox
        name="idPais"
        label={t('formulariosEmpresa.direccion.pais')}
        required
        options={paises}
        placeholder={t('formulariosEmpresa.direccion.eligePais')}
        onElegido={alElegirPais}
        soloCambios
      />
      {espana ? (
        <CampoSelect
          name="idProvincia"
          label={t('formulariosEmpresa.direccion.provincia')}
          required
          options={provincias}
          placeholder={t('formulariosEmpresa.direccion.eligeProvincia')}
          onElegido={alElegirProvincia}
        />
      ) : (
        <CampoTexto
          name="provincia"
          label={t('formulariosEmpresa.direccion.provinciaTexto')}
          required
          autoComplete="address-level1"
        />
      )}
      {espana ? (
        <CampoLocalidad
          label={t('formulariosEmpresa.direccion.localidad')}
          hint={
            idProvincia
              ? t('formulariosEmpresa.direccion.localidadAyuda')
              : t('formulariosEmpresa.direccion.localidadSinProvincia')
          }
          required
          municipios={municipios}
        />
      ) : (
        <CampoTexto name="localidad" label={t('formulariosEmpresa.direccion.localidad')} required autoComplete="address-level2" />
      )}
      <CampoTexto
        name="cp"
        label={t('formulariosEmpresa.direccion.cp')}
        required
        autoComplete="postal-code"
        inputMode={espana ? 'numeric' : 'text'}
      />
      <CampoTexto
        name="direccion"
        label={t('formulariosEmpresa.direccion.direccion')}
        hint={t('formulariosEmpresa.direccion.direccionAyuda')}
        required
        autoComplete="street-address"
        className="sm:col-span-2"
      />
    </Grupo>
  );
}
