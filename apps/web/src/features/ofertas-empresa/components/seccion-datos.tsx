import { OFERTA_TEXTO_LARGO_MAX } from '@puente/contract/oferta-form';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ComboboxOption } from '@/components/ui/combobox';
import { CampoArea, CampoCombobox, CampoTexto } from './campos';
import { Seccion } from './seccion';

/** What the offer is: title, post, department, places and its text. */
export function SeccionDatos({ areas }: { areas: ComboboxOption[] }) {
  const { t } = useTranslation();
  const l = (key: string) => t(`ofertasEmpresa.campos.${key}`);
  return (
    <Seccion
      id="seccion-datos"
      icon={FileText}
      title={t('ofertasEmpresa.secciones.datos')}
      description={t('ofertasEmpresa.secciones.datosTexto')}
    >
      <CampoTexto name="titulo" label={l('titulo')} hint={t('ofertasEmpresa.ayudas.titulo')} required className="sm:col-span-2" />
      <CampoTexto name="puestoTrabajo" label={l('puestoTrabajo')} required />
      <CampoTexto name="departamento" label={l('departamento')} required />
      <CampoTexto name="plazas" label={l('plazas')} inputMode="numeric" required />
      <CampoCombobox
        name="idAreaFuncional"
        label={l('idAreaFuncional')}
        options={areas}
        placeholder={t('ofertasEmpresa.form.buscaOElige')}
        emptyText={t('ofertasEmpresa.form.sinResultados')}
      />
      <CampoArea
        name="descripcion"
        label={l('descripcion')}
        hint={t('ofertasEmpresa.ayudas.descripcion')}
        max={OFERTA_TEXTO_LARGO_MAX}
        required
        className="sm:col-span-2"
      />
      <CampoArea
        name="tareasAdesarrollar"
        label={l('tareasAdesarrollar')}
        max={OFERTA_TEXTO_LARGO_MAX}
        required
        className="sm:col-span-2"
      />
      <CampoArea
        name="requisitos"
        label={l('requisitos')}
        hint={t('ofertasEmpresa.ayudas.requisitos')}
        rows={3}
        max={OFERTA_TEXTO_LARGO_MAX}
        className="sm:col-span-2"
      />
    </Seccion>
  );
}
