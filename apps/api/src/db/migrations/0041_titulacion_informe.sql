-- The office's numbers at a million candidacies (issue 27, decision 044).
--
-- Every report that groups or filters by "the student's degree" read it from a
-- DISTINCT ON over all the students' studies, computed again on each query: at
-- 50 000 students it spilled to disk and the planner misjudged its size by
-- sevenfold. The degree is now kept, one row per student, beside the studies
-- it comes from. Triggers keep it in step in the same transaction as the write
-- to `estudios_alumno`, whatever code path makes it (CV, records, staff, demo,
-- seed, COPY), so the table is never read stale.
--
-- The rule (the same as before): the student's degree at this university, the
-- one in progress before a finished one, then the latest begun, then the
-- latest recorded. A student with no degree of this university has no row.
CREATE TABLE titulacion_informe_alumno (
  id_alumno integer PRIMARY KEY REFERENCES alumnos(id) ON DELETE CASCADE,
  id_titulacion integer NOT NULL REFERENCES titulaciones(id)
);
CREATE INDEX titulacion_informe_alumno_titulacion_idx ON titulacion_informe_alumno (id_titulacion, id_alumno);

-- Works out again the report degree of the given students. Each student's row
-- is locked first, so two transactions writing the same student's studies take
-- turns and the second one reads what the first committed.
CREATE FUNCTION recalcular_titulacion_informe(alumnos_afectados integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM alumnos WHERE id = ANY (alumnos_afectados) ORDER BY id FOR UPDATE;
  DELETE FROM titulacion_informe_alumno WHERE id_alumno = ANY (alumnos_afectados);
  INSERT INTO titulacion_informe_alumno (id_alumno, id_titulacion)
  SELECT DISTINCT ON (ea.id_alumno) ea.id_alumno, ea.id_titulacion
  FROM estudios_alumno ea
  WHERE ea.id_alumno = ANY (alumnos_afectados) AND ea.de_la_universidad AND ea.id_titulacion IS NOT NULL
  ORDER BY ea.id_alumno, ea.finalizado, ea.fecha_inicio DESC NULLS LAST, ea.id DESC;
END;
$$;

-- One statement-level trigger per kind of write: a seed or COPY of thousands
-- of studies recomputes each student once, not once per row.
CREATE FUNCTION titulacion_informe_tras_insertar() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recalcular_titulacion_informe(ARRAY(SELECT DISTINCT id_alumno FROM nuevos));
  RETURN NULL;
END;
$$;
CREATE FUNCTION titulacion_informe_tras_cambiar() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recalcular_titulacion_informe(
    ARRAY(SELECT id_alumno FROM nuevos UNION SELECT id_alumno FROM viejos));
  RETURN NULL;
END;
$$;
CREATE FUNCTION titulacion_informe_tras_borrar() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM recalcular_titulacion_informe(ARRAY(SELECT DISTINCT id_alumno FROM viejos));
  RETURN NULL;
END;
$$;

CREATE TRIGGER titulacion_informe_insertar AFTER INSERT ON estudios_alumno
  REFERENCING NEW TABLE AS nuevos FOR EACH STATEMENT EXECUTE FUNCTION titulacion_informe_tras_insertar();
CREATE TRIGGER titulacion_informe_cambiar AFTER UPDATE ON estudios_alumno
  REFERENCING OLD TABLE AS viejos NEW TABLE AS nuevos FOR EACH STATEMENT EXECUTE FUNCTION titulacion_informe_tras_cambiar();
CREATE TRIGGER titulacion_informe_borrar AFTER DELETE ON estudios_alumno
  REFERENCING OLD TABLE AS viejos FOR EACH STATEMENT EXECUTE FUNCTION titulacion_informe_tras_borrar();

INSERT INTO titulacion_informe_alumno (id_alumno, id_titulacion)
SELECT DISTINCT ON (ea.id_alumno) ea.id_alumno, ea.id_titulacion
FROM estudios_alumno ea
WHERE ea.de_la_universidad AND ea.id_titulacion IS NOT NULL
ORDER BY ea.id_alumno, ea.finalizado, ea.fecha_inicio DESC NULLS LAST, ea.id DESC;

-- The pre-registrations answered in a period, read from the index alone: which
-- answer (estado_nuevo) and the candidacy it belongs to (for the filters).
DROP INDEX candidatura_historial_preinscripcion_idx;
CREATE INDEX candidatura_historial_preinscripcion_idx ON candidatura_historial (creado_en, estado_nuevo)
  INCLUDE (id_candidatura) WHERE estado_anterior = 16;
