import { PortalCodes } from '@puente/contract/errors/codes';
import type { datosPracticaGestionSchema, PracticaAlumno, registroPracticaInput } from '@puente/contract/practicas-alumno';
import type { z } from 'zod';
import type { Caller } from '../../lib/caller';
import { campoErroneo } from '../../lib/campos-erroneos';
import { formatFecha } from '../../lib/fecha';
import { rechazo } from '../../lib/portal-error';
import { gestorDe } from '../../lib/practica';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import type { PracticasAlumnoRepository } from './practicas-alumno.repository';
import type { PracticasAlumnoService } from './practicas-alumno.service';

type Registro = z.output<typeof registroPracticaInput>;
type DatosGestion = z.infer<typeof datosPracticaGestionSchema>;

export interface RegistroPracticasDeps {
  repo: PracticasAlumnoRepository;
  practicasAlumno: Pick<PracticasAlumnoService, 'deAlumno' | 'avisarPracticaNueva'>;
  audit: Pick<AuditService, 'record'>;
  withTransaction: WithTransaction;
}

const alumnoNoEncontrado = () => rechazo(PortalCodes.PRACTICANTE_NO_ENCONTRADO, 'practica.estudianteNoExiste');

/**
 * The university's side of a student's internships: registering one
 * directly (what the demo seed uses too), and reading a student's
 * internships and bank data, each read of the latter audited.
 */
export class RegistroPracticasService {
  constructor(private readonly deps: RegistroPracticasDeps) {}

  /**
   * `registrarPracticaAlumno`: 15 naming the field that names nothing, 27 for dates the wrong way round. The new
   * internship asks its student for what it needs from them (bank data, documents) in the same unit of work.
   */
  async registrar(caller: Caller, r: Registro): Promise<{ idPractica: number }> {
    gestorDe(caller);
    const { repo, audit, withTransaction } = this.deps;
    if (!(await repo.existeAlumno(r.idAlumno))) throw campoErroneo('idAlumno', 'El estudiante no existe');
    if (!(await repo.existeEmpresa(r.idEmpresa))) throw campoErroneo('idEmpresa', 'La empresa no existe');
    if (r.idOferta !== undefined && !(await repo.ofertaDeEmpresa(r.idOferta, r.idEmpresa))) {
      throw campoErroneo('idOferta', 'La oferta no existe o no es de esa empresa');
    }
    if (r.idPrograma !== undefined && !(await repo.existePrograma(r.idPrograma))) {
      throw campoErroneo('idPrograma', 'El programa no existe');
    }
    if (r.fechaInicio > r.fechaFin) {
      throw rechazo(PortalCodes.FECHAS_INVERTIDAS, 'fechas.inicioAntesFin');
    }
    const idPractica = await withTransaction(async () => {
      const id = await repo.insertarPractica({
        idAlumno: r.idAlumno,
        idEmpresa: r.idEmpresa,
        idOferta: r.idOferta ?? null,
        idPrograma: r.idPrograma ?? null,
        tipo: r.tipo,
        estado: r.estado,
        propuestaPor: r.propuestaPor,
        fechaInicio: r.fechaInicio,
        fechaFin: r.fechaFin,
        tareas: r.tareas ?? null,
        horasDia: r.horasDia === undefined ? null : String(r.horasDia),
        diasSemana: r.numeroDiasSemana ?? null,
        dedicacion: r.tiempoDedicacionJornada === undefined ? null : String(r.tiempoDedicacionJornada),
        horasTotales: r.horasTotales ?? null,
        tutorEmpresaNombre: r.tutorNombre ?? null,
        tutorEmpresaEmail: r.tutorEmail ?? null,
        tutorEmpresaTelefono: r.tutorTelefono ?? null,
        tutorAcademicoNombre: r.tutorAcademicoNombre ?? null,
        tutorAcademicoEmail: r.tutorAcademicoEmail ?? null,
      });
      await audit.record(caller, {
        accion: 'practicas.alta',
        entidad: 'practicas',
        entidadId: id,
        detalle: { idAlumno: r.idAlumno, idEmpresa: r.idEmpresa, tipo: r.tipo, estado: r.estado },
      });
      await this.deps.practicasAlumno.avisarPracticaNueva(r.idAlumno, id);
      return id;
    });
    return { idPractica };
  }

  /** `practicasDeAlumno`: what the student sees at /mis-practicas. */
  async practicasDe(caller: Caller, idAlumno: number): Promise<PracticaAlumno[]> {
    gestorDe(caller);
    if (!(await this.deps.repo.existeAlumno(idAlumno))) throw alumnoNoEncontrado();
    return this.deps.practicasAlumno.deAlumno(idAlumno);
  }

  /** `datosPracticaAlumno`: the full values, for paying the grant; the read itself is recorded. */
  async datosDe(caller: Caller, idAlumno: number): Promise<DatosGestion> {
    gestorDe(caller);
    const { repo, audit, withTransaction } = this.deps;
    if (!(await repo.existeAlumno(idAlumno))) throw alumnoNoEncontrado();
    return withTransaction(async () => {
      const d = await repo.datos(idAlumno);
      await audit.record(caller, {
        accion: 'practicas.datosBancarios.lectura',
        entidad: 'datos_practica_alumno',
        entidadId: idAlumno,
        detalle: { dados: d !== null },
      });
      return {
        idAlumno,
        iban: d?.iban ?? null,
        swift: d?.swift ?? null,
        nss: d?.nss ?? null,
        actualizado: d ? formatFecha(d.actualizadoEn) : null,
      };
    });
  }
}
