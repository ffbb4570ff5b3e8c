import type { Brand } from '@puente/contract/brand';
import { PortalCodes } from '@puente/contract/errors/codes';
import {
  type EstadoPractica,
  type EstadoSolicitudCambio,
  etiquetasEstadoSolicitudCambio,
  etiquetasTipoCambioPractica,
  type PracticaEmpresa,
  type SolicitudCambio,
  type SolicitudCambioPendiente,
  type solicitudCambioPracticaInput,
  TIPOS_CAMBIO_PRACTICA,
  type TipoCambioPractica,
  type ValoresCambio,
} from '@puente/contract/practicas-empresa';
import type { z } from 'zod';
import type { Caller } from '../../lib/caller';
import { camposErroneos } from '../../lib/campos-erroneos';
import { formatFecha, hoyMadrid } from '../../lib/fecha';
import { notice } from '../../lib/notice';
import { rechazo } from '../../lib/portal-error';
import { detallePractica, estadoEfectivo, gestorDe, numero } from '../../lib/practica';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import { empresaDe, practicaNoEncontrada, resumenPractica } from './practica-vista';
import type { CambiosPractica, FilaPractica, FilaSolicitud, PracticasEmpresaRepository } from './practicas-empresa.repository';

type SolicitudCambioInput = z.output<typeof solicitudCambioPracticaInput>;

/** The stored values of a request: dates as yyyy-mm-dd, numbers as numbers, only those of its kind. */
type Valores = Record<string, string | number>;

export interface PracticasEmpresaDeps {
  repo: PracticasEmpresaRepository;
  audit: Pick<AuditService, 'record'>;
  notificaciones: Pick<NotificacionesService, 'notificar'>;
  withTransaction: WithTransaction;
  marca: Pick<Brand, 'flags'>;
  ahora: () => Date;
}

/** Where each side follows an internship: the notifications link there. */
const PANTALLA_EMPRESA = '/solicitar-cambio-practicas';
const PANTALLA_ALUMNO = '/mis-practicas';

/**
 * The kinds of change an internship admits in a state: a proposal, or one
 * accepted but not started, may still move its dates, tutor or dedication;
 * one under way may also end early; a finished, certified, turned-down or
 * cancelled one admits none.
 */
function cambiosAdmitidos(estado: EstadoPractica): readonly TipoCambioPractica[] {
  if (estado === 'en_curso') return TIPOS_CAMBIO_PRACTICA;
  if (estado === 'propuesta' || estado === 'aceptada') return ['fechas', 'tutor', 'dedicacion'];
  return [];
}

type ValoresPractica = Pick<
  FilaPractica,
  | 'fechaInicio'
  | 'fechaFin'
  | 'tutorEmpresaNombre'
  | 'tutorEmpresaEmail'
  | 'tutorEmpresaTelefono'
  | 'horasDia'
  | 'diasSemana'
  | 'dedicacion'
>;

/** The internship's values now, as a request of this kind would name them. */
function valoresActuales(tipo: TipoCambioPractica, p: ValoresPractica): Valores {
  const v: Record<string, string | number | null> =
    tipo === 'fechas'
      ? { fechaInicio: p.fechaInicio, fechaFin: p.fechaFin }
      : tipo === 'fin_anticipado'
        ? { fechaFin: p.fechaFin }
        : tipo === 'tutor'
          ? { tutorNombre: p.tutorEmpresaNombre, tutorEmail: p.tutorEmpresaEmail, tutorTelefono: p.tutorEmpresaTelefono }
          : { horasDia: numero(p.horasDia), numeroDiasSemana: p.diasSemana, tiempoDedicacionJornada: numero(p.dedicacion) };
  return Object.fromEntries(Object.entries(v).filter((par): par is [string, string | number] => par[1] !== null));
}

