import { PortalCodes } from '@puente/contract/errors/codes';
import {
  type aceptarSolicitudInput,
  type propuestaAlumnoInput,
  type propuestaEmpresaInput,
  SOLICITUDES_EDUCACION_POR_ANIO,
  type solicitudEducacionInput,
  type solicitudPracticaAlumnoInput,
} from '@puente/contract/solicitudes-practica';
import { isValidCif, isValidDniNie, normalizeSpanishId } from '@puente/contract/validation/spanish-id';
import type { z } from 'zod';
import type { Caller } from '../../lib/caller';
import { camposErroneos } from '../../lib/campos-erroneos';
import { hoyMadrid } from '../../lib/fecha';
import { notice } from '../../lib/notice';
import { rechazo } from '../../lib/portal-error';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import type { PracticasAlumnoService } from '../practicas-alumno/practicas-alumno.service';
import type { SolicitudesPracticaRepository } from './solicitudes-practica.repository';
import {
  leer,
  noEncontrada,
  PANTALLA_ALUMNO,
  PANTALLA_PROPUESTA,
  soloRol,
  vista,
  yaRespondida,
} from './solicitudes-practica-comun';

type PropuestaAlumno = z.output<typeof propuestaAlumnoInput>;
type SolicitudEducacion = z.output<typeof solicitudEducacionInput>;
type PropuestaEmpresa = z.output<typeof propuestaEmpresaInput>;
type Aceptacion = z.output<typeof aceptarSolicitudInput>;

export interface SolicitudesPracticaDeps {
  repo: SolicitudesPracticaRepository;
  audit: Pick<AuditService, 'record'>;
  notificaciones: Pick<NotificacionesService, 'notificar' | 'resolverAccion'>;
  /** The internship an accepted request creates asks its student for what it needs (bank data, documents). */
  practicasAlumno: Pick<PracticasAlumnoService, 'avisarPracticaNueva'>;
  withTransaction: WithTransaction;
  ahora: () => Date;
}

const PANTALLA_EDUCACION = '/solicitudes-practicas-educacion';

const decimal = (v: number | undefined) => (v === undefined ? null : String(v));

const fechasInvertidas = () => rechazo(PortalCodes.FECHAS_INVERTIDAS, 'fechas.inicioAntesFin');
function comprobarFechas(inicio: string | undefined, fin: string | undefined) {
  if (inicio !== undefined && fin !== undefined && inicio >= fin) throw fechasInvertidas();
}

function empresaDe(caller: Caller): number {
  if (caller.tipo !== 'empresa' || caller.idEmpresa === null) throw rechazo(PortalCodes.SIN_PERMISOS);
  return caller.idEmpresa;
}

/**
 * Internship proposals and education-centre requests (decision 021), the
 * portal's side. A student proposes a company or asks a centre; a company
 * proposes a student; a centre's company answers its requests (staff answer
 * proposals in SolicitudesPracticaGestionService). Accepting creates the
 * internship (en_curso) in the same unit of work and tells the student; a
 * request answered twice at once has one winner (48 for the other).
 */
export class SolicitudesPracticaService {
  constructor(private readonly deps: SolicitudesPracticaDeps) {}

  /** Education-centre requests left this calendar year (Madrid's). */
  async disponibles(caller: Caller) {
    const idAlumno = soloRol(caller, 'alumno');
    const usadas = await this.deps.repo.educacionDesde(idAlumno, this.inicioDeAnio());
    return { maximo: SOLICITUDES_EDUCACION_POR_ANIO, usadas, disponibles: Math.max(0, SOLICITUDES_EDUCACION_POR_ANIO - usadas) };
  }

  private inicioDeAnio() {
    // 1 January at 00:00 in Madrid; a day's difference around midnight UTC does not matter for a yearly limit.
    return new Date(`${hoyMadrid(this.deps.ahora()).slice(0, 4)}-01-01T00:00:00+01:00`);
  }

  async listaAlumno(caller: Caller) {
    const idAlumno = soloRol(caller, 'alumno');
    return (await this.deps.repo.listaAlumno(idAlumno)).map(vista);
  }

  /** `POST /api/Alumno/solicitudPractica`. */
  enviarAlumno(caller: Caller, input: z.output<typeof solicitudPracticaAlumnoInput>) {
    return input.tipo === 'propuesta' ? this.proponerEmpresa(caller, input) : this.solicitarCentro(caller, input);
  }

