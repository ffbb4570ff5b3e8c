import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * 0017: one student's internship at one company. estado propuesta | aceptada |
 * en_curso | finalizada | certificada | rechazada | anulada (en_curso past
 * fecha_fin reads as finalizada); tipo curricular | extracurricular;
 * propuestaPor alumno | empresa | gestor. 0034 adds what the law asks: pay,
 * mobility, schedule days, Social Security registration, grade, certificate.
 */
export const practicas = pgTable(
  'practicas',
  {
    id: serial('id').primaryKey(),
    idAlumno: integer('id_alumno').notNull(),
    idEmpresa: integer('id_empresa').notNull(),
    idOferta: integer('id_oferta'),
    idPrograma: integer('id_programa'),
    tipo: text('tipo').notNull(),
    estado: text('estado').notNull().default('propuesta'),
    propuestaPor: text('propuesta_por').notNull().default('gestor'),
    fechaInicio: date('fecha_inicio').notNull(),
    fechaFin: date('fecha_fin').notNull(),
    finAnticipado: boolean('fin_anticipado').notNull().default(false),
    tareas: text('tareas'),
    horasDia: numeric('horas_dia', { precision: 4, scale: 2 }),
    diasSemana: smallint('dias_semana'),
    dedicacion: numeric('dedicacion', { precision: 5, scale: 2 }),
    horasTotales: integer('horas_totales'),
    tutorEmpresaNombre: text('tutor_empresa_nombre'),
    tutorEmpresaEmail: text('tutor_empresa_email'),
    tutorEmpresaTelefono: text('tutor_empresa_telefono'),
    tutorAcademicoNombre: text('tutor_academico_nombre'),
    tutorAcademicoEmail: text('tutor_academico_email'),
    creditos: numeric('creditos', { precision: 5, scale: 2 }),
    remunerada: boolean('remunerada').notNull().default(false),
    importeMensual: numeric('importe_mensual', { precision: 8, scale: 2 }),
    pagador: text('pagador'),
    movilidad: text('movilidad').notNull().default('nacional'),
    diasHorario: smallint('dias_horario').array(),
    ccc: text('ccc'),
    altaSsFecha: date('alta_ss_fecha'),
    altaSsRegistradaPor: text('alta_ss_registrada_por'),
    altaSsRegistradaEn: ts('alta_ss_registrada_en'),
    bajaSsFecha: date('baja_ss_fecha'),
    bajaSsRegistradaPor: text('baja_ss_registrada_por'),
    bajaSsRegistradaEn: ts('baja_ss_registrada_en'),
    calificacion: numeric('calificacion', { precision: 4, scale: 2 }),
    calificadaEn: ts('calificada_en'),
    certificadaEn: ts('certificada_en'),
    /** 0037: the signed copy of the per-student annex; por empresa:<id> | gestor:<id>. */
    idArchivoAnexoFirmado: uuid('id_archivo_anexo_firmado'),
    anexoFirmadoPor: text('anexo_firmado_por'),
    anexoFirmadoEn: ts('anexo_firmado_en'),
    /** 0045: when the student was asked, by a notification, for their final report of an ended internship. */
    informeAlumnoPedidoEn: ts('informe_alumno_pedido_en'),
    creadoEn: ts('creado_en').notNull().defaultNow(),
    actualizadoEn: ts('actualizado_en').notNull().defaultNow(),
  },
  (t) => [
    index('practicas_empresa_idx').on(t.idEmpresa, t.fechaInicio),
    index('practicas_alumno_idx').on(t.idAlumno, t.fechaInicio),
  ],
);

/** 0017: a document internships need, of a programme or of all (idPrograma null); aportadoPor empresa | alumno. */
export const documentosRequeridosPractica = pgTable('documentos_requeridos_practica', {
  id: serial('id').primaryKey(),
  idPrograma: integer('id_programa'),
  tipoPractica: text('tipo_practica'),
  nombre: text('nombre').notNull(),
  descripcion: text('descripcion'),
  aportadoPor: text('aportado_por').notNull(),
  idArchivoPlantilla: uuid('id_archivo_plantilla'),
  orden: integer('orden').notNull().default(0),
  activo: boolean('activo').notNull().default(true),
  creadoEn: ts('creado_en').notNull().defaultNow(),
});

/** 0017: a file handed in for an internship; aportadoPorTipo empresa | alumno | gestor. */
export const documentosPractica = pgTable('documentos_practica', {
  id: serial('id').primaryKey(),
  idPractica: integer('id_practica').notNull(),
  idDocumentoRequerido: integer('id_documento_requerido'),
  idArchivo: uuid('id_archivo').notNull(),
  nombre: text('nombre').notNull(),
  extension: text('extension').notNull(),
  aportadoPorTipo: text('aportado_por_tipo').notNull(),
  aportadoPorId: integer('aportado_por_id').notNull(),
  creadoEn: ts('creado_en').notNull().defaultNow(),
});

