-- Staff keep the reference lists (issue 27): degrees, the areas, schools per
-- province, the reasons of a candidacy's change and the contact types.
-- Nothing referenced is deleted: an item is retired (forms stop offering it,
-- rows that hold it keep it). `editado_en` marks an item staff added, renamed
-- or retired: the start-up seed upserts (db/seed/domain.ts) leave those rows
-- as staff left them. Staff's own items take ids from 1 000 000 up, away from
-- the seed's.
ALTER TABLE dominio_items ADD COLUMN retirado boolean NOT NULL DEFAULT false, ADD COLUMN editado_en timestamptz;
ALTER TABLE titulaciones ADD COLUMN retirado boolean NOT NULL DEFAULT false, ADD COLUMN editado_en timestamptz;
ALTER TABLE motivos_cambio_estado ADD COLUMN retirado boolean NOT NULL DEFAULT false, ADD COLUMN editado_en timestamptz;
ALTER TABLE centros_educativos ADD COLUMN retirado boolean NOT NULL DEFAULT false, ADD COLUMN editado_en timestamptz;
