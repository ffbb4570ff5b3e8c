import type { FiltroPracticasGestion } from '@puente/contract/seguimiento-practicas';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contarHasta, patronLike } from '../../db/queries/pagina';
import { convenios } from '../../db/schema/convenios';
import { correos } from '../../db/schema/correos';
import { alumnos, empresas } from '../../db/schema/personas';
import {
  ausenciasPractica,
  enlacesTutor,
  enviosEnlaceTutor,
  informesPractica,
  practicas,
  proyectosFormativos,
} from '../../db/schema/practicas';
import { datosPracticaAlumno } from '../../db/schema/practicas-alumno';
import type { Cifrado } from '../../lib/cifrado/cifrado';

const nombreAlumno = sql<string>`concat_ws(' ', ${alumnos.nombre}, ${alumnos.apellido1}, ${alumnos.apellido2})`;
const nombreEmpresa = sql<string>`coalesce(${empresas.nombreComercial}, ${empresas.nombre})`;

/**
 * The clause of the company's agreement in force on `hoy` (validated, not
 * expired; the newest when there are several), or null without one.
 */
const clausulaVigente = (hoy: string) => sql<boolean | null>`(
  select ${convenios.universidadAsumeCotizacion} from ${convenios}
  where ${convenios.idEmpresa} = ${practicas.idEmpresa} and ${convenios.estado} = 'validado'
    and ${convenios.fechaCaducidad} >= ${hoy}::date
  order by ${convenios.id} desc limit 1)`;

/**
 * Who is obligated, in SQL, for the staff's list to filter on: the same rules
 * as the contract's `obligadoCotizacion` (cotizacion-practicas.ts), which a
 * test compares case by case on both databases.
 */
export const obligadoSql = (hoy: string) => {
  const clausula = sql`coalesce(${clausulaVigente(hoy)}, false)`;
  return sql<string>`case
    when ${practicas.movilidad} = 'entrante' then 'ninguno'
    when ${practicas.movilidad} = 'nacional' then case
      when ${practicas.remunerada} then coalesce(${practicas.pagador}, 'empresa')
      when ${clausula} then 'universidad' else 'empresa' end
    else case
      when ${practicas.remunerada} and ${practicas.pagador} in ('universidad', 'otra_entidad') then ${practicas.pagador}
      when ${clausula} then 'universidad' else 'ninguno' end
  end`;
};

/** The state as read on `hoy`: under way past its end reads as finished. */
const estadoEfectivoSql = (hoy: string) =>
  sql<string>`case when ${practicas.estado} = 'en_curso' and ${practicas.fechaFin} < ${hoy}::date then 'finalizada' else ${practicas.estado} end`;

const faltasSql = (hoy: string, diasInforme: number) => ({
  faltaProyecto: sql<boolean>`${practicas.estado} in ('propuesta', 'aceptada') and not exists (select 1 from ${proyectosFormativos}
    where ${proyectosFormativos.idPractica} = ${practicas.id} and ${proyectosFormativos.estado} = 'aceptado')`,
  faltaAlta: sql<boolean>`${practicas.estado} in ('aceptada', 'en_curso') and ${practicas.altaSsFecha} is null
    and (${obligadoSql(hoy)}) <> 'ninguno'`,
  faltaInforme: sql<boolean>`${practicas.estado} in ('en_curso', 'finalizada') and ${practicas.tutorEmpresaEmail} is not null
    and ${practicas.fechaFin} + ${diasInforme}::integer <= ${hoy}::date
    and not exists (select 1 from ${informesPractica} where ${informesPractica.idPractica} = ${practicas.id}
      and ${informesPractica.autor} = 'tutor_empresa')`,
});

