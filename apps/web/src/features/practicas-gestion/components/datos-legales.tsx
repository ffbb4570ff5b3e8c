import {
  etiquetasMovilidadPractica,
  etiquetasPagadorPractica,
  MOVILIDADES_PRACTICA,
  PAGADORES_PRACTICA,
} from '@puente/contract/cotizacion-practicas';
import { datosLegalesPracticaInput, type SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import { Save, Scale } from 'lucide-react';
import { useState } from 'react';
import { Controller, type FieldValues, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AvisoHecho, AvisoNoGuardado } from '@/components/expediente-practica/avisos';
import { CampoSelect, CampoTexto } from '@/components/form/campos';
import { CamposConMensajes, useErrorCampo, useIdCampo } from '@/components/form/campos-formulario';
import { CampoSiNo } from '@/components/formularios-empresa/campo-si-no';
import { FormularioEmpresa } from '@/components/formularios-empresa/formulario-empresa';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { RechazoDialogoProvider, useRechazoDialogo } from '@/components/ui/rechazo-dialogo';
import { useFormato } from '@/lib/formato';
import { useLanguage } from '@/lib/i18n';
import { useGuardarDatosLegales } from '../api/practicas-gestion';
import { DIAS_SEMANA } from './etiquetas';
import { MENSAJES_EXPEDIENTE } from './mensajes-formulario';
import { Dato, Seccion } from './seccion';

const ID = 'datos-legales';

/** The form's values as typed: numbers as text (blank: not given), the payer '' until one is chosen. */
interface ValoresLegales {
  creditos: string;
  remunerada: boolean;
  importeMensual: string;
  pagador: string;
  movilidad: string;
  diasHorario: number[];
  tutorAcademicoNombre: string;
  tutorAcademicoEmail: string;
}

/**
 * The contract's rules for the fields; the internship's id travels beside them. An unpaid internship has neither
 * amount nor payer, whatever the hidden fields kept, so they are neither checked nor sent.
 */
const legalesFormulario = z.preprocess(
  (valores) =>
    valores && typeof valores === 'object' && (valores as { remunerada?: unknown }).remunerada !== true
      ? { ...valores, importeMensual: undefined, pagador: undefined }
      : valores,
  datosLegalesPracticaInput.omit({ idPractica: true }).extend({
    pagador: z.preprocess((v) => (v === '' ? undefined : v), z.enum(PAGADORES_PRACTICA).optional()),
  }),
);

const valoresDe = (p: SeguimientoPractica): ValoresLegales => ({
  creditos: p.creditos === null ? '' : String(p.creditos),
  remunerada: p.remunerada,
  importeMensual: p.importeMensual === null ? '' : String(p.importeMensual),
  pagador: p.pagador ?? '',
  movilidad: p.movilidad,
  diasHorario: [...p.diasHorario],
  tutorAcademicoNombre: p.tutorAcademico?.nombre ?? '',
  tutorAcademicoEmail: p.tutorAcademico?.email ?? '',
});

/**
 * #datos-legales: what decides who registers the student (pay, payer, mobility, with the agreement's clause), the
 * credits, the schedule's weekdays (the effective days count them) and the academic tutor, who gets the links.
 * With practicas:cambiar, the form; read-only otherwise.
 */
export function DatosLegales({
  id,
  practica,
  puedeCambiar,
}: {
  id: string;
  practica: SeguimientoPractica;
  puedeCambiar: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Seccion
      id={id}
      icono={Scale}
      titulo={t('practicasGestion.expediente.secciones.datosLegales')}
      descripcion={t('practicasGestion.expediente.legales.intro')}
    >
      {puedeCambiar ? (
        <FormularioDatosLegales practica={practica} tituloId={`${id}-titulo`} />
      ) : (
        <LecturaDatosLegales practica={practica} />
      )}
    </Seccion>
  );
}

/** The schedule's weekdays in words ("lunes, martes…"), or what counts when none is recorded. */
function useHorario() {
  const { t } = useTranslation();
  const idioma = useLanguage();
  return (dias: readonly number[]) => {
    if (dias.length === 0) return t('practicasGestion.expediente.legales.sinHorario');
    const nombres = DIAS_SEMANA.filter(([n]) => dias.includes(n)).map(([, clave]) =>
      t(`practicasGestion.expediente.legales.diasLargos.${clave}`),
    );
    return new Intl.ListFormat(idioma === 'en' ? 'en-GB' : 'es-ES', { type: 'conjunction' }).format(nombres);
  };
}

function LecturaDatosLegales({ practica: p }: { practica: SeguimientoPractica }) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const { numero, euros } = useFormato();
  const horario = useHorario();
  const sinDato = <span className="text-muted">{t('practicasGestion.expediente.datos.sinDato')}</span>;
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
      <Dato termino={t('practicasGestion.expediente.legales.creditos')}>
        {p.creditos === null ? sinDato : numero(p.creditos)}
      </Dato>
      <Dato termino={t('practicasGestion.expediente.legales.remunerada')}>
        {p.remunerada ? t('practicasGestion.expediente.legales.si') : t('practicasGestion.expediente.legales.no')}
      </Dato>
      {p.remunerada ? (
        <>
          <Dato termino={t('practicasGestion.expediente.legales.importe')}>
            {p.importeMensual === null ? sinDato : euros(p.importeMensual)}
          </Dato>
          <Dato termino={t('practicasGestion.expediente.legales.pagador')}>
            {p.pagador ? etiquetasPagadorPractica[idioma][p.pagador] : sinDato}
          </Dato>
        </>
      ) : null}
      <Dato termino={t('practicasGestion.expediente.legales.movilidad')}>{etiquetasMovilidadPractica[idioma][p.movilidad]}</Dato>
      <Dato termino={t('practicasGestion.expediente.legales.horario')}>{horario(p.diasHorario)}</Dato>
      <Dato termino={t('practicasGestion.expediente.legales.tutorNombre')}>{p.tutorAcademico?.nombre ?? sinDato}</Dato>
      <Dato termino={t('practicasGestion.expediente.legales.tutorEmail')}>{p.tutorAcademico?.email ?? sinDato}</Dato>
    </dl>
  );
}

