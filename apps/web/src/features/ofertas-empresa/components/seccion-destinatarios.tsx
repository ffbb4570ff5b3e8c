import { ID_PERFIL } from '@puente/contract/constants';
import type { Titulacion } from '@puente/contract/endpoints/dominios';
import { Users } from 'lucide-react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorCampo, useIdCampo } from '@/components/form/campos-formulario';
import { Field, fieldAria } from '@/components/ui/field';
import type { OfertaFormValues } from '../oferta-form-values';
import { CampoCheck, CampoTexto } from './campos';
import { Seccion } from './seccion';
import { TitulacionesPicker } from './titulaciones-picker';

/** Who may apply: degrees (at least one) and the profile's restrictions. */
export function SeccionDestinatarios({ titulaciones }: { titulaciones: Titulacion[] }) {
  const { t } = useTranslation();
  const { control } = useFormContext<OfertaFormValues>();
  const perfil = useWatch({ control, name: 'idPerfil' });
  const id = useIdCampo('titulaciones');
  const error = useErrorCampo('titulaciones');
  const hint = t('ofertasEmpresa.ayudas.titulaciones');
  const aria = fieldAria(id, { error, hint, required: true });
  return (
    <Seccion
      id="seccion-destinatarios"
      icon={Users}
      title={t('ofertasEmpresa.secciones.destinatarios')}
      description={t('ofertasEmpresa.secciones.destinatariosTexto')}
    >
      <Field id={id} label={t('ofertasEmpresa.campos.titulaciones')} hint={hint} error={error} required className="sm:col-span-2">
        <Controller
          control={control}
          name="titulaciones"
          render={({ field }) => (
            <TitulacionesPicker
              id={id}
              inputRef={field.ref}
              titulaciones={titulaciones}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              aria-invalid={aria['aria-invalid']}
              aria-describedby={aria['aria-describedby']}
            />
          )}
        />
      </Field>
      <div className="flex flex-col gap-3 sm:col-span-2">
        <CampoCheck
          name="soloUniversidad"
          label={t('ofertasEmpresa.campos.soloUniversidad')}
          hint={t('ofertasEmpresa.ayudas.soloUniversidad')}
        />
        {perfil === ID_PERFIL.EMPLEO ? (
          <>
            <CampoCheck name="soloTitulados" label={t('ofertasEmpresa.campos.soloTitulados')} />
            <CampoCheck name="soloPostgrado" label={t('ofertasEmpresa.campos.soloPostgrado')} />
          </>
        ) : null}
      </div>
      {perfil === ID_PERFIL.PRACTICAS ? (
        <CampoTexto
          name="creditosMinimos"
          label={t('ofertasEmpresa.campos.creditosMinimos')}
          hint={t('ofertasEmpresa.ayudas.creditosMinimos')}
          inputMode="numeric"
        />
      ) : null}
    </Seccion>
  );
}
