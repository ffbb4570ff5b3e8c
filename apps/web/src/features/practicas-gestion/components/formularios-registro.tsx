import {
  altaSeguridadSocialInput,
  bajaSeguridadSocialInput,
  type SeguimientoPractica,
} from '@puente/contract/seguimiento-practicas';
import { UserCheck, UserMinus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CampoTexto } from '@/components/form/campos';
import { FormularioEmpresa } from '@/components/formularios-empresa/formulario-empresa';
import { Button } from '@/components/ui/button';
import { RechazoDialogoProvider, useRechazoDialogo } from '@/components/ui/rechazo-dialogo';
import { useFormato } from '@/lib/formato';
import { useRegistrarAltaGestion, useRegistrarBajaGestion } from '../api/practicas-gestion';
import { diaIso } from './etiquetas';
import { MensajesFormulario } from './mensajes-formulario';
import { AvisoNoGuardado } from './seccion';

/** The forms' fields are the contract's keys; the internship's id travels with them and is no field. */
const altaFormulario = altaSeguridadSocialInput.omit({ idPractica: true });
const bajaFormulario = bajaSeguridadSocialInput.omit({ idPractica: true });
const campoPropio = (campo: string) => (campo === 'idPractica' ? null : campo);

interface FormularioProps {
  practica: SeguimientoPractica;
  /** The record as the API answered it after the save. */
  onGuardado: (practica: SeguimientoPractica) => void;
}

/**
 * The registration, recorded by the office for whichever party is obligated: the account code and the day.
 * 15 goes under its fields, 27 (a day after the end) under the date, 48 in the form with the API's words.
 */
export function FormularioAlta({ practica: p, onGuardado }: FormularioProps) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  const registrar = useRegistrarAltaGestion(p.idPractica);
  const rechazo = useRechazoDialogo();
  return (
    <section aria-labelledby="alta-gestion-titulo" className="flex flex-col gap-4 border-t border-border pt-5">
      <div className="flex flex-col gap-1">
        <h3 id="alta-gestion-titulo" className="font-semibold text-fg">
          {t('practicasGestion.expediente.alta.titulo')}
        </h3>
        <p className="text-sm text-muted">
          {t('practicasGestion.expediente.alta.intro', { quien: p.cotizacion.etiquetaObligado })}
        </p>
      </div>
      <RechazoDialogoProvider value={rechazo}>
        <FormularioEmpresa
          id="alta-gestion"
          schema={altaFormulario}
          valores={{ ccc: p.ccc ?? '', fechaAlta: '' }}
          labelledBy="alta-gestion-titulo"
          campoDeServidor={campoPropio}
          camposDeCodigo={{
            27: { campo: 'fechaAlta', mensaje: t('practicasGestion.expediente.alta.trasFin', { fin: fecha(p.fechaFin) }) },
          }}
          onEnviar={async (datos) => {
            onGuardado(await registrar.mutateAsync({ idPractica: p.idPractica, ...datos }));
            return undefined;
          }}
          acciones={({ enviando }) => (
            <div className="flex flex-col gap-3">
              <AvisoNoGuardado rechazo={rechazo} titulo={t('practicasGestion.expediente.noGuardado')} />
              <div className="flex justify-end">
                <Button type="submit" disabled={enviando} aria-busy={enviando} className="w-full sm:w-auto">
                  <UserCheck aria-hidden="true" />
                  {enviando ? t('practicasGestion.expediente.registrando') : t('practicasGestion.expediente.alta.registrar')}
                </Button>
              </div>
            </div>
          )}
        >
          <MensajesFormulario prefijo="alta-gestion">
            <div className="grid gap-x-5 gap-y-4 sm:grid-cols-2">
              <CampoTexto
                name="ccc"
                label={t('practicasGestion.expediente.alta.ccc')}
                hint={t('practicasGestion.expediente.alta.cccAyuda')}
                required
                inputMode="numeric"
                autoComplete="off"
                spellCheck={false}
              />
              <CampoTexto
                name="fechaAlta"
                type="date"
                label={t('practicasGestion.expediente.alta.fecha')}
                hint={t('practicasGestion.expediente.alta.fechaAyuda', { inicio: fecha(p.fechaInicio), fin: fecha(p.fechaFin) })}
                required
                max={diaIso(p.fechaFin)}
              />
            </div>
          </MensajesFormulario>
        </FormularioEmpresa>
      </RechazoDialogoProvider>
    </section>
  );
}

/** The deregistration: the day, on or after the registration's (27 under the date otherwise). */
export function FormularioBaja({ practica: p, onGuardado }: FormularioProps) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  const registrar = useRegistrarBajaGestion(p.idPractica);
  const rechazo = useRechazoDialogo();
  const alta = p.alta ? fecha(p.alta.fecha) : '';
  return (
    <section aria-labelledby="baja-gestion-titulo" className="flex flex-col gap-4 border-t border-border pt-5">
      <div className="flex flex-col gap-1">
        <h3 id="baja-gestion-titulo" className="font-semibold text-fg">
          {t('practicasGestion.expediente.baja.titulo')}
        </h3>
        <p className="text-sm text-muted">{t('practicasGestion.expediente.baja.intro')}</p>
      </div>
      <RechazoDialogoProvider value={rechazo}>
        <FormularioEmpresa
          id="baja-gestion"
          schema={bajaFormulario}
          valores={{ fechaBaja: '' }}
          labelledBy="baja-gestion-titulo"
          campoDeServidor={campoPropio}
          camposDeCodigo={{
            27: { campo: 'fechaBaja', mensaje: t('practicasGestion.expediente.baja.antesDeAlta', { alta }) },
          }}
          onEnviar={async (datos) => {
            onGuardado(await registrar.mutateAsync({ idPractica: p.idPractica, ...datos }));
            return undefined;
          }}
          acciones={({ enviando }) => (
            <div className="flex flex-col gap-3">
              <AvisoNoGuardado rechazo={rechazo} titulo={t('practicasGestion.expediente.noGuardado')} />
              <div className="flex justify-end">
                <Button type="submit" disabled={enviando} aria-busy={enviando} className="w-full sm:w-auto">
                  <UserMinus aria-hidden="true" />
                  {enviando ? t('practicasGestion.expediente.registrando') : t('practicasGestion.expediente.baja.registrar')}
                </Button>
              </div>
            </div>
          )}
        >
          <MensajesFormulario prefijo="baja-gestion">
            <div className="grid gap-x-5 gap-y-4 sm:grid-cols-2">
              <CampoTexto
                name="fechaBaja"
                type="date"
                label={t('practicasGestion.expediente.baja.fecha')}
                hint={t('practicasGestion.expediente.baja.fechaAyuda', { alta, fin: fecha(p.fechaFin) })}
                required
                min={diaIso(p.alta?.fecha)}
              />
            </div>
          </MensajesFormulario>
        </FormularioEmpresa>
      </RechazoDialogoProvider>
    </section>
  );
}
