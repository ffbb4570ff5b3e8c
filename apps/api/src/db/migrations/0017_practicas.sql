-- Internships and their paperwork (issue 13: the company's side, /documentacion
-- and /solicitar-cambio-practicas). Issue 14 builds the student's side and the
-- proposals on the same tables: an internship goes from proposal to documents.
-- Every file lives in `archivos` (lib/storage, decision 011); these rows only
-- name them.

-- One student's internship at one company, maybe from an offer and within a
-- programme. estado: propuesta (awaiting the university) → en_curso →
-- finalizada, or rechazada (a proposal turned down) | anulada. An internship
-- en_curso past its end date reads as finalizada: nothing runs when a date passes.
CREATE TABLE practicas (
  id serial PRIMARY KEY,
  id_alumno integer NOT NULL REFERENCES alumnos(id) ON DELETE CASCADE,
  id_empresa integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  id_oferta integer REFERENCES ofertas(id) ON DELETE SET NULL,
  id_programa integer REFERENCES programas(id),
  -- curricular: part of the degree's credits; extracurricular: voluntary (RD 592/2014, art. 4).
  tipo text NOT NULL CHECK (tipo IN ('curricular', 'extracurricular')),
  estado text NOT NULL DEFAULT 'propuesta'
    CHECK (estado IN ('propuesta', 'en_curso', 'finalizada', 'rechazada', 'anulada')),
  -- Who proposed it: the student, the company or the university (a selection or a direct registration).
  propuesta_por text NOT NULL DEFAULT 'gestor' CHECK (propuesta_por IN ('alumno', 'empresa', 'gestor')),
  fecha_inicio date NOT NULL,
  fecha_fin date NOT NULL,
  -- An accepted early end moved fecha_fin forward.
  fin_anticipado boolean NOT NULL DEFAULT false,
  tareas text,
  -- Dedication (spec §5): hours a day, days a week, % of a full working day; total hours of the project.
  horas_dia numeric(4,2) CHECK (horas_dia BETWEEN 0 AND 24),
  dias_semana smallint CHECK (dias_semana BETWEEN 1 AND 7),
  dedicacion numeric(5,2) CHECK (dedicacion BETWEEN 0 AND 100),
  horas_totales integer CHECK (horas_totales >= 0),
  -- The company's tutor may be named after the proposal; the academic tutor is the university's.
  tutor_empresa_nombre text,
  tutor_empresa_email text,
  tutor_empresa_telefono text,
  tutor_academico_nombre text,
  tutor_academico_email text,
  creado_en timestamptz NOT NULL DEFAULT now(),
  actualizado_en timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT practicas_fechas CHECK (fecha_inicio <= fecha_fin)
);
CREATE INDEX practicas_empresa_idx ON practicas (id_empresa, fecha_inicio DESC);
CREATE INDEX practicas_alumno_idx ON practicas (id_alumno, fecha_inicio DESC);

-- The documents internships need: of one programme, or of every internship
-- (id_programa null); of one kind, or both (tipo_practica null); handed in by
-- the company or by the student; with a template to fill in, when there is one.
CREATE TABLE documentos_requeridos_practica (
  id serial PRIMARY KEY,
  id_programa integer REFERENCES programas(id) ON DELETE CASCADE,
  tipo_practica text CHECK (tipo_practica IN ('curricular', 'extracurricular')),
  nombre text NOT NULL,
  descripcion text,
  aportado_por text NOT NULL CHECK (aportado_por IN ('empresa', 'alumno')),
  id_archivo_plantilla uuid REFERENCES archivos(id) ON DELETE SET NULL,
  orden integer NOT NULL DEFAULT 0,
  activo boolean NOT NULL DEFAULT true,
  creado_en timestamptz NOT NULL DEFAULT now()
);
-- One name per programme (or the general list) and kind: asking twice for the same document is 8.
CREATE UNIQUE INDEX documentos_requeridos_practica_nombre_idx
  ON documentos_requeridos_practica (coalesce(id_programa, 0), coalesce(tipo_practica, ''), lower(nombre));

