import type { EstadoSolicitudBaja } from '@puente/contract/alumnos-gestion';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contarHasta } from '../../db/queries/pagina';
import { solicitudesBaja } from '../../db/schema/cuenta';
import { alumnos, gestores } from '../../db/schema/personas';
import type { Clave } from '../../lib/pagina';

const columnas = {
  solicitud: solicitudesBaja,
  nombre: sql<string>`${alumnos.nombre} || ' ' || ${alumnos.apellido1} || coalesce(' ' || ${alumnos.apellido2}, '')`,
  email: alumnos.email,
  gestor: sql<string | null>`${gestores.nombre} || ' ' || ${gestores.apellidos}`,
  claveCreado: sql<string>`to_char(${solicitudesBaja.creadoEn} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};
export type FilaSolicitudBaja = {
  solicitud: typeof solicitudesBaja.$inferSelect;
  nombre: string;
  email: string;
  gestor: string | null;
  claveCreado: string;
};

const deEstado = (estado: EstadoSolicitudBaja): SQL =>
  estado === 'pendiente'
    ? (and(isNull(solicitudesBaja.atendidaEn), isNull(solicitudesBaja.resultado)) as SQL)
    : eq(solicitudesBaja.resultado, estado);

/** A student's personal files: the CV's documents and photo, attachments, documents for offers. Not an internship's. */
const USOS_PERSONALES = ['documento-oferta', 'documento-alumno', 'adjunto-experiencia', 'foto-perfil'];
/** Audit details that could carry what a student wrote about themselves (cv.experiencia.alta, cv.portfolio…). */
const CLAVES_PERSONALES_AUDITORIA = ['puesto', 'enlacePortfolio', 'linkedin', 'nombre', 'email', 'dni', 'telefono'];

/** Internships whose records the university keeps, with the data a paid one needs (decision 020). */
const ESTADOS_PRACTICA_CONSERVADA = ['aceptada', 'en_curso', 'finalizada', 'certificada'];

/**
 * Deregistration requests (solicitudes_baja), their decision records and the
 * erasure an accepted one orders (RGPD art. 17).
 */
export class BajasGestionRepository {
  constructor(private readonly db: Db) {}

  private base() {
    return this.db
      .select(columnas)
      .from(solicitudesBaja)
      .innerJoin(alumnos, eq(alumnos.id, solicitudesBaja.idAlumno))
      .leftJoin(gestores, eq(gestores.id, solicitudesBaja.resueltaPor));
  }

  /** Pending ones oldest first (who has waited longest); decided ones newest first. */
  async pagina(estado: EstadoSolicitudBaja, desde: Clave | null, limite: number) {
    const antiguas = estado === 'pendiente';
    const tras = desde
      ? antiguas
        ? sql`(${solicitudesBaja.creadoEn}, ${solicitudesBaja.id}) > (${desde[0]}::timestamptz, ${desde[1]})`
        : sql`(${solicitudesBaja.creadoEn}, ${solicitudesBaja.id}) < (${desde[0]}::timestamptz, ${desde[1]})`
      : undefined;
    const orden = antiguas
      ? [asc(solicitudesBaja.creadoEn), asc(solicitudesBaja.id)]
      : [desc(solicitudesBaja.creadoEn), desc(solicitudesBaja.id)];
    return (await this.base()
      .where(and(deEstado(estado), ...(tras ? [tras] : [])))
      .orderBy(...orden)
      .limit(limite)) as FilaSolicitudBaja[];
  }

  total(estado: EstadoSolicitudBaja) {
    return contarHasta(
      this.db,
      this.db.select({ id: solicitudesBaja.id }).from(solicitudesBaja).where(deEstado(estado)).getSQL(),
    );
  }

  async deAlumno(idAlumno: number) {
    return (await this.base()
      .where(eq(solicitudesBaja.idAlumno, idAlumno))
      .orderBy(desc(solicitudesBaja.creadoEn), desc(solicitudesBaja.id))) as FilaSolicitudBaja[];
  }

  /** The request and its student, locked until the decision commits: two staff members cannot both decide it. */
  async paraResolver(id: number) {
    const [fila] = await this.db
      .select({
        solicitud: solicitudesBaja,
        alumno: { id: alumnos.id, nombre: alumnos.nombre, email: alumnos.email },
      })
      .from(solicitudesBaja)
      .innerJoin(alumnos, eq(alumnos.id, solicitudesBaja.idAlumno))
      .where(eq(solicitudesBaja.id, id))
      .for('update');
    return fila ?? null;
  }

  async registrarDecision(
    id: number,
    d: { resultado: 'aceptada' | 'rechazada'; idGestor: number; baseLegal: string; borrarMotivo: boolean },
  ) {
    await this.db
      .update(solicitudesBaja)
      .set({
        atendidaEn: new Date(),
        resultado: d.resultado,
        resueltaPor: d.idGestor,
        baseLegal: d.baseLegal,
        ...(d.borrarMotivo ? { motivo: null } : {}),
      })
      .where(eq(solicitudesBaja.id, id));
  }

  /** The student's personal files, to be removed through the storage (which holds where their bytes live). */
  async archivosPersonales(idAlumno: number): Promise<string[]> {
    const { rows } = (await this.db.execute(sql`
      select id from archivos where propietario_tipo = 'alumno' and propietario_id = ${idAlumno}
        and uso in (${sql.join(
          USOS_PERSONALES.map((u) => sql`${u}`),
          sql`, `,
        )})`)) as unknown as { rows: { id: string }[] };
    return rows.map((r) => r.id);
  }

  /**
   * Erases a student's personal data in the caller's transaction, keeping
   * what the university must: the account row (anonymised: its id ties the
   * internship, candidacy, programme and decision records, which hold no
   * personal data), the university's academic records, the internships with
   * their documents and, for one in progress or finished, the bank and social
   * security data its payment needed; consent records. The CV (texts,
   * studies, languages, experience), notifications, password links, calendar
   * feed, the companies' comments on their candidacies and the student's own
   * words in requests go; their survey answers stay anonymous; audit details
   * lose any personal value (the rows keep ids only). Answers what it did.
   */
  async anonimizar(idAlumno: number) {
    // How many rows a statement touched, the same on both drivers.
    const n = async (consulta: SQL) => {
      const { rows } = (await this.db.execute(
        sql`with hecho as (${consulta} returning 1) select count(*)::int as n from hecho`,
      )) as unknown as { rows: { n: number }[] };
      return Number(rows[0]?.n ?? 0);
    };
    const borrado = {
      estudios: await n(sql`delete from estudios_alumno where id_alumno = ${idAlumno}`),
      idiomas: await n(sql`delete from idiomas_alumno where id_alumno = ${idAlumno}`),
      experiencias: await n(sql`delete from experiencias_alumno where id_alumno = ${idAlumno}`),
      intereses:
        (await n(sql`delete from alumno_tags_interes where id_alumno = ${idAlumno}`)) +
        (await n(sql`delete from alumno_programas where id_alumno = ${idAlumno}`)) +
        (await n(sql`delete from alumno_areas_funcionales where id_alumno = ${idAlumno}`)),
      documentos:
        (await n(sql`delete from documentos_alumno where id_alumno = ${idAlumno}`)) +
        (await n(sql`delete from alumno_documentos_oferta where id_alumno = ${idAlumno}`)),
      notificaciones: await n(sql`delete from notificaciones where destino_tipo = 'alumno' and destino_id = ${idAlumno}`),
      enlaces: await n(sql`delete from tokens_password where tipo_usuario = 'alumno' and id_usuario = ${idAlumno}`),
      calendario: await n(sql`delete from calendario_tokens where id_alumno = ${idAlumno}`),
      destinatarioEncuestas: await n(sql`delete from encuesta_destinatarios where tipo = 'alumno' and id_usuario = ${idAlumno}`),
      encuestasAnonimizadas: await n(
        sql`update encuesta_contestaciones set tipo = null, id_usuario = null where tipo = 'alumno' and id_usuario = ${idAlumno}`,
      ),
      comentariosCandidaturas: await n(sql`update candidatura_historial set comentario = null
        where comentario is not null and id_candidatura in (select id from candidaturas where id_alumno = ${idAlumno})`),
      datosPracticas: await n(sql`delete from datos_practica_alumno where id_alumno = ${idAlumno}
        and not exists (select 1 from practicas p where p.id_alumno = ${idAlumno} and p.estado in (${sql.join(
          ESTADOS_PRACTICA_CONSERVADA.map((e) => sql`${e}`),
          sql`, `,
        )}))`),
      copiasEnSolicitudes: await n(sql`update solicitudes_practica set alumno_dni = null, alumno_nombre = null
        where id_alumno = ${idAlumno} and (alumno_dni is not null or alumno_nombre is not null)`),
      auditoria: await n(sql`update auditoria set detalle = detalle - ${sql.raw(
        `array[${CLAVES_PERSONALES_AUDITORIA.map((c) => `'${c}'`).join(', ')}]`,
      )}
        where detalle is not null and jsonb_typeof(detalle) = 'object'
          and ((entidad = 'alumnos' and entidad_id = ${String(idAlumno)}) or (actor_tipo = 'alumno' and actor_id = ${idAlumno})
            or (como_tipo = 'alumno' and como_id = ${idAlumno}))
          and detalle ?| ${sql.raw(`array[${CLAVES_PERSONALES_AUDITORIA.map((c) => `'${c}'`).join(', ')}]`)}`),
    };
    await this.db
      .update(alumnos)
      .set({
        dni: sql`'BAJA-' || ${alumnos.id}`,
        email: sql`'baja-' || ${alumnos.id} || '@anonimo.invalid'`,
        nombre: 'Estudiante',
        apellido1: 'dado de baja',
        apellido2: null,
        // No password opens it: a hash never has this form.
        passwordHash: '!',
        telefono: null,
        fechaNacimiento: null,
        direccion: null,
        idPaisNacionalidad: null,
        idProvincia: null,
        presentacion: null,
        enlacePortfolio: null,
        linkedin: null,
        competencias: [],
        idArchivoFoto: null,
        mensajeBloqueo: null,
        comunicacionesEmail: false,
        busquedaPracticasActiva: false,
        busquedaEmpleoActiva: false,
        cvPropioSubido: false,
        estado: 'baja',
        // Every token issued before this second stops opening a session (tokens carry whole seconds).
        sesionesDesde: sql`date_trunc('second', now())`,
      })
      .where(eq(alumnos.id, idAlumno));
    return borrado;
  }

  /** The sent mails to the student's address lose it and their data (a pending one, such as the decision's, is left to go). */
  async olvidarCorreos(email: string) {
    await this.db.execute(sql`update correos set para = 'anonimo@anonimo.invalid', datos = '{}'::jsonb
      where lower(para) = lower(${email}) and estado in ('enviado', 'fallido')`);
  }

  /** What the university keeps, counted for the decision's audit row. */
  async conservado(idAlumno: number) {
    const { rows } = (await this.db.execute(sql`select
        (select count(*)::int from practicas where id_alumno = ${idAlumno}) as practicas,
        (select count(*)::int from expedientes_universidad where id_alumno = ${idAlumno}) as expediente,
        (select count(*)::int from candidaturas where id_alumno = ${idAlumno}) as candidaturas,
        (select count(*)::int from programa_alumnos where id_alumno = ${idAlumno}) as programas`)) as unknown as {
      rows: { practicas: number; expediente: number; candidaturas: number; programas: number }[];
    };
    const r = rows[0];
    return {
      practicas: Number(r?.practicas ?? 0),
      expediente: Number(r?.expediente ?? 0),
      candidaturas: Number(r?.candidaturas ?? 0),
      programas: Number(r?.programas ?? 0),
    };
  }
}
