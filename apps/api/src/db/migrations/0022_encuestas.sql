-- Surveys (issue 15, decision 024): a survey with its questions, answers and
-- forward jumps, the people it is for, and the submissions. A submission of
-- an identified respondent names the student or the company (one each, 39);
-- an anonymous one names nobody and keeps only the day, no time, no address.

CREATE TABLE encuestas (
  id serial PRIMARY KEY,
  titulo text NOT NULL,
  descripcion text,
  url_acceso text NOT NULL UNIQUE,
  -- Blocks the portal with a popup until answered (spec §4).
  respuesta_obligatoria boolean NOT NULL DEFAULT false,
  -- Anyone with the link may answer without logging in (37 otherwise).
  saca_opcion_anonima boolean NOT NULL DEFAULT false,
  para_alumnos boolean NOT NULL DEFAULT false,
  para_empresa boolean NOT NULL DEFAULT false,
  id_practica integer REFERENCES practicas(id) ON DELETE SET NULL,
  requiere_rgpd boolean NOT NULL DEFAULT false,
  texto_rgpd text,
  publicada boolean NOT NULL DEFAULT true,
  creado_en timestamptz NOT NULL DEFAULT now(),
  actualizado_en timestamptz NOT NULL DEFAULT now()
);

-- Specific people a survey is for; none of a kind: every one of that kind its flags name (38 otherwise).
CREATE TABLE encuesta_destinatarios (
  id_encuesta integer NOT NULL REFERENCES encuestas(id) ON DELETE CASCADE,
  tipo text NOT NULL CHECK (tipo IN ('alumno', 'empresa')),
  id_usuario integer NOT NULL,
  PRIMARY KEY (id_encuesta, tipo, id_usuario)
);

CREATE TABLE encuesta_preguntas (
  id serial PRIMARY KEY,
  id_encuesta integer NOT NULL REFERENCES encuestas(id) ON DELETE CASCADE,
  orden integer NOT NULL,
  tipo text NOT NULL CHECK (tipo IN ('unica', 'multiple', 'sino', 'escala', 'texto')),
  texto text NOT NULL,
  obligatoria boolean NOT NULL DEFAULT true,
  UNIQUE (id_encuesta, orden)
);

CREATE TABLE encuesta_respuestas (
  id serial PRIMARY KEY,
  id_pregunta integer NOT NULL REFERENCES encuesta_preguntas(id) ON DELETE CASCADE,
  orden integer NOT NULL,
  texto text NOT NULL,
  -- The jump: a later question of the same survey (checked by the service); NULL: the next one.
  id_pregunta_destino integer REFERENCES encuesta_preguntas(id) ON DELETE CASCADE,
  UNIQUE (id_pregunta, orden)
);

CREATE TABLE encuesta_contestaciones (
  id serial PRIMARY KEY,
  id_encuesta integer NOT NULL REFERENCES encuestas(id) ON DELETE CASCADE,
  -- Both NULL for an anonymous submission.
  tipo text CHECK (tipo IN ('alumno', 'empresa')),
  id_usuario integer,
  -- The day only: a finer time could tie an anonymous submission to a login.
  dia date NOT NULL DEFAULT ((now() AT TIME ZONE 'Europe/Madrid')::date),
  CHECK ((tipo IS NULL) = (id_usuario IS NULL))
);
-- One identified submission per person and survey (39).
CREATE UNIQUE INDEX encuesta_contestaciones_una ON encuesta_contestaciones (id_encuesta, tipo, id_usuario)
  WHERE tipo IS NOT NULL;

-- What a submission answered: a chosen answer (one row each), a scale value or a text.
CREATE TABLE encuesta_contestacion_valores (
  id_contestacion integer NOT NULL REFERENCES encuesta_contestaciones(id) ON DELETE CASCADE,
  id_pregunta integer NOT NULL REFERENCES encuesta_preguntas(id) ON DELETE CASCADE,
  id_respuesta integer REFERENCES encuesta_respuestas(id) ON DELETE CASCADE,
  valor integer CHECK (valor BETWEEN 1 AND 10),
  texto text
);
CREATE INDEX encuesta_contestacion_valores_pregunta ON encuesta_contestacion_valores (id_pregunta);
CREATE INDEX encuesta_contestacion_valores_contestacion ON encuesta_contestacion_valores (id_contestacion);

-- An identified respondent's acceptance of a survey's RGPD text (an anonymous one's lives in its token only).
CREATE TABLE encuesta_aceptaciones_rgpd (
  id_encuesta integer NOT NULL REFERENCES encuestas(id) ON DELETE CASCADE,
  tipo text NOT NULL CHECK (tipo IN ('alumno', 'empresa')),
  id_usuario integer NOT NULL,
  aceptada_en timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id_encuesta, tipo, id_usuario)
);
