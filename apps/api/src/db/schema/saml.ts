import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** 0014_saml.sql: SAML assertion ids already used, kept until their NotOnOrAfter (decision 016). */
export const samlAserciones = pgTable('saml_aserciones', {
  id: text('id').primaryKey(),
  caducaEn: timestamp('caduca_en', { withTimezone: true, mode: 'date' }).notNull(),
});
