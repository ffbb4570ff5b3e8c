import type { ActividadFila } from '@puente/contract/actividad';
import { DECISIONES_EMPRESA, type EmpresaGestion } from '@puente/contract/empresas-gestion';
import { useTranslation } from 'react-i18next';
import { EmptyNote } from '@/components/ui/empty-state';
import { useFechaHora } from '../hooks/fecha-hora';
import { Seccion } from './secciones-empresa';

const lista = 'flex flex-col divide-y divide-border';

/** Sign-up, validation, rejection, resubmission, block, unblock: when, by whom and why, newest first. */
export function DecisionesHistorial({ decisiones }: { decisiones: EmpresaGestion['decisiones'] }) {
  const { t } = useTranslation();
  const fechaHora = useFechaHora();
  const k = (clave: string, opciones?: Record<string, unknown>) => t(`gestionEmpresas.ficha.decisiones.${clave}`, opciones ?? {});
  return (
    <Seccion id="empresa-decisiones" titulo={t('gestionEmpresas.ficha.secciones.decisiones')}>
      {decisiones.length === 0 ? (
        <EmptyNote>{k('vacio')}</EmptyNote>
      ) : (
        <ol className={lista}>
          {decisiones.map((d) => (
            <li key={d.id} className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0">
              <span className="font-medium text-fg">
                {k(`tipo.${d.decision}`)}
                {d.quien.nombre ? <span className="font-normal text-muted"> {k('por', { nombre: d.quien.nombre })}</span> : null}
              </span>
              <time dateTime={d.fecha} className="text-xs text-muted">
                {fechaHora(d.fecha)}
              </time>
              {d.motivo ? <p className="text-sm whitespace-pre-line text-fg">{k('motivo', { motivo: d.motivo })}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </Seccion>
  );
}

const DECISIONES = new Set<string>(DECISIONES_EMPRESA.map((d) => `empresa.${d}`));

/** The latest audit rows on the company; the whole trail is in Activity (`enlace`, when the member may read it). */
export function ActividadReciente({ actividad, enlace }: { actividad: ActividadFila[]; enlace: React.ReactNode }) {
  const { t } = useTranslation();
  const fechaHora = useFechaHora();
  const k = (clave: string, opciones?: Record<string, unknown>) => t(`gestionEmpresas.ficha.actividad.${clave}`, opciones ?? {});
  const accion = (a: ActividadFila) =>
    DECISIONES.has(a.accion) ? t(`gestionEmpresas.ficha.decisiones.tipo.${a.accion.slice('empresa.'.length)}`) : a.accion;
  return (
    <Seccion id="empresa-actividad" titulo={t('gestionEmpresas.ficha.secciones.actividad')} accion={enlace}>
      {actividad.length === 0 ? (
        <EmptyNote>{k('vacio')}</EmptyNote>
      ) : (
        <ol className={lista}>
          {actividad.map((a) => {
            const quien = a.actor.nombre ?? k('anonimo');
            return (
              <li key={a.id} className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0">
                <span className="text-sm font-medium break-words text-fg">{accion(a)}</span>
                <span className="text-xs text-muted">
                  {a.como ? k('como', { quien, como: a.como.nombre ?? a.como.tipo }) : quien} ·{' '}
                  <time dateTime={a.fecha}>{fechaHora(a.fecha)}</time>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </Seccion>
  );
}
