import type { TipoPendiente } from '@puente/contract/pendiente';
import { EstadoOferta } from '@puente/contract/procesos';
import { type Column, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { convenios } from '../../db/schema/convenios';
import { solicitudesBaja } from '../../db/schema/cuenta';
import { centrosEducativos } from '../../db/schema/domain';
import { ofertas, programas } from '../../db/schema/ofertas';
import { alumnos, contactoEmpresas, contactosEmpresa, empresas } from '../../db/schema/personas';
import { practicas, solicitudesCambioPractica } from '../../db/schema/practicas';
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

/** The instant as an ISO string kept to the microsecond, so two items a microsecond apart keep their order. */
const iso = (columna: Column) => sql`to_char(${columna} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const nombreAlumno = sql`concat_ws(' ', ${alumnos.nombre}, ${alumnos.apellido1}, ${alumnos.apellido2})`;
const nombreEmpresa = sql`coalesce(${empresas.nombreComercial}, ${empresas.nombre})`;

/**
 * The oldest `limite` items of each kind, with what their decision needs, on the same conditions as
 * `consultas` counts them, ordered by the same date the count's `desde` reads and then by id. Each row is
 * one json object (`fila`) in the shape of the contract's item, so the union of kinds travels as one column.
 */
function primeros(hoy: string, limite: number): Record<TipoPendiente, SQL> {
  return {
    empresas: sql`select json_build_object(
        'idEmpresa', ${empresas.id}, 'nombre', ${empresas.nombre}, 'nombreComercial', ${empresas.nombreComercial},
        'cif', ${empresas.cif}, 'desde', ${iso(empresas.creadoEn)},
        'contacto', (select json_build_object('nombre', concat_ws(' ', ${contactosEmpresa.nombre}, ${contactosEmpresa.apellidos}),
            'email', ${contactosEmpresa.email})
          from ${contactoEmpresas} join ${contactosEmpresa} on ${contactosEmpresa.id} = ${contactoEmpresas.idContacto}
          where ${contactoEmpresas.idEmpresa} = ${empresas.id} order by ${contactosEmpresa.id} limit 1)) as fila
      from ${empresas} where ${empresas.estado} = 'pendiente'
      order by ${empresas.creadoEn}, ${empresas.id} limit ${limite}`,
    ofertas: sql`select json_build_object(
        'idOferta', ${ofertas.id}, 'titulo', ${ofertas.titulo}, 'idPerfil', ${ofertas.idPerfil},
        'fechaLimite', ${ofertas.fechaLimite}, 'desde', ${iso(ofertas.creadoEn)},
        'empresa', json_build_object('id', ${empresas.id}, 'nombre', ${nombreEmpresa}, 'validada', ${empresas.estado} = 'validada')) as fila
      from ${ofertas} join ${empresas} on ${empresas.id} = ${ofertas.idEmpresa}
      where ${ofertas.idEstado} = ${EstadoOferta.PENDIENTE_VALIDACION}
      order by ${ofertas.creadoEn}, ${ofertas.id} limit ${limite}`,
    // The reference as the agreement's PDF prints it: the year it was generated (Madrid) and its id.
    convenios: sql`select json_build_object(
        'idConvenio', ${convenios.id},
        'referencia', to_char(${convenios.creadoEn} at time zone 'Europe/Madrid', 'YYYY') || '/' || lpad(${convenios.id}::text, 4, '0'),
        'empresa', json_build_object('id', ${empresas.id}, 'nombre', ${nombreEmpresa}),
        'firmante', concat_ws(' ', ${convenios.firmanteNombre}, ${convenios.firmanteApellidos}),
        'fechaCaducidad', ${convenios.fechaCaducidad}, 'desde', ${iso(convenios.firmadoEn)}) as fila
      from ${convenios} join ${empresas} on ${empresas.id} = ${convenios.idEmpresa}
      where ${convenios.estado} = 'firmado' and ${convenios.fechaCaducidad} >= ${hoy}
      order by ${convenios.firmadoEn}, ${convenios.id} limit ${limite}`,
    adhesiones: sql`select fila from (
        (select json_build_object('idPrograma', ${programas.id}, 'programa', ${programas.titulo}, 'adherente', 'alumno',
            'idAdherente', ${alumnos.id}, 'nombre', ${nombreAlumno}, 'desde', ${iso(programaAlumnos.creadoEn)}) as fila,
          ${programaAlumnos.creadoEn} as en, 0 as clase, ${programaAlumnos.idPrograma} as p, ${programaAlumnos.idAlumno} as a
        from ${programaAlumnos} join ${programas} on ${programas.id} = ${programaAlumnos.idPrograma}
          join ${alumnos} on ${alumnos.id} = ${programaAlumnos.idAlumno}
        where ${programaAlumnos.estado} = 'solicitada')
        union all
        (select json_build_object('idPrograma', ${programas.id}, 'programa', ${programas.titulo}, 'adherente', 'empresa',
            'idAdherente', ${empresas.id}, 'nombre', ${nombreEmpresa}, 'desde', ${iso(programaEmpresas.creadoEn)}),
          ${programaEmpresas.creadoEn}, 1, ${programaEmpresas.idPrograma}, ${programaEmpresas.idEmpresa}
        from ${programaEmpresas} join ${programas} on ${programas.id} = ${programaEmpresas.idPrograma}
          join ${empresas} on ${empresas.id} = ${programaEmpresas.idEmpresa}
        where ${programaEmpresas.estado} = 'solicitada')) as a
      order by en, clase, p, a limit ${limite}`,
    propuestas: sql`select json_build_object(
        'idSolicitud', ${solicitudesPractica.id}, 'origen', ${solicitudesPractica.origen},
        'alumno', coalesce(nullif(${nombreAlumno}, ''), ${solicitudesPractica.alumnoNombre}, ''),
        'empresa', coalesce(${nombreEmpresa}, ${solicitudesPractica.empresaNombre}, ''),
        'tipoPractica', ${solicitudesPractica.tipoPractica},
        'fechaInicio', ${solicitudesPractica.fechaInicio}, 'fechaFin', ${solicitudesPractica.fechaFin},
        'desde', ${iso(solicitudesPractica.creadoEn)}) as fila
      from ${solicitudesPractica}
        left join ${alumnos} on ${alumnos.id} = ${solicitudesPractica.idAlumno}
        left join ${empresas} on ${empresas.id} = ${solicitudesPractica.idEmpresa}
      where ${solicitudesPractica.tipo} = 'propuesta' and ${solicitudesPractica.estado} = 'pendiente'
      order by ${solicitudesPractica.creadoEn}, ${solicitudesPractica.id} limit ${limite}`,
    cambios: sql`select json_build_object(
        'idSolicitud', ${solicitudesCambioPractica.id}, 'idPractica', ${solicitudesCambioPractica.idPractica},
        'tipoCambio', ${solicitudesCambioPractica.tipo}, 'motivo', ${solicitudesCambioPractica.motivo},
        'alumno', ${nombreAlumno}, 'empresa', ${nombreEmpresa}, 'desde', ${iso(solicitudesCambioPractica.creadoEn)}) as fila
      from ${solicitudesCambioPractica} join ${practicas} on ${practicas.id} = ${solicitudesCambioPractica.idPractica}
        join ${alumnos} on ${alumnos.id} = ${practicas.idAlumno}
        join ${empresas} on ${empresas.id} = ${practicas.idEmpresa}
      where ${solicitudesCambioPractica.estado} = 'pendiente'
      order by ${solicitudesCambioPractica.creadoEn}, ${solicitudesCambioPractica.id} limit ${limite}`,
    bajas: sql`select json_build_object('idSolicitud', ${solicitudesBaja.id}, 'alumno', ${nombreAlumno},
        'desde', ${iso(solicitudesBaja.creadoEn)}) as fila
      from ${solicitudesBaja} join ${alumnos} on ${alumnos.id} = ${solicitudesBaja.idAlumno}
      where ${solicitudesBaja.atendidaEn} is null
      order by ${solicitudesBaja.creadoEn}, ${solicitudesBaja.id} limit ${limite}`,
    centros: sql`select json_build_object(
        'idSolicitud', ${solicitudesPractica.id},
        'alumno', coalesce(nullif(${nombreAlumno}, ''), ${solicitudesPractica.alumnoNombre}, ''),
        'centro', coalesce(${centrosEducativos.nombre} || ' (' || ${centrosEducativos.localidad} || ')', ''),
        'empresa', ${nombreEmpresa}, 'desde', ${iso(solicitudesPractica.creadoEn)}) as fila
      from ${solicitudesPractica}
        left join ${centrosEducativos} on ${centrosEducativos.id} = ${solicitudesPractica.idCentro}
        left join ${alumnos} on ${alumnos.id} = ${solicitudesPractica.idAlumno}
        left join ${empresas} on ${empresas.id} = ${centrosEducativos.idEmpresa}
      where ${solicitudesPractica.tipo} = 'educacion' and ${solicitudesPractica.estado} = 'pendiente'
      order by ${solicitudesPractica.creadoEn}, ${solicitudesPractica.id} limit ${limite}`,
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

  /** One kind's oldest items, as json objects of the contract's shape without their `tipo`. */
  async primeros(tipo: TipoPendiente, hoy: string, limite: number) {
    const { rows } = (await this.db.execute(primeros(hoy, limite)[tipo])) as unknown as {
      rows: { fila: Record<string, unknown> | string }[];
    };
    return rows.map((r) => (typeof r.fila === 'string' ? (JSON.parse(r.fila) as Record<string, unknown>) : r.fila));
  }
}
