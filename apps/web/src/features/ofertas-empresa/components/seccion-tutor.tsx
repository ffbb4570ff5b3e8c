import { UserRoundCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CampoTexto } from './campos';
import { Seccion } from './seccion';

/** Internships only: the company tutor who will follow the student. */
export function SeccionTutor() {
  const { t } = useTranslation();
  const l = (key: string) => t(`ofertasEmpresa.campos.${key}`);
  return (
    <Seccion
      id="seccion-tutor"
      icon={UserRoundCheck}
      title={t('ofertasEmpresa.secciones.tutor')}
      description={t('ofertasEmpresa.secciones.tutorTexto')}
    >
      <CampoTexto name="tutorNombre" label={l('tutorNombre')} autoComplete="off" required />
      <CampoTexto name="tutorCargo" label={l('tutorCargo')} autoComplete="off" required />
      <CampoTexto name="tutorEmail" label={l('tutorEmail')} type="email" autoComplete="off" required />
      <CampoTexto name="tutorTelefono" label={l('tutorTelefono')} type="tel" inputMode="tel" autoComplete="off" required />
    </Seccion>
  );
}