/** Stored values as the contract shows them: dates as dd/mm/yyyy, only the known keys. */
function vistaValores(v: Valores): ValoresCambio {
  const texto = (k: string) => (typeof v[k] === 'string' ? (v[k] as string) : undefined);
  const cifra = (k: string) => (typeof v[k] === 'number' ? (v[k] as number) : undefined);
  const fecha = (k: string) => formatFecha(texto(k)) ?? undefined;
  const salida: ValoresCambio = {
    fechaInicio: fecha('fechaInicio'),
    fechaFin: fecha('fechaFin'),
    tutorNombre: texto('tutorNombre'),
    tutorEmail: texto('tutorEmail'),
    tutorTelefono: texto('tutorTelefono'),
    horasDia: cifra('horasDia'),
    numeroDiasSemana: cifra('numeroDiasSemana'),
    tiempoDedicacionJornada: cifra('tiempoDedicacionJornada'),
  };
  return Object.fromEntries(Object.entries(salida).filter(([, x]) => x !== undefined)) as ValoresCambio;
}

const vistaSolicitud = (s: FilaSolicitud): SolicitudCambio => {
  const estado = s.estado as EstadoSolicitudCambio;
  const tipo = s.tipo as TipoCambioPractica;
  return {
    idSolicitud: s.id,
    idPractica: s.idPractica,
    tipo,
    etiquetaTipo: etiquetasTipoCambioPractica[tipo],
    valores: vistaValores(s.valores),
    motivo: s.motivo,
    estado,
    etiquetaEstado: etiquetasEstadoSolicitudCambio[estado],
    fecha: formatFecha(s.creadoEn) ?? '',
    respuesta: s.respuesta,
    fechaRespuesta: formatFecha(s.resueltoEn),
  };
};

/** Every proposed value is the one the internship has (an e-mail in any case, numbers as numbers): nothing would change. */
const nadaCambia = (propuestos: Valores, actuales: Valores) =>
  Object.entries(propuestos).every(([k, x]) => String(x).toLowerCase() === String(actuales[k] ?? '').toLowerCase());

const sinCambios = () => rechazo(PortalCodes.DATOS_YA_EXISTEN, 'practica.mismosValores');

/**
 * A company's internships (`damePracticas`) and the changes it asks the
 * university for (`solictitarAccionSobrePractica`, /solicitar-cambio-practicas),
 * which staff accept — the values are then applied to the internship — or
 * reject with an answer. The student is told when a change is asked and when
 * it is decided, the company when it is decided. Requests need the brand's
 * `canCambiarPracticas` (48 otherwise); a company reaches only its own
 * internships (45 for any other id).
 */
export class PracticasEmpresaService {
  constructor(private readonly deps: PracticasEmpresaDeps) {}

  private hoy() {
    return hoyMadrid(this.deps.ahora());
  }

