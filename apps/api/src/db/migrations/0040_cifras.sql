-- The office's numbers (issue 27, decision 044).
--
-- A survey can be the graduates' follow-up survey: one of its single-choice
-- questions says the graduate's situation, and each of that question's answers
-- means one outcome as first-destination reports count them (NACE).
ALTER TABLE encuestas
  ADD COLUMN id_pregunta_seguimiento integer REFERENCES encuesta_preguntas(id) ON DELETE SET NULL,
  ADD COLUMN seguimiento_en timestamptz;
ALTER TABLE encuesta_respuestas
  ADD COLUMN situacion_egresado text
    CHECK (situacion_egresado IN ('empleo', 'estudios', 'buscando', 'no_buscando'));

-- What the reports read by date: candidacies of a period with what they group by
-- (an index-only scan), the offers published (with
-- what the reports read of them, also index-only), the pre-registrations decided
-- in a period, the internships started and the companies reviewed.
CREATE INDEX candidaturas_creado_idx ON candidaturas (creado_en) INCLUDE (id_oferta, id_alumno, estado);
CREATE INDEX candidatura_historial_preinscripcion_idx ON candidatura_historial (creado_en, estado_nuevo)
  WHERE estado_anterior = 16;
CREATE INDEX ofertas_publicacion_idx ON ofertas (fecha_publicacion)
  INCLUDE (id, id_perfil, id_estado, plazas, id_empresa, id_provincia, modalidad) WHERE fecha_publicacion IS NOT NULL;
CREATE INDEX practicas_fechas_idx ON practicas (fecha_inicio, fecha_fin);
CREATE INDEX empresas_revisada_idx ON empresas (revisada_en) WHERE revisada_en IS NOT NULL;
