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
import { useFormato } from '@/lib/formato';
import { useRegistrarAlta, useRegistrarBaja } from '../api/seguimiento';
import { diaIso } from '../etiquetas';
import { MensajesExpediente } from './mensajes-expediente';

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
 * The registration: the account code and the day. 15 goes under its fields,
 * 27 (a day after the end) under the date, 48 (no longer the obligated party)
 * to the banner with the API's message.
 */
export function FormularioAlta({ practica: p, onGuardado }: FormularioProps) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  const registrar = useRegistrarAlta(p.idPractica);
  return (
    <section aria-labelledby="alta-titulo" className="flex flex-col gap-4 border-t border-border pt-5">
      <div className="flex flex-col gap-1">
        <h3 id="alta-titulo" className="font-semibold text-fg">
          {t('expedientePractica.seguridadSocial.altaForm.titulo')}
        </h3>
        <p className="text-sm text-muted">{t('expedientePractica.seguridadSocial.altaForm.intro')}</p>
      </div>
      <FormularioEmpresa
        id="alta-ss"
        schema={altaFormulario}
        valores={{ ccc: p.ccc ?? '', fechaAlta: '' }}
        labelledBy="alta-titulo"
        campoDeServidor={campoPropio}
        camposDeCodigo={{
          27: {
            campo: 'fechaAlta',
            mensaje: t('expedientePractica.seguridadSocial.altaForm.trasFin', { fin: fecha(p.fechaFin) }),
          },
        }}
        onEnviar={async (datos) => {
          onGuardado(await registrar.mutateAsync({ idPractica: p.idPractica, ...datos }));
          return undefined;
        }}
        acciones={({ enviando }) => (
          <div className="flex justify-end">
            <Button type="submit" disabled={enviando} aria-busy={enviando} className="w-full sm:w-auto">
              <UserCheck aria-hidden="true" />
              {enviando
                ? t('expedientePractica.seguridadSocial.registrando')
                : t('expedientePractica.seguridadSocial.altaForm.registrar')}
            </Button>
          </div>
        )}
      >
        <MensajesExpediente prefijo="alta-ss">
          <div className="grid gap-x-5 gap-y-4 sm:grid-cols-2">
            <CampoTexto
              name="ccc"
              label={t('expedientePractica.seguridadSocial.altaForm.ccc')}
              hint={t('expedientePractica.seguridadSocial.altaForm.cccAyuda')}
              required
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
            />
            <CampoTexto
              name="fechaAlta"
              type="date"
              label={t('expedientePractica.seguridadSocial.altaForm.fecha')}
              hint={t('expedientePractica.seguridadSocial.altaForm.fechaAyuda', {
                inicio: fecha(p.fechaInicio),
                fin: fecha(p.fechaFin),
              })}
              required
              max={diaIso(p.fechaFin)}
            />
          </div>
        </MensajesExpediente>
      </FormularioEmpresa>
    </section>
  );
}

/** The deregistration: the day, on or after the registration's (27 under the date otherwise). */
export function FormularioBaja({ practica: p, onGuardado }: FormularioProps) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  const registrar = useRegistrarBaja(p.idPractica);
  const alta = p.alta ? fecha(p.alta.fecha) : '';
  return (
    <section aria-labelledby="baja-titulo" className="flex flex-col gap-4 border-t border-border pt-5">
      <div className="flex flex-col gap-1">
        <h3 id="baja-titulo" className="font-semibold text-fg">
          {t('expedientePractica.seguridadSocial.bajaForm.titulo')}
        </h3>
        <p className="text-sm text-muted">{t('expedientePractica.seguridadSocial.bajaForm.intro')}</p>
      </div>
      <FormularioEmpresa
        id="baja-ss"
        schema={bajaFormulario}
        valores={{ fechaBaja: '' }}
        labelledBy="baja-titulo"
        campoDeServidor={campoPropio}
        camposDeCodigo={{
          27: { campo: 'fechaBaja', mensaje: t('expedientePractica.seguridadSocial.bajaForm.antesDeAlta', { alta }) },
        }}
        onEnviar={async (datos) => {
          onGuardado(await registrar.mutateAsync({ idPractica: p.idPractica, ...datos }));
          return undefined;
        }}
        acciones={({ enviando }) => (
          <div className="flex justify-end">
            <Button type="submit" disabled={enviando} aria-busy={enviando} className="w-full sm:w-auto">
              <UserMinus aria-hidden="true" />
              {enviando
                ? t('expedientePractica.seguridadSocial.registrando')
                : t('expedientePractica.seguridadSocial.bajaForm.registrar')}
            </Button>
          </div>
        )}
      >
        <MensajesExpediente prefijo="baja-ss">
          <div className="grid gap-x-5 gap-y-4 sm:grid-cols-2">
            <CampoTexto
              name="fechaBaja"
              type="date"
              label={t('expedientePractica.seguridadSocial.bajaForm.fecha')}
              hint={t('expedientePractica.seguridadSocial.bajaForm.fechaAyuda', { alta, fin: fecha(p.fechaFin) })}
              required
              min={diaIso(p.alta?.fecha)}
            />
          </div>
        </MensajesExpediente>
      </FormularioEmpresa>
    </section>
  );
}
