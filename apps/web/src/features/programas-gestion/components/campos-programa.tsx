import { NIVELES_ESTUDIOS } from '@puente/contract/programas';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CampoRadios } from '@/components/form/campo-radios';
import { CampoCasillas } from '@/components/form/campos-casillas';
import { useDuracion } from '@/components/programa-vista/datos-programa';
import { claveNivel } from './etiquetas';
import { MODOS_ADHESION, OPERADORES_FORMULARIO, type ValoresPrograma } from './valores-programa';

/** How the programme takes adhesions: none, at once, or each decided by the university (who is then notified). */
export function CampoAdhesion() {
  const { t } = useTranslation();
  return (
    <CampoRadios
      name="adhesion"
      label={t('programasGestion.formulario.adhesion')}
      className="sm:col-span-2"
      options={MODOS_ADHESION.map((modo) => ({
        value: modo,
        label: t(`programasGestion.formulario.adhesionModos.${modo}`),
        description: t(`programasGestion.formulario.adhesionModosAyuda.${modo}`),
      }))}
    />
  );
}

/** How two durations read: a single one, one or the other ("6 o 12"), or a range ("de 3 a 6"). */
export function CampoOperador() {
  const { t } = useTranslation();
  return (
    <CampoRadios
      name="operadorMeses"
      label={t('programasGestion.formulario.operadorMeses')}
      className="sm:col-span-2"
      options={OPERADORES_FORMULARIO.map((operador) => ({
        value: operador,
        label: t(`programasGestion.formulario.operadores.${operador}`),
      }))}
    />
  );
}

/** The levels of study the programme is for: none ticked, any. */
export function CampoNiveles() {
  const { t } = useTranslation();
  return (
    <CampoCasillas
      name="tiposEstudios"
      label={t('programasGestion.formulario.tiposEstudios')}
      hint={t('programasGestion.formulario.tiposEstudiosAyuda')}
      className="sm:col-span-2"
      options={NIVELES_ESTUDIOS.map((nivel) => ({ value: nivel, label: t(claveNivel[nivel] ?? String(nivel)) }))}
    />
  );
}

/** How the duration will read on the programme's card, as typed ("4 o 6 meses"); nothing without months. */
export function LecturaDuracion() {
  const { t } = useTranslation();
  const duracion = useDuracion();
  const [meses, meses2, operador] = useWatch<ValoresPrograma, ['meses', 'meses2', 'operadorMeses']>({
    name: ['meses', 'meses2', 'operadorMeses'],
  });
  const numero = (valor: string) => (/^\d{1,2}$/.test(valor.trim()) ? Number(valor.trim()) : null);
  const texto = duracion({
    meses: numero(meses),
    meses2: operador === 'ninguno' ? null : numero(meses2),
    operadorMeses: operador === 'ninguno' ? null : operador,
  });
  return (
    <p className="text-sm text-muted sm:col-span-2" aria-live="polite">
      {texto ? t('programasGestion.formulario.duracionLectura', { duracion: texto }) : null}
    </p>
  );
}
