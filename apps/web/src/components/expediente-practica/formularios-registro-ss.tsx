import {
  type AltaSeguridadSocialInput,
  altaSeguridadSocialInput,
  bajaSeguridadSocialInput,
  type SeguimientoPractica,
} from '@puente/contract/seguimiento-practicas';
import { type LucideIcon, UserCheck, UserMinus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CampoTexto } from '@/components/form/campos';
import { type CampoDeCodigo, FormularioEmpresa } from '@/components/formularios-empresa/formulario-empresa';
import { Button } from '@/components/ui/button';
import { RechazoDialogoProvider, useRechazoDialogo } from '@/components/ui/rechazo-dialogo';
import { diaIso } from '@/lib/fechas';
import { useFormato } from '@/lib/formato';
import { AvisoNoGuardado } from './avisos';
import { MensajesExpediente } from './mensajes-expediente';

/** The forms' fields are the contract's keys; the internship's id travels with them and is no field. */
const altaFormulario = altaSeguridadSocialInput.omit({ idPractica: true });
const bajaFormulario = bajaSeguridadSocialInput.omit({ idPractica: true });
const campoPropio = (campo: string) => (campo === 'idPractica' ? null : campo);

export type BajaSeguridadSocialInput = z.input<typeof bajaSeguridadSocialInput>;

/**
 * Who records it. The company, when it is the obligated party: its own
 * account code, and a refusal that belongs to no field goes to the page's
 * banner, as on its other forms. The office, for whichever party is
 * obligated: the refusal (48, …) is said in the form with the API's words, as
 * on the staff's record.
 */
export type LectorRegistro = 'empresa' | 'gestion';

interface FormularioProps<I> {
  practica: SeguimientoPractica;
  lector: LectorRegistro;
  /** The feature's call (its endpoint); resolves with the record as the API answered it, rejects with the refusal. */
  registrar: (input: I) => Promise<SeguimientoPractica>;
  /** The record as the API answered it after the save. */
  onGuardado: (practica: SeguimientoPractica) => void;
}

/**
 * The registration: the account code and the day. 15 goes under its fields,
 * 27 (a day after the end) under the date, anything else where the reader's
 * portal says it (`lector`).
 */
export function FormularioAlta({ practica: p, lector, registrar, onGuardado }: FormularioProps<AltaSeguridadSocialInput>) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  return (
    <MarcoRegistro
      id="alta-ss"
      lector={lector}
      titulo={t('expedientePractica.registroSs.alta.titulo')}
      intro={t(`expedientePractica.registroSs.alta.intro.${lector}`, { quien: p.cotizacion.etiquetaObligado })}
      schema={altaFormulario}
      valores={{ ccc: p.ccc ?? '', fechaAlta: '' }}
      campoDeCodigo={{ campo: 'fechaAlta', mensaje: t('expedientePractica.registroSs.alta.trasFin', { fin: fecha(p.fechaFin) }) }}
      enviar={async (datos) => onGuardado(await registrar({ idPractica: p.idPractica, ...datos }))}
      icono={UserCheck}
      boton={t('expedientePractica.registroSs.alta.registrar')}
    >
      <CampoTexto
        name="ccc"
        label={t('expedientePractica.registroSs.alta.ccc')}
        hint={t(`expedientePractica.registroSs.alta.cccAyuda.${lector}`)}
        required
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
      />
      <CampoTexto
        name="fechaAlta"
        type="date"
        label={t('expedientePractica.registroSs.alta.fecha')}
        hint={t('expedientePractica.registroSs.alta.fechaAyuda', { inicio: fecha(p.fechaInicio), fin: fecha(p.fechaFin) })}
        required
        max={diaIso(p.fechaFin)}
      />
    </MarcoRegistro>
  );
}

/** The deregistration: the day, on or after the registration's (27 under the date otherwise). */
export function FormularioBaja({ practica: p, lector, registrar, onGuardado }: FormularioProps<BajaSeguridadSocialInput>) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  const alta = p.alta ? fecha(p.alta.fecha) : '';
  return (
    <MarcoRegistro
      id="baja-ss"
      lector={lector}
      titulo={t('expedientePractica.registroSs.baja.titulo')}
      intro={t(`expedientePractica.registroSs.baja.intro.${lector}`)}
      schema={bajaFormulario}
      valores={{ fechaBaja: '' }}
      campoDeCodigo={{ campo: 'fechaBaja', mensaje: t('expedientePractica.registroSs.baja.antesDeAlta', { alta }) }}
      enviar={async (datos) => onGuardado(await registrar({ idPractica: p.idPractica, ...datos }))}
      icono={UserMinus}
      boton={t('expedientePractica.registroSs.baja.registrar')}
    >
      <CampoTexto
        name="fechaBaja"
        type="date"
        label={t('expedientePractica.registroSs.baja.fecha')}
        hint={t('expedientePractica.registroSs.baja.fechaAyuda', { alta, fin: fecha(p.fechaFin) })}
        required
        min={diaIso(p.alta?.fecha)}
      />
    </MarcoRegistro>
  );
}

/** One form's heading, fields and button; where its refusals are said depends on the reader's portal. */
function MarcoRegistro<V extends Record<string, string>, O>({
  id,
  lector,
  titulo,
  intro,
  schema,
  valores,
  campoDeCodigo,
  enviar,
  icono: Icono,
  boton,
  children,
}: {
  id: string;
  lector: LectorRegistro;
  titulo: string;
  intro: string;
  schema: z.ZodType<O>;
  valores: V;
  /** Where 27 (a day out of order) goes, and in which words. */
  campoDeCodigo: CampoDeCodigo;
  enviar: (datos: O) => Promise<void>;
  icono: LucideIcon;
  boton: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const propio = useRechazoDialogo();
  const rechazo = lector === 'gestion' ? propio : null;
  const formulario = (
    <FormularioEmpresa
      id={id}
      schema={schema}
      valores={valores}
      labelledBy={`${id}-titulo`}
      campoDeServidor={campoPropio}
      camposDeCodigo={{ 27: campoDeCodigo }}
      onEnviar={async (datos) => {
        await enviar(datos);
        return undefined;
      }}
      acciones={({ enviando }) => (
        <div className="flex flex-col gap-3">
          {rechazo ? <AvisoNoGuardado rechazo={rechazo} titulo={t('expedientePractica.registroSs.noGuardado')} /> : null}
          <div className="flex justify-end">
            <Button type="submit" disabled={enviando} aria-busy={enviando} className="w-full sm:w-auto">
              <Icono aria-hidden="true" />
              {enviando ? t('expedientePractica.registroSs.registrando') : boton}
            </Button>
          </div>
        </div>
      )}
    >
      <MensajesExpediente prefijo={id}>
        <div className="grid gap-x-5 gap-y-4 sm:grid-cols-2">{children}</div>
      </MensajesExpediente>
    </FormularioEmpresa>
  );
  return (
    <section aria-labelledby={`${id}-titulo`} className="flex flex-col gap-4 border-t border-border pt-5">
      <div className="flex flex-col gap-1">
        <h3 id={`${id}-titulo`} className="font-semibold text-fg">
          {titulo}
        </h3>
        <p className="text-sm text-muted">{intro}</p>
      </div>
      {rechazo ? <RechazoDialogoProvider value={rechazo}>{formulario}</RechazoDialogoProvider> : formulario}
    </section>
  );
}
