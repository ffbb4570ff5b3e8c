-- A document handed in for an offer (rule 11, documentacion_necesaria) is now a
-- real file in `archivos`. Nothing wrote this table before this migration, so it
-- is empty; if rows were inserted by hand, this fails instead of keeping
-- documents without a file: delete them (or attach a file) and start again.
ALTER TABLE alumno_documentos_oferta
  ADD COLUMN id_archivo uuid NOT NULL UNIQUE REFERENCES archivos(id) ON DELETE CASCADE;

-- An offer asks for one document (its documentacion_necesaria text), so a
-- student hands in one per offer; a second upload is code 56, and replacing it
-- means deleting the first.
ALTER TABLE alumno_documentos_oferta DROP CONSTRAINT alumno_documentos_oferta_id_alumno_id_oferta_nombre_key;
ALTER TABLE alumno_documentos_oferta ADD CONSTRAINT alumno_documentos_oferta_alumno_oferta_key UNIQUE (id_alumno, id_oferta);