const columnasSeguimiento = (hoy: string) => ({
  id: practicas.id,
  idAlumno: practicas.idAlumno,
  idEmpresa: practicas.idEmpresa,
  alumno: nombreAlumno,
  empresa: nombreEmpresa,
  tipo: practicas.tipo,
  estado: practicas.estado,
  fechaInicio: practicas.fechaInicio,
  fechaFin: practicas.fechaFin,
  horasTotales: practicas.horasTotales,
  diasSemana: practicas.diasSemana,
  creditos: practicas.creditos,
  remunerada: practicas.remunerada,
  importeMensual: practicas.importeMensual,
  pagador: practicas.pagador,
  movilidad: practicas.movilidad,
  diasHorario: practicas.diasHorario,
  tutorEmpresaNombre: practicas.tutorEmpresaNombre,
  tutorEmpresaEmail: practicas.tutorEmpresaEmail,
  tutorAcademicoNombre: practicas.tutorAcademicoNombre,
  tutorAcademicoEmail: practicas.tutorAcademicoEmail,
  ccc: practicas.ccc,
  altaSsFecha: practicas.altaSsFecha,
  altaSsRegistradaPor: practicas.altaSsRegistradaPor,
  bajaSsFecha: practicas.bajaSsFecha,
  bajaSsRegistradaPor: practicas.bajaSsRegistradaPor,
  nssRegistrado: sql<boolean>`${datosPracticaAlumno.nss} is not null`,
  dniAlumno: alumnos.dni,
  cifEmpresa: empresas.cif,
  tareas: practicas.tareas,
  calificacion: practicas.calificacion,
  certificadaEn: practicas.certificadaEn,
  idArchivoAnexoFirmado: practicas.idArchivoAnexoFirmado,
  anexoFirmadoPor: practicas.anexoFirmadoPor,
  anexoFirmadoEn: practicas.anexoFirmadoEn,
  universidadAsumeCotizacion: clausulaVigente(hoy),
  proyectoEstado: proyectosFormativos.estado,
  proyectoObjetivos: proyectosFormativos.objetivos,
  proyectoActividades: proyectosFormativos.actividades,
  proyectoCompetencias: proyectosFormativos.competencias,
  proyectoObservaciones: proyectosFormativos.observaciones,
  proyectoEnviadoEn: proyectosFormativos.enviadoEn,
  proyectoAceptadoEn: proyectosFormativos.aceptadoEn,
});
export type FilaSeguimiento = Awaited<ReturnType<SeguimientoPracticasRepository['leer']>> & {};

/** The legal fields of an internship the staff set. */
export interface DatosLegales {
  creditos: string | null;
  remunerada: boolean;
  importeMensual: string | null;
  pagador: string | null;
  movilidad: string;
  diasHorario: number[] | null;
  tutorAcademicoNombre: string;
  tutorAcademicoEmail: string;
}

/** One internship of a month's effective-days file. */
export type FilaDiasEfectivos = Awaited<ReturnType<SeguimientoPracticasRepository['altasDelPeriodo']>>[number];

/**
 * The legal record of internships (issue 26): reads every side shares
 * (scoped by the caller's ids in the WHERE), the training plan, the
 * registration, the absences and the tutors' links.
 */
export class SeguimientoPracticasRepository {
  constructor(
    private readonly db: Db,
    private readonly cifrado: Cifrado,
  ) {}

  /**
   * One internship's record, or null. `ambito` narrows it to a company's or a
   * student's own; `bloquear` holds the internship row for the unit of work.
   */
  async leer(id: number, hoy: string, ambito: { idEmpresa?: number; idAlumno?: number } = {}, bloquear = false) {
    const condiciones = [eq(practicas.id, id)];
    if (ambito.idEmpresa !== undefined) condiciones.push(eq(practicas.idEmpresa, ambito.idEmpresa));
    if (ambito.idAlumno !== undefined) condiciones.push(eq(practicas.idAlumno, ambito.idAlumno));
    const consulta = this.db
      .select(columnasSeguimiento(hoy))
      .from(practicas)
      .innerJoin(alumnos, eq(alumnos.id, practicas.idAlumno))
      .innerJoin(empresas, eq(empresas.id, practicas.idEmpresa))
      .leftJoin(datosPracticaAlumno, eq(datosPracticaAlumno.idAlumno, practicas.idAlumno))
      .leftJoin(proyectosFormativos, eq(proyectosFormativos.idPractica, practicas.id))
      .where(and(...condiciones));
    const filas = bloquear ? await consulta.for('update', { of: practicas }) : await consulta;
    return filas[0] ?? null;
  }

