import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const limitesPeticiones = pgTable('limites_peticiones', {
  clave: text('clave').primaryKey(),
  contador: integer('contador').notNull(),
  expiraEn: timestamp('expira_en', { withTimezone: true, mode: 'date' }).notNull(),
});
