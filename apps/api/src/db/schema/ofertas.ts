import {
  bigserial,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const estudiosAlumno = pgTable('estudios_alumno', {
  id: serial('id').primaryKey(),
  idAlumno: integer('id_alumno').notNull(),
  /** Null for a study outside the catalogue, which has a `titulo` instead (0012). */
  idTitulacion: integer('id_titulacion'),
  deLaUniversidad: boolean('de_la_universidad').notNull().default(true),
  finalizado: boolean('finalizado').notNull().default(false),
  fechaInicio: date('fecha_inicio'),
  fechaFin: date('fecha_fin'),
  creditosSuperados: integer('creditos_superados'),
  notaMedia: numeric('nota_media', { precision: 3, scale: 2 }),
  titulo: text('titulo'),
  centro: text('centro'),
  nota: numeric('nota', { precision: 4, scale: 2 }),
});

export const programas = pgTable('programas', {
  id: serial('id').primaryKey(),
  titulo: text('titulo').notNull(),
  urlAcceso: text('url_acceso').notNull(),
  financiacion: text('financiacion'),
  fechaInicio: date('fecha_inicio'),
  fechaFin: date('fecha_fin'),
  meses: integer('meses'),
  activo: boolean('activo').notNull().default(true),
  // 0018 (modules/programas): the rest of spec §3 and the programme's conditions.
  descripcion: text('descripcion'),
  urlImagen: text('url_imagen'),
  tiposEstudios: smallint('tipos_estudios').array().notNull().default([]),
  meses2: integer('meses2'),
  operadorMeses: text('operador_meses'),
  requiereAdhesion: boolean('requiere_adhesion').notNull().default(false),
  adhesionConValidacion: boolean('adhesion_con_validacion').notNull().default(true),
  plazo: date('plazo'),
  soloEstudiantesUniversitarios: boolean('solo_estudiantes_universitarios').notNull().default(false),
  soloAlumnosUniversidad: boolean('solo_alumnos_universidad').notNull().default(false),
  soloTituladosUniversitarios: boolean('solo_titulados_universitarios').notNull().default(false),
  fechaTitulacionMinima: date('fecha_titulacion_minima'),
  exclusivo: boolean('exclusivo').notNull().default(false),
  europeo: boolean('europeo').notNull().default(false),
  creadoEn: ts('creado_en').notNull().defaultNow(),
  actualizadoEn: ts('actualizado_en').notNull().defaultNow(),
});

/** idPerfil 1 empleo, 2 prácticas; idEstado 1 pendiente, 2 publicada, 3 cerrada, 4 rechazada, 5 borrada, 6 cambios pedidos. */
export const ofertas = pgTable('ofertas', {
  id: serial('id').primaryKey(),
  urlAcceso: text('url_acceso').notNull(),
  idEmpresa: integer('id_empresa').notNull(),
  idContacto: integer('id_contacto'),
  idPerfil: smallint('id_perfil').notNull(),
  idEstado: smallint('id_estado').notNull().default(1),
  titulo: text('titulo').notNull(),
  puestoTrabajo: text('puesto_trabajo'),
  departamento: text('departamento'),
  descripcion: text('descripcion').notNull(),
  tareas: text('tareas'),
  requisitos: text('requisitos'),
  idProvincia: integer('id_provincia'),
  localidad: text('localidad'),
  plazas: integer('plazas').notNull().default(1),
  fechaPublicacion: ts('fecha_publicacion'),
  fechaLimite: date('fecha_limite'),
  fechaInicio: date('fecha_inicio'),
  fechaFin: date('fecha_fin'),
  idTipoContrato: integer('id_tipo_contrato'),
  salario: numeric('salario', { precision: 10, scale: 2 }),
  horario: text('horario'),
  horasDia: numeric('horas_dia', { precision: 4, scale: 2 }),
  modalidad: text('modalidad').notNull().default('presencial'),
  idAreaFuncional: integer('id_area_funcional'),
  idTipoFormacion: integer('id_tipo_formacion'),
  idPrograma: integer('id_programa'),
  meses: integer('meses'),
  tiempoDedicacion: integer('tiempo_dedicacion'),
  diasSemana: integer('dias_semana'),
  urlInscripcionExterna: text('url_inscripcion_externa'),
  tutorNombre: text('tutor_nombre'),
  tutorEmail: text('tutor_email'),
  tutorTelefono: text('tutor_telefono'),
  tutorCargo: text('tutor_cargo'),
  soloTitulados: boolean('solo_titulados').notNull().default(false),
  soloPostgrado: boolean('solo_postgrado').notNull().default(false),
  soloUniversidad: boolean('solo_universidad').notNull().default(false),
  creditosMinimos: integer('creditos_minimos'),
  documentacionNecesaria: text('documentacion_necesaria'),
  motivoRechazo: text('motivo_rechazo'),
  creadoEn: ts('creado_en').notNull().defaultNow(),
  actualizadoEn: ts('actualizado_en').notNull().defaultNow(),
  // 0003_alumno_ofertas.sql
  requiereCvPropio: boolean('requiere_cv_propio').notNull().default(false),
  // 0032_cambios_en_ofertas.sql (decision 039)
  reenvios: smallint('reenvios').notNull().default(0),
  /** `{ idMotivo, detalle }` of contract/ofertas-gestion.ts, kept after the resubmission. */
  cambiosPedidos: jsonb('cambios_pedidos').$type<{ idMotivo: string; detalle: string | null }>(),
  cambiosPedidosEn: ts('cambios_pedidos_en'),
  // `buscador` (generated tsvector) and `titulo_busqueda` (0033, generated: the title unaccented, lower case)
  // are queried with raw SQL and never written.
});

export const ofertaTitulaciones = pgTable(
  'oferta_titulaciones',
  {
    idOferta: integer('id_oferta').notNull(),
    idTitulacion: integer('id_titulacion').notNull(),
  },
  (t) => [primaryKey({ columns: [t.idOferta, t.idTitulacion] })],
);

export const candidaturas = pgTable('candidaturas', {
  id: serial('id').primaryKey(),
  idOferta: integer('id_oferta').notNull(),
  idAlumno: integer('id_alumno').notNull(),
  estado: smallint('estado').notNull(),
  creadoEn: ts('creado_en').notNull().defaultNow(),
  actualizadoEn: ts('actualizado_en').notNull().defaultNow(),
});

/** Offers a student saved (0042, modules/ofertas-guardadas); `recordadaEn`: reminded that it closes soon. */
export const ofertasGuardadas = pgTable(
  'ofertas_guardadas',
  {
    idAlumno: integer('id_alumno').notNull(),
    idOferta: integer('id_oferta').notNull(),
    creadoEn: ts('creado_en').notNull().defaultNow(),
    recordadaEn: ts('recordada_en'),
  },
  (t) => [primaryKey({ columns: [t.idAlumno, t.idOferta] })],
);

export const candidaturaHistorial = pgTable('candidatura_historial', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  idCandidatura: integer('id_candidatura').notNull(),
  estadoAnterior: smallint('estado_anterior'),
  estadoNuevo: smallint('estado_nuevo').notNull(),
  idMotivo: integer('id_motivo'),
  comentario: text('comentario'),
  actorTipo: text('actor_tipo').notNull(),
  actorId: integer('actor_id'),
  creadoEn: ts('creado_en').notNull().defaultNow(),
});