  /**
   * A student proposes a company → 510. The CIF must be valid (33); a company
   * in the portal is linked, one that is not needs its name and a contact
   * e-mail (15), which must not be a contact of a company in the portal (44).
   */
  private async proponerEmpresa(caller: Caller, p: PropuestaAlumno) {
    const idAlumno = soloRol(caller, 'alumno');
    const cif = normalizeSpanishId(p.cif);
    if (!isValidCif(cif)) throw rechazo(PortalCodes.CIF_MAL_FORMADO, 'solicitud.cifNoValido');
    comprobarFechas(p.fechaInicio, p.fechaFin);
    const { repo, audit, withTransaction } = this.deps;
    const empresa = await repo.empresaPorCif(cif);
    if (!empresa) {
      const faltan = [
        ...(p.empresaNombre ? [] : [{ campo: 'empresaNombre', mensaje: 'Este campo es requerido' }]),
        ...(p.empresaEmail ? [] : [{ campo: 'empresaEmail', mensaje: 'Este campo es requerido' }]),
      ];
      if (faltan.length > 0) throw camposErroneos(faltan);
      if (await repo.emailDeContacto(p.empresaEmail ?? '')) {
        throw rechazo(PortalCodes.EMAIL_DE_OTRA_EMPRESA, 'solicitud.emailOtraEmpresa');
      }
    }
    return withTransaction(async () => {
      const id = await repo.insertar({
        tipo: 'propuesta',
        origen: 'alumno',
        idAlumno,
        idEmpresa: empresa?.id ?? null,
        empresaCif: empresa ? null : cif,
        empresaNombre: empresa ? null : (p.empresaNombre ?? null),
        empresaEmail: empresa ? null : (p.empresaEmail ?? null),
        ...this.condiciones(p),
        creadoPorId: caller.id,
      });
      if (id === null) throw rechazo(PortalCodes.DATOS_YA_EXISTEN);
      await audit.record(caller, {
        accion: 'practica.propuesta.alumno',
        entidad: 'solicitudes_practica',
        entidadId: id,
        detalle: { cif, registrada: empresa !== null },
      });
      return notice(PortalCodes.PROPUESTA_PRACTICAS_REGISTRADA, vista(await leer(repo, id)));
    });
  }

  private condiciones(p: PropuestaAlumno | PropuestaEmpresa) {
    return {
      tipoPractica: p.tipoPractica,
      fechaInicio: p.fechaInicio,
      fechaFin: p.fechaFin,
      tutorNombre: p.tutorNombre,
      tutorEmail: p.tutorEmail ?? null,
      tutorTelefono: p.tutorTelefono || null,
      tareas: p.tareas,
      horasDia: decimal(p.horasDia),
      diasSemana: p.numeroDiasSemana ?? null,
      dedicacion: decimal(p.tiempoDedicacionJornada),
    };
  }

  /**
   * A student asks a centre for a placement → 528. The centre must take
   * requests through the portal (15 on idCentro otherwise); at most
   * SOLICITUDES_EDUCACION_POR_ANIO a year (81), one pending per centre (8).
   * The student's row is held so two requests at once count each other.
   */
  private async solicitarCentro(caller: Caller, s: SolicitudEducacion) {
    const idAlumno = soloRol(caller, 'alumno');
    comprobarFechas(s.fechaInicio, s.fechaFin);
    const { repo, audit, notificaciones, withTransaction } = this.deps;
    const centro = await repo.centro(s.idCentro);
    if (!centro || centro.idEmpresa === null) {
      throw camposErroneos([{ campo: 'idCentro', mensaje: 'Este centro no recibe solicitudes de prácticas por el portal' }]);
    }
    const idEmpresaCentro = centro.idEmpresa;
    return withTransaction(async () => {
      await repo.bloquearAlumno(idAlumno);
      const usadas = await repo.educacionDesde(idAlumno, this.inicioDeAnio());
      if (usadas >= SOLICITUDES_EDUCACION_POR_ANIO) {
        throw rechazo(PortalCodes.LIMITE_SOLICITUDES_CENTRO, 'solicitud.limiteCentros', {
          limite: SOLICITUDES_EDUCACION_POR_ANIO,
        });
      }
      const id = await repo.insertar({
        tipo: 'educacion',
        origen: 'alumno',
        idAlumno,
        idCentro: centro.id,
        fechaInicio: s.fechaInicio ?? null,
        fechaFin: s.fechaFin ?? null,
        tareas: s.tareas || null,
        creadoPorId: caller.id,
      });
      if (id === null) {
        throw rechazo(PortalCodes.DATOS_YA_EXISTEN, 'solicitud.pendienteEnCentro');
      }
      const fila = await leer(repo, id);
      await notificaciones.notificar({
        destinoTipo: 'empresa',
        destinoId: idEmpresaCentro,
        clave: 'solicitudEducacion.nueva',
        parametros: { alumno: fila.alumno, centro: centro.nombre },
        urlAcceso: `${PANTALLA_EDUCACION}/${id}`,
      });
      await audit.record(caller, {
        accion: 'practica.solicitud.educacion',
        entidad: 'solicitudes_practica',
        entidadId: id,
        detalle: { idCentro: centro.id },
      });
      return notice(PortalCodes.SOLICITUD_REGISTRADA, vista(fila));
    });
  }

