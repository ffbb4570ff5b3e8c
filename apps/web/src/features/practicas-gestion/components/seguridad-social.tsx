import type { SeguimientoPractica } from '@puente/contract/seguimiento-practicas';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AvisoHecho } from '@/components/expediente-practica/avisos';
import { FormularioAlta, FormularioBaja } from '@/components/expediente-practica/formularios-registro-ss';
import { useFormato } from '@/lib/formato';
import { useRegistrarAltaGestion, useRegistrarBajaGestion } from '../api/practicas-gestion';
import { Dato, Seccion } from './seccion';

/** The states in which the API still takes a registration (after them it is 48). */
const ADMITE_ALTA: readonly SeguimientoPractica['estado'][] = ['propuesta', 'aceptada', 'en_curso'];

type Hecho = { que: 'alta' | 'baja'; empezada: boolean; vez: number };

/**
 * Who registers the student and why (the API's words, from the contract's rule), the agreement's clause, the
 * account code, the student's NUSS (given or not, never the number) and the registration and deregistration as
 * recorded; with practicas:cambiar, the form of the registration and, once there is one, of the deregistration.
 */
export function SeguridadSocial({
  id,
  practica: p,
  puedeCambiar,
}: {
  id: string;
  practica: SeguimientoPractica;
  puedeCambiar: boolean;
}) {
  const { t } = useTranslation();
  const { fecha } = useFormato();
  const [hecho, setHecho] = useState<Hecho | null>(null);
  const alta = useRegistrarAltaGestion(p.idPractica);
  const baja = useRegistrarBajaGestion(p.idPractica);
  const { cotizacion } = p;
  const sinRegistrar = <span className="text-muted">{t('practicasGestion.expediente.seguridadSocial.sinRegistrar')}</span>;
  const registro = (r: SeguimientoPractica['alta']) =>
    r
      ? t('practicasGestion.expediente.seguridadSocial.registro', { fecha: fecha(r.fecha), quien: r.registradaPor })
      : sinRegistrar;
  const guardado = (que: Hecho['que']) => (nueva: SeguimientoPractica) =>
    setHecho((antes) => ({ que, empezada: p.estado !== 'en_curso' && nueva.estado === 'en_curso', vez: (antes?.vez ?? 0) + 1 }));
  const clausula =
    cotizacion.universidadAsumeCotizacion === null
      ? 'sinConvenio'
      : cotizacion.universidadAsumeCotizacion
        ? 'clausulaSi'
        : 'clausulaNo';

  const puedeRegistrar = puedeCambiar && p.puedeRegistrarAlta && cotizacion.incluida && !p.baja;
  const formulario = !puedeRegistrar ? null : !p.alta ? (
    ADMITE_ALTA.includes(p.estado) ? (
      <FormularioAlta practica={p} lector="gestion" registrar={alta.mutateAsync} onGuardado={guardado('alta')} />
    ) : null
  ) : (
    <FormularioBaja practica={p} lector="gestion" registrar={baja.mutateAsync} onGuardado={guardado('baja')} />
  );

  return (
    <Seccion id={id} icono={ShieldCheck} titulo={t('practicasGestion.expediente.secciones.seguridadSocial')}>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Dato termino={t('practicasGestion.expediente.seguridadSocial.quien')}>
          <span className="font-semibold">{cotizacion.etiquetaObligado}</span>
        </Dato>
        <Dato termino={t('practicasGestion.expediente.seguridadSocial.clausula')}>
          {t(`practicasGestion.expediente.seguridadSocial.${clausula}`)}
        </Dato>
        {/* The rule's sentence takes the whole row; the term stays a direct child of the list (a <dl> holds only dt/dd groups). */}
        <Dato termino={t('practicasGestion.expediente.seguridadSocial.porque')} className="sm:col-span-2">
          <span className="leading-relaxed">{cotizacion.explicacion}</span>
        </Dato>
      </dl>
      {cotizacion.incluida ? (
        <dl className="grid gap-x-6 gap-y-4 rounded-xl bg-subtle p-4 sm:grid-cols-2">
          <Dato termino={t('practicasGestion.expediente.seguridadSocial.ccc')}>
            {p.ccc ? <span className="tabular-nums">{p.ccc}</span> : sinRegistrar}
          </Dato>
          <Dato termino={t('practicasGestion.expediente.seguridadSocial.nss')}>
            {p.nssRegistrado
              ? t('practicasGestion.expediente.seguridadSocial.nssDado')
              : t('practicasGestion.expediente.seguridadSocial.nssFalta')}
          </Dato>
          <Dato termino={t('practicasGestion.expediente.seguridadSocial.alta')}>{registro(p.alta)}</Dato>
          <Dato termino={t('practicasGestion.expediente.seguridadSocial.baja')}>{registro(p.baja)}</Dato>
        </dl>
      ) : (
        <p className="rounded-xl border border-dashed border-border px-4 py-3 text-sm text-muted">
          {t('practicasGestion.expediente.seguridadSocial.noIncluida')}
        </p>
      )}
      {hecho ? (
        <AvisoHecho
          key={hecho.vez}
          vez={hecho.vez}
          titulo={t(`practicasGestion.expediente.${hecho.que}.hecho`)}
          onCerrar={() => setHecho(null)}
        >
          {hecho.empezada ? t('practicasGestion.expediente.empezada') : null}
        </AvisoHecho>
      ) : null}
      {formulario}
    </Seccion>
  );
}