  /** Saves the plan's texts; `enviar` marks it sent (a plan sent back is sent again). */
  async guardarProyecto(
    idPractica: number,
    p: { objetivos: string; actividades: string; competencias: string; enviar: boolean; redactadoPor: number | null },
    ahora: Date,
  ): Promise<void> {
    const estado = p.enviar ? 'enviado' : 'borrador';
    const valores = {
      objetivos: p.objetivos,
      actividades: p.actividades,
      competencias: p.competencias,
      redactadoPor: p.redactadoPor,
      actualizadoEn: ahora,
      // Sent again after a return: the old remarks no longer apply.
      ...(p.enviar ? { estado, enviadoEn: ahora, observaciones: null } : {}),
    };
    await this.db
      .insert(proyectosFormativos)
      .values({ idPractica, ...valores, estado, enviadoEn: p.enviar ? ahora : null })
      .onConflictDoUpdate({ target: proyectosFormativos.idPractica, set: valores });
  }

  /** The academic tutor's answer to a sent plan: true when it was still sent. */
  async resolverProyecto(idPractica: number, aceptar: boolean, observaciones: string | null, ahora: Date) {
    const filas = await this.db
      .update(proyectosFormativos)
      .set(
        aceptar
          ? { estado: 'aceptado', aceptadoEn: ahora, observaciones: null, actualizadoEn: ahora }
          : { estado: 'devuelto', observaciones, actualizadoEn: ahora },
      )
      .where(and(eq(proyectosFormativos.idPractica, idPractica), eq(proyectosFormativos.estado, 'enviado')))
      .returning({ id: proyectosFormativos.idPractica });
    return filas.length === 1;
  }

  async guardarDatosLegales(idPractica: number, d: DatosLegales, ahora: Date): Promise<void> {
    await this.db
      .update(practicas)
      .set({ ...d, actualizadoEn: ahora })
      .where(eq(practicas.id, idPractica));
  }

  async registrarAlta(idPractica: number, a: { ccc: string; fecha: string; por: string }, ahora: Date): Promise<void> {
    await this.db
      .update(practicas)
      .set({ ccc: a.ccc, altaSsFecha: a.fecha, altaSsRegistradaPor: a.por, altaSsRegistradaEn: ahora, actualizadoEn: ahora })
      .where(eq(practicas.id, idPractica));
  }

  async registrarBaja(idPractica: number, b: { fecha: string; por: string }, ahora: Date): Promise<void> {
    await this.db
      .update(practicas)
      .set({ bajaSsFecha: b.fecha, bajaSsRegistradaPor: b.por, bajaSsRegistradaEn: ahora, actualizadoEn: ahora })
      .where(eq(practicas.id, idPractica));
  }

  /** `aceptada` → `en_curso`, once; true when this call started it. */
  async iniciar(idPractica: number, ahora: Date): Promise<boolean> {
    const filas = await this.db
      .update(practicas)
      .set({ estado: 'en_curso', actualizadoEn: ahora })
      .where(and(eq(practicas.id, idPractica), eq(practicas.estado, 'aceptada')))
      .returning({ id: practicas.id });
    return filas.length === 1;
  }

  async cambiarClausula(idConvenio: number, asume: boolean): Promise<boolean> {
    const filas = await this.db
      .update(convenios)
      .set({ universidadAsumeCotizacion: asume })
      .where(eq(convenios.id, idConvenio))
      .returning({ id: convenios.id });
    return filas.length === 1;
  }

  // ─── The tutors' links ───────────────────────────────────────────────────

  async crearEnlace(e: { idPractica: number; rol: string; tokenSha256: string; email: string; caducaEn: Date }) {
    await this.db.insert(enlacesTutor).values(e);
  }