  private permitido() {
    if (!this.deps.marca.flags.canCambiarPracticas) {
      throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'practica.sinCambiosPortal');
    }
  }

  /** `damePracticas`: the latest to start first, each with the changes it admits now and its requests. */
  async listar(caller: Caller): Promise<PracticaEmpresa[]> {
    const idEmpresa = empresaDe(caller);
    const hoy = this.hoy();
    const { repo } = this.deps;
    const filas = await repo.practicasDeEmpresa(idEmpresa);
    const solicitudes = await repo.solicitudesDe(filas.map((p) => p.id));
    const permitido = this.deps.marca.flags.canCambiarPracticas;
    return filas.map((p) => {
      const resumen = resumenPractica(p, hoy);
      const suyas = solicitudes.filter((s) => s.idPractica === p.id);
      const abiertas = new Set(suyas.filter((s) => s.estado === 'pendiente').map((s) => s.tipo));
      return {
        ...resumen,
        oferta: p.ofertaTitulo !== null && p.ofertaUrl !== null ? { titulo: p.ofertaTitulo, urlAcceso: p.ofertaUrl } : null,
        finAnticipado: p.finAnticipado,
        ...detallePractica(p),
        cambiosPosibles: permitido ? cambiosAdmitidos(resumen.estado).filter((t) => !abiertas.has(t)) : [],
        solicitudes: suyas.map(vistaSolicitud),
      };
    });
  }

  /**
   * `solictitarAccionSobrePractica` → 529 with the request. Refusals: 48
   * without the brand flag or when the internship's state does not admit
   * that kind; 45 for an internship that is not the company's; 27 dates the
   * wrong way round; 15 an early end that is not earlier; 8 the values it
   * already has, or a request of that kind still open (the partial unique
   * index decides between two sent at once). The internship's row is locked
   * for the unit of work, so a staff decision cannot cross it.
   */
  async solicitarCambio(caller: Caller, s: SolicitudCambioInput) {
    this.permitido();
    const idEmpresa = empresaDe(caller);
    const hoy = this.hoy();
    const { repo, notificaciones, audit, withTransaction } = this.deps;
    return withTransaction(async () => {
      const p = await repo.practicaDeEmpresa(idEmpresa, s.idPractica, true);
      if (!p) throw practicaNoEncontrada();
      const estado = estadoEfectivo(p, hoy);
      if (!cambiosAdmitidos(estado).includes(s.tipo)) {
        throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, estado === 'propuesta' ? 'practica.noEmpezada' : 'practica.terminada');
      }
      const valores = this.valoresPropuestos(s, p);
      const fila = await repo.insertarSolicitud({
        idPractica: p.id,
        tipo: s.tipo,
        valores,
        motivo: s.motivo,
        solicitadoPor: caller.id,
      });
      if (!fila) {
        throw rechazo(PortalCodes.DATOS_YA_EXISTEN, 'practica.cambioPendiente');
      }
      await notificaciones.notificar({
        destinoTipo: 'alumno',
        destinoId: p.idAlumno,
        clave: 'practica.cambioSolicitado',
        parametros: { empresa: (await repo.nombreEmpresa(idEmpresa)) ?? '' },
        urlAcceso: PANTALLA_ALUMNO,
      });
      await audit.record(caller, {
        accion: 'practica.cambio.solicitud',
        entidad: 'solicitudes_cambio_practica',
        entidadId: fila.id,
        detalle: { idPractica: p.id, tipo: s.tipo, valores },
      });
      return notice(PortalCodes.SOLICITUD_CAMBIO_ENVIADA, vistaSolicitud(fila));
    });
  }

  /** The values of the request's kind, checked against the internship (27, 15, 8; see `solicitarCambio`). */
  private valoresPropuestos(s: SolicitudCambioInput, p: FilaPractica): Valores {
    const fechasInvertidas = () => rechazo(PortalCodes.FECHAS_INVERTIDAS);
    let valores: Valores;
    switch (s.tipo) {
      case 'fechas': {
        const { fechaInicio = '', fechaFin = '' } = s;
        if (fechaInicio >= fechaFin) throw fechasInvertidas();
        valores = { fechaInicio, fechaFin };
        break;
      }
      case 'fin_anticipado': {
        const { fechaFin = '' } = s;
        if (fechaFin < p.fechaInicio) throw fechasInvertidas();
        if (fechaFin >= p.fechaFin) {
          throw camposErroneos([
            { campo: 'fechaFin', mensaje: `El fin anticipado debe ser anterior al fin previsto (${formatFecha(p.fechaFin)})` },
          ]);
        }
        return { fechaFin };
      }
      case 'tutor':
        valores = { tutorNombre: s.tutorNombre ?? '', tutorEmail: s.tutorEmail ?? '' };
        if (s.tutorTelefono) valores.tutorTelefono = s.tutorTelefono;
        break;
      case 'dedicacion':
        valores = { horasDia: s.horasDia ?? 0, numeroDiasSemana: s.numeroDiasSemana ?? 0 };
        if (s.tiempoDedicacionJornada !== undefined) valores.tiempoDedicacionJornada = s.tiempoDedicacionJornada;
        break;
    }
    if (nadaCambia(valores, valoresActuales(s.tipo, p))) throw sinCambios();
    return valores;
  }

  /** Open requests of every company, the oldest first, with the internship's current values beside the proposed ones. */
  async pendientes(caller: Caller): Promise<SolicitudCambioPendiente[]> {
    this.permitido();
    gestorDe(caller);
    const filas = await this.deps.repo.pendientes();
    return filas.map((s) => ({
      ...vistaSolicitud(s),
      empresa: { idEmpresa: s.idEmpresa, cif: s.cif, nombre: s.empresa },
      contacto: s.contacto,
      alumno: s.alumno,
      actuales: vistaValores(valoresActuales(s.tipo as TipoCambioPractica, s)),
    }));
  }

  /**
   * Staff accept or reject an open request (48 when it is not open). An
   * accepted one is applied to the internship in the same unit of work, if
   * the internship still admits it (48 otherwise, and nothing changes); the
   * student and the company are notified, the company with the answer when
   * it is a rejection.
   */
  async resolver(caller: Caller, r: { id: number; aceptar: boolean; respuesta?: string | undefined }): Promise<SolicitudCambio> {
    this.permitido();
    const idGestor = gestorDe(caller);
    const hoy = this.hoy();
    const { repo, notificaciones, audit, withTransaction } = this.deps;
    return withTransaction(async () => {
      const estado = r.aceptar ? 'aceptada' : 'rechazada';
      const respuesta = r.respuesta?.trim() || null;
      const noPendiente = () => rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'practica.cambioNoExiste');
      const leida = await repo.solicitud(r.id);
      if (!leida) throw noPendiente();
      // The internship first, then the request: the order a company's new request takes them in, so the two never deadlock.
      const p = await repo.practicaBloqueada(leida.idPractica);
      if (!p) throw noPendiente();
      const s = await repo.resolver(r.id, { estado, respuesta, idGestor });
      if (!s) throw noPendiente();
      const tipo = s.tipo as TipoCambioPractica;
      if (r.aceptar) {
        if (!cambiosAdmitidos(estadoEfectivo(p, hoy)).includes(tipo)) {
          throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'practica.cambioYaNoAdmite');
        }
        await repo.cambiarPractica(p.id, cambiosDe(tipo, s.valores, p));
      }
      const empresa = (await repo.nombreEmpresa(p.idEmpresa)) ?? '';
      await notificaciones.notificar({
        destinoTipo: 'alumno',
        destinoId: p.idAlumno,
        clave: r.aceptar ? 'practica.cambioAceptado' : 'practica.cambioRechazado',
        parametros: { empresa },
        urlAcceso: PANTALLA_ALUMNO,
      });
      await notificaciones.notificar({
        destinoTipo: 'empresa',
        destinoId: p.idEmpresa,
        ...(r.aceptar
          ? { clave: 'practica.solicitudAceptada' as const, parametros: { alumno: p.alumno } }
          : { clave: 'practica.solicitudRechazada' as const, parametros: { alumno: p.alumno, respuesta: respuesta ?? '' } }),
        urlAcceso: PANTALLA_EMPRESA,
      });
      await audit.record(caller, {
        accion: `practica.cambio.${estado}`,
        entidad: 'solicitudes_cambio_practica',
        entidadId: s.id,
        detalle: { idPractica: p.id, idEmpresa: p.idEmpresa, tipo, ...(respuesta === null ? {} : { respuesta }) },
      });
      return vistaSolicitud(s);
    });
  }
}

