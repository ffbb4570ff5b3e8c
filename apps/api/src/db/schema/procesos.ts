import { integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** decision: validada | rechazada | cambios (0032). A row means the university has the offer in hand (code 25). */
export const ofertaValidaciones = pgTable('oferta_validaciones', {
  id: serial('id').primaryKey(),
  idOferta: integer('id_oferta').notNull(),
  idGestor: integer('id_gestor').notNull(),
  decision: text('decision').notNull(),
  motivo: text('motivo'),
  creadoEn: ts('creado_en').notNull().defaultNow(),
});

/** estado: solicitada | adherida | rechazada (0018) */
export const programaEmpresas = pgTable(
  'programa_empresas',
  {
    idPrograma: integer('id_programa').notNull(),
    idEmpresa: integer('id_empresa').notNull(),
    estado: text('estado').notNull().default('solicitada'),
    creadoEn: ts('creado_en').notNull().defaultNow(),
    resueltoEn: ts('resuelto_en'),
  },
  (t) => [primaryKey({ columns: [t.idPrograma, t.idEmpresa] })],
);

/** 0027: a staff member's bulk decision (tipo 'ofertas'), undoable until deshacerHasta. */
export const lotesGestion = pgTable('lotes_gestion', {
  id: serial('id').primaryKey(),
  tipo: text('tipo').notNull(),
  idGestor: integer('id_gestor').notNull(),
  decision: text('decision').notNull(),
  motivo: jsonb('motivo'),
  creadoEn: ts('creado_en').notNull().defaultNow(),
  deshacerHasta: ts('deshacer_hasta').notNull(),
  deshechoEn: ts('deshecho_en'),
});

/** 0027: each offer a batch changed, with what it had before. */
export const loteOfertas = pgTable(
  'lote_ofertas',
  {
    idLote: integer('id_lote').notNull(),
    idOferta: integer('id_oferta').notNull(),
    estadoAnterior: smallint('estado_anterior').notNull(),
    estadoNuevo: smallint('estado_nuevo').notNull(),
    motivoAnterior: text('motivo_anterior'),
    fechaPublicacionAnterior: ts('fecha_publicacion_anterior'),
  },
  (t) => [primaryKey({ columns: [t.idLote, t.idOferta] })],
);
