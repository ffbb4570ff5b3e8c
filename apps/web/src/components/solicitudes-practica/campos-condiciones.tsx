import { TAREAS_MAX } from '@puente/contract/solicitudes-practica';
import { useTranslation } from 'react-i18next';
import { CampoArea, CampoSelect, CampoTexto, Grupo } from '@/components/form/campos';

/**
 * The internship a proposal or request describes: kind, dates, company tutor,
 * tasks and dedication (the contract's field names). Accepting a centre's
 * request asks for the tutor's e-mail too.
 */
export function CamposCondiciones({ tutorEmailRequerido = false }: { tutorEmailRequerido?: boolean }) {
  const { t } = useTranslation();
  const c = (clave: string) => t(`solicitudesPractica.campos.${clave}`);
  return (
    <Grupo titulo={c('condicionesTitulo')}>
      <CampoSelect
        name="tipoPractica"
        label={c('tipoPractica')}
        placeholder={c('eligeTipo')}
        required
        options={[
          { value: 'curricular', label: t('solicitudesPractica.comun.tipoPractica.curricular') },
          { value: 'extracurricular', label: t('solicitudesPractica.comun.tipoPractica.extracurricular') },
        ]}
      />
      <div className="hidden sm:block" />
      <CampoTexto name="fechaInicio" label={c('fechaInicio')} type="date" required />
      <CampoTexto name="fechaFin" label={c('fechaFin')} type="date" required />
      <CampoTexto name="tutorNombre" label={c('tutorNombre')} required autoComplete="off" />
      <CampoTexto
        name="tutorEmail"
        label={c('tutorEmail')}
        type="email"
        inputMode="email"
        required={tutorEmailRequerido}
        autoComplete="off"
      />
      <CampoTexto name="tutorTelefono" label={c('tutorTelefono')} type="tel" inputMode="tel" autoComplete="off" />
      <CampoTexto name="horasDia" label={c('horasDia')} inputMode="decimal" />
      <CampoTexto name="numeroDiasSemana" label={c('diasSemana')} inputMode="numeric" />
      <CampoTexto name="tiempoDedicacionJornada" label={c('jornada')} hint={c('jornadaAyuda')} inputMode="decimal" />
      <CampoArea
        name="tareas"
        label={c('tareas')}
        hint={c('tareasAyuda')}
        required
        rows={4}
        max={TAREAS_MAX}
        className="sm:col-span-2"
      />
    </Grupo>
  );
}

/** The condition fields as typed: every one a string. */
export type ValoresCondiciones = {
  tipoPractica: string;
  fechaInicio: string;
  fechaFin: string;
  tutorNombre: string;
  tutorEmail: string;
  tutorTelefono: string;
  tareas: string;
  horasDia: string;
  numeroDiasSemana: string;
  tiempoDedicacionJornada: string;
};

export const condicionesVacias = (): ValoresCondiciones => ({
  tipoPractica: 'curricular',
  fechaInicio: '',
  fechaFin: '',
  tutorNombre: '',
  tutorEmail: '',
  tutorTelefono: '',
  tareas: '',
  horasDia: '',
  numeroDiasSemana: '',
  tiempoDedicacionJornada: '',
});
