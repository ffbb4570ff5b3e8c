-- The per-student annex signed by the three parties (issue 26): uploaded
-- like the agreement's signed copy, by the host company or the staff, a PDF
-- checked by its content. Replacing it keeps only the newest copy.
ALTER TABLE practicas
  ADD COLUMN id_archivo_anexo_firmado uuid REFERENCES archivos(id),
  ADD COLUMN anexo_firmado_por text,
  ADD COLUMN anexo_firmado_en timestamptz;
