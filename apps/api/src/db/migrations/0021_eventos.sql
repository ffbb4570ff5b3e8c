-- Events (issue 15, spec §3 Event, §4 expiry): job fairs, workshops and talks
-- the careers office publishes, the students' registrations with a waiting
-- list when the event is full, and the secret token of each student's
-- subscribable calendar feed (decision 023).

-- The categories of the chips on /eventos, named in both languages.
CREATE TABLE categorias_evento (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  nombre text NOT NULL,
  nombre_en text NOT NULL
);
INSERT INTO categorias_evento (slug, nombre, nombre_en) VALUES
  ('feria-empleo', 'Feria de empleo', 'Job fair'),
  ('taller', 'Taller', 'Workshop'),
  ('charla', 'Charla', 'Talk'),
  ('jornada', 'Jornada', 'Conference day'),
  ('curso', 'Curso', 'Course');

CREATE TABLE eventos (
  id serial PRIMARY KEY,
  url_acceso text NOT NULL UNIQUE,
  id_categoria integer NOT NULL REFERENCES categorias_evento(id),
  titulo text NOT NULL,
  entradilla text,
  descripcion text,
  lugar text,
  -- The start as an instant; the web and the .ics show it in Europe/Madrid. Before now: expired (74).
  fecha timestamptz NOT NULL,
  fecha_fin timestamptz,
  destacado boolean NOT NULL DEFAULT false,
  -- The spec's spelling.
  ulr_imagen_principal text,
  -- Capacity; NULL is unlimited.
  plazas integer CHECK (plazas IS NULL OR plazas > 0),
  -- Takes registrations (false: 75).
  inscripcion boolean NOT NULL DEFAULT true,
  -- todos | estudiantes (77 for a graduate) | titulados (78 for a current student).
  dirigido_a text NOT NULL DEFAULT 'todos' CHECK (dirigido_a IN ('todos', 'estudiantes', 'titulados')),
  -- Readable anonymously through /evento-publico/{urlAcceso}.
  publico boolean NOT NULL DEFAULT false,
  -- Staff unpublish: no longer listed, its detail answers 74.
  publicado boolean NOT NULL DEFAULT true,
  creado_en timestamptz NOT NULL DEFAULT now(),
  actualizado_en timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT eventos_fechas CHECK (fecha_fin IS NULL OR fecha_fin >= fecha)
);
CREATE INDEX eventos_fecha_idx ON eventos (fecha DESC) WHERE publicado;

-- A student's place on an event, or on its waiting list (ordered by `id`: a
-- serial, so two registrations in one instant still have an order). One per
-- student and event: the unique key decides between two at once (76).
CREATE TABLE inscripciones_evento (
  id serial PRIMARY KEY,
  id_evento integer NOT NULL REFERENCES eventos(id) ON DELETE CASCADE,
  id_alumno integer NOT NULL REFERENCES alumnos(id) ON DELETE CASCADE,
  estado text NOT NULL CHECK (estado IN ('inscrito', 'espera')),
  creado_en timestamptz NOT NULL DEFAULT now(),
  promovido_en timestamptz,
  UNIQUE (id_evento, id_alumno)
);
CREATE INDEX inscripciones_evento_alumno_idx ON inscripciones_evento (id_alumno);
CREATE INDEX inscripciones_evento_espera_idx ON inscripciones_evento (id_evento, id) WHERE estado = 'espera';

-- The secret of a student's calendar feed (/api/Publico/calendario/{token}).
-- Renewing replaces it, so the old address stops working at once.
CREATE TABLE calendario_tokens (
  id_alumno integer PRIMARY KEY REFERENCES alumnos(id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE,
  creado_en timestamptz NOT NULL DEFAULT now()
);
