-- The staff's paged lists and bulk decisions (issue 25, docs/decisions/037).
--
-- Keyset paging walks (creado_en, id) in both directions; these indexes give
-- every page, whatever the state filter, an index range instead of a sort.
CREATE INDEX ofertas_creado_idx ON ofertas (creado_en, id);
CREATE INDEX ofertas_estado_creado_idx ON ofertas (id_estado, creado_en, id);
CREATE INDEX auditoria_creado_idx ON auditoria (creado_en, id);
CREATE INDEX auditoria_actor_idx ON auditoria (actor_tipo, actor_id, id);

-- A bulk decision of one staff member, undoable until deshacer_hasta.
CREATE TABLE lotes_gestion (
  id serial PRIMARY KEY,
  tipo text NOT NULL,
  id_gestor integer NOT NULL REFERENCES gestores(id),
  decision text NOT NULL,
  motivo jsonb,
  creado_en timestamptz NOT NULL DEFAULT now(),
  deshacer_hasta timestamptz NOT NULL,
  deshecho_en timestamptz
);

-- Each offer a batch changed, with what it had before, so undo restores it.
CREATE TABLE lote_ofertas (
  id_lote integer NOT NULL REFERENCES lotes_gestion(id) ON DELETE CASCADE,
  id_oferta integer NOT NULL REFERENCES ofertas(id) ON DELETE CASCADE,
  estado_anterior smallint NOT NULL,
  estado_nuevo smallint NOT NULL,
  motivo_anterior text,
  fecha_publicacion_anterior timestamptz,
  PRIMARY KEY (id_lote, id_oferta)
);

-- The notifications a batch sent, withdrawn by its undo.
ALTER TABLE notificaciones ADD COLUMN id_lote integer REFERENCES lotes_gestion(id) ON DELETE SET NULL;
CREATE INDEX notificaciones_lote_idx ON notificaciones (id_lote) WHERE id_lote IS NOT NULL;