  /** The internship and role a link opens while it has not expired, or null. */
  async enlaceVigente(tokenSha256: string, ahora: Date) {
    const filas = await this.db
      .select({ id: enlacesTutor.id, idPractica: enlacesTutor.idPractica, rol: enlacesTutor.rol })
      .from(enlacesTutor)
      .where(and(eq(enlacesTutor.tokenSha256, tokenSha256), gt(enlacesTutor.caducaEn, ahora)));
    return filas[0] ?? null;
  }

  /** Every link of an internship and role stops working now. */
  async caducarEnlaces(idPractica: number, rol: string, ahora: Date): Promise<void> {
    await this.db
      .update(enlacesTutor)
      .set({ caducaEn: ahora })
      .where(and(eq(enlacesTutor.idPractica, idPractica), eq(enlacesTutor.rol, rol), gt(enlacesTutor.caducaEn, ahora)));
  }

  /** A student's internships waiting to start. */
  async aceptadasDeAlumno(idAlumno: number): Promise<number[]> {
    const filas = await this.db
      .select({ id: practicas.id })
      .from(practicas)
      .where(and(eq(practicas.idAlumno, idAlumno), eq(practicas.estado, 'aceptada')));
    return filas.map((f) => f.id);
  }

  async marcarEnlaceUsado(id: number, ahora: Date): Promise<void> {
    await this.db
      .update(enlacesTutor)
      .set({ usadoEn: ahora })
      .where(and(eq(enlacesTutor.id, id), isNull(enlacesTutor.usadoEn)));
  }

  // ─── Effective days ──────────────────────────────────────────────────────

  /**
   * The internships registered under an account code whose registration
   * overlaps [desde, hasta], with what the monthly file needs: the student's
   * NUSS (stored encrypted, decision 051) and DNI, the schedule and the absences inside the period.
   */
  async altasDelPeriodo(
    desde: string,
    hasta: string,
    hoy: string,
    filtro: { ccc?: string; idEmpresa?: number | undefined } = {},
  ) {
    const filas = await this.consultaAltas(desde, hasta, hoy, filtro);
    return Promise.all(
      filas.map(async ({ idAlumno, ...f }) => ({
        ...f,
        nss: await this.cifrado.descifrar('datos_practica_alumno.nss', idAlumno, f.nss),
      })),
    );
  }

  private consultaAltas(desde: string, hasta: string, hoy: string, filtro: { ccc?: string; idEmpresa?: number | undefined }) {
    const condiciones = [
      isNotNull(practicas.ccc),
      isNotNull(practicas.altaSsFecha),
      lte(practicas.altaSsFecha, hasta),
      sql`coalesce(${practicas.bajaSsFecha}, ${practicas.fechaFin}) >= ${desde}::date`,
      sql`${practicas.fechaInicio} <= ${hasta}::date and ${practicas.fechaFin} >= ${desde}::date`,
    ];
    if (filtro.ccc !== undefined) condiciones.push(eq(practicas.ccc, filtro.ccc));
    if (filtro.idEmpresa !== undefined) condiciones.push(eq(practicas.idEmpresa, filtro.idEmpresa));
    return this.db
      .select({
        id: practicas.id,
        idAlumno: practicas.idAlumno,
        ccc: sql<string>`${practicas.ccc}`,
        alumno: nombreAlumno,
        dni: alumnos.dni,
        nss: datosPracticaAlumno.nss,
        empresa: nombreEmpresa,
        fechaInicio: practicas.fechaInicio,
        fechaFin: practicas.fechaFin,
        altaSsFecha: sql<string>`${practicas.altaSsFecha}`,
        bajaSsFecha: practicas.bajaSsFecha,
        diasSemana: practicas.diasSemana,
        diasHorario: practicas.diasHorario,
        remunerada: practicas.remunerada,
        pagador: practicas.pagador,
        movilidad: practicas.movilidad,
        universidadAsumeCotizacion: clausulaVigente(hoy),
        ausencias: sql<string[]>`coalesce((
          select array_agg(to_char(${ausenciasPractica.fecha}, 'YYYY-MM-DD') order by ${ausenciasPractica.fecha})
          from ${ausenciasPractica}
          where ${ausenciasPractica.idPractica} = ${practicas.id}
            and ${ausenciasPractica.fecha} between ${desde}::date and ${hasta}::date), '{}')`,
      })
      .from(practicas)
      .innerJoin(alumnos, eq(alumnos.id, practicas.idAlumno))
      .innerJoin(empresas, eq(empresas.id, practicas.idEmpresa))
      .leftJoin(datosPracticaAlumno, eq(datosPracticaAlumno.idAlumno, practicas.idAlumno))
      .where(and(...condiciones))
      .orderBy(practicas.ccc, nombreAlumno, practicas.id);
  }

