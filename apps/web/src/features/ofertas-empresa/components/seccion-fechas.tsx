import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CampoTexto } from './campos';
import { Seccion } from './seccion';

/** yyyy-mm-dd of the browser's today: the date input's lower bound (the server has the last word: code 15). */
const hoy = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export function SeccionFechas() {
  const { t } = useTranslation();
  const l = (key: string) => t(`ofertasEmpresa.campos.${key}`);
  const min = hoy();
  return (
    <Seccion
      id="seccion-fechas"
      icon={CalendarDays}
      title={t('ofertasEmpresa.secciones.fechas')}
      description={t('ofertasEmpresa.secciones.fechasTexto')}
    >
      <CampoTexto
        name="fechaLimite"
        type="date"
        min={min}
        label={l('fechaLimite')}
        hint={t('ofertasEmpresa.ayudas.fechaLimite')}
        className="sm:col-span-2"
      />
      <CampoTexto name="fechaInicio" type="date" min={min} label={l('fechaInicio')} deps={['fechaFin']} />
      <CampoTexto name="fechaFin" type="date" min={min} label={l('fechaFin')} />
    </Seccion>
  );
}
