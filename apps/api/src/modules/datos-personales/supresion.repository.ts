import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alumnos, contactosEmpresa } from '../../db/schema/personas';
import type { Cifrado } from '../../lib/cifrado/cifrado';
import { PLANTILLAS_SIN_DESTINATARIO } from '../correo/plantillas';

/** A student's personal files: the CV's documents and photo, attachments, documents for offers. Not an internship's. */
const USOS_PERSONALES = ['documento-oferta', 'documento-alumno', 'adjunto-experiencia', 'foto-perfil', 'exportacion-datos'];
/** Audit details that could carry what a student wrote about themselves (cv.experiencia.alta, cv.portfolio…). */
const CLAVES_PERSONALES_AUDITORIA = ['puesto', 'enlacePortfolio', 'linkedin', 'nombre', 'email', 'dni', 'telefono'];

const clavesPersonales = sql.raw(`array[${CLAVES_PERSONALES_AUDITORIA.map((c) => `'${c}'`).join(', ')}]`);

/** How many rows a statement touched, the same on both drivers. */
async function contar(db: Db, consulta: SQL) {
  const { rows } = (await db.execute(
    sql`with hecho as (${consulta} returning 1) select count(*)::int as n from hecho`,
  )) as unknown as {
    rows: { n: number }[];
  };
  return Number(rows[0]?.n ?? 0);
}

/** Internships whose records the university keeps, with the data a paid one needs (decision 020). */
export const ESTADOS_PRACTICA_CONSERVADA = ['aceptada', 'en_curso', 'finalizada', 'certificada'];
const conservada = sql.join(
  ESTADOS_PRACTICA_CONSERVADA.map((e) => sql`${e}`),
  sql`, `,
);

/** What `bloquear` keeps of a student: who they were and what their internships' payment needed. */
export interface FilaBloqueada {
  datos: {
    dni: string;
    nombre: string;
    apellidos: string;
    email: string;
    telefono: string | null;
    iban: string | null;
    swift: string | null;
    nss: string | null;
  };
  base_legal: string;
  bloqueado_en: Date | string;
}

/**
 * The erasure of a student's personal data (RGPD art. 17), in the caller's
 * transaction: what goes, what is anonymised, and what the law keeps blocked
 * (LOPDGDD art. 32, `datos_bloqueados`). Both ways to leave share it: the
 * student's own erasure and staff accepting a request (decision 046).
 */
export class SupresionRepository {
  constructor(
    private readonly db: Db,
    private readonly cifrado: Cifrado,
  ) {}

  /**
   * Copies into `datos_bloqueados` what the law keeps of a student whose internships the university must keep
   * (accepted or later): their identity and the bank and Social Security data a paid one needed. Nothing when
   * they have none. Answers whether it blocked.
   */
  async bloquear(idAlumno: number, baseLegal: string): Promise<boolean> {
    const { rows } = (await this.db.execute(sql`
      insert into datos_bloqueados (tipo_usuario, id_usuario, datos, base_legal)
      select 'alumno', a.id, jsonb_build_object(
          'dni', a.dni, 'nombre', a.nombre, 'apellidos', trim(a.apellido1 || ' ' || coalesce(a.apellido2, '')),
          'email', a.email, 'telefono', a.telefono, 'iban', d.iban, 'swift', d.swift, 'nss', d.nss),
        ${baseLegal}
      from alumnos a left join datos_practica_alumno d on d.id_alumno = a.id
      where a.id = ${idAlumno}
        and exists (select 1 from practicas p where p.id_alumno = a.id and p.estado in (${conservada}))
      on conflict (tipo_usuario, id_usuario) do nothing
      returning 1`)) as unknown as { rows: unknown[] };
    return rows.length > 0;
  }

  async email(idAlumno: number): Promise<string | null> {
    const [fila] = await this.db.select({ email: alumnos.email }).from(alumnos).where(eq(alumnos.id, idAlumno));
    return fila?.email ?? null;
  }

