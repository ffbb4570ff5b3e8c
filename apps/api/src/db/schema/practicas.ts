import {
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
 * 0017: one student's internship at one company. estado propuesta | en_curso |
 * finalizada | rechazada | anulada (en_curso past fecha_fin reads as finalizada);
 * tipo curricular | extracurricular; propuestaPor alumno | empresa | gestor.
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
