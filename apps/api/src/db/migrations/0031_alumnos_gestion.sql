-- The staff's Alumnos area (issue 25).

-- One search box finds a student by any word of the name, the DNI/NIE or the e-mail, accents and case
-- ignored (each word a LIKE on this expression): the trigram index answers it without reading every student.
CREATE INDEX alumnos_busqueda_trgm_idx ON alumnos
  USING gin (f_unaccent(lower(nombre || ' ' || apellido1 || ' ' || coalesce(apellido2, '') || ' ' || dni || ' ' || email)) gin_trgm_ops);
-- The list's default order, by surname, read as keyset pages.
CREATE INDEX alumnos_orden_nombre_idx ON alumnos
  (f_unaccent(lower(apellido1 || ' ' || coalesce(apellido2, '') || ' ' || nombre)), id);
CREATE INDEX alumnos_creado_idx ON alumnos (creado_en, id);
-- The degree filter looks in the university's records and in the CV's studies.
CREATE INDEX expedientes_universidad_titulacion_idx ON expedientes_universidad (id_titulacion, id_alumno);
CREATE INDEX estudios_alumno_titulacion_idx ON estudios_alumno (id_titulacion, id_alumno) WHERE id_titulacion IS NOT NULL;
-- A student's page lists the surveys they answered under their name.
CREATE INDEX encuesta_contestaciones_usuario_idx ON encuesta_contestaciones (tipo, id_usuario) WHERE tipo IS NOT NULL;

-- A deregistration request keeps the student's language (the decision is mailed in it) and, once decided,
-- its decision record: who, when, the outcome and the legal basis. The record holds ids, never the
-- personal data the acceptance erases.
ALTER TABLE solicitudes_baja
  ADD COLUMN idioma text NOT NULL DEFAULT 'es' CHECK (idioma IN ('es', 'en')),
  ADD COLUMN resultado text CHECK (resultado IN ('aceptada', 'rechazada')),
  ADD COLUMN resuelta_por integer REFERENCES gestores(id),
  ADD COLUMN base_legal text;
CREATE INDEX solicitudes_baja_estado_idx ON solicitudes_baja (resultado, creado_en, id);