  /** The IBAN and NSS were copied as stored, encrypted for their row of datos_practica_alumno (decision 051). */
  async bloqueados(idAlumno: number): Promise<FilaBloqueada | null> {
    const { rows } = (await this.db.execute(sql`select datos, base_legal, bloqueado_en from datos_bloqueados
      where tipo_usuario = 'alumno' and id_usuario = ${idAlumno}`)) as unknown as { rows: FilaBloqueada[] };
    const fila = rows[0];
    if (!fila) return null;
    const d = fila.datos;
    return {
      ...fila,
      datos: {
        ...d,
        iban: await this.cifrado.descifrar('datos_practica_alumno.iban', idAlumno, d.iban ?? null),
        nss: await this.cifrado.descifrar('datos_practica_alumno.nss', idAlumno, d.nss ?? null),
      },
    };
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
   * their documents, consent records, and the degree the office's numbers
   * count them under. The CV (texts, studies, languages, experience),
   * notifications, saved offers and searches, copies of their data, password
   * links, calendar feed, bank and Social Security data (blocked first by
   * `bloquear` when an internship needs them), the companies' comments on
   * their candidacies and the student's own words in requests go; their
   * survey answers stay anonymous; audit details lose any personal value (the
   * rows keep ids only). Answers what it did.
   */
  async anonimizar(idAlumno: number) {
    const n = (consulta: SQL) => contar(this.db, consulta);
    // The office's numbers count the student under their degree: it is kept, without the studies it came from.
    const { rows: titulacion } = (await this.db.execute(
      sql`select id_titulacion from titulacion_informe_alumno where id_alumno = ${idAlumno}`,
    )) as unknown as { rows: { id_titulacion: number }[] };
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
      // Blocked first when the university keeps an internship (`bloquear`): the working copy goes either way.
      datosPracticas: await n(sql`delete from datos_practica_alumno where id_alumno = ${idAlumno}`),
      guardadas:
        (await n(sql`delete from busquedas_guardadas where id_alumno = ${idAlumno}`)) +
        (await n(sql`delete from ofertas_guardadas where id_alumno = ${idAlumno}`)),
      exportaciones: await n(sql`delete from exportaciones_datos where tipo_usuario = 'alumno' and id_usuario = ${idAlumno}`),
      copiasEnSolicitudes: await n(sql`update solicitudes_practica set alumno_dni = null, alumno_nombre = null
        where id_alumno = ${idAlumno} and (alumno_dni is not null or alumno_nombre is not null)`),
      auditoria: await n(sql`update auditoria set detalle = detalle - ${clavesPersonales}
        where detalle is not null and jsonb_typeof(detalle) = 'object'
          and ((entidad = 'alumnos' and entidad_id = ${String(idAlumno)}) or (actor_tipo = 'alumno' and actor_id = ${idAlumno})
            or (como_tipo = 'alumno' and como_id = ${idAlumno}))
          and detalle ?| ${clavesPersonales}`),
    };
    for (const t of titulacion) {
      await this.db.execute(sql`insert into titulacion_informe_alumno (id_alumno, id_titulacion)
        values (${idAlumno}, ${t.id_titulacion}) on conflict (id_alumno) do update set id_titulacion = excluded.id_titulacion`);
    }
    await this.db
      .update(alumnos)
      .set({
        dni: sql`'BAJA-' || ${alumnos.id}`,
        email: sql`'baja-' || ${alumnos.id} || '@anonimo.invalid'`,
        nombre: 'Candidato',
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

  /**
   * The mails to the student's address: sent or failed ones lose it and their data; pending ones are not sent
   * (an alert, a notice: they are gone), but for the farewell itself (PLANTILLAS_SIN_DESTINATARIO), which
   * forgets the address once sent.
   */
  async olvidarCorreos(email: string) {
    await this.db.execute(sql`update correos set para = 'anonimo@anonimo.invalid', datos = '{}'::jsonb
      where lower(para) = lower(${email}) and estado in ('enviado', 'fallido')`);
    await this.db.execute(sql`delete from correos where lower(para) = lower(${email}) and estado = 'pendiente'
      and plantilla not in (${sql.join(
        PLANTILLAS_SIN_DESTINATARIO.map((p) => sql`${p}`),
        sql`, `,
      )})`);
  }

  /** What the university keeps, counted for the decision's audit row. */
  async conservado(idAlumno: number) {
    const { rows } = (await this.db.execute(sql`select
        (select count(*)::int from practicas where id_alumno = ${idAlumno} and estado in (${conservada})) as practicas,
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

  // —— A company contact (issue 28): no law keeps their data; their company keeps what they did for it ——

  async emailContacto(idContacto: number): Promise<string | null> {
    const [fila] = await this.db
      .select({ email: contactosEmpresa.email })
      .from(contactosEmpresa)
      .where(eq(contactosEmpresa.id, idContacto));
    return fila?.email ?? null;
  }

  /**
   * The companies of the contact that have no other active contact: while one does, the contact cannot leave
   * (nobody would receive its candidates, agreements and the office's mail). Locks the companies' contact rows,
   * so two contacts of one company leaving at once cannot both pass.
   */
  async empresasSinOtroContacto(idContacto: number, bloquear = false): Promise<string[]> {
    if (bloquear) {
      await this.db.execute(sql`select 1 from contacto_empresas where id_empresa in (
          select id_empresa from contacto_empresas where id_contacto = ${idContacto}) for update`);
    }
    const { rows } = (await this.db.execute(sql`
      select coalesce(nullif(e.nombre_comercial, ''), e.nombre) as nombre
      from contacto_empresas ce join empresas e on e.id = ce.id_empresa
      where ce.id_contacto = ${idContacto}
        and not exists (select 1 from contacto_empresas o join contactos_empresa c on c.id = o.id_contacto
          where o.id_empresa = ce.id_empresa and o.id_contacto <> ${idContacto} and c.estado = 'activo')
      order by 1`)) as unknown as { rows: { nombre: string }[] };
    return rows.map((r) => r.nombre);
  }

  /** The contact's own files: only the copies of their data (what they upload is their company's). */
  async archivosContacto(idContacto: number): Promise<string[]> {
    const { rows } = (await this.db.execute(sql`select id from archivos
      where propietario_tipo = 'contacto' and propietario_id = ${idContacto}`)) as unknown as { rows: { id: string }[] };
    return rows.map((r) => r.id);
  }

  /**
   * Erases a company contact in the caller's transaction: they leave every company (contacto_empresas), their
   * links and copies go, audit details lose any personal value, and the account row stays anonymised, because
   * the offers, agreements and documents they handled are the company's and keep its id (the classification's
   * `conservar`). Answers what it did.
   */
  async anonimizarContacto(idContacto: number) {
    const n = (consulta: SQL) => contar(this.db, consulta);
    const borrado = {
      empresas: await n(sql`delete from contacto_empresas where id_contacto = ${idContacto}`),
      enlaces: await n(sql`delete from tokens_password where tipo_usuario = 'empresa' and id_usuario = ${idContacto}`),
      exportaciones: await n(sql`delete from exportaciones_datos where tipo_usuario = 'empresa' and id_usuario = ${idContacto}`),
      auditoria: await n(sql`update auditoria set detalle = detalle - ${clavesPersonales}
        where detalle is not null and jsonb_typeof(detalle) = 'object'
          and ((actor_tipo = 'empresa' and actor_id = ${idContacto}) or (como_tipo = 'empresa' and como_id = ${idContacto}))
          and detalle ?| ${clavesPersonales}`),
    };
    await this.db
      .update(contactosEmpresa)
      .set({
        // A '#' no chosen nick can hold (nickSchema), so it never takes one somebody may want.
        nick: sql`'#baja-' || ${contactosEmpresa.id}`,
        // Optional for contacts: none is the plainest anonymous value, and no mail can reach it.
        email: null,
        nombre: 'Contacto',
        apellidos: 'dado de baja',
        cargo: null,
        telefono: null,
        telefono2: null,
        nif: null,
        departamento: null,
        direccion: null,
        cp: null,
        idPais: sql`default`,
        idProvincia: null,
        provincia: null,
        idLocalidad: null,
        localidad: null,
        aniosForoEmpleo: [],
        passwordHash: '!',
        mensajeBloqueo: null,
        estado: 'baja',
        sesionesDesde: sql`date_trunc('second', now())`,
      })
      .where(eq(contactosEmpresa.id, idContacto));
    return borrado;
  }
}
