import { ID_PERFIL } from '@puente/contract/constants';
import type { programaEmpresaSchema } from '@puente/contract/endpoints/ofertas-empresa';
import { MODALIDADES } from '@puente/contract/oferta-form';
import { MapPin } from 'lucide-react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ComboboxOption } from '@/components/ui/combobox';
import { RadioGroup } from '@/components/ui/radio-group';
import type { SelectOption } from '@/components/ui/select';
import type { OfertaFormValues } from '../oferta-form-values';
import { CampoCombobox, CampoSelect, CampoTexto } from './campos';
import { Seccion } from './seccion';

type Programa = z.infer<typeof programaEmpresaSchema>;

/** Programme internships need 80 % dedication and the programme's months (code 58); default 12. */
const DEDICACION_PROGRAMA = 80;
const MESES_PROGRAMA_POR_DEFECTO = 12;
export const SIN_PROGRAMA = 'ninguno';

export interface SeccionCondicionesProps {
  provincias: ComboboxOption[];
  tiposContrato: SelectOption[];
  tiposPracticas: SelectOption[];
  programas: Programa[];
}

/** Where and how: place, working mode, hours, pay and the profile's own terms. */
export function SeccionCondiciones({ provincias, tiposContrato, tiposPracticas, programas }: SeccionCondicionesProps) {
  const { t } = useTranslation();
  const { control, setValue } = useFormContext<OfertaFormValues>();
  const perfil = useWatch({ control, name: 'idPerfil' });
  const idPrograma = useWatch({ control, name: 'idPrograma' });
  const practicas = perfil === ID_PERFIL.PRACTICAS;
  const l = (key: string) => t(`ofertasEmpresa.campos.${key}`);
  const programa = programas.find((p) => String(p.id) === idPrograma);

  const elegirPrograma = (value: string) => {
    if (value === SIN_PROGRAMA) {
      setValue('idPrograma', '', { shouldDirty: true });
      return;
    }
    const elegido = programas.find((p) => String(p.id) === value);
    if (!elegido) return;
    // The programme fixes these two; filling them saves a refusal (58).
    setValue('tiempoDedicacionJornada', String(DEDICACION_PROGRAMA), { shouldDirty: true, shouldValidate: true });
    setValue('meses', String(elegido.meses ?? MESES_PROGRAMA_POR_DEFECTO), { shouldDirty: true, shouldValidate: true });
  };

  return (
    <Seccion
      id="seccion-condiciones"
      icon={MapPin}
      title={t('ofertasEmpresa.secciones.condiciones')}
      description={t('ofertasEmpresa.secciones.condicionesTexto')}
    >
      <CampoCombobox
        name="idProvincia"
        label={l('idProvincia')}
        options={provincias}
        placeholder={t('ofertasEmpresa.form.buscaOElige')}
        emptyText={t('ofertasEmpresa.form.sinResultados')}
        required
      />
      <CampoTexto name="localidad" label={l('localidad')} required />
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <span id="oferta-modalidad-label" className="text-sm font-medium text-fg">
          {l('modalidad')}
        </span>
        <Controller
          control={control}
          name="modalidad"
          render={({ field }) => (
            <RadioGroup
              id="oferta-modalidad"
              aria-labelledby="oferta-modalidad-label"
              orientation="horizontal"
              value={field.value}
              onValueChange={field.onChange}
              options={MODALIDADES.map((m) => ({ value: m, label: t(`ofertasEmpresa.modalidad.${m}`) }))}
            />
          )}
        />
      </div>
      <CampoTexto name="horario" label={l('horario')} hint={t('ofertasEmpresa.ayudas.horario')} required />
      <CampoTexto name="horasDia" label={l('horasDia')} inputMode="decimal" />
      <CampoTexto
        name="remuneracion"
        label={practicas ? l('remuneracionPracticas') : l('remuneracionEmpleo')}
        hint={practicas ? t('ofertasEmpresa.ayudas.remuneracionPracticas') : t('ofertasEmpresa.ayudas.remuneracionEmpleo')}
        inputMode="decimal"
      />
      {practicas ? (
        <>
          <CampoSelect
            name="idTipoFormacion"
            label={l('idTipoFormacion')}
            options={tiposPracticas}
            placeholder={t('ofertasEmpresa.form.elige')}
            required
          />
          {programas.length > 0 ? (
            <CampoSelect
              name="idPrograma"
              label={l('idPrograma')}
              hint={
                programa
                  ? t('ofertasEmpresa.ayudas.programa', {
                      dedicacion: DEDICACION_PROGRAMA,
                      meses: programa.meses ?? MESES_PROGRAMA_POR_DEFECTO,
                    })
                  : undefined
              }
              options={[
                { value: SIN_PROGRAMA, label: t('ofertasEmpresa.form.sinPrograma') },
                ...programas.map((p) => ({ value: String(p.id), label: p.titulo })),
              ]}
              placeholder={t('ofertasEmpresa.form.sinPrograma')}
              onElegido={elegirPrograma}
            />
          ) : null}
          <CampoTexto name="meses" label={l('meses')} hint={t('ofertasEmpresa.ayudas.meses')} inputMode="numeric" />
          <CampoTexto
            name="tiempoDedicacionJornada"
            label={l('tiempoDedicacionJornada')}
            hint={t('ofertasEmpresa.ayudas.dedicacion')}
            inputMode="numeric"
          />
          <CampoTexto
            name="numeroDiasSemana"
            label={l('numeroDiasSemana')}
            hint={t('ofertasEmpresa.ayudas.diasSemana')}
            inputMode="numeric"
          />
        </>
      ) : (
        <CampoSelect
          name="idTipoContrato"
          label={l('idTipoContrato')}
          options={tiposContrato}
          placeholder={t('ofertasEmpresa.form.elige')}
          required
        />
      )}
    </Seccion>
  );
}
