import type { SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AvisoHecho } from '@/components/expediente-practica/avisos';
import { FormularioAlta, FormularioBaja } from '@/components/expediente-practica/formularios-registro-ss';
import { useFormato } from '@/lib/formato';
import { useRegistrarAlta, useRegistrarBaja } from '../api/seguimiento';
import { Dato } from './dato';
import { SeccionExpediente } from './seccion-expediente';

/** The states in which the API still takes a registration (after them it is 48). */
const ADMITE_ALTA: readonly SeguimientoPractica['estado'][] = ['propuesta', 'aceptada', 'en_curso'];

type Hecho = { que: 'alta' | 'baja'; empezada: boolean; vez: number };

/**
 * #seguridad-social: who registers the student and why (the API's words), the
 * account code, registration and deregistration as recorded; when the company
 * is the obligated party, the form of the registration and, once there is
 * one, of the deregistration.
 */
export function SeguridadSocial({ practica: p }: { practica: SeguimientoPractica }) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  const [hecho, setHecho] = useState<Hecho | null>(null);
  const alta = useRegistrarAlta(p.idPractica);
  const baja = useRegistrarBaja(p.idPractica);
  const { cotizacion } = p;
  const sinRegistrar = <span className="text-muted">{t('expedientePractica.seguridadSocial.sinRegistrar')}</span>;
  const registro = (r: SeguimientoPractica['alta']) =>
    r ? t('expedientePractica.seguridadSocial.registro', { fecha: fecha(r.fecha), quien: r.registradaPor }) : sinRegistrar;
  const guardado = (que: Hecho['que']) => (nueva: SeguimientoPractica) =>
    setHecho((antes) => ({ que, empezada: p.estado !== 'en_curso' && nueva.estado === 'en_curso', vez: (antes?.vez ?? 0) + 1 }));

  const formulario =
    !p.puedeRegistrarAlta || p.baja ? null : !p.alta ? (
      ADMITE_ALTA.includes(p.estado) ? (
        <FormularioAlta practica={p} lector="empresa" registrar={alta.mutateAsync} onGuardado={guardado('alta')} />
      ) : null
    ) : (
      <FormularioBaja practica={p} lector="empresa" registrar={baja.mutateAsync} onGuardado={guardado('baja')} />
    );

  return (
    <SeccionExpediente id="seguridad-social" titulo={t('expedientePractica.seguridadSocial.titulo')} icono={ShieldCheck}>
      <div className="flex flex-col gap-2">
        <p className="text-sm text-fg">
          <span className="font-medium">{t('expedientePractica.seguridadSocial.quien')}</span>{' '}
          <span>{cotizacion.etiquetaObligado}</span>
        </p>
        {cotizacion.explicacion ? <p className="text-sm leading-relaxed text-muted">{cotizacion.explicacion}</p> : null}
      </div>
      {cotizacion.incluida ? (
        <dl className="grid gap-x-6 gap-y-4 rounded-xl bg-subtle p-4 sm:grid-cols-2">
          <Dato termino={t('expedientePractica.seguridadSocial.ccc')}>
            {p.ccc ? <span className="tabular-nums">{p.ccc}</span> : sinRegistrar}
          </Dato>
          <Dato termino={t('expedientePractica.seguridadSocial.nss')}>
            {p.nssRegistrado ? t('expedientePractica.seguridadSocial.nssDado') : sinRegistrar}
          </Dato>
          <Dato termino={t('expedientePractica.seguridadSocial.alta')}>{registro(p.alta)}</Dato>
          <Dato termino={t('expedientePractica.seguridadSocial.baja')}>{registro(p.baja)}</Dato>
        </dl>
      ) : null}
      {hecho ? (
        <AvisoHecho
          key={hecho.vez}
          vez={hecho.vez}
          titulo={t(`expedientePractica.seguridadSocial.hecho.${hecho.que}`)}
          onCerrar={() => setHecho(null)}
        >
          {hecho.empezada ? t('expedientePractica.seguridadSocial.hecho.empezada') : null}
        </AvisoHecho>
      ) : null}
      {p.puedeRegistrarAlta ? formulario : <QuienSeEncarga obligado={cotizacion.obligado} />}
    </SeccionExpediente>
  );
}

/** When the company may not record it: who does, in a sentence. */
function QuienSeEncarga({ obligado }: { obligado: SeguimientoPractica['cotizacion']['obligado'] }) {
  const { t } = useTranslation();
  const clave = {
    universidad: 'universidad',
    otra_entidad: 'otraEntidad',
    ninguno: 'ninguno',
    empresa: 'empresa',
  }[obligado];
  return (
    <p className="rounded-xl border border-dashed border-border px-4 py-3 text-sm text-muted">
      {t(`expedientePractica.seguridadSocial.seEncarga.${clave}`)}
    </p>
  );
}
