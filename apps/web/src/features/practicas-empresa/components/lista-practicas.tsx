import type { PracticaEmpresa, SolicitudCambio } from '@puente/contract/practicas-empresa';
import { FileText, Repeat } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useFormato } from '@/lib/formato';
import {
  claveEstadoPractica,
  claveEstadoSolicitud,
  claveTipoCambio,
  claveTipoPractica,
  tonoEstadoPractica,
  tonoEstadoSolicitud,
} from '../etiquetas';
import { Insignia } from './insignia';

/** The company's internships as cards: who, programme, dates, tutor, dedication, state, and the changes asked. */
export function ListaPracticas({
  practicas,
  onSolicitar,
}: {
  practicas: readonly PracticaEmpresa[];
  /** "Solicitar un cambio" on a card: the form below takes that internship. */
  onSolicitar: (idPractica: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-3" aria-label={t('practicasEmpresa.cambios.lista')}>
      {practicas.map((practica) => (
        <TarjetaPractica key={practica.idPractica} practica={practica} onSolicitar={() => onSolicitar(practica.idPractica)} />
      ))}
    </ul>
  );
}

function TarjetaPractica({ practica, onSolicitar }: { practica: PracticaEmpresa; onSolicitar: () => void }) {
  const { t } = useTranslation();
  const { fecha, numero } = useFormato();
  const titulo = `cambio-practica-${practica.idPractica}`;
  const { tutor } = practica;
  return (
    <li
      id={titulo}
      aria-labelledby={`${titulo}-alumno`}
      className="flex flex-col gap-4 rounded-xl border border-border bg-bg p-4"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={`${titulo}-alumno`} className="font-semibold text-fg">
            {practica.alumno}
          </h3>
          <p className="text-sm text-muted">
            {practica.programa ?? t('practicasEmpresa.practicas.sinPrograma')} · {t(claveTipoPractica[practica.tipo])}
          </p>
          <div className="mt-1">
            <Insignia tono={tonoEstadoPractica[practica.estado]}>{t(claveEstadoPractica[practica.estado])}</Insignia>
          </div>
        </div>
        <div className="flex flex-wrap gap-2 self-start">
          {/* The internship's legal record: its plan, its Social Security registration and what stops it from starting. */}
          <Button asChild variant="outline" size="sm">
            <Link to={`/documentacion/practicas/${practica.idPractica}`} aria-describedby={`${titulo}-alumno`}>
              <FileText aria-hidden="true" />
              {t('expedientePractica.verExpediente')}
            </Link>
          </Button>
          {practica.cambiosPosibles.length > 0 ? (
            <Button variant="outline" size="sm" onClick={onSolicitar} aria-describedby={`${titulo}-alumno`}>
              <Repeat aria-hidden="true" />
              {t('practicasEmpresa.cambios.solicitar')}
            </Button>
          ) : null}
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3">
        <Dato termino={t('practicasEmpresa.cambios.fechas')}>
          {t('practicasEmpresa.comun.fechas', { inicio: fecha(practica.fechaInicio), fin: fecha(practica.fechaFin) })}
          {practica.finAnticipado ? ` · ${t('practicasEmpresa.cambios.terminadaAntes')}` : null}
        </Dato>
        <Dato termino={t('practicasEmpresa.cambios.tutor')}>
          {tutor.nombre ?? t('practicasEmpresa.cambios.sinDato')}
          {tutor.email ? <span className="block [overflow-wrap:anywhere] text-muted">{tutor.email}</span> : null}
          {tutor.telefono ? <span className="block text-muted">{tutor.telefono}</span> : null}
        </Dato>
        <Dato termino={t('practicasEmpresa.cambios.dedicacion')}>
          {practica.horasDia !== null && practica.numeroDiasSemana !== null
            ? t('practicasEmpresa.cambios.dedicacionValor', {
                horas: numero(practica.horasDia),
                dias: practica.numeroDiasSemana,
              })
            : t('practicasEmpresa.cambios.sinDato')}
          {practica.tiempoDedicacionJornada !== null ? (
            <span className="block text-muted">
              {t('practicasEmpresa.cambios.jornadaValor', { porcentaje: numero(practica.tiempoDedicacionJornada) })}
            </span>
          ) : null}
        </Dato>
      </dl>
      {practica.solicitudes.length > 0 ? (
        <div className="flex flex-col gap-2 border-t border-border pt-3">
          <h4 className="text-sm font-semibold text-fg">{t('practicasEmpresa.cambios.solicitudes')}</h4>
          <ul className="flex flex-col gap-2">
            {practica.solicitudes.map((solicitud) => (
              <FilaSolicitud key={solicitud.idSolicitud} solicitud={solicitud} />
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

function Dato({ termino, children }: { termino: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-xs font-medium text-muted">{termino}</dt>
      <dd className="text-fg">{children}</dd>
    </div>
  );
}

/** One request: its kind, when, its state, what it proposes and why; the university's answer once there is one. */
function FilaSolicitud({ solicitud }: { solicitud: SolicitudCambio }) {
  const { t } = useTranslation();
  const { fecha, numero } = useFormato();
  const v = solicitud.valores;
  const propuesto = [
    v.fechaInicio ? t('practicasEmpresa.cambios.propuesto.inicio', { fecha: fecha(v.fechaInicio) }) : null,
    v.fechaFin ? t('practicasEmpresa.cambios.propuesto.fin', { fecha: fecha(v.fechaFin) }) : null,
    v.tutorNombre ? t('practicasEmpresa.cambios.propuesto.tutor', { nombre: v.tutorNombre }) : null,
    v.horasDia !== undefined ? t('practicasEmpresa.cambios.propuesto.horas', { horas: numero(v.horasDia) }) : null,
    v.numeroDiasSemana !== undefined ? t('practicasEmpresa.cambios.propuesto.dias', { dias: v.numeroDiasSemana }) : null,
    v.tiempoDedicacionJornada !== undefined
      ? t('practicasEmpresa.cambios.jornadaValor', { porcentaje: numero(v.tiempoDedicacionJornada) })
      : null,
  ].filter(Boolean);
  return (
    <li className="flex flex-col gap-1 rounded-lg bg-subtle px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-fg">{t(claveTipoCambio[solicitud.tipo])}</span>
        <Insignia tono={tonoEstadoSolicitud[solicitud.estado]}>{t(claveEstadoSolicitud[solicitud.estado])}</Insignia>
        <span className="text-xs text-muted">{t('practicasEmpresa.cambios.pedidaEl', { fecha: fecha(solicitud.fecha) })}</span>
      </div>
      {propuesto.length > 0 ? <p className="text-fg">{propuesto.join(' · ')}</p> : null}
      <p className="break-words text-muted">{t('practicasEmpresa.cambios.motivoValor', { motivo: solicitud.motivo })}</p>
      {solicitud.respuesta ? (
        <p className="break-words text-fg">{t('practicasEmpresa.cambios.respuestaValor', { respuesta: solicitud.respuesta })}</p>
      ) : null}
    </li>
  );
}
