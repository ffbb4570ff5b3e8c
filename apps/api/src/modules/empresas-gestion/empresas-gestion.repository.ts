import type { FiltroEmpresasGestion, OrdenEmpresasGestion } from '@puente/contract/empresas-gestion';
import { type AnyColumn, and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { contarHasta, patronLike } from '../../db/queries/pagina';
import { archivos } from '../../db/schema/archivos';
import { convenios } from '../../db/schema/convenios';
import { dominioItems, provincias } from '../../db/schema/domain';
import { ofertas, programas } from '../../db/schema/ofertas';
import { alumnos, contactoEmpresas, contactosEmpresa, empresas, gestores } from '../../db/schema/personas';
import { documentosEmpresa, practicas } from '../../db/schema/practicas';
import { auditoria } from '../../db/schema/session';
import type { Clave } from '../../lib/pagina';

const sector = alias(dominioItems, 'sector');
const tipoEmpresa = alias(dominioItems, 'tipo_empresa');
const pais = alias(dominioItems, 'pais');

/** How the list sorts by name: accents and case aside, as migration 0029's index keeps it. */
const claveNombre = sql<string>`f_unaccent(lower(${empresas.nombre}))`;
// The cursor's key to the microsecond: a JavaScript Date keeps milliseconds, and a key cut short repeats rows.
const claveCreado = sql<string>`to_char(${empresas.creadoEn} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const columnasFila = {
  id: empresas.id,
  cif: empresas.cif,
  nombre: empresas.nombre,
  nombreComercial: empresas.nombreComercial,
  estado: empresas.estado,
  idProvincia: empresas.idProvincia,
  provincia: sql<string | null>`coalesce(${provincias.nombre}, ${empresas.provincia})`,
  localidad: empresas.localidad,
  idSector: empresas.idSector,
  sector: sector.es,
  creadoEn: empresas.creadoEn,
  // Per row of the page only (50 at most), each an index-only probe of ofertas_empresa_idx / convenios_empresa_idx.
  ofertas: sql<number>`(select count(*)::int from ${ofertas} where ${ofertas.idEmpresa} = ${empresas.id})`,
  convenios: sql<number>`(select count(*)::int from ${convenios} where ${convenios.idEmpresa} = ${empresas.id})`,
  claveCreado,
  claveNombre,
};
export type FilaEmpresaGestion = {
  id: number;
  cif: string;
  nombre: string;
  nombreComercial: string | null;
  estado: string;
  idProvincia: number | null;
  provincia: string | null;
  localidad: string | null;
  idSector: number | null;
  sector: string | null;
  creadoEn: Date;
  ofertas: number;
  convenios: number;
  claveCreado: string;
  claveNombre: string;
};

/**
 * The filter as SQL conditions on empresas alone, so the count reads no join.
 * "With offers / agreements" are EXISTS probes of the per-company indexes.
 */
function condiciones(f: FiltroEmpresasGestion): SQL[] {
  const c: SQL[] = [];
  if (f.estado) c.push(eq(empresas.estado, f.estado));
  if (f.idProvincia !== undefined) c.push(eq(empresas.idProvincia, f.idProvincia));
  if (f.idSector !== undefined) c.push(eq(empresas.idSector, f.idSector));
  // Dates are the careers office's days, in Madrid.
  if (f.desde) c.push(sql`${empresas.creadoEn} >= (${f.desde}::date)::timestamp at time zone 'Europe/Madrid'`);
  if (f.hasta) c.push(sql`${empresas.creadoEn} < (${f.hasta}::date + 1)::timestamp at time zone 'Europe/Madrid'`);
  if (f.q) {
    // Name, trade name and CIF in one stored, unaccented column with its trigram index (migration 0029).
    c.push(sql`empresas.busqueda like f_unaccent(${patronLike(f.q)})`);
  }
  const conOfertas = sql`exists (select 1 from ${ofertas} where ${ofertas.idEmpresa} = ${empresas.id})`;
  if (f.conOfertas === true) c.push(conOfertas);
  if (f.conOfertas === false) c.push(sql`not ${conOfertas}`);
  const conConvenios = sql`exists (select 1 from ${convenios} where ${convenios.idEmpresa} = ${empresas.id})`;
  if (f.conConvenios === true) c.push(conConvenios);
  if (f.conConvenios === false) c.push(sql`not ${conConvenios}`);
  return c;
}

const nombreAlumno = (a: { nombre: AnyColumn; apellido1: AnyColumn; apellido2: AnyColumn }) =>
  sql<string>`concat_ws(' ', ${a.nombre}, ${a.apellido1}, ${a.apellido2})`;

const gestorActor = alias(gestores, 'gestor_actor');
const contactoActor = alias(contactosEmpresa, 'contacto_actor');
const alumnoActor = alias(alumnos, 'alumno_actor');
const contactoComo = alias(contactosEmpresa, 'contacto_como');
const alumnoComo = alias(alumnos, 'alumno_como');

/** An audit row with the names of who acted and as whom (the trail keeps only their ids). */
const columnasAuditoria = {
  id: auditoria.id,
  creadoEn: auditoria.creadoEn,
  actorTipo: auditoria.actorTipo,
  actorId: auditoria.actorId,
  actorNombre: sql<string | null>`coalesce(nullif(${nombreAlumno(alumnoActor)}, ''),
    ${contactoActor.nombre} || ' ' || ${contactoActor.apellidos}, ${gestorActor.nombre} || ' ' || ${gestorActor.apellidos})`,
  comoTipo: auditoria.comoTipo,
  comoId: auditoria.comoId,
  comoNombre: sql<
    string | null
  >`coalesce(nullif(${nombreAlumno(alumnoComo)}, ''), ${contactoComo.nombre} || ' ' || ${contactoComo.apellidos})`,
  accion: auditoria.accion,
  entidad: auditoria.entidad,
  entidadId: auditoria.entidadId,
  detalle: auditoria.detalle,
};
export type FilaAuditoriaEmpresa = {
  id: number;
  creadoEn: Date;
  actorTipo: string;
  actorId: number | null;
  actorNombre: string | null;
  comoTipo: string | null;
  comoId: number | null;
  comoNombre: string | null;
  accion: string;
  entidad: string | null;
  entidadId: string | null;
  detalle: unknown;
};

/** The staff's reads of companies, and the block / unblock changes of their state. */
export class EmpresasGestionRepository {
  constructor(private readonly db: Db) {}

  /** One page: `limite` rows after the cursor's key in the chosen order. */
  async pagina(filtro: FiltroEmpresasGestion, orden: OrdenEmpresasGestion, desde: Clave | null, limite: number) {
    let tras: SQL | undefined;
    let orderBy: SQL[];
    if (orden === 'nombre') {
      tras = desde ? sql`(${claveNombre}, ${empresas.id}) > (${String(desde[0])}, ${desde[1]})` : undefined;
      orderBy = [asc(claveNombre), asc(empresas.id)];
    } else if (orden === 'antiguas') {
      tras = desde ? sql`(${empresas.creadoEn}, ${empresas.id}) > (${desde[0]}::timestamptz, ${desde[1]})` : undefined;
      orderBy = [asc(empresas.creadoEn), asc(empresas.id)];
    } else {
      tras = desde ? sql`(${empresas.creadoEn}, ${empresas.id}) < (${desde[0]}::timestamptz, ${desde[1]})` : undefined;
      orderBy = [desc(empresas.creadoEn), desc(empresas.id)];
    }
    return (await this.db
      .select(columnasFila)
      .from(empresas)
      .leftJoin(provincias, eq(provincias.id, empresas.idProvincia))
      .leftJoin(sector, and(eq(sector.lista, 'sectores_actividad'), eq(sector.id, empresas.idSector)))
      .where(and(...condiciones(filtro), ...(tras ? [tras] : [])))
      .orderBy(...orderBy)
      .limit(limite)) as FilaEmpresaGestion[];
  }

  total(filtro: FiltroEmpresasGestion) {
    const filas = this.db
      .select({ id: empresas.id })
      .from(empresas)
      .where(and(...condiciones(filtro)));
    return contarHasta(this.db, filas.getSQL());
  }

  async empresa(id: number) {
    const [fila] = await this.db
      .select({
        empresa: empresas,
        provinciaLista: provincias.nombre,
        sector: sector.es,
        tipoEmpresa: tipoEmpresa.es,
        pais: pais.es,
      })
      .from(empresas)
      .leftJoin(provincias, eq(provincias.id, empresas.idProvincia))
      .leftJoin(sector, and(eq(sector.lista, 'sectores_actividad'), eq(sector.id, empresas.idSector)))
      .leftJoin(tipoEmpresa, and(eq(tipoEmpresa.lista, 'tipos_empresa'), eq(tipoEmpresa.id, empresas.idTipoEmpresa)))
      .leftJoin(pais, and(eq(pais.lista, 'paises'), eq(pais.id, empresas.idPais)))
      .where(eq(empresas.id, id));
    return fila ?? null;
  }

  /** The company's contacts, each with the instant of its latest audited action (one backward index probe each). */
  contactos(idEmpresa: number) {
    return this.db
      .select({
        id: contactosEmpresa.id,
        nick: contactosEmpresa.nick,
        nombre: contactosEmpresa.nombre,
        apellidos: contactosEmpresa.apellidos,
        cargo: contactosEmpresa.cargo,
        email: contactosEmpresa.email,
        telefono: contactosEmpresa.telefono,
        estado: contactosEmpresa.estado,
        conPassword: sql<boolean>`${contactosEmpresa.passwordHash} is not null`,
        ultimaActividad: sql<string | null>`(select to_char(a.creado_en at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
          from ${auditoria} a where a.actor_tipo = 'empresa' and a.actor_id = ${contactosEmpresa.id}
          order by a.id desc limit 1)`,
      })
      .from(contactoEmpresas)
      .innerJoin(contactosEmpresa, eq(contactosEmpresa.id, contactoEmpresas.idContacto))
      .where(eq(contactoEmpresas.idEmpresa, idEmpresa))
      .orderBy(asc(contactosEmpresa.apellidos), asc(contactosEmpresa.nombre), asc(contactosEmpresa.id));
  }

  async idsContactos(idEmpresa: number): Promise<number[]> {
    const filas = await this.db
      .select({ id: contactoEmpresas.idContacto })
      .from(contactoEmpresas)
      .where(eq(contactoEmpresas.idEmpresa, idEmpresa));
    return filas.map((f) => f.id);
  }

  ofertasPorEstado(idEmpresa: number) {
    return this.db
      .select({ idEstado: ofertas.idEstado, total: sql<number>`count(*)::int` })
      .from(ofertas)
      .where(eq(ofertas.idEmpresa, idEmpresa))
      .groupBy(ofertas.idEstado)
      .orderBy(asc(ofertas.idEstado));
  }

  ultimasOfertas(idEmpresa: number, limite: number) {
    return this.db
      .select({
        id: ofertas.id,
        titulo: ofertas.titulo,
        idPerfil: ofertas.idPerfil,
        idEstado: ofertas.idEstado,
        creadoEn: ofertas.creadoEn,
      })
      .from(ofertas)
      .where(eq(ofertas.idEmpresa, idEmpresa))
      .orderBy(desc(ofertas.creadoEn), desc(ofertas.id))
      .limit(limite);
  }

  convenios(idEmpresa: number) {
    return this.db
      .select({
        id: convenios.id,
        estado: convenios.estado,
        creadoEn: convenios.creadoEn,
        fechaCaducidad: convenios.fechaCaducidad,
        firmadoEn: convenios.firmadoEn,
        firmante: sql<string>`${convenios.firmanteNombre} || ' ' || ${convenios.firmanteApellidos}`,
      })
      .from(convenios)
      .where(eq(convenios.idEmpresa, idEmpresa))
      .orderBy(desc(convenios.id));
  }

  async totalPracticas(idEmpresa: number) {
    const [f] = await this.db.select({ n: sql<number>`count(*)::int` }).from(practicas).where(eq(practicas.idEmpresa, idEmpresa));
    return Number(f?.n ?? 0);
  }

  ultimasPracticas(idEmpresa: number, limite: number) {
    return this.db
      .select({
        id: practicas.id,
        alumno: nombreAlumno(alumnos),
        tipo: practicas.tipo,
        estado: practicas.estado,
        programa: programas.titulo,
        fechaInicio: practicas.fechaInicio,
        fechaFin: practicas.fechaFin,
      })
      .from(practicas)
      .innerJoin(alumnos, eq(alumnos.id, practicas.idAlumno))
      .leftJoin(programas, eq(programas.id, practicas.idPrograma))
      .where(eq(practicas.idEmpresa, idEmpresa))
      .orderBy(desc(practicas.fechaInicio), desc(practicas.id))
      .limit(limite);
  }

  documentos(idEmpresa: number) {
    return this.db
      .select({
        id: documentosEmpresa.id,
        nombre: documentosEmpresa.nombre,
        extension: documentosEmpresa.extension,
        creadoEn: documentosEmpresa.creadoEn,
        tamano: archivos.tamano,
        contacto: sql<string | null>`nullif(concat_ws(' ', ${contactosEmpresa.nombre}, ${contactosEmpresa.apellidos}), '')`,
      })
      .from(documentosEmpresa)
      .innerJoin(archivos, eq(archivos.id, documentosEmpresa.idArchivo))
      .leftJoin(contactosEmpresa, eq(contactosEmpresa.id, documentosEmpresa.idContacto))
      .where(eq(documentosEmpresa.idEmpresa, idEmpresa))
      .orderBy(desc(documentosEmpresa.creadoEn), desc(documentosEmpresa.id));
  }

  async documento(id: number) {
    const [fila] = await this.db
      .select({ idArchivo: documentosEmpresa.idArchivo })
      .from(documentosEmpresa)
      .where(eq(documentosEmpresa.id, id));
    return fila ?? null;
  }

  /**
   * The audit rows on the company (auditoria_entidad_idx), newest first,
   * those of `acciones` only when given.
   */
  auditoria(idEmpresa: number, limite: number, acciones?: readonly string[]) {
    return this.db
      .select(columnasAuditoria)
      .from(auditoria)
      .leftJoin(alumnoActor, sql`${auditoria.actorTipo} = 'alumno' and ${alumnoActor.id} = ${auditoria.actorId}`)
      .leftJoin(contactoActor, sql`${auditoria.actorTipo} = 'empresa' and ${contactoActor.id} = ${auditoria.actorId}`)
      .leftJoin(gestorActor, sql`${auditoria.actorTipo} = 'gestor' and ${gestorActor.id} = ${auditoria.actorId}`)
      .leftJoin(alumnoComo, sql`${auditoria.comoTipo} = 'alumno' and ${alumnoComo.id} = ${auditoria.comoId}`)
      .leftJoin(contactoComo, sql`${auditoria.comoTipo} = 'empresa' and ${contactoComo.id} = ${auditoria.comoId}`)
      .where(
        and(
          eq(auditoria.entidad, 'empresa'),
          eq(auditoria.entidadId, String(idEmpresa)),
          ...(acciones ? [inArray(auditoria.accion, [...acciones])] : []),
        ),
      )
      .orderBy(desc(auditoria.id))
      .limit(limite) as Promise<FilaAuditoriaEmpresa[]>;
  }

  /**
   * Moves the company from one state to the other, only if it has the first
   * (a concurrent decision makes this one find nothing); locked with the row.
   */
  async cambiarEstado(id: number, de: string, a: string) {
    const [fila] = await this.db
      .update(empresas)
      .set({ estado: a })
      .where(and(eq(empresas.id, id), eq(empresas.estado, de)))
      .returning({ id: empresas.id, nombre: empresas.nombre });
    return fila ?? null;
  }

  /**
   * Ends the contacts' sessions for good: tokens issued before this second
   * stay refused after an unblock too (the session check compares sesiones_desde).
   */
  async cerrarSesiones(idsContactos: number[]) {
    if (idsContactos.length === 0) return;
    await this.db
      .update(contactosEmpresa)
      .set({ sesionesDesde: sql`date_trunc('second', now())` })
      .where(inArray(contactosEmpresa.id, idsContactos));
  }

  async estado(id: number) {
    const [fila] = await this.db.select({ estado: empresas.estado }).from(empresas).where(eq(empresas.id, id));
    return fila?.estado ?? null;
  }
}