/** What the last save did: the obligated party it left, and whether the internship started with it. */
interface Guardado {
  obligado: string;
  cambioObligado: boolean;
  empezada: boolean;
  vez: number;
}

/**
 * The form: the contract's messages live, 15 under its fields; 48 (the change would move the obligated party
 * under a recorded registration: the deregistration comes first) said in the form with the API's words.
 */
function FormularioDatosLegales({ practica: p, tituloId }: { practica: SeguimientoPractica; tituloId: string }) {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const guardar = useGuardarDatosLegales(p.idPractica);
  const rechazo = useRechazoDialogo();
  const [guardado, setGuardado] = useState<Guardado | null>(null);
  return (
    <RechazoDialogoProvider value={rechazo}>
      <FormularioEmpresa
        id={ID}
        schema={legalesFormulario}
        valores={valoresDe(p)}
        labelledBy={tituloId}
        campoDeServidor={(campo) => (campo === 'idPractica' ? null : campo)}
        onEnviar={async (datos) => {
          setGuardado(null);
          const nueva = await guardar.mutateAsync({ idPractica: p.idPractica, ...datos });
          setGuardado((antes) => ({
            obligado: nueva.cotizacion.etiquetaObligado,
            cambioObligado: nueva.cotizacion.obligado !== p.cotizacion.obligado,
            empezada: p.estado !== 'en_curso' && nueva.estado === 'en_curso',
            vez: (antes?.vez ?? 0) + 1,
          }));
          return valoresDe(nueva);
        }}
        acciones={({ enviando }) => (
          <div className="flex flex-col gap-3">
            <AvisoNoGuardado rechazo={rechazo} titulo={t('practicasGestion.expediente.noGuardado')} />
            {guardado ? (
              <AvisoHecho
                key={guardado.vez}
                vez={guardado.vez}
                titulo={t('practicasGestion.expediente.legales.hecho')}
                onCerrar={() => setGuardado(null)}
              >
                {guardado.cambioObligado ? (
                  <p>{t('practicasGestion.expediente.legales.ahoraObligado', { quien: guardado.obligado })}</p>
                ) : null}
                {guardado.empezada ? <p>{t('practicasGestion.expediente.empezada')}</p> : null}
              </AvisoHecho>
            ) : null}
            <div className="flex justify-end">
              <Button type="submit" disabled={enviando} aria-busy={enviando} className="w-full sm:w-auto">
                <Save aria-hidden="true" />
                {enviando ? t('practicasGestion.expediente.legales.guardando') : t('practicasGestion.expediente.legales.guardar')}
              </Button>
            </div>
          </div>
        )}
      >
        <CamposConMensajes prefijo={ID} propios={MENSAJES_EXPEDIENTE}>
          <div className="grid gap-x-5 gap-y-5 sm:grid-cols-2">
            <CampoTexto
              name="creditos"
              label={t('practicasGestion.expediente.legales.creditos')}
              hint={t('practicasGestion.expediente.legales.creditosAyuda')}
              inputMode="decimal"
              autoComplete="off"
            />
            <CampoSelect
              name="movilidad"
              label={t('practicasGestion.expediente.legales.movilidad')}
              required
              placeholder={t('practicasGestion.expediente.legales.movilidadElige')}
              options={MOVILIDADES_PRACTICA.map((m) => ({ value: m, label: etiquetasMovilidadPractica[idioma][m] }))}
            />
            <div className="sm:col-span-2">
              <CampoSiNo name="remunerada" label={t('practicasGestion.expediente.legales.remunerada')} required />
            </div>
            <CamposPago />
            <CampoDias className="sm:col-span-2" />
            <CampoTexto
              name="tutorAcademicoNombre"
              label={t('practicasGestion.expediente.legales.tutorNombre')}
              required
              autoComplete="off"
            />
            <CampoTexto
              name="tutorAcademicoEmail"
              type="email"
              label={t('practicasGestion.expediente.legales.tutorEmail')}
              hint={t('practicasGestion.expediente.legales.tutorEmailAyuda')}
              required
              autoComplete="off"
              spellCheck={false}
            />
          </div>
        </CamposConMensajes>
      </FormularioEmpresa>
    </RechazoDialogoProvider>
  );
}

