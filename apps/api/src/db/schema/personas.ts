import type { PermisoGestor } from '@puente/contract/permisos';
import { boolean, date, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** estado: activo | bloqueado | baja | sin_acceso */
export const alumnos = pgTable('alumnos', {
  id: serial('id').primaryKey(),
  dni: text('dni').notNull(),
  email: text('email').notNull(),
  nombre: text('nombre').notNull(),
  apellido1: text('apellido1').notNull(),
  apellido2: text('apellido2'),
  passwordHash: text('password_hash').notNull(),
  telefono: text('telefono'),
  conPracticas: boolean('con_practicas').notNull().default(false),
  conEmpleo: boolean('con_empleo').notNull().default(true),
  estado: text('estado').notNull().default('activo'),
  mensajeBloqueo: text('mensaje_bloqueo'),
  primerAcceso: boolean('primer_acceso').notNull().default(true),
  sesionesDesde: ts('sesiones_desde').notNull(),
  creadoEn: ts('creado_en').notNull().defaultNow(),
  busquedaPracticasActiva: boolean('busqueda_practicas_activa').notNull().default(true),
  busquedaEmpleoActiva: boolean('busqueda_empleo_activa').notNull().default(true),
  matriculadoPracticas: boolean('matriculado_practicas').notNull().default(false),
  deLaUniversidad: boolean('de_la_universidad').notNull().default(true),
  cvPropioSubido: boolean('cv_propio_subido').notNull().default(false),
  idProvincia: integer('id_provincia'),
  idPeriodoPreferenciaPracticas: integer('id_periodo_preferencia_practicas'),
  // 0003_alumno_ofertas.sql
  fechaNacimiento: date('fecha_nacimiento'),
  direccion: text('direccion'),
  idPaisNacionalidad: integer('id_pais_nacionalidad'),
  // 0012_cv.sql
  comunicacionesEmail: boolean('comunicaciones_email').notNull().default(true),
  tienePermisoTrabajo: boolean('tiene_permiso_trabajo').notNull().default(false),
  presentacion: text('presentacion'),
  enlacePortfolio: text('enlace_portfolio'),
  linkedin: text('linkedin'),
  carnetConducir: boolean('carnet_conducir').notNull().default(false),
  vehiculoPropio: boolean('vehiculo_propio').notNull().default(false),
  disponibilidadViajar: boolean('disponibilidad_viajar').notNull().default(false),
  disponibilidadCambioResidencia: boolean('disponibilidad_cambio_residencia').notNull().default(false),
  competencias: text('competencias').array().notNull().default([]),
  idArchivoFoto: uuid('id_archivo_foto'),
});

/** estado: pendiente | validada | bloqueada | rechazada */
export const empresas = pgTable('empresas', {
  id: serial('id').primaryKey(),
  cif: text('cif').notNull(),
  nombre: text('nombre').notNull(),
  nombreComercial: text('nombre_comercial'),
  descripcion: text('descripcion'),
  idSector: integer('id_sector'),
  idProvincia: integer('id_provincia'),
  localidad: text('localidad'),
  web: text('web'),
  estado: text('estado').notNull().default('pendiente'),
  creadoEn: ts('creado_en').notNull().defaultNow(),
  // 0015_cuentas_empresa.sql
  idTipoEmpresa: integer('id_tipo_empresa'),
  startup: boolean('startup').notNull().default(false),
  direccion: text('direccion'),
  cp: text('cp'),
  idPais: integer('id_pais').notNull().default(1),
  provincia: text('provincia'),
  idLocalidad: integer('id_localidad'),
  telefono: text('telefono'),
  iban: text('iban'),
  motivoRechazo: text('motivo_rechazo'),
  revisadaEn: ts('revisada_en'),
  // `busqueda` (0029, generated: name, trade name and CIF for the staff's search) is queried with raw SQL and never written.
  // 0030_reenvio_alta_empresa.sql: a rejected sign-up comes back corrected at most once.
  reenvios: integer('reenvios').notNull().default(0),
  reenviadaEn: ts('reenviada_en'),
  idMotivoRechazo: text('id_motivo_rechazo'),
  detalleRechazo: text('detalle_rechazo'),
});

export const contactosEmpresa = pgTable('contactos_empresa', {
  id: serial('id').primaryKey(),
  nick: text('nick').notNull(),
  /** Optional (0025, spec §5): a contact without one logs in with its nick. */
  email: text('email'),
  nombre: text('nombre').notNull(),
  apellidos: text('apellidos').notNull(),
  cargo: text('cargo'),
  telefono: text('telefono'),
  /** null until the contact sets a password from the mailed link (0015). */
  passwordHash: text('password_hash'),
  estado: text('estado').notNull().default('activo'),
  mensajeBloqueo: text('mensaje_bloqueo'),
  primerAcceso: boolean('primer_acceso').notNull().default(true),
  sesionesDesde: ts('sesiones_desde').notNull(),
  creadoEn: ts('creado_en').notNull().defaultNow(),
  // 0015_cuentas_empresa.sql
  nif: text('nif'),
  telefono2: text('telefono2'),
  departamento: text('departamento'),
  direccion: text('direccion'),
  cp: text('cp'),
  idPais: integer('id_pais').notNull().default(1),
  idProvincia: integer('id_provincia'),
  provincia: text('provincia'),
  idLocalidad: integer('id_localidad'),
  localidad: text('localidad'),
  aniosForoEmpleo: integer('anios_foro_empleo').array().notNull().default([]),
});

export const contactoEmpresas = pgTable(
  'contacto_empresas',
  {
    idContacto: integer('id_contacto').notNull(),
    idEmpresa: integer('id_empresa').notNull(),
    tiposContacto: integer('tipos_contacto').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.idContacto, t.idEmpresa] })],
);

export const gestores = pgTable('gestores', {
  id: serial('id').primaryKey(),
  nick: text('nick').notNull(),
  email: text('email').notNull(),
  nombre: text('nombre').notNull(),
  apellidos: text('apellidos').notNull(),
  passwordHash: text('password_hash').notNull(),
  activo: boolean('activo').notNull().default(true),
  sesionesDesde: ts('sesiones_desde').notNull(),
  creadoEn: ts('creado_en').notNull().defaultNow(),
  /** 0026: what the member may do in the staff area (packages/contract/src/permisos.ts). */
  permisos: text('permisos').array().notNull().$type<PermisoGestor[]>().default(['administracion']),
});
