import type { DiaSemanaIso } from '@puente/contract/dias-efectivos';
import { PortalCodes } from '@puente/contract/errors/codes';
import {
  type ausenciaPracticaInput,
  type borrarAusenciaInput,
  MENSAJES_AUSENCIA,
  type SeguimientoPractica,
} from '@puente/contract/seguimiento-practicas';
import type { z } from 'zod';
import { requireAccess } from '../../lib/access';
import type { Caller } from '../../lib/caller';
import { campoErroneo } from '../../lib/campos-erroneos';
import { hoyMadrid } from '../../lib/fecha';
import type { Idioma } from '../../lib/mensajes/render';
import { rechazo } from '../../lib/portal-error';
import { estadoEfectivo } from '../../lib/practica';
import type { WithTransaction } from '../../lib/transaction';
import type { AuditService } from '../audit/audit.service';
import {
  ESTADOS_CON_AUSENCIAS,
  type Fila,
  horarioDe,
  LectorSeguimiento,
  lectorDe,
  noEncontrada,
  quienRegistra,
} from './seguimiento-comun';
import type { SeguimientoPracticasRepository } from './seguimiento-practicas.repository';

export interface AusenciasPracticaDeps {
  repo: SeguimientoPracticasRepository;
  audit: Pick<AuditService, 'record'>;
  withTransaction: WithTransaction;
  ahora: () => Date;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a 'yyyy-mm-dd' date. */
const diaSemanaIso = (fecha: string) => (((new Date(`${fecha}T12:00:00Z`).getUTCDay() + 6) % 7) + 1) as DiaSemanaIso;

/**
 * The days a student did not attend (issue 26, decision 042): the host
 * company or staff record them, one per scheduled day between the start and
 * today, and the monthly effective days (dias-efectivos.service.ts) leave
 * them out. A day recorded by mistake is removed the same way.
 */
export class AusenciasPracticaService {
  private readonly lector: LectorSeguimiento;

  constructor(private readonly deps: AusenciasPracticaDeps) {
    this.lector = new LectorSeguimiento(deps.repo, deps.ahora);
  }

  async registrar(caller: Caller, a: z.output<typeof ausenciaPracticaInput>, idioma: Idioma): Promise<SeguimientoPractica> {
    const { repo, audit } = this.deps;
    return this.enLaPractica(caller, a.idPractica, idioma, async (fila, hoy) => {
      if (a.fecha < fila.fechaInicio || a.fecha > fila.fechaFin) {
        throw campoErroneo('fecha', MENSAJES_AUSENCIA.fueraDePracticas);
      }
      if (a.fecha > hoy) throw campoErroneo('fecha', MENSAJES_AUSENCIA.futura);
      if (!horarioDe(fila).includes(diaSemanaIso(a.fecha))) throw campoErroneo('fecha', MENSAJES_AUSENCIA.fueraDeHorario);
      if (
        !(await repo.registrarAusencia({ idPractica: fila.id, fecha: a.fecha, motivo: a.motivo, por: quienRegistra(caller) }))
      ) {
        throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'seguimiento.ausenciaRepetida');
      }
      await audit.record(caller, {
        accion: 'practica.ausencia',
        entidad: 'practicas',
        entidadId: fila.id,
        detalle: { fecha: a.fecha },
      });
    });
  }

  async borrar(caller: Caller, b: z.output<typeof borrarAusenciaInput>, idioma: Idioma): Promise<SeguimientoPractica> {
    const { repo, audit } = this.deps;
    return this.enLaPractica(caller, b.idPractica, idioma, async (fila) => {
      const fecha = await repo.borrarAusencia(fila.id, b.idAusencia);
      if (fecha === null) throw rechazo(PortalCodes.PRACTICANTE_NO_ENCONTRADO, 'seguimiento.ausenciaNoExiste');
      await audit.record(caller, {
        accion: 'practica.ausenciaBorrada',
        entidad: 'practicas',
        entidadId: fila.id,
        detalle: { fecha },
      });
    });
  }

  /** Runs a change on one internship the caller may touch, while it takes absences, and answers the record. */
  private async enLaPractica(
    caller: Caller,
    idPractica: number,
    idioma: Idioma,
    cambio: (fila: Fila, hoy: string) => Promise<void>,
  ): Promise<SeguimientoPractica> {
    requireAccess(caller, caller.tipo === 'empresa' ? 'empresa' : 'practicas:cambiar');
    const { repo, withTransaction, ahora } = this.deps;
    const hoy = hoyMadrid(ahora());
    const ambito = caller.tipo === 'empresa' ? { idEmpresa: caller.idEmpresa ?? 0 } : {};
    return withTransaction(async () => {
      const fila = await repo.leer(idPractica, hoy, ambito, true);
      if (!fila) throw noEncontrada();
      if (!ESTADOS_CON_AUSENCIAS.includes(estadoEfectivo(fila, hoy))) {
        throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'seguimiento.ausenciaFueraDeTiempo');
      }
      await cambio(fila, hoy);
      return this.lector.vista(await this.lector.fila(idPractica), idioma, lectorDe(caller));
    });
  }
}
