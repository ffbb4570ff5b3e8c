import { PortalCodes } from '@puente/contract/errors/codes';
import type { Caller } from '../../lib/caller';
import { notice } from '../../lib/notice';
import { rechazo } from '../../lib/portal-error';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { NotificacionesService } from '../notificaciones/notificaciones.service';
import type { PracticasAlumnoService } from '../practicas-alumno/practicas-alumno.service';
import type { SolicitudesPracticaRepository } from './solicitudes-practica.repository';
import { leer, PANTALLA_ALUMNO, PANTALLA_PROPUESTA, soloRol, vista, yaRespondida } from './solicitudes-practica-comun';

export interface SolicitudesPracticaGestionDeps {
  repo: SolicitudesPracticaRepository;
  audit: Pick<AuditService, 'record'>;
  notificaciones: Pick<NotificacionesService, 'notificar'>;
  /** The internship an accepted proposal creates asks its student for what it needs (bank data, documents). */
  practicasAlumno: Pick<PracticasAlumnoService, 'avisarPracticaNueva'>;
  withTransaction: WithTransaction;
}

/**
 * The university's answer to internship proposals (decision 021): the
 * pending list, accepting and rejecting, with the same repository as the
 * portal's SolicitudesPracticaService. Accepting creates the internship
 * (en_curso) in the same unit of work and tells both sides; a proposal
 * answered twice at once has one winner (48 for the other).
 */
export class SolicitudesPracticaGestionService {
  constructor(private readonly deps: SolicitudesPracticaGestionDeps) {}

  async propuestasPendientes(caller: Caller) {
    soloRol(caller, 'gestor');
    return (await this.deps.repo.propuestasPendientes()).map(vista);
  }

  /** A pending proposal, locked (48 when it is not one, or no longer pending). */
  private async propuestaPendiente(id: number) {
    const { repo } = this.deps;
    const bloqueada = await repo.pendienteBloqueada(id);
    const fila = bloqueada ? await repo.solicitud(id) : null;
    if (fila?.tipo !== 'propuesta') {
      throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'propuesta.noExiste');
    }
    return fila;
  }

  /**
   * Staff accept a proposal: the internship is created en_curso, proposed by
   * whoever sent it. A student or company still without an account is looked
   * up again by DNI or CIF; if still missing, 48 (the university invites them first).
   */
  async aceptarPropuesta(caller: Caller, id: number) {
    const idGestor = soloRol(caller, 'gestor');
    const { repo, audit, notificaciones, practicasAlumno, withTransaction } = this.deps;
    return withTransaction(async () => {
      const fila = await this.propuestaPendiente(id);
      const idAlumno = fila.idAlumno ?? (fila.alumnoDni ? (await repo.alumnoPorDni(fila.alumnoDni))?.id : undefined);
      if (idAlumno === undefined) {
        throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'propuesta.estudianteSinCuenta');
      }
      const idEmpresa = fila.idEmpresa ?? (fila.cif ? (await repo.empresaPorCif(fila.cif))?.id : undefined);
      if (idEmpresa === undefined) {
        throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'propuesta.empresaSinCuenta');
      }
      if (fila.fechaInicio === null || fila.fechaFin === null) throw rechazo(PortalCodes.FALTAN_DATOS);
      const idPractica = await repo.insertarPractica({
        idAlumno,
        idEmpresa,
        tipo: fila.tipoPractica,
        estado: 'aceptada',
        propuestaPor: fila.origen,
        fechaInicio: fila.fechaInicio,
        fechaFin: fila.fechaFin,
        tareas: fila.tareas,
        horasDia: fila.horasDia,
        diasSemana: fila.diasSemana,
        dedicacion: fila.dedicacion,
        tutorEmpresaNombre: fila.tutorNombre,
        tutorEmpresaEmail: fila.tutorEmail,
        tutorEmpresaTelefono: fila.tutorTelefono,
      });
      const resuelta = await repo.resolver(id, {
        estado: 'aceptada',
        resueltoPorTipo: 'gestor',
        resueltoPorId: idGestor,
        idPractica,
        idAlumno,
        idEmpresa,
      });
      if (!resuelta) throw yaRespondida();
      const empresa = await repo.nombreEmpresa(idEmpresa);
      const leida = await leer(repo, id);
      await notificaciones.notificar({
        destinoTipo: 'alumno',
        destinoId: idAlumno,
        clave: 'propuestaPractica.aceptadaAlumno',
        parametros: { empresa },
        urlAcceso: PANTALLA_ALUMNO,
      });
      await notificaciones.notificar({
        destinoTipo: 'empresa',
        destinoId: idEmpresa,
        clave: 'propuestaPractica.aceptadaEmpresa',
        parametros: { alumno: leida.alumno },
        urlAcceso: '/documentacion',
      });
      await practicasAlumno.avisarPracticaNueva(idAlumno, idPractica);
      await audit.record(caller, {
        accion: 'practica.propuesta.aceptada',
        entidad: 'solicitudes_practica',
        entidadId: id,
        detalle: { idPractica, idAlumno, idEmpresa },
      });
      return vista(leida);
    });
  }

  /** Staff reject a proposal with a reason → 520; the student and the company (when registered) read it. */
  async rechazarPropuesta(caller: Caller, r: { id: number; motivo: string }) {
    const idGestor = soloRol(caller, 'gestor');
    const { repo, audit, notificaciones, withTransaction } = this.deps;
    return withTransaction(async () => {
      const fila = await this.propuestaPendiente(r.id);
      const resuelta = await repo.resolver(r.id, {
        estado: 'rechazada',
        respuesta: r.motivo,
        resueltoPorTipo: 'gestor',
        resueltoPorId: idGestor,
      });
      if (!resuelta) throw yaRespondida();
      if (fila.idAlumno !== null) {
        await notificaciones.notificar({
          destinoTipo: 'alumno',
          destinoId: fila.idAlumno,
          clave: 'propuestaPractica.rechazadaAlumno',
          parametros: { empresa: fila.empresa ?? '', motivo: r.motivo },
          urlAcceso: PANTALLA_PROPUESTA,
        });
      }
      if (fila.idEmpresa !== null) {
        await notificaciones.notificar({
          destinoTipo: 'empresa',
          destinoId: fila.idEmpresa,
          clave: 'propuestaPractica.rechazadaEmpresa',
          parametros: { alumno: fila.alumno, motivo: r.motivo },
          urlAcceso: PANTALLA_PROPUESTA,
        });
      }
      await audit.record(caller, {
        accion: 'practica.propuesta.rechazada',
        entidad: 'solicitudes_practica',
        entidadId: r.id,
        detalle: { motivo: r.motivo },
      });
      return notice(PortalCodes.RECHAZO_REGISTRADO, vista(await leer(repo, r.id)));
    });
  }
}