  /** The first registration on record, so the months list starts there. */
  async primeraAlta(idEmpresa?: number): Promise<string | null> {
    const filas = await this.db
      .select({ fecha: sql<string>`${practicas.altaSsFecha}` })
      .from(practicas)
      .where(and(isNotNull(practicas.altaSsFecha), idEmpresa === undefined ? undefined : eq(practicas.idEmpresa, idEmpresa)))
      .orderBy(practicas.altaSsFecha)
      .limit(1);
    return filas[0]?.fecha ?? null;
  }

  // ─── The final reports, the grade and the tutors' mails ──────────────────

  /** The reports of an internship, by author. */
  /** The absences of an internship, the oldest first. */
  async ausencias(idPractica: number) {
    return this.db
      .select({
        id: ausenciasPractica.id,
        fecha: ausenciasPractica.fecha,
        motivo: ausenciasPractica.motivo,
        registradaPor: ausenciasPractica.registradaPor,
      })
      .from(ausenciasPractica)
      .where(eq(ausenciasPractica.idPractica, idPractica))
      .orderBy(asc(ausenciasPractica.fecha));
  }

  /** Records an absence once per day: false when that day was already recorded. */
  async registrarAusencia(a: { idPractica: number; fecha: string; motivo: string | null; por: string }) {
    const filas = await this.db
      .insert(ausenciasPractica)
      .values({ idPractica: a.idPractica, fecha: a.fecha, motivo: a.motivo, registradaPor: a.por })
      .onConflictDoNothing()
      .returning({ id: ausenciasPractica.id });
    return filas.length === 1;
  }

  /** Removes one absence of the internship: the date it had, or null when it is not one of its absences. */
  async borrarAusencia(idPractica: number, idAusencia: number) {
    const filas = await this.db
      .delete(ausenciasPractica)
      .where(and(eq(ausenciasPractica.id, idAusencia), eq(ausenciasPractica.idPractica, idPractica)))
      .returning({ fecha: ausenciasPractica.fecha });
    return filas[0]?.fecha ?? null;
  }

  /** Points the internship at its newest signed annex. */
  async ponerAnexoFirmado(idPractica: number, idArchivo: string, por: string, ahora: Date): Promise<void> {
    await this.db
      .update(practicas)
      .set({ idArchivoAnexoFirmado: idArchivo, anexoFirmadoPor: por, anexoFirmadoEn: ahora, actualizadoEn: ahora })
      .where(eq(practicas.id, idPractica));
  }

  async informes(idPractica: number) {
    return this.db
      .select({ autor: informesPractica.autor, respuestas: informesPractica.respuestas, enviadoEn: informesPractica.enviadoEn })
      .from(informesPractica)
      .where(eq(informesPractica.idPractica, idPractica));
  }

  /** Saves a report once: false when that author's was already in. */
  async guardarInforme(idPractica: number, autor: string, respuestas: Record<string, unknown>, ahora: Date) {
    const filas = await this.db
      .insert(informesPractica)
      .values({ idPractica, autor, respuestas, enviadoEn: ahora })
      .onConflictDoNothing()
      .returning({ id: informesPractica.idPractica });
    return filas.length === 1;
  }

  /** The grade, and the certificate issued with it: once, from a finished internship. */
  async certificar(idPractica: number, calificacion: string, ahora: Date) {
    const filas = await this.db
      .update(practicas)
      .set({ calificacion, calificadaEn: ahora, certificadaEn: ahora, estado: 'certificada', actualizadoEn: ahora })
      .where(and(eq(practicas.id, idPractica), inArray(practicas.estado, ['en_curso', 'finalizada'])))
      .returning({ id: practicas.id });
    return filas.length === 1;
  }