/** The monthly amount and who pays it, only for a paid internship. */
function CamposPago() {
  const { t } = useTranslation();
  const idioma = useLanguage();
  const { control } = useFormContext<FieldValues>();
  const remunerada = useWatch({ control, name: 'remunerada' }) === true;
  if (!remunerada) return null;
  return (
    <>
      <CampoTexto
        name="importeMensual"
        label={t('practicasGestion.expediente.legales.importe')}
        hint={t('practicasGestion.expediente.legales.importeAyuda')}
        inputMode="decimal"
        autoComplete="off"
      />
      <CampoSelect
        name="pagador"
        label={t('practicasGestion.expediente.legales.pagador')}
        hint={t('practicasGestion.expediente.legales.pagadorAyuda')}
        placeholder={t('practicasGestion.expediente.legales.pagadorElige')}
        options={PAGADORES_PRACTICA.map((pagador) => ({ value: pagador, label: etiquetasPagadorPractica[idioma][pagador] }))}
      />
    </>
  );
}

/**
 * The schedule's weekdays, L M X J V S D, as checkboxes in a fieldset named by its legend; each box is named by
 * the whole day ("lunes"), the letter is what shows.
 */
function CampoDias({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext<FieldValues>();
  const error = useErrorCampo('diasHorario');
  const id = useIdCampo('diasHorario');
  const describedBy = [error ? `${id}-error` : `${id}-hint`].join(' ');
  return (
    <fieldset id={id} aria-describedby={describedBy} className={className}>
      <legend className="mb-1 text-sm font-medium text-fg">{t('practicasGestion.expediente.legales.horario')}</legend>
      <p id={`${id}-hint`} className="mb-2 text-xs text-muted">
        {t('practicasGestion.expediente.legales.horarioAyuda')}
      </p>
      <Controller
        control={control}
        name="diasHorario"
        render={({ field }) => {
          const elegidos = (field.value as number[] | undefined) ?? [];
          return (
            <div className="flex flex-wrap gap-x-4 gap-y-2.5">
              {DIAS_SEMANA.map(([n, clave]) => (
                <Checkbox
                  key={n}
                  id={`${id}-${n}`}
                  label={
                    <>
                      <span aria-hidden="true" className="font-medium">
                        {t(`practicasGestion.expediente.legales.diasCortos.${clave}`)}
                      </span>
                      <span className="sr-only">{t(`practicasGestion.expediente.legales.diasLargos.${clave}`)}</span>
                    </>
                  }
                  checked={elegidos.includes(n)}
                  onCheckedChange={(checked) =>
                    field.onChange(checked ? [...elegidos, n].sort((a, b) => a - b) : elegidos.filter((d) => d !== n))
                  }
                />
              ))}
            </div>
          );
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