/**
 * destinoTipo alumno (destinoId = alumno) | empresa (destinoId = empresa).
 * 0010: a notification is a message key (`clave`, the kind) with its parameters, rendered in
 * the reader's language (lib/mensajes); `titulo`/`texto` only hold a legacy Spanish sentence
 * the migration could not match to a key. A CHECK requires one or the other.
 */
export const notificaciones = pgTable('notificaciones', {
  id: serial('id').primaryKey(),
  destinoTipo: text('destino_tipo').notNull(),
  destinoId: integer('destino_id').notNull(),
  clave: text('clave'),
  parametros: jsonb('parametros').$type<Record<string, unknown>>(),
  titulo: text('titulo'),
  texto: text('texto'),
  leida: boolean('leida').notNull().default(false),
  importante: boolean('importante').notNull().default(false),
  urlAcceso: text('url_acceso'),
  urlExterna: text('url_externa'),
  creadoEn: ts('creado_en').notNull().defaultNow(),
  /** 0027: sent by a staff bulk decision, withdrawn by its undo. */
  idLote: integer('id_lote'),
});

/** para: alumno | empresa | todos. 0035: staff withdraw them (publicada) from the back office. */
export const comunicaciones = pgTable('comunicaciones', {
  id: serial('id').primaryKey(),
  para: text('para').notNull(),
  fechaDesde: date('fecha_desde').notNull(),
  fechaHasta: date('fecha_hasta'),
  descripcion: text('descripcion').notNull(),
  enlace: text('enlace'),
  publicada: boolean('publicada').notNull().default(true),
  creadoEn: ts('creado_en').notNull().defaultNow(),
  actualizadoEn: ts('actualizado_en').notNull().defaultNow(),
});

/**
 * 0003: the document a student hands in for one offer (an offer with
 * documentacionNecesaria needs one: code 11); 0008: one per offer, its file in `archivos`.
 */
export const alumnoDocumentosOferta = pgTable('alumno_documentos_oferta', {
  id: serial('id').primaryKey(),
  idAlumno: integer('id_alumno').notNull(),
  idOferta: integer('id_oferta').notNull(),
  nombre: text('nombre').notNull(),
  extension: text('extension').notNull(),
  idArchivo: uuid('id_archivo').notNull(),
  creadoEn: ts('creado_en').notNull().defaultNow(),
});