  /**
   * Records one mail of a link; an automatic one (not 'manual') only once per
   * internship, role, reason and address, even with two workers: false when
   * it was already recorded.
   */
  async registrarEnvio(e: { idPractica: number; rol: string; motivo: string; para: string; enviadoPor: string | null }) {
    const filas = await this.db.insert(enviosEnlaceTutor).values(e).onConflictDoNothing().returning({ id: enviosEnlaceTutor.id });
    return filas[0]?.id ?? null;
  }

  async enlazarCorreo(idEnvio: number, idCorreo: number): Promise<void> {
    await this.db.update(enviosEnlaceTutor).set({ idCorreo }).where(eq(enviosEnlaceTutor.id, idEnvio));
  }

  /** Every mail of an internship's links with the outbox's state. */
  envios(idPractica: number) {
    return this.db
      .select({
        rol: enviosEnlaceTutor.rol,
        motivo: enviosEnlaceTutor.motivo,
        para: enviosEnlaceTutor.para,
        creadoEn: enviosEnlaceTutor.creadoEn,
        estado: correos.estado,
        error: correos.ultimoError,
      })
      .from(enviosEnlaceTutor)
      .leftJoin(correos, eq(correos.id, enviosEnlaceTutor.idCorreo))
      .where(eq(enviosEnlaceTutor.idPractica, idPractica))
      .orderBy(asc(enviosEnlaceTutor.creadoEn), asc(enviosEnlaceTutor.id));
  }

  /**
   * Internships whose company tutor still owes the final report: ended on or
   * before `hoy` but not more than `diasValidez` days ago, with a tutor's
   * e-mail, in a state that has a report; with the reasons already mailed.
   */
  informesPendientes(hoy: string, diasValidez: number, ids?: readonly number[]) {
    const condiciones = [
      inArray(practicas.estado, ['en_curso', 'finalizada']),
      isNotNull(practicas.tutorEmpresaEmail),
      sql`${practicas.fechaFin} <= ${hoy}::date`,
      sql`${practicas.fechaFin} + ${diasValidez}::integer >= ${hoy}::date`,
      sql`not exists (select 1 from ${informesPractica} where ${informesPractica.idPractica} = ${practicas.id}
        and ${informesPractica.autor} = 'tutor_empresa')`,
    ];
    if (ids) condiciones.push(inArray(practicas.id, [...ids]));
    return this.db
      .select({
        id: practicas.id,
        fechaFin: sql<string>`${practicas.fechaFin}`,
        tutorEmpresaNombre: practicas.tutorEmpresaNombre,
        tutorEmpresaEmail: sql<string>`${practicas.tutorEmpresaEmail}`,
        tutorAcademicoNombre: practicas.tutorAcademicoNombre,
        tutorAcademicoEmail: practicas.tutorAcademicoEmail,
        alumno: nombreAlumno,
        empresa: nombreEmpresa,
        enviados: sql<string[]>`coalesce((select array_agg(${enviosEnlaceTutor.motivo}) from ${enviosEnlaceTutor}
          where ${enviosEnlaceTutor.idPractica} = ${practicas.id} and ${enviosEnlaceTutor.rol} = 'tutor_empresa'), '{}')`,
      })
      .from(practicas)
      .innerJoin(alumnos, eq(alumnos.id, practicas.idAlumno))
      .innerJoin(empresas, eq(empresas.id, practicas.idEmpresa))
      .where(and(...condiciones))
      .orderBy(practicas.id);
  }

