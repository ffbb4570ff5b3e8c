-- Internship programmes (issue 14): the fields of spec §3 that 0002 lacked, the
-- conditions the API checks and explains (modules/programas/condiciones.ts is
-- the one place that evaluates them, for the detail, the adhesion and applying
-- to an offer of the programme), and the students' adhesions.

ALTER TABLE programas
  ADD COLUMN descripcion text,
  ADD COLUMN url_imagen text,
  -- Levels of study the programme is for (niveles de titulación 1–6); empty means any.
  ADD COLUMN tipos_estudios smallint[] NOT NULL DEFAULT '{}',
  -- Duration: `meses`, or `meses` o / a `meses2` ("6 o 12 meses", "de 3 a 6 meses").
  ADD COLUMN meses2 integer,
  ADD COLUMN operador_meses text CHECK (operador_meses IN ('o', 'a')),
  -- The student must ask to join before applying to its offers (91); without it an adhesion answers 65.
  ADD COLUMN requiere_adhesion boolean NOT NULL DEFAULT false,
  -- A student's adhesion waits for staff (533) or is granted at once (523).
  ADD COLUMN adhesion_con_validacion boolean NOT NULL DEFAULT true,
  -- Last day to join or apply to its offers (92).
  ADD COLUMN plazo date,
  -- 542: only current university students (a university-level study not finished).
  ADD COLUMN solo_estudiantes_universitarios boolean NOT NULL DEFAULT false,
  -- 99: only students of this university or its associated centres (a study of the university).
  ADD COLUMN solo_alumnos_universidad boolean NOT NULL DEFAULT false,
  -- 96: only students holding a university degree (a university-level study finished).
  ADD COLUMN solo_titulados_universitarios boolean NOT NULL DEFAULT false,
  -- 106: a student who finished a university degree must have finished it on or after this day.
  ADD COLUMN fecha_titulacion_minima date,
  -- 93: not for students with live candidacies in offers of other programmes.
  ADD COLUMN exclusivo boolean NOT NULL DEFAULT false,
  -- Offers of a European programme ask the external eligibility service (ELIGIBILITY_URL) when a student applies.
  ADD COLUMN europeo boolean NOT NULL DEFAULT false,
  ADD COLUMN creado_en timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN actualizado_en timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT programas_meses CHECK (meses IS NULL OR meses BETWEEN 0 AND 12),
  ADD CONSTRAINT programas_meses2 CHECK (meses2 IS NULL OR meses2 BETWEEN 0 AND 12),
  ADD CONSTRAINT programas_fechas CHECK (fecha_inicio IS NULL OR fecha_fin IS NULL OR fecha_inicio <= fecha_fin);

-- A company's adhesion can now be turned down by staff as well.
ALTER TABLE programa_empresas DROP CONSTRAINT programa_empresas_estado_check;
ALTER TABLE programa_empresas
  ADD CONSTRAINT programa_empresas_estado_check CHECK (estado IN ('solicitada', 'adherida', 'rechazada')),
  ADD COLUMN resuelto_en timestamptz;

-- A student's adhesion to a programme: one per student and programme (a second request is 64).
CREATE TABLE programa_alumnos (
  id_programa integer NOT NULL REFERENCES programas(id) ON DELETE CASCADE,
  id_alumno integer NOT NULL REFERENCES alumnos(id) ON DELETE CASCADE,
  estado text NOT NULL DEFAULT 'solicitada' CHECK (estado IN ('solicitada', 'adherida', 'rechazada')),
  creado_en timestamptz NOT NULL DEFAULT now(),
  resuelto_por integer REFERENCES gestores(id) ON DELETE SET NULL,
  resuelto_en timestamptz,
  PRIMARY KEY (id_programa, id_alumno)
);
CREATE INDEX programa_alumnos_alumno_idx ON programa_alumnos (id_alumno);
CREATE INDEX programa_alumnos_pendientes_idx ON programa_alumnos (id_programa) WHERE estado = 'solicitada';
