import type { TipoPendiente } from '@puente/contract/pendiente';
import { EstadoOferta } from '@puente/contract/procesos';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { convenios } from '../../db/schema/convenios';
import { solicitudesBaja } from '../../db/schema/cuenta';
import { ofertas } from '../../db/schema/ofertas';
import { empresas } from '../../db/schema/personas';
import { solicitudesCambioPractica } from '../../db/schema/practicas';
import { programaEmpresas } from '../../db/schema/procesos';
import { programaAlumnos } from '../../db/schema/programas';
import { solicitudesPractica } from '../../db/schema/solicitudes-practica';

/** One count and oldest date per kind, each on the table that kind lives in. */
function consultas(hoy: string): Record<TipoPendiente, SQL> {
  return {
    // A sign-up sent again corrected (issue 25) waits from when it came back.
    empresas: sql`select count(*), min(coalesce(${empresas.reenviadaEn}, ${empresas.creadoEn})) from ${empresas}
      where ${empresas.estado} = 'pendiente'`,
    ofertas: sql`select count(*), min(${ofertas.creadoEn}) from ${ofertas} where ${ofertas.idEstado} = ${EstadoOferta.PENDIENTE_VALIDACION}`,
    convenios: sql`select count(*), min(${convenios.firmadoEn}) from ${convenios}
      where ${convenios.estado} = 'firmado' and ${convenios.fechaCaducidad} >= ${hoy}`,
    adhesiones: sql`select sum(n), min(m) from (
      select count(*) as n, min(${programaAlumnos.creadoEn}) as m from ${programaAlumnos} where ${programaAlumnos.estado} = 'solicitada'
      union all
      select count(*), min(${programaEmpresas.creadoEn}) from ${programaEmpresas} where ${programaEmpresas.estado} = 'solicitada') as a`,
    propuestas: sql`select count(*), min(${solicitudesPractica.creadoEn}) from ${solicitudesPractica}
      where ${solicitudesPractica.tipo} = 'propuesta' and ${solicitudesPractica.estado} = 'pendiente'`,
    cambios: sql`select count(*), min(${solicitudesCambioPractica.creadoEn}) from ${solicitudesCambioPractica}
      where ${solicitudesCambioPractica.estado} = 'pendiente'`,
    bajas: sql`select count(*), min(${solicitudesBaja.creadoEn}) from ${solicitudesBaja} where ${solicitudesBaja.atendidaEn} is null`,
    centros: sql`select count(*), min(${solicitudesPractica.creadoEn}) from ${solicitudesPractica}
      where ${solicitudesPractica.tipo} = 'educacion' and ${solicitudesPractica.estado} = 'pendiente'`,
  };
}

/** The staff's work queue, read in one round trip. */
export class PendienteRepository {
  constructor(private readonly db: Db) {}

  async contar(tipos: readonly TipoPendiente[], hoy: string) {
    if (tipos.length === 0) return [];
    const todas = consultas(hoy);
    const partes = tipos.map((tipo) => sql`select ${tipo}::text as tipo, q.* from (${todas[tipo]}) as q(total, desde)`);
    const { rows } = (await this.db.execute(sql.join(partes, sql` union all `))) as unknown as {
      rows: { tipo: TipoPendiente; total: string | number | null; desde: Date | string | null }[];
    };
    return rows.map((r) => ({
      tipo: r.tipo,
      total: Number(r.total ?? 0),
      desde: r.desde === null ? null : new Date(r.desde).toISOString(),
    }));
  }
}