/** 0017: a company's own documents (documentosAportados). */
export const documentosEmpresa = pgTable(
  'documentos_empresa',
  {
    id: serial('id').primaryKey(),
    idEmpresa: integer('id_empresa').notNull(),
    idArchivo: uuid('id_archivo').notNull(),
    nombre: text('nombre').notNull(),
    extension: text('extension').notNull(),
    idContacto: integer('id_contacto'),
    creadoEn: ts('creado_en').notNull().defaultNow(),
  },
  (t) => [index('documentos_empresa_empresa_idx').on(t.idEmpresa, t.creadoEn)],
);

/** 0017: annexes the university publishes for every company. */
export const anexosPracticas = pgTable('anexos_practicas', {
  id: serial('id').primaryKey(),
  titulo: text('titulo').notNull(),
  descripcion: text('descripcion'),
  idArchivo: uuid('id_archivo').notNull(),
  publicadoPor: integer('publicado_por'),
  creadoEn: ts('creado_en').notNull().defaultNow(),
});

/** 0017: information notes per kind of internship; the newest of each kind is the one shown. */
export const notasInformativas = pgTable(
  'notas_informativas',
  {
    id: serial('id').primaryKey(),
    tipo: text('tipo').notNull(),
    titulo: text('titulo').notNull(),
    idArchivo: uuid('id_archivo').notNull(),
    publicadoPor: integer('publicado_por'),
    creadoEn: ts('creado_en').notNull().defaultNow(),
  },
  (t) => [index('notas_informativas_tipo_idx').on(t.tipo, t.creadoEn, t.id)],
);

/** 0017: a company's change request on an internship; estado pendiente | aceptada | rechazada. */
export const solicitudesCambioPractica = pgTable('solicitudes_cambio_practica', {
  id: serial('id').primaryKey(),
  idPractica: integer('id_practica').notNull(),
  tipo: text('tipo').notNull(),
  valores: jsonb('valores').$type<Record<string, string | number>>().notNull(),
  motivo: text('motivo').notNull(),
  estado: text('estado').notNull().default('pendiente'),
  solicitadoPor: integer('solicitado_por'),
  respuesta: text('respuesta'),
  resueltoPor: integer('resuelto_por'),
  resueltoEn: ts('resuelto_en'),
  creadoEn: ts('creado_en').notNull().defaultNow(),
});

/** 0034: the training plan; estado borrador | enviado | aceptado | devuelto. */
export const proyectosFormativos = pgTable('proyectos_formativos', {
  idPractica: integer('id_practica').primaryKey(),
  objetivos: text('objetivos').notNull(),
  actividades: text('actividades').notNull(),
  competencias: text('competencias').notNull(),
  estado: text('estado').notNull().default('borrador'),
  observaciones: text('observaciones'),
  redactadoPor: integer('redactado_por'),
  enviadoEn: ts('enviado_en'),
  aceptadoEn: ts('aceptado_en'),
  actualizadoEn: ts('actualizado_en').notNull().defaultNow(),
});

/** 0034: a day the student did not attend. */
export const ausenciasPractica = pgTable('ausencias_practica', {
  id: serial('id').primaryKey(),
  idPractica: integer('id_practica').notNull(),
  fecha: date('fecha').notNull(),
  motivo: text('motivo'),
  registradaPor: text('registrada_por').notNull(),
  creadoEn: ts('creado_en').notNull().defaultNow(),
});

/** 0034: a tutor's personal link (hex SHA-256 of the token); rol tutor_empresa | tutor_academico. */
export const enlacesTutor = pgTable('enlaces_tutor', {
  id: serial('id').primaryKey(),
  idPractica: integer('id_practica').notNull(),
  rol: text('rol').notNull(),
  tokenSha256: text('token_sha256').notNull(),
  email: text('email').notNull(),
  caducaEn: ts('caduca_en').notNull(),
  usadoEn: ts('usado_en'),
  creadoEn: ts('creado_en').notNull().defaultNow(),
});

/** 0034: each mail of a tutor's link; motivo inicial | recordatorio_3 | recordatorio_10 | recordatorio_20 | manual. */
export const enviosEnlaceTutor = pgTable('envios_enlace_tutor', {
  id: serial('id').primaryKey(),
  idPractica: integer('id_practica').notNull(),
  rol: text('rol').notNull(),
  motivo: text('motivo').notNull(),
  para: text('para').notNull(),
  idCorreo: bigint('id_correo', { mode: 'number' }),
  enviadoPor: text('enviado_por'),
  creadoEn: ts('creado_en').notNull().defaultNow(),
});

/** 0034: a final report; autor tutor_empresa (art. 13) | alumno (art. 14). */
export const informesPractica = pgTable('informes_practica', {
  idPractica: integer('id_practica').notNull(),
  autor: text('autor').notNull(),
  respuestas: jsonb('respuestas').$type<Record<string, unknown>>().notNull(),
  enviadoEn: ts('enviado_en').notNull().defaultNow(),
});
