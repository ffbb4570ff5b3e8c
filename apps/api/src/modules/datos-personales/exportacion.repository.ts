import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Cifrado } from '../../lib/cifrado/cifrado';
import type { Idioma } from '../../lib/mensajes/render';

/** One kind of a person's data: its rows, as plain objects with the same keys each. */
export type Filas = Record<string, unknown>[];

/** Days of sign-ins a copy holds (issue 28: the logins of the last year). */
const DIAS_ACCESOS = 365;

/** A reference list's label in the reader's language. */
const etiqueta = (lista: string, columna: SQL, idioma: Idioma) =>
  sql`(select ${sql.raw(idioma === 'en' ? "coalesce(nullif(d.en, ''), d.es)" : 'd.es')} from dominio_items d
    where d.lista = ${lista} and d.id = ${columna})`;

/**
 * The queries of a person's data copy (RGPD arts. 15 and 20), one per kind,
 * each answering what the student would recognise: names rather than ids of
 * reference lists, in their language. Nothing here writes.
 */
export class ExportacionRepository {
  constructor(
    private readonly db: Db,
    private readonly cifrado: Cifrado,
  ) {}

  private async filas(consulta: SQL): Promise<Filas> {
    const { rows } = (await this.db.execute(consulta)) as unknown as { rows: Filas };
    return rows;
  }

