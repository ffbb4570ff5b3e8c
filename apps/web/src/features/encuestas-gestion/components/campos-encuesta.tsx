import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CampoArea, CampoTexto, Grupo } from '@/components/form/campos';
import { CampoDestinatarios } from './campo-destinatarios';
import { CasillaEncuesta } from './casilla-encuesta';
import type { ValoresEncuesta } from './valores-encuesta';

/** The address the survey's page will have, under its field. */
function AyudaUrl() {
  const { t } = useTranslation();
  const url = useWatch<ValoresEncuesta, 'urlAcceso'>({ name: 'urlAcceso' });
  return <>{t('encuestasGestion.constructor.urlAccesoAyuda', { url: url || '…' })}</>;
}

/**
 * The survey's own fields, in groups: what it is (title, address, introduction), who answers it (students,
 * companies, anyone anonymously; mandatory; a list of specific people; an internship) and the data protection
 * text to accept first.
 */
export function CamposEncuesta() {
  const { t } = useTranslation();
  const { control } = useFormContext<ValoresEncuesta>();
  const [paraAlumnos, paraEmpresa, requiereRGPD] = useWatch({
    control,
    name: ['paraAlumnos', 'paraEmpresa', 'requiereRGPD'],
  });
  return (
    <div className="flex flex-col gap-8">
      <Grupo titulo={t('encuestasGestion.constructor.grupos.encuesta')}>
        <CampoTexto
          name="titulo"
          label={t('encuestasGestion.constructor.tituloCampo')}
          required
          autoComplete="off"
          className="sm:col-span-2"
        />
        <CampoTexto
          name="urlAcceso"
          label={t('encuestasGestion.constructor.urlAcceso')}
          hint={<AyudaUrl />}
          required
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="none"
          className="sm:col-span-2"
        />
        <CampoArea
          name="descripcion"
          label={t('encuestasGestion.constructor.descripcion')}
          hint={t('encuestasGestion.constructor.descripcionAyuda')}
          rows={3}
          max={2000}
          className="sm:col-span-2"
        />
      </Grupo>
      <Grupo titulo={t('encuestasGestion.constructor.grupos.publico')}>
        <div className="flex flex-col gap-3 sm:col-span-2">
          <CasillaEncuesta name="paraAlumnos" label={t('encuestasGestion.constructor.paraAlumnos')} />
          <CasillaEncuesta name="paraEmpresa" label={t('encuestasGestion.constructor.paraEmpresa')} />
          <CasillaEncuesta
            name="sacaOpcionAnonima"
            label={t('encuestasGestion.constructor.anonima')}
            hint={t('encuestasGestion.constructor.anonimaAyuda')}
          />
          <CasillaEncuesta
            name="respuestaObligatoria"
            label={t('encuestasGestion.constructor.obligatoriaEncuesta')}
            hint={t('encuestasGestion.constructor.obligatoriaEncuestaAyuda')}
          />
        </div>
        {paraAlumnos || paraEmpresa ? <CampoDestinatarios /> : null}
        <CampoTexto
          name="idPractica"
          label={t('encuestasGestion.constructor.practica')}
          hint={t('encuestasGestion.constructor.practicaAyuda')}
          inputMode="numeric"
          autoComplete="off"
        />
      </Grupo>
      <Grupo titulo={t('encuestasGestion.constructor.grupos.rgpd')}>
        <CasillaEncuesta
          name="requiereRGPD"
          label={t('encuestasGestion.constructor.requiereRGPD')}
          hint={t('encuestasGestion.constructor.requiereRGPDAyuda')}
          className="sm:col-span-2"
        />
        {requiereRGPD ? (
          <CampoArea
            name="textoRGPD"
            label={t('encuestasGestion.constructor.textoRGPD')}
            required
            rows={4}
            max={4000}
            className="sm:col-span-2"
          />
        ) : null}
      </Grupo>
    </div>
  );
}