  /**
   * Claims up to `limite` internships that ended within the last `diasValidez` days (under way past their end, or
   * finished) whose active student has not sent the final report nor been asked for it: each is marked asked now and
   * answered with its student and company. Rows another copy holds are skipped, so two copies never claim the same.
   */
  async reclamarInformesAlumno(hoy: string, diasValidez: number, limite: number) {
    const consulta = sql`with elegidas as (
        select p.id from ${practicas} p
          join ${alumnos} a on a.id = p.id_alumno
        where p.informe_alumno_pedido_en is null and p.estado in ('en_curso', 'finalizada')
          and p.fecha_fin <= ${hoy}::date and p.fecha_fin + ${diasValidez}::integer >= ${hoy}::date
          and a.estado = 'activo'
          and not exists (select 1 from ${informesPractica} i where i.id_practica = p.id and i.autor = 'alumno')
        order by p.fecha_fin, p.id
        limit ${limite}
        for update of p skip locked),
      marcadas as (
        update ${practicas} p set informe_alumno_pedido_en = now() from elegidas
        where p.id = elegidas.id
        returning p.id, p.id_alumno, p.id_empresa)
      select m.id, m.id_alumno as "idAlumno", coalesce(e.nombre_comercial, e.nombre) as empresa
      from marcadas m join ${empresas} e on e.id = m.id_empresa
      order by m.id`;
    return ((await this.db.execute(consulta)) as unknown as { rows: { id: number; idAlumno: number; empresa: string }[] }).rows;
  }

  // ─── The staff's list ────────────────────────────────────────────────────

  private condicionesGestion(f: FiltroPracticasGestion, hoy: string, diasInforme: number): SQL[] {
    const faltas = faltasSql(hoy, diasInforme);
    const c: SQL[] = [];
    if (f.estado) c.push(sql`(${estadoEfectivoSql(hoy)}) = ${f.estado}`);
    if (f.falta === 'proyecto') c.push(faltas.faltaProyecto);
    if (f.falta === 'alta') c.push(faltas.faltaAlta);
    if (f.falta === 'informe') c.push(faltas.faltaInforme);
    if (f.obligado) c.push(sql`(${obligadoSql(hoy)}) = ${f.obligado}`);
    if (f.mes) {
      c.push(sql`${practicas.fechaInicio} <= (${`${f.mes}-01`}::date + interval '1 month' - interval '1 day')::date`);
      c.push(sql`${practicas.fechaFin} >= ${`${f.mes}-01`}::date`);
    }
    if (f.texto)
      c.push(sql`f_unaccent(lower(${nombreAlumno} || ' ' || ${nombreEmpresa})) like f_unaccent(${patronLike(f.texto)})`);
    return c;
  }

  /** A page of the staff's list, the latest to start first, after the cursor's row. */
  paginaGestion(f: FiltroPracticasGestion, hoy: string, diasInforme: number, desde: [string, number] | null, limite: number) {
    const tras = desde ? [sql`(${practicas.fechaInicio}, ${practicas.id}) < (${desde[0]}::date, ${desde[1]})`] : [];
    return this.db
      .select({
        id: practicas.id,
        alumno: nombreAlumno,
        empresa: nombreEmpresa,
        tipo: practicas.tipo,
        estado: practicas.estado,
        fechaInicio: sql<string>`${practicas.fechaInicio}`,
        fechaFin: sql<string>`${practicas.fechaFin}`,
        obligado: obligadoSql(hoy),
        ...faltasSql(hoy, diasInforme),
      })
      .from(practicas)
      .innerJoin(alumnos, eq(alumnos.id, practicas.idAlumno))
      .innerJoin(empresas, eq(empresas.id, practicas.idEmpresa))
      .where(and(...this.condicionesGestion(f, hoy, diasInforme), ...tras))
      .orderBy(desc(practicas.fechaInicio), desc(practicas.id))
      .limit(limite);
  }

  totalGestion(f: FiltroPracticasGestion, hoy: string, diasInforme: number) {
    const filas = this.db
      .select({ id: practicas.id })
      .from(practicas)
      .innerJoin(alumnos, eq(alumnos.id, practicas.idAlumno))
      .innerJoin(empresas, eq(empresas.id, practicas.idEmpresa))
      .where(and(...this.condicionesGestion(f, hoy, diasInforme)));
    return contarHasta(this.db, filas.getSQL());
  }
}