  /** Every kind, by the name its files take in the ZIP. */
  async deAlumno(id: number, idioma: Idioma): Promise<Record<string, Filas>> {
    const e = (lista: string, columna: SQL) => etiqueta(lista, columna, idioma);
    const consultas: Record<string, SQL> = {
      perfil: sql`select a.dni, a.nombre, a.apellido1, a.apellido2, a.email, a.telefono, a.fecha_nacimiento,
          a.direccion, ${e('paises', sql`a.id_pais_nacionalidad`)} as nacionalidad,
          (select nombre from provincias where id = a.id_provincia) as provincia, a.estado, a.creado_en,
          a.con_practicas, a.con_empleo, a.de_la_universidad, a.matriculado_practicas, a.comunicaciones_email,
          a.busqueda_practicas_activa, a.busqueda_empleo_activa
        from alumnos a where a.id = ${id}`,
      curriculum: sql`select a.presentacion, a.enlace_portfolio, a.linkedin, a.competencias, a.carnet_conducir,
          a.vehiculo_propio, a.disponibilidad_viajar, a.disponibilidad_cambio_residencia, a.tiene_permiso_trabajo,
          ${e('periodos_practicas', sql`a.id_periodo_preferencia_practicas`)} as periodo_practicas_preferido,
          array(select ${e('areas_funcionales', sql`x.id_area`)} from alumno_areas_funcionales x where x.id_alumno = a.id) as areas_funcionales,
          array(select ${e('tags_interes', sql`x.id_tag`)} from alumno_tags_interes x where x.id_alumno = a.id) as intereses,
          array(select ${e('programas_informaticos', sql`x.id_programa`)} || ' (' || x.nivel || ')'
            from alumno_programas x where x.id_alumno = a.id) as programas_informaticos
        from alumnos a where a.id = ${id}`,
      estudios: sql`select t.nombre as titulacion, s.titulo, s.centro, s.de_la_universidad, s.finalizado, s.fecha_inicio,
          s.fecha_fin, s.creditos_superados, s.nota_media, s.nota
        from estudios_alumno s left join titulaciones t on t.id = s.id_titulacion where s.id_alumno = ${id} order by s.id`,
      expediente: sql`select t.nombre as titulacion, x.finalizado, x.fecha_inicio, x.fecha_fin, x.creditos_superados,
          x.nota_media
        from expedientes_universidad x join titulaciones t on t.id = x.id_titulacion where x.id_alumno = ${id} order by x.id`,
      idiomas: sql`select ${e('idiomas', sql`i.id_idioma`)} as idioma, ${e('niveles_idioma', sql`i.id_nivel`)} as nivel
        from idiomas_alumno i where i.id_alumno = ${id} order by i.id`,
      experiencia: sql`select x.puesto, x.empresa, x.fecha_inicio, x.fecha_fin, x.descripcion, x.enlace
        from experiencias_alumno x where x.id_alumno = ${id} order by x.fecha_inicio desc nulls last, x.id`,
      candidaturas: sql`select c.id, o.titulo as oferta, coalesce(em.nombre_comercial, em.nombre) as empresa,
          c.estado, c.creado_en, c.actualizado_en
        from candidaturas c join ofertas o on o.id = c.id_oferta join empresas em on em.id = o.id_empresa
        where c.id_alumno = ${id} order by c.creado_en, c.id`,
      historial_candidaturas: sql`select h.id_candidatura, h.estado_anterior, h.estado_nuevo,
          (select ${sql.raw(idioma === 'en' ? 'm.en' : 'm.es')} from motivos_cambio_estado m where m.id_motivo = h.id_motivo) as motivo,
          h.comentario, h.actor_tipo as quien, h.creado_en
        from candidatura_historial h join candidaturas c on c.id = h.id_candidatura
        where c.id_alumno = ${id} order by h.creado_en, h.id`,
      eventos: sql`select ev.titulo as evento, ev.fecha, i.estado, i.creado_en, i.asistio
        from inscripciones_evento i join eventos ev on ev.id = i.id_evento where i.id_alumno = ${id} order by i.creado_en`,
      encuestas: sql`select en.titulo as encuesta, c.dia, p.texto as pregunta, r.texto as respuesta, v.valor, v.texto
        from encuesta_contestaciones c join encuestas en on en.id = c.id_encuesta
          join encuesta_contestacion_valores v on v.id_contestacion = c.id
          left join encuesta_preguntas p on p.id = v.id_pregunta left join encuesta_respuestas r on r.id = v.id_respuesta
        where c.tipo = 'alumno' and c.id_usuario = ${id} order by c.dia, c.id, p.orden`,
      practicas: sql`select p.id, coalesce(em.nombre_comercial, em.nombre) as empresa, p.tipo, p.estado, p.fecha_inicio,
          p.fecha_fin, p.tareas, p.horas_totales, p.creditos, p.remunerada, p.importe_mensual, p.tutor_empresa_nombre,
          p.tutor_academico_nombre, p.alta_ss_fecha, p.baja_ss_fecha, p.calificacion, p.certificada_en
        from practicas p join empresas em on em.id = p.id_empresa where p.id_alumno = ${id} order by p.fecha_inicio, p.id`,
      datos_pago: sql`select iban, swift, nss, actualizado_en from datos_practica_alumno where id_alumno = ${id}`,
      programas: sql`select pr.titulo as programa, x.estado, x.creado_en, x.resuelto_en
        from programa_alumnos x join programas pr on pr.id = x.id_programa where x.id_alumno = ${id} order by x.creado_en`,
      notificaciones: sql`select n.clave, n.titulo, n.texto, n.parametros, n.leida, n.importante, n.creado_en
        from notificaciones n where n.destino_tipo = 'alumno' and n.destino_id = ${id} order by n.creado_en, n.id`,
      consentimientos: sql`select 'portal' as ambito, t.version, r.aceptado_en
          from rgpd_aceptaciones r join rgpd_textos t on t.id = r.id_texto
          where r.tipo_usuario = 'alumno' and r.id_usuario = ${id}
        union all
        select 'encuesta: ' || en.titulo, null, r.aceptada_en
          from encuesta_aceptaciones_rgpd r join encuestas en on en.id = r.id_encuesta
          where r.tipo = 'alumno' and r.id_usuario = ${id}
        order by 3`,
      accesos: sql`select au.accion, au.creado_en from auditoria au
        where au.actor_tipo = 'alumno' and au.actor_id = ${id} and au.accion in ('login.correcto', 'login.saml')
          and au.creado_en > now() - make_interval(days => ${DIAS_ACCESOS}) order by au.creado_en`,
      lecturas_cv: sql`select au.creado_en, au.accion,
          case when au.actor_tipo = 'gestor' then 'universidad' else coalesce(em.nombre_comercial, em.nombre) end as quien
        from auditoria au
          left join candidaturas c on au.entidad = 'candidaturas' and c.id::text = au.entidad_id
          left join ofertas o on o.id = c.id_oferta left join empresas em on em.id = o.id_empresa
        where au.accion in ('cv.lectura', 'cv.pdf', 'cv.documento')
          and ((au.entidad = 'alumnos' and au.entidad_id = ${String(id)})
            or (au.entidad = 'candidaturas' and au.detalle ->> 'idAlumno' = ${String(id)}))
        order by au.creado_en`,
      ofertas_guardadas: sql`select o.titulo as oferta, g.creado_en from ofertas_guardadas g join ofertas o on o.id = g.id_oferta
        where g.id_alumno = ${id} order by g.creado_en`,
      busquedas_guardadas: sql`select b.nombre, b.tipo, b.filtros, b.frecuencia, b.creado_en, b.ultimo_envio_en
        from busquedas_guardadas b where b.id_alumno = ${id} order by b.creado_en`,
    };
    const todas = await this.todas(consultas);
    // Stored encrypted (decision 051): the student's copy holds their own numbers in clear.
    todas.datos_pago = await Promise.all(
      (todas.datos_pago ?? []).map(async (f) => ({
        ...f,
        iban: await this.cifrado.descifrar('datos_practica_alumno.iban', id, f.iban as string | null),
        nss: await this.cifrado.descifrar('datos_practica_alumno.nss', id, f.nss as string | null),
      })),
    );
    return todas;
  }

