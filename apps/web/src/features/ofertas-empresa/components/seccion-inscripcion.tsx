import { TEXTO_LARGO_MAX } from '@puente/contract/constants';
import { ClipboardCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CampoArea, CampoCheck, CampoTexto } from './campos';
import { Seccion } from './seccion';

/** How students apply: an external form, their own CV file, documents to hand in. */
export function SeccionInscripcion() {
  const { t } = useTranslation();
  return (
    <Seccion
      id="seccion-inscripcion"
      icon={ClipboardCheck}
      title={t('ofertasEmpresa.secciones.inscripcion')}
      description={t('ofertasEmpresa.secciones.inscripcionTexto')}
    >
      <CampoTexto
        name="urlInscripcionExterna"
        type="url"
        inputMode="url"
        placeholder="https://"
        label={t('ofertasEmpresa.campos.urlInscripcionExterna')}
        hint={t('ofertasEmpresa.ayudas.urlInscripcionExterna')}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <CampoCheck
          name="requiereCvPropio"
          label={t('ofertasEmpresa.campos.requiereCvPropio')}
          hint={t('ofertasEmpresa.ayudas.requiereCvPropio')}
        />
      </div>
      <CampoArea
        name="documentacionNecesaria"
        label={t('ofertasEmpresa.campos.documentacionNecesaria')}
        hint={t('ofertasEmpresa.ayudas.documentacionNecesaria')}
        rows={3}
        max={TEXTO_LARGO_MAX}
        className="sm:col-span-2"
      />
    </Seccion>
  );
}
