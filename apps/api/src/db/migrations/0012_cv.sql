-- The student's CV (issue 11, spec §3 Student CV): the sections a student edits
-- on /cv, the university's records of each student's degrees (read-only studies),
-- the CV documents and the profile photo (files in `archivos`, decision 011).

ALTER TABLE alumnos
  ADD COLUMN comunicaciones_email boolean NOT NULL DEFAULT true,
  ADD COLUMN tiene_permiso_trabajo boolean NOT NULL DEFAULT false,
  ADD COLUMN presentacion text,
  ADD COLUMN enlace_portfolio text,
  ADD COLUMN linkedin text,
  ADD COLUMN carnet_conducir boolean NOT NULL DEFAULT false,
  ADD COLUMN vehiculo_propio boolean NOT NULL DEFAULT false,
  ADD COLUMN disponibilidad_viajar boolean NOT NULL DEFAULT false,
  ADD COLUMN disponibilidad_cambio_residencia boolean NOT NULL DEFAULT false,
  -- Free skills the student names (soft and hard), in their order.
  ADD COLUMN competencias text[] NOT NULL DEFAULT '{}',
  -- The profile photo: a re-encoded JPEG in `archivos` (uso 'foto-perfil').
  ADD COLUMN id_archivo_foto uuid REFERENCES archivos(id) ON DELETE SET NULL;

-- Studies outside the catalogue (a title the student types) and where they were taken.
ALTER TABLE estudios_alumno
  ALTER COLUMN id_titulacion DROP NOT NULL,
  ADD COLUMN titulo text,
  ADD COLUMN centro text,
  ADD COLUMN nota numeric(4,2),
  ADD CONSTRAINT estudios_alumno_titulacion_o_titulo CHECK (id_titulacion IS NOT NULL OR titulo IS NOT NULL);

-- What the university's records hold for each student (its own degrees): the
-- source of `dameTitulacionesActuales` and `addEstudioUniversidad`, which
-- copies a record into the CV as a read-only study.
CREATE TABLE expedientes_universidad (
  id serial PRIMARY KEY,
  id_alumno integer NOT NULL REFERENCES alumnos(id) ON DELETE CASCADE,
  id_titulacion integer NOT NULL REFERENCES titulaciones(id),
  finalizado boolean NOT NULL DEFAULT false,
  fecha_inicio date,
  fecha_fin date,
  creditos_superados integer,
  nota_media numeric(3,2),
  UNIQUE (id_alumno, id_titulacion)
);

CREATE TABLE idiomas_alumno (
  id serial PRIMARY KEY,
  id_alumno integer NOT NULL REFERENCES alumnos(id) ON DELETE CASCADE,
  id_idioma integer NOT NULL,
  id_nivel integer NOT NULL,
  UNIQUE (id_alumno, id_idioma)
);

CREATE TABLE experiencias_alumno (
  id serial PRIMARY KEY,
  id_alumno integer NOT NULL REFERENCES alumnos(id) ON DELETE CASCADE,
  puesto text NOT NULL,
  empresa text NOT NULL,
  fecha_inicio date NOT NULL,
  fecha_fin date,
  descripcion text,
  enlace text,
  id_archivo_adjunto uuid REFERENCES archivos(id) ON DELETE SET NULL
);
CREATE INDEX experiencias_alumno_alumno_idx ON experiencias_alumno (id_alumno);

-- Tags of interest and computer programmes (domain lists) and the functional
-- areas the student wants to work in.
CREATE TABLE alumno_tags_interes (
  id_alumno integer NOT NULL REFERENCES alumnos(id) ON DELETE CASCADE,
  id_tag integer NOT NULL,
  PRIMARY KEY (id_alumno, id_tag)
);
CREATE TABLE alumno_programas (
  id_alumno integer NOT NULL REFERENCES alumnos(id) ON DELETE CASCADE,
  id_programa integer NOT NULL,
  nivel smallint NOT NULL CHECK (nivel BETWEEN 1 AND 3),
  PRIMARY KEY (id_alumno, id_programa)
);
CREATE TABLE alumno_areas_funcionales (
  id_alumno integer NOT NULL REFERENCES alumnos(id) ON DELETE CASCADE,
  id_area integer NOT NULL,
  PRIMARY KEY (id_alumno, id_area)
);

-- The CV's documents: the student's own CV file (es_cv, rule 55) and others;
-- private ones are never shown to companies. The same bytes twice is 56.
CREATE TABLE documentos_alumno (
  id serial PRIMARY KEY,
  id_alumno integer NOT NULL REFERENCES alumnos(id) ON DELETE CASCADE,
  id_archivo uuid NOT NULL UNIQUE REFERENCES archivos(id) ON DELETE CASCADE,
  nombre text NOT NULL,
  extension text NOT NULL,
  es_cv boolean NOT NULL DEFAULT false,
  privado boolean NOT NULL DEFAULT false,
  creado_en timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX documentos_alumno_alumno_idx ON documentos_alumno (id_alumno, creado_en DESC);
