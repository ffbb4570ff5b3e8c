import { integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** decision: validada | rechazada. A row means the university has the offer in hand (code 25). */
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
