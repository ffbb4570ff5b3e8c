import { bigserial, boolean, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const rgpdTextos = pgTable('rgpd_textos', {
  id: serial('id').primaryKey(),
  version: text('version').notNull(),
  textoCorto: text('texto_corto').notNull(),
  textoCompleto: text('texto_completo').notNull(),
  linkExterno: text('link_externo'),
  vigente: boolean('vigente').notNull().default(false),
  creadoEn: ts('creado_en').notNull().defaultNow(),
});

export const rgpdAceptaciones = pgTable(
  'rgpd_aceptaciones',
  {
    id: serial('id').primaryKey(),
    tipoUsuario: text('tipo_usuario').notNull(),
    idUsuario: integer('id_usuario').notNull(),
    idTexto: integer('id_texto').notNull(),
    aceptadoEn: ts('aceptado_en').notNull().defaultNow(),
  },
  (t) => [unique().on(t.tipoUsuario, t.idUsuario, t.idTexto)],
);

export const tokensRevocados = pgTable('tokens_revocados', {
  jti: text('jti').primaryKey(),
  expiraEn: ts('expira_en').notNull(),
});

export const tokensPassword = pgTable('tokens_password', {
  id: serial('id').primaryKey(),
  tipoUsuario: text('tipo_usuario').notNull(),
  idUsuario: integer('id_usuario').notNull(),
  proposito: text('proposito').notNull(),
  tokenHash: text('token_hash').notNull(),
  expiraEn: ts('expira_en').notNull(),
  usadoEn: ts('usado_en'),
  creadoEn: ts('creado_en').notNull().defaultNow(),
});

export const auditoria = pgTable('auditoria', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  actorTipo: text('actor_tipo').notNull(),
  actorId: integer('actor_id'),
  comoTipo: text('como_tipo'),
  comoId: integer('como_id'),
  accion: text('accion').notNull(),
  entidad: text('entidad'),
  entidadId: text('entidad_id'),
  detalle: jsonb('detalle'),
  creadoEn: ts('creado_en').notNull().defaultNow(),
});

export const ajustes = pgTable('ajustes', {
  clave: text('clave').primaryKey(),
  valor: jsonb('valor').notNull(),
  actualizadoEn: ts('actualizado_en').notNull().defaultNow(),
});