/**
 * The columns an accepted request changes. Dates are checked again against
 * the internship as it is now (another accepted change may have moved it):
 * an end before the start cannot be applied (48).
 */
function cambiosDe(tipo: TipoCambioPractica, v: Valores, p: FilaPractica): CambiosPractica {
  const texto = (k: string) => (typeof v[k] === 'string' ? (v[k] as string) : null);
  const cifra = (k: string) => (typeof v[k] === 'number' ? (v[k] as number) : null);
  const noAplicable = () => rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'practica.fechasNoEncajan');
  switch (tipo) {
    case 'fechas': {
      const fechaInicio = texto('fechaInicio') ?? p.fechaInicio;
      const fechaFin = texto('fechaFin') ?? p.fechaFin;
      if (fechaInicio > fechaFin) throw noAplicable();
      return { fechaInicio, fechaFin };
    }
    case 'fin_anticipado': {
      const fechaFin = texto('fechaFin') ?? p.fechaFin;
      if (fechaFin < p.fechaInicio || fechaFin > p.fechaFin) throw noAplicable();
      return { fechaFin, finAnticipado: true };
    }
    case 'tutor':
      return {
        tutorEmpresaNombre: texto('tutorNombre'),
        tutorEmpresaEmail: texto('tutorEmail'),
        tutorEmpresaTelefono: texto('tutorTelefono'),
      };
    case 'dedicacion': {
      const dedicacion = cifra('tiempoDedicacionJornada');
      return {
        horasDia: String(cifra('horasDia') ?? numero(p.horasDia) ?? 0),
        diasSemana: cifra('numeroDiasSemana') ?? p.diasSemana,
        // Not given: the % of a full day stays as it was.
        ...(dedicacion === null ? {} : { dedicacion: String(dedicacion) }),
      };
    }
  }
}
