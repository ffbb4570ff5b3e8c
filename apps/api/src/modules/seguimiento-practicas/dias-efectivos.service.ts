import { type DiasDelMes, diasEfectivosEnMes, mesAnterior } from '@puente/contract/dias-efectivos';
import type { FileAnswer } from '@puente/contract/endpoint';
import { PortalCodes } from '@puente/contract/errors/codes';
import type { MesDiasEfectivos } from '@puente/contract/seguimiento-practicas';
import { requireAccess } from '../../lib/access';
import type { Caller } from '../../lib/caller';
import { csv } from '../../lib/csv';
import { formatFecha, hoyMadrid } from '../../lib/fecha';
import { rechazo } from '../../lib/portal-error';
import type { AuditService } from '../audit/audit.service';
import { cotizacionDe, horarioDe } from './seguimiento-comun';
import type { FilaDiasEfectivos, SeguimientoPracticasRepository } from './seguimiento-practicas.repository';

export interface DiasEfectivosDeps {
  repo: Pick<SeguimientoPracticasRepository, 'altasDelPeriodo' | 'primeraAlta'>;
  audit: Pick<AuditService, 'record'>;
  ahora: () => Date;
}

/** Whose internships a list or file holds: all (staff) or one company's where it is the obligated party. */
interface Ambito {
  idEmpresa?: number;
  soloEmpresa?: boolean;
}

/** The first and last day of a month 'yyyy-mm'. */
function limitesMes(mes: string): { desde: string; hasta: string } {
  const [y, m] = mes.split('-').map(Number) as [number, number];
  const ultimo = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { desde: `${mes}-01`, hasta: `${mes}-${String(ultimo).padStart(2, '0')}` };
}

/** The months from `desde` to `hasta` ('yyyy-mm'), the newest first. */
function mesesEntre(desde: string, hasta: string): string[] {
  const meses: string[] = [];
  let [y, m] = hasta.split('-').map(Number) as [number, number];
  while (`${y}-${String(m).padStart(2, '0')}` >= desde) {
    meses.push(`${y}-${String(m).padStart(2, '0')}`);
    m -= 1;
    if (m === 0) {
      m = 12;
      y -= 1;
    }
  }
  return meses;
}

/**
 * The effective days each obligated party reports to the Social Security
 * every month (LGSS DA 52.ª; decision 042): per account code (CCC), the
 * internship days inside the month that fall on the schedule, between the
 * registration and the deregistration, minus recorded absences. Nothing is
 * stored: a month's file is computed when asked, once the month is over.
 */
export class DiasEfectivosService {
  constructor(private readonly deps: DiasEfectivosDeps) {}

  /** The days of one internship in one month, inside its registration. */
  private diasDe(f: FilaDiasEfectivos, mes: string): DiasDelMes {
    const inicio = [f.altaSsFecha, f.fechaInicio].sort()[1] as string;
    const finPractica = f.bajaSsFecha && f.bajaSsFecha < f.fechaFin ? f.bajaSsFecha : f.fechaFin;
    if (inicio > finPractica) return { desde: null, hasta: null, diasEfectivos: 0, ausencias: 0 };
    return diasEfectivosEnMes({ fechaInicio: inicio, fechaFin: finPractica, dias: horarioDe(f), ausencias: f.ausencias }, mes);
  }

  /** Every closed month since the first registration, per account code, the newest first. */
  async meses(caller: Caller): Promise<MesDiasEfectivos[]> {
    requireAccess(caller, 'practicas:leer');
    return this.mesesDe({});
  }

  /** A company's own months: the internships it is the obligated party of. */
  async mesesEmpresa(caller: Caller): Promise<MesDiasEfectivos[]> {
    requireAccess(caller, 'empresa');
    return this.mesesDe({ idEmpresa: caller.idEmpresa ?? 0, soloEmpresa: true });
  }

