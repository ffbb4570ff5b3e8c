import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** bytea as a Uint8Array on both drivers (pg answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});

/** 0007: metadata of every stored file (lib/storage). */
export const archivos = pgTable(
  'archivos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propietarioTipo: text('propietario_tipo').notNull(),
    propietarioId: integer('propietario_id').notNull(),
    uso: text('uso').notNull(),
    nombre: text('nombre').notNull(),
    contentType: text('content_type').notNull(),
    tamano: integer('tamano').notNull(),
    sha256: text('sha256').notNull(),
    almacen: text('almacen').notNull().default('postgres'),
    creadoEn: timestamp('creado_en', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('archivos_propietario_idx').on(t.propietarioTipo, t.propietarioId, t.creadoEn)],
);

/** 0007: the bytes of the files whose `almacen` is 'postgres'. */
export const archivoContenidos = pgTable('archivo_contenidos', {
  idArchivo: uuid('id_archivo').primaryKey(),
  contenido: bytea('contenido').notNull(),
});