-- What has been handed in for an internship, by whom. At most one file per
-- required document (a new one replaces it); a document outside the list
-- (id_documento_requerido null) is allowed for issue 14's student uploads.
CREATE TABLE documentos_practica (
  id serial PRIMARY KEY,
  id_practica integer NOT NULL REFERENCES practicas(id) ON DELETE CASCADE,
  id_documento_requerido integer REFERENCES documentos_requeridos_practica(id) ON DELETE SET NULL,
  -- The row goes with its file.
  id_archivo uuid NOT NULL UNIQUE REFERENCES archivos(id) ON DELETE CASCADE,
  nombre text NOT NULL,
  extension text NOT NULL,
  -- empresa: a contact's id; alumno: the student's; gestor: the staff member's.
  aportado_por_tipo text NOT NULL CHECK (aportado_por_tipo IN ('empresa', 'alumno', 'gestor')),
  aportado_por_id integer NOT NULL,
  creado_en timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX documentos_practica_requerido_idx
  ON documentos_practica (id_practica, id_documento_requerido) WHERE id_documento_requerido IS NOT NULL;

-- A company's own documents (documentosAportados / adddoc / deldoc): its
-- insurance policy, tax certificates… The same bytes twice is 56.
CREATE TABLE documentos_empresa (
  id serial PRIMARY KEY,
  id_empresa integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
  id_archivo uuid NOT NULL UNIQUE REFERENCES archivos(id) ON DELETE CASCADE,
  nombre text NOT NULL,
  extension text NOT NULL,
  id_contacto integer REFERENCES contactos_empresa(id) ON DELETE SET NULL,
  creado_en timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX documentos_empresa_empresa_idx ON documentos_empresa (id_empresa, creado_en DESC);

-- Annexes the university publishes for every company (dameAnexosPracticas).
CREATE TABLE anexos_practicas (
  id serial PRIMARY KEY,
  titulo text NOT NULL,
  descripcion text,
  id_archivo uuid NOT NULL UNIQUE REFERENCES archivos(id) ON DELETE CASCADE,
  publicado_por integer REFERENCES gestores(id) ON DELETE SET NULL,
  creado_en timestamptz NOT NULL DEFAULT now()
);

-- The information notes on curricular and extracurricular internships. The
-- newest of each kind is the one shown; older ones stay as the record of what
-- companies were told.
CREATE TABLE notas_informativas (
  id serial PRIMARY KEY,
  tipo text NOT NULL CHECK (tipo IN ('curricular', 'extracurricular')),
  titulo text NOT NULL,
  id_archivo uuid NOT NULL UNIQUE REFERENCES archivos(id) ON DELETE CASCADE,
  publicado_por integer REFERENCES gestores(id) ON DELETE SET NULL,
  creado_en timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notas_informativas_tipo_idx ON notas_informativas (tipo, creado_en DESC, id DESC);

-- A company's request to change one of its internships (solictitarAccionSobrePractica):
-- the proposed values of its kind, the reason, and the university's answer.
-- An accepted request's values are applied to the internship in the same unit of work.
CREATE TABLE solicitudes_cambio_practica (
  id serial PRIMARY KEY,
  id_practica integer NOT NULL REFERENCES practicas(id) ON DELETE CASCADE,
  tipo text NOT NULL CHECK (tipo IN ('fechas', 'tutor', 'dedicacion', 'fin_anticipado')),
  valores jsonb NOT NULL,
  motivo text NOT NULL,
  estado text NOT NULL DEFAULT 'pendiente' CHECK (estado IN ('pendiente', 'aceptada', 'rechazada')),
  solicitado_por integer REFERENCES contactos_empresa(id) ON DELETE SET NULL,
  respuesta text,
  resuelto_por integer REFERENCES gestores(id) ON DELETE SET NULL,
  resuelto_en timestamptz,
  creado_en timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT solicitudes_cambio_resuelta CHECK ((estado = 'pendiente') = (resuelto_en IS NULL))
);
-- One open request per internship and kind: a second one is 8, even when two arrive at once.
CREATE UNIQUE INDEX solicitudes_cambio_abierta_idx ON solicitudes_cambio_practica (id_practica, tipo) WHERE estado = 'pendiente';
CREATE INDEX solicitudes_cambio_practica_idx ON solicitudes_cambio_practica (id_practica, creado_en DESC);
CREATE INDEX solicitudes_cambio_pendientes_idx ON solicitudes_cambio_practica (creado_en) WHERE estado = 'pendiente';