  /** `compruebaDNIalumno`: the name only, for a registered student; 509 (a notice) otherwise; 66 malformed. */
  async compruebaDni(caller: Caller, dniTecleado: string) {
    empresaDe(caller);
    const dni = normalizeSpanishId(dniTecleado);
    if (!isValidDniNie(dni)) throw rechazo(PortalCodes.DOCUMENTO_IDENTIDAD_INVALIDO, 'solicitud.dniNoValido');
    const alumno = await this.deps.repo.alumnoPorDni(dni);
    return alumno
      ? { encontrado: true, nombre: alumno.nombre }
      : notice(PortalCodes.CANDIDATO_NO_ENCONTRADO, { encontrado: false, nombre: null });
  }

  /**
   * A company proposes a student by DNI (66): a registered one → 510; one not
   * in the portal, with the name the company gives (15 without it) → 528, a
   * request the university follows up until the student registers.
   */
  async proponerAlumno(caller: Caller, p: PropuestaEmpresa) {
    const idEmpresa = empresaDe(caller);
    const dni = normalizeSpanishId(p.dni);
    if (!isValidDniNie(dni)) throw rechazo(PortalCodes.DOCUMENTO_IDENTIDAD_INVALIDO, 'solicitud.dniNoValido');
    comprobarFechas(p.fechaInicio, p.fechaFin);
    const { repo, audit, withTransaction } = this.deps;
    const alumno = await repo.alumnoPorDni(dni);
    if (!alumno && !p.alumnoNombre) throw camposErroneos([{ campo: 'alumnoNombre', mensaje: 'Este campo es requerido' }]);
    return withTransaction(async () => {
      const id = await repo.insertar({
        tipo: 'propuesta',
        origen: 'empresa',
        idAlumno: alumno?.id ?? null,
        alumnoDni: alumno ? null : dni,
        alumnoNombre: alumno ? null : (p.alumnoNombre ?? null),
        idEmpresa,
        ...this.condiciones(p),
        creadoPorId: caller.id,
      });
      if (id === null) throw rechazo(PortalCodes.DATOS_YA_EXISTEN);
      await audit.record(caller, {
        accion: 'practica.propuesta.empresa',
        entidad: 'solicitudes_practica',
        entidadId: id,
        detalle: { registrado: alumno !== null },
      });
      const fila = vista(await leer(repo, id));
      return notice(alumno ? PortalCodes.PROPUESTA_PRACTICAS_REGISTRADA : PortalCodes.SOLICITUD_REGISTRADA, fila);
    });
  }

  async tieneMenu(caller: Caller) {
    return this.deps.repo.tieneCentros(empresaDe(caller));
  }

  async listaEducacion(caller: Caller) {
    return (await this.deps.repo.listaEducacionEmpresa(empresaDe(caller))).map(vista);
  }

  async detalleEmpresa(caller: Caller, id: number) {
    const fila = await this.deps.repo.solicitudDeEmpresa(empresaDe(caller), id);
    if (!fila) throw noEncontrada();
    return vista(fila);
  }

  /** The centre's company's request, locked and still pending (45 not its own, 48 answered). */
  private async educacionPendiente(idEmpresa: number, id: number) {
    const fila = await this.deps.repo.solicitudDeEmpresa(idEmpresa, id);
    if (fila?.tipo !== 'educacion') throw noEncontrada();
    if (!(await this.deps.repo.pendienteBloqueada(id))) throw yaRespondida();
    return fila;
  }