  /** A company's own file of a closed month under one of its account codes. */
  async csvEmpresa(caller: Caller, mes: string, ccc: string): Promise<FileAnswer> {
    requireAccess(caller, 'empresa');
    return this.fichero(caller, mes, ccc, { idEmpresa: caller.idEmpresa ?? 0, soloEmpresa: true });
  }

  private async mesesDe(ambito: Ambito): Promise<MesDiasEfectivos[]> {
    const primera = await this.deps.repo.primeraAlta(ambito.idEmpresa);
    if (!primera) return [];
    const hoy = hoyMadrid(this.deps.ahora());
    const ultimo = mesAnterior(hoy);
    const meses = mesesEntre(primera.slice(0, 7), ultimo);
    if (meses.length === 0) return [];
    const filas = await this.deps.repo.altasDelPeriodo(
      limitesMes(meses[meses.length - 1] as string).desde,
      limitesMes(ultimo).hasta,
      hoy,
      { idEmpresa: ambito.idEmpresa },
    );
    const propias = ambito.soloEmpresa ? filas.filter((f) => cotizacionDe(f).obligado === 'empresa') : filas;
    const lista: MesDiasEfectivos[] = [];
    for (const mes of meses) {
      const porCcc = new Map<string, MesDiasEfectivos>();
      for (const f of propias) {
        const dias = this.diasDe(f, mes);
        if (dias.desde === null) continue;
        const actual = porCcc.get(f.ccc) ?? {
          mes,
          ccc: f.ccc,
          obligado: cotizacionDe(f).obligado,
          practicas: 0,
          diasEfectivos: 0,
        };
        actual.practicas += 1;
        actual.diasEfectivos += dias.diasEfectivos;
        porCcc.set(f.ccc, actual);
      }
      lista.push(...[...porCcc.values()].sort((a, b) => a.ccc.localeCompare(b.ccc)));
    }
    return lista;
  }

  /** One closed month's file for one account code (48 while the month is still open). */
  async csv(caller: Caller, mes: string, ccc: string): Promise<FileAnswer> {
    requireAccess(caller, 'practicas:leer');
    return this.fichero(caller, mes, ccc, {});
  }

  private async fichero(caller: Caller, mes: string, ccc: string, ambito: Ambito): Promise<FileAnswer> {
    const hoy = hoyMadrid(this.deps.ahora());
    if (mes > mesAnterior(hoy)) throw rechazo(PortalCodes.ACCION_NO_PERMITIDA, 'seguimiento.mesAbierto');
    const { desde, hasta } = limitesMes(mes);
    const todas = await this.deps.repo.altasDelPeriodo(desde, hasta, hoy, { ccc, idEmpresa: ambito.idEmpresa });
    const filas = ambito.soloEmpresa ? todas.filter((f) => cotizacionDe(f).obligado === 'empresa') : todas;
    const lineas = filas.flatMap((f) => {
      const d = this.diasDe(f, mes);
      if (d.desde === null) return [];
      return [
        [
          f.ccc,
          mes,
          f.nss,
          f.dni,
          f.alumno,
          f.empresa,
          formatFecha(f.altaSsFecha),
          formatFecha(f.bajaSsFecha),
          formatFecha(d.desde),
          formatFecha(d.hasta),
          horarioDe(f).join(' '),
          d.ausencias,
          d.diasEfectivos,
        ],
      ];
    });
    await this.deps.audit.record(caller, {
      accion: 'practicas.diasEfectivos.csv',
      entidad: 'practicas',
      detalle: { mes, ccc, filas: lineas.length },
    });
    return {
      nombre: `dias-efectivos-${ccc}-${mes}.csv`,
      contentType: 'text/csv; charset=utf-8',
      contenido: csv(
        [
          'CCC',
          'Mes',
          'NUSS',
          'DNI/NIE',
          'Estudiante',
          'Empresa',
          'Fecha de alta',
          'Fecha de baja',
          'Desde',
          'Hasta',
          'Días del horario (1 = lunes)',
          'Ausencias',
          'Días efectivos',
        ],
        lineas,
      ),
    };
  }
}