  /**
   * A company contact's copy: who they are, the companies they act for and as what, and what they did for them
   * (the offers they created, the agreements they manage, the documents they uploaded: the rows are the
   * company's, the link to the person is theirs), their consents and sign-ins.
   */
  async deContacto(id: number, idioma: Idioma): Promise<Record<string, Filas>> {
    const e = (lista: string, columna: SQL) => etiqueta(lista, columna, idioma);
    const empresa = sql`coalesce(nullif(em.nombre_comercial, ''), em.nombre)`;
    const consultas: Record<string, SQL> = {
      perfil: sql`select c.nick, c.email, c.nombre, c.apellidos, c.nif, c.cargo, c.departamento, c.telefono, c.telefono2,
          c.direccion, c.cp, ${e('paises', sql`c.id_pais`)} as pais,
          coalesce((select nombre from provincias where id = c.id_provincia), c.provincia) as provincia,
          coalesce((select nombre from localidades where id = c.id_localidad), c.localidad) as localidad,
          c.anios_foro_empleo, c.estado, c.creado_en
        from contactos_empresa c where c.id = ${id}`,
      empresas: sql`select ${empresa} as empresa, em.cif,
          array(select ${e('tipos_contacto', sql`t`)} from unnest(ce.tipos_contacto) t) as tipos_contacto
        from contacto_empresas ce join empresas em on em.id = ce.id_empresa where ce.id_contacto = ${id} order by 1`,
      ofertas: sql`select o.titulo, ${empresa} as empresa, o.creado_en from ofertas o join empresas em on em.id = o.id_empresa
        where o.id_contacto = ${id} order by o.creado_en, o.id`,
      convenios: sql`select ${empresa} as empresa, cv.estado, cv.creado_en, cv.firmado_en
        from convenios cv join empresas em on em.id = cv.id_empresa where cv.id_contacto_gestion = ${id} order by cv.creado_en, cv.id`,
      documentos: sql`select d.nombre, d.extension, ${empresa} as empresa, d.creado_en
        from documentos_empresa d join empresas em on em.id = d.id_empresa where d.id_contacto = ${id} order by d.creado_en, d.id`,
      consentimientos: sql`select t.version, r.aceptado_en from rgpd_aceptaciones r join rgpd_textos t on t.id = r.id_texto
        where r.tipo_usuario = 'empresa' and r.id_usuario = ${id} order by r.aceptado_en`,
      accesos: sql`select au.accion, au.creado_en from auditoria au
        where au.actor_tipo = 'empresa' and au.actor_id = ${id} and au.como_tipo is null and au.accion = 'login.correcto'
          and au.creado_en > now() - make_interval(days => ${DIAS_ACCESOS}) order by au.creado_en`,
    };
    return this.todas(consultas);
  }

  private async todas(consultas: Record<string, SQL>): Promise<Record<string, Filas>> {
    const nombres = Object.keys(consultas);
    const resultados = await Promise.all(nombres.map((n) => this.filas(consultas[n] as SQL)));
    return Object.fromEntries(nombres.map((n, i) => [n, resultados[i] as Filas]));
  }
}