  /** The centre's company accepts with dates, tutor and tasks: the internship starts (en_curso) and the student is told. */
  async aceptarEducacion(caller: Caller, a: Aceptacion) {
    const idEmpresa = empresaDe(caller);
    comprobarFechas(a.fechaInicio, a.fechaFin);
    const { repo, audit, notificaciones, practicasAlumno, withTransaction } = this.deps;
    return withTransaction(async () => {
      const fila = await this.educacionPendiente(idEmpresa, a.id);
      const idAlumno = fila.idAlumno as number;
      const valores = {
        tipoPractica: a.tipoPractica,
        fechaInicio: a.fechaInicio,
        fechaFin: a.fechaFin,
        tutorNombre: a.tutorNombre,
        tutorEmail: a.tutorEmail,
        tutorTelefono: a.tutorTelefono || null,
        tareas: a.tareas,
        horasDia: decimal(a.horasDia),
        diasSemana: a.numeroDiasSemana ?? null,
        dedicacion: decimal(a.tiempoDedicacionJornada),
      };
      const idPractica = await repo.insertarPractica({
        idAlumno,
        idEmpresa,
        tipo: a.tipoPractica,
        estado: 'aceptada',
        propuestaPor: 'alumno',
        fechaInicio: a.fechaInicio,
        fechaFin: a.fechaFin,
        tareas: a.tareas,
        horasDia: valores.horasDia,
        diasSemana: valores.diasSemana,
        dedicacion: valores.dedicacion,
        tutorEmpresaNombre: a.tutorNombre,
        tutorEmpresaEmail: a.tutorEmail,
        tutorEmpresaTelefono: valores.tutorTelefono,
      });
      if (
        !(await repo.resolver(a.id, {
          estado: 'aceptada',
          resueltoPorTipo: 'empresa',
          resueltoPorId: caller.id,
          idPractica,
          ...valores,
        }))
      ) {
        throw yaRespondida();
      }
      await resolverSolicitud(notificaciones, idEmpresa, a.id);
      await notificaciones.notificar({
        destinoTipo: 'alumno',
        destinoId: idAlumno,
        clave: 'solicitudEducacion.aceptada',
        parametros: { centro: fila.centro ?? '' },
        urlAcceso: PANTALLA_ALUMNO,
      });
      await practicasAlumno.avisarPracticaNueva(idAlumno, idPractica);
      await audit.record(caller, {
        accion: 'practica.solicitud.aceptada',
        entidad: 'solicitudes_practica',
        entidadId: a.id,
        detalle: { idPractica },
      });
      return vista(await leer(repo, a.id));
    });
  }

  /** The centre's company rejects with a reason → 520; the student reads it. */
  async rechazarEducacion(caller: Caller, r: { id: number; motivo: string }) {
    const idEmpresa = empresaDe(caller);
    const { repo, audit, notificaciones, withTransaction } = this.deps;
    return withTransaction(async () => {
      const fila = await this.educacionPendiente(idEmpresa, r.id);
      if (
        !(await repo.resolver(r.id, {
          estado: 'rechazada',
          respuesta: r.motivo,
          resueltoPorTipo: 'empresa',
          resueltoPorId: caller.id,
        }))
      ) {
        throw yaRespondida();
      }
      await resolverSolicitud(notificaciones, idEmpresa, r.id);
      await notificaciones.notificar({
        destinoTipo: 'alumno',
        destinoId: fila.idAlumno as number,
        clave: 'solicitudEducacion.rechazada',
        parametros: { centro: fila.centro ?? '', motivo: r.motivo },
        urlAcceso: PANTALLA_PROPUESTA,
      });
      await audit.record(caller, {
        accion: 'practica.solicitud.rechazada',
        entidad: 'solicitudes_practica',
        entidadId: r.id,
        detalle: { motivo: r.motivo },
      });
      return notice(PortalCodes.RECHAZO_REGISTRADO, vista(await leer(repo, r.id)));
    });
  }
}

/** The centre's company answered a request: its "Nueva solicitud" notification, which asked for that answer, is done. */
const resolverSolicitud = (notificaciones: SolicitudesPracticaDeps['notificaciones'], idEmpresa: number, id: number) =>
  notificaciones.resolverAccion({
    destinoTipo: 'empresa',
    destinoId: idEmpresa,
    accion: 'solicitudEducacion',
    urlAcceso: `${PANTALLA_EDUCACION}/${id}`,
  });
